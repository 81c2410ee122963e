import CollectionAnimation
import Testing
import UIKit

/// `UINavigationController`'s stack, as Apple's documentation of each method says: the stack
/// is its children, bottom first; popping never removes the root; the pop methods return what
/// they popped; the children hear `willMove(toParent:)` and `didMove(toParent:)` as any
/// container's do.
@MainActor @Suite struct NavigationControllerStackTests {
    typealias Logged = LoggedController

    typealias Log = ControllerLog

    @Test func pushingAndPoppingChangeTheStackAndTheChildren() {
        let log = Log()
        let root = Logged("root", log), second = Logged("second", log), third = Logged("third", log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root] && navigation.children == [root])
        #expect(root.navigationController === navigation && navigation.topViewController === root)
        #expect(navigation.visibleViewController === root)

        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: true)
        #expect(navigation.viewControllers == [root, second, third] && navigation.children == [root, second, third])
        #expect(third.navigationController === navigation && navigation.topViewController === third)
        // The same controller again is not pushed.
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers == [root, second, third])

        #expect(navigation.popViewController(animated: false) === third)
        #expect(third.parent == nil && third.navigationController == nil)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.popToRootViewController(animated: false) == [second, third])
        #expect(navigation.viewControllers == [root])
        // The root is never popped.
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.popToRootViewController(animated: false) == [])
        #expect(navigation.popToViewController(second, animated: false) == nil)
        #expect(navigation.viewControllers == [root])
    }

    @Test func settingTheStackKeepsEachControllerOnceAtItsLastPlace() {
        let log = Log()
        let a = Logged("a", log), b = Logged("b", log), c = Logged("c", log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.viewControllers = [b, a, c, b]
        #expect(navigation.viewControllers == [a, c, b])
        #expect(navigation.popToViewController(a, animated: false) == [c, b])
        #expect(navigation.navigationBar.items?.map(\.title) == ["a"])
    }

    @Test func childrenHearTheyJoinAndLeave() {
        let log = Log()
        let root = Logged("root", log), pushed = Logged("pushed", log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(pushed, animated: false)
        navigation.popViewController(animated: false)
        #expect(
            log.lines == [
                "root willMove(toParent: navigation)", "root didMove(toParent: navigation)",
                "pushed willMove(toParent: navigation)", "pushed didMove(toParent: navigation)",
                "pushed willMove(toParent: nil)", "pushed didMove(toParent: nil)",
            ])
        // Nothing loaded a view: the navigation controller's view was never asked for.
        #expect(!root.isViewLoaded && !pushed.isViewLoaded)
    }

    @Test func onScreenTheOldTopDisappearsAsTheNewOneAppears() {
        // The order recorded for a push or pop on iOS: the current controller's
        // viewWillDisappear, the new one's viewWillAppear, the current one's viewDidDisappear,
        // the new one's viewDidAppear ("The Inconsistent Order of View Transition Events",
        // wangling.me, 2014); a pushed controller's view loads as it is pushed. Joining and
        // leaving wrap the transition, as Apple's container guide has it. Animated, the did
        // calls come when UIKit's default slide ends (0.5 s, §20.7).
        onFreshClock { clock in onScreenTransitions(clock) }
    }

    private func onScreenTransitions(_ clock: AnimationClock) {
        let log = Log()
        let root = Logged("root", log), pushed = Logged("pushed", log)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(log.lines.suffix(3) == ["root viewDidLoad", "root viewWillAppear", "root viewDidAppear"])

        log.lines = []
        navigation.pushViewController(pushed, animated: true)
        clock.advance(by: 0.5 + 1e-6)
        #expect(
            log.lines == [
                "pushed willMove(toParent: navigation)", "pushed viewDidLoad", "root viewWillDisappear",
                "pushed viewWillAppear", "root viewDidDisappear", "pushed viewDidAppear",
                "pushed didMove(toParent: navigation)",
            ])
        #expect(pushed.view.superview === navigation.view && root.view.superview == nil)

        log.lines = []
        navigation.popViewController(animated: true)
        clock.advance(by: 0.5 + 1e-6)
        #expect(
            log.lines == [
                "pushed willMove(toParent: nil)", "pushed viewWillDisappear", "root viewWillAppear",
                "pushed viewDidDisappear", "root viewDidAppear", "pushed didMove(toParent: nil)",
            ])
        #expect(root.view.superview === navigation.view && pushed.view.superview == nil)
    }

    @Test func theDelegateHearsEachNewTop() {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
            ) {
                shown.append("will \(viewController.title ?? "")")
            }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) {
                shown.append("did \(viewController.title ?? "")")
            }
        }
        let log = Log()
        let navigation = UINavigationController(rootViewController: Logged("root", log))
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(Logged("next", log), animated: false)
        navigation.popViewController(animated: false)
        #expect(delegate.shown == ["will next", "did next", "will root", "did root"])
    }
}
