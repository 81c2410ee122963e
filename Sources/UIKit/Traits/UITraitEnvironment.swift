/// An object with traits (`UITraitEnvironment`): screens, windows, views and view
/// controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Told that ``traitCollection`` changed (deprecated in iOS 17 in favour of
    /// `registerForTraitChanges`, still called).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
