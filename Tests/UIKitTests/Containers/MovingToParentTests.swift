import Testing
import UIKit

/// `isMovingToParent` and `isMovingFromParent`: what a controller reads in its appearance
/// calls to tell a push from a return to it, and a pop from a controller covered by another
/// (docs/REFERENCE.md §18.5, from UIViewController.h).
@MainActor @Suite struct MovingToParentTests {
    /// A controller that writes, at each appearance call, "call to from" with what the two
    /// properties say (1 true, 0 false).
    final class Reader: UIViewController {
        var lines: [String] = []
        private func note(_ call: String) {
            lines.append("\(call) \(isMovingToParent ? 1 : 0)\(isMovingFromParent ? 1 : 0)")
        }
        override func viewWillAppear(_ animated: Bool) { note("willAppear") }
        override func viewDidAppear(_ animated: Bool) { note("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
    }

    /// A navigation controller with `root`, the root of a visible window.
    private func onScreen(_ root: UIViewController) -> (UINavigationController, UIWindow) {
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (navigation, window)
    }

    @Test func aPushedControllerIsMovingToItsParentWhileItAppears() {
        let root = Reader(), pushed = Reader()
        let (navigation, window) = onScreen(root)
        root.lines = []
        navigation.pushViewController(pushed, animated: false)
        // The pushed one joins: moving to its parent in both calls. The root is covered, not
        // removed: neither property is true for it.
        #expect(pushed.lines == ["willAppear 10", "didAppear 10"])
        #expect(root.lines == ["willDisappear 00", "didDisappear 00"])
        // Once it has heard didMove(toParent:), the move is over.
        #expect(!pushed.isMovingToParent && !pushed.isMovingFromParent)
        _ = window
    }

    @Test func aPoppedControllerIsMovingFromItsParentWhileItDisappears() {
        let root = Reader(), pushed = Reader()
        let (navigation, window) = onScreen(root)
        navigation.pushViewController(pushed, animated: false)
        root.lines = []
        pushed.lines = []
        navigation.popViewController(animated: false)
        // The popped one leaves: moving from its parent in both calls. The root, uncovered,
        // was a child all along: neither is true.
        #expect(pushed.lines == ["willDisappear 01", "didDisappear 01"])
        #expect(root.lines == ["willAppear 00", "didAppear 00"])
        #expect(!pushed.isMovingFromParent && pushed.parent == nil)
        _ = window
    }

    @Test func aChildAddedByHandIsMovingUntilItHearsDidMove() {
        let container = UIViewController(), child = UIViewController()
        #expect(!child.isMovingToParent)
        container.addChild(child)
        #expect(child.isMovingToParent && !child.isMovingFromParent)
        child.didMove(toParent: container)
        #expect(!child.isMovingToParent)
        // Removing by hand: willMove(toParent: nil) starts the move, removeFromParent() ends it.
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent && !child.isMovingToParent)
        child.removeFromParent()
        #expect(!child.isMovingFromParent && child.parent == nil)
        // willMove(toParent: nil) without a container starts nothing.
        child.willMove(toParent: nil)
        #expect(!child.isMovingFromParent)
    }

    /// A controller that also counts as leaving while it runs its own dismissal animation, as
    /// apps override it.
    final class Leaving: UIViewController {
        var dismissing = false
        override var isMovingFromParent: Bool { dismissing || super.isMovingFromParent }
        override var isMovingToParent: Bool { !dismissing && super.isMovingToParent }
    }

    @Test func bothPropertiesAreOverridable() {
        let parent = UIViewController(), child = Leaving()
        parent.addChild(child)
        let plain: UIViewController = child
        // Between addChild(_:) and didMove(toParent:) the child is moving to its parent.
        #expect(plain.isMovingToParent && !plain.isMovingFromParent)
        child.dismissing = true
        #expect(!plain.isMovingToParent && plain.isMovingFromParent)
        child.dismissing = false
        child.didMove(toParent: parent)
        #expect(!plain.isMovingToParent && !plain.isMovingFromParent)
    }
}
