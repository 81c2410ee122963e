/// An object that identifies itself to UI tests (`UIAccessibilityIdentification`): views,
/// images and bar items adopt it, as on iOS.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// The string that identifies the element to UI tests (`accessibilityIdentifier`); default
    /// nil. VoiceOver never reads it.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIImage: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
