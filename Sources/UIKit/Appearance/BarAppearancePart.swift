/// An appearance held inside a bar appearance — a ``UIBarButtonItemAppearance`` or a
/// ``UITabBarItemAppearance`` — copied when set (UIKit's `@NSCopying`), its changes changes of
/// the bar appearance holding it.
@preconcurrency @MainActor
protocol BarAppearancePart: AnyObject {
    /// A copy with every state copied.
    func copy() -> Self
    /// Called when a state changes.
    var changeHandler: (() -> Void)? { get set }
}

extension UIBarButtonItemAppearance: BarAppearancePart {}
extension UITabBarItemAppearance: BarAppearancePart {}

extension UIBarAppearance {
    /// What the appearance keeps of `part` when it is set: a copy whose changes tell this
    /// appearance, which is told it changed.
    func keep<Part: BarAppearancePart>(_ part: Part) -> Part {
        let kept = part.copy()
        kept.changeHandler = { [weak self] in self?.appearanceDidChange() }
        appearanceDidChange()
        return kept
    }
}
