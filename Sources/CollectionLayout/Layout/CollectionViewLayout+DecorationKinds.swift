import Foundation

extension CollectionViewLayout {
    /// Whether the layout registered decoration views of `kind`
    /// (``register(decorationViewOfKind:)``), which UIKit requires before it dequeues one; a
    /// ``TransitionLayout`` shows the decorations either of its layouts registered.
    func showsDecorationViews(ofKind kind: String) -> Bool {
        if registeredDecorationKinds.contains(kind) { return true }
        guard let transition = self as? TransitionLayout else { return false }
        return transition.currentLayout.showsDecorationViews(ofKind: kind) || transition.nextLayout.showsDecorationViews(ofKind: kind)
    }
}
