/// The state a configuration is updated for (`UIConfigurationState`, iOS 14): traits and
/// custom states. ``UICellConfigurationState`` is the one the collection view hands out.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits the state was taken with.
    var traitCollection: UITraitCollection { get set }
    /// A custom state; nil when unset.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

extension UICellConfigurationState: UIConfigurationState {}

/// What a view shows, as a value that makes the view (`UIContentConfiguration`, iOS 14):
/// set one as a cell's ``UICollectionViewCell/contentConfiguration``.
/// ``UIListContentConfiguration`` is UIKit's own.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration (`makeContentView()`).
    func makeContentView() -> UIView & UIContentView
    /// The configuration restyled for `state` (`updated(for:)`).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration`` (`UIContentView`, iOS 14): setting its
/// ``configuration`` shows the new one.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows (`configuration`).
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` in place (`supports(_:)`, iOS 16); the
    /// default: a configuration of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// A configuration of the same type as the current ``configuration``.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
