import Testing
import UIKit

/// Size transitions: a window that changes size while it shows a controller tells the
/// controller first (`viewWillTransition(to:with:)`), which passes it on to its children at
/// the sizes it gives them; the coordinator's blocks run after, at the new size (Apple's
/// documentation of `viewWillTransition(to:with:)`; nothing animates here).
@Suite struct SizeTransitionTests {
    /// Records what it hears and what it sees.
    private final class Recording: UIViewController {
        var log: [String] = []
        var childWidthFactor: CGFloat = 1

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("will \(Int(size.width))x\(Int(size.height)) at \(Int(view.bounds.width))")
            #expect(transitionCoordinator === coordinator)
            coordinator.animate(
                alongsideTransition: { [self] context in
                    log.append("alongside at \(Int(view.bounds.width)), animated \(context.isAnimated)")
                },
                completion: { [self] context in
                    log.append("completion, cancelled \(context.isCancelled)")
                })
            coordinator.animate(alongsideTransition: { [self] _ in log.append("second alongside") })
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
        {
            CGSize(width: parentSize.width * childWidthFactor, height: parentSize.height)
        }
    }

    private func shown(_ root: UIViewController, child: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func theRootHearsFirstThenTheBlocksRunAtTheNewSize() {
        let root = Recording(), child = Recording()
        let window = shown(root, child: child)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(
            root.log == [
                "will 844x390 at 390", "alongside at 844, animated false", "second alongside", "completion, cancelled false",
            ])
        #expect(child.log.first == "will 844x390 at 0", "the child hears of it at the size its parent gives it")
        #expect(root.transitionCoordinator == nil, "no transition once it is over")
        // The same size again: no transition.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(root.log.count == 4)
    }

    @Test func aContainerGivesEachChildItsSize() {
        let root = Recording(), child = Recording()
        root.childWidthFactor = 0.5
        let window = shown(root, child: child)
        window.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(child.log.first == "will 422x390 at 0")
    }

    @Test func aHiddenWindowOrOneWithoutAControllerMakesNoTransition() {
        let root = Recording()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(root.log.isEmpty && root.view.bounds.width == 844)
    }
}
