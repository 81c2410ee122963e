// How a controller joins and leaves a container (`addChild(_:)`, `removeFromParent()`), as
// UIKit does: the child hears `willMove(toParent:)` before it joins, `didMove(toParent: nil)`
// after it leaves; its view's traits are resolved again either way.

extension UIViewController {
    /// Adds `child`, taking it from any other container; nothing for this controller itself or
    /// a child already here.
    func adopt(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.willMove(toParent: self)
        child.parentStorage?.childStorage.removeAll { $0 === child }
        childStorage.append(child)
        child.parentStorage = self
        child.viewIfLoaded?.dropResolvedTraits()
    }

    /// Leaves the container, then tells `didMove(toParent: nil)`; nothing without one.
    func leaveParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        viewIfLoaded?.dropResolvedTraits()
        didMove(toParent: nil)
    }
}
