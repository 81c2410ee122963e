import Testing
import UIKit

/// A controller's `presentationController` and `transitioningDelegate` as UIKit's documentation
/// has them (docs/REFERENCE.md §18.2), and presentations used wrongly, which never trap.
@MainActor @Suite struct PresentationControllerTests {
    typealias Log = ControllerLog

    /// An adaptive-presentation delegate that answers a style and nothing else.
    final class AdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
    }

    @Test func thePresentationControllerIsMadeOnFirstUseAndManagesThePresentation() throws {
        let root = UIViewController(), sheet = UIViewController()
        let window = phoneWindow(root: root)
        // "If you've not yet presented the current view controller, accessing this property
        // creates a presentation controller based on the current value in the
        // modalPresentationStyle property."
        let early = try #require(sheet.presentationController)
        #expect(early === sheet.presentationController && early.presentedViewController === sheet)
        root.present(sheet, animated: false)
        #expect(sheet.presentationController === early && early.presentingViewController === root)
        // A page sheet's container here is the window, the view at the sheet's frame (§18.1).
        #expect(early.containerView === window && early.frameOfPresentedViewInContainerView == sheet.view.frame)
        #expect(!early.shouldRemovePresentersView && early.presentedView === sheet.view && early is UISheetPresentationController)
    }

    @Test func aStyleChangedAfterTheControllerWasMadeGetsItsOwnKeepingTheDelegate() throws {
        let root = UIViewController(), cover = UIViewController()
        let window = phoneWindow(root: root)
        let adaptive = AdaptiveDelegate()
        let early = try #require(cover.presentationController)
        early.delegate = adaptive
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        let controller = try #require(cover.presentationController)
        #expect(early is UISheetPresentationController && !(controller is UISheetPresentationController))
        #expect(controller.shouldRemovePresentersView && controller.delegate === adaptive && cover.view.frame == window.bounds)
    }

    @Test func aCustomControllerFromTheDelegateKeepsTheAdaptiveDelegateSetBeforehand() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        let delegate = LoggingTransitioningDelegate.halfSheet(for: sheet, log)
        let adaptive = AdaptiveDelegate()
        sheet.presentationController?.delegate = adaptive
        let window = phoneWindow(root: root)
        root.present(sheet, animated: false)
        let controller = try #require(sheet.presentationController as? HalfSheetPresentationController)
        #expect(controller.delegate === adaptive && controller.adaptivePresentationStyle == .overFullScreen)
        #expect(controller.traitCollection == window.traitCollection)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func theTransitioningDelegateIsHeldWeakly() {
        let sheet = UIViewController()
        var delegate: LoggingTransitioningDelegate? = LoggingTransitioningDelegate(Log())
        sheet.transitioningDelegate = delegate
        #expect(sheet.transitioningDelegate === delegate)
        delegate = nil
        #expect(sheet.transitioningDelegate == nil)
    }

    @Test func aDefaultDelegateGivesAPlainControllerFillingTheContainer() throws {
        final class Silent: NSObject, UIViewControllerTransitioningDelegate {}
        let root = UIViewController(), sheet = UIViewController()
        let delegate = Silent()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        let window = phoneWindow(root: root)
        root.present(sheet, animated: true)
        let controller = try #require(sheet.presentationController)
        #expect(type(of: controller) == UIPresentationController.self)
        #expect(sheet.view.frame == window.bounds && sheet.view.superview === controller.containerView)
        #expect(root.presentedViewController === sheet)
        withExtendedLifetime(delegate) {}
    }

    @Test func aPageSheetWithAnAnimatorGetsAContainerAndEndsAtTheSheetsFrame() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        let animator = SlideAnimator(log, completesAtOnce: true)
        let delegate = LoggingTransitioningDelegate(log, animator: animator)
        sheet.transitioningDelegate = delegate
        let window = phoneWindow(root: root)
        root.present(sheet, animated: true)
        let context = try #require(animator.context)
        // §18.1's sheet: from 10 below the safe area's top (47) to the bottom.
        #expect(context.finalFrame(for: sheet) == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(context.containerView !== window && context.containerView.superview === window)
        #expect(context.containerView.frame == window.bounds && context.presentationStyle == .automatic)
        // Not `.custom`: the delegate is not asked for a presentation controller.
        #expect(!log.lines.contains("delegate presentationController"))
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aDismissedControllerAndItsPresentationControllerAreReleased() {
        let log = Log()
        let root = UIViewController()
        let window = phoneWindow(root: root)
        weak var weakSheet: UIViewController?
        weak var weakController: UIPresentationController?
        do {
            let sheet = UIViewController()
            let delegate = LoggingTransitioningDelegate.halfSheet(for: sheet, log, animator: SlideAnimator(log, completesAtOnce: true))
            root.present(sheet, animated: true)
            (weakSheet, weakController) = (sheet, sheet.presentationController as? HalfSheetPresentationController)
            root.dismiss(animated: true)
            #expect(weakController != nil)
            withExtendedLifetime(delegate) {}
        }
        #expect(weakSheet == nil && weakController == nil && root.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aPresentationControllerKeptAfterTheDismissalStillHoldsItsControllers() {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        weak var weakSheet: UIViewController?
        var kept: UIPresentationController?
        do {
            let sheet = UIViewController()
            weakSheet = sheet
            root.present(sheet, animated: false)
            kept = sheet.presentationController
            root.dismiss(animated: false)
        }
        // UIKit's presentation controller retains the controllers it presents (its properties
        // are nonnull); the dismissed sheet forgot it, so it lives as long as the controller.
        #expect(weakSheet != nil && kept?.presentedViewController === weakSheet)
        #expect(kept?.presentingViewController === root && root.presentedViewController == nil)
        kept = nil
        #expect(weakSheet == nil)
        withExtendedLifetime(window) {}
    }

    // MARK: Misuse

    @Test func aSecondCompleteTransitionIsIgnored() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController()
        let animator = SlideAnimator(log, completesAtOnce: true)
        let delegate = LoggingTransitioningDelegate.halfSheet(for: sheet, log, animator: animator)
        let window = phoneWindow(root: root)
        var completions = 0
        root.present(sheet, animated: true) { completions += 1 }
        let context = try #require(animator.context)
        context.completeTransition(false)
        context.completeTransition(true)
        #expect(completions == 1 && root.presentedViewController === sheet)
        #expect(
            log.lines.filter { $0.hasPrefix("controller presentationTransitionDidEnd") } == [
                "controller presentationTransitionDidEnd(true)"
            ])
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aTransitionNeverCompletedRefusesAnotherPresentationAndADismissal() throws {
        let log = Log()
        let root = UIViewController(), sheet = UIViewController(), other = UIViewController()
        let delegate = LoggingTransitioningDelegate(log)
        let animator = SlideAnimator(log)
        animator.stalls = true
        delegate.animator = animator
        sheet.transitioningDelegate = delegate
        let window = phoneWindow(root: root)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(sheet.isBeingPresented && !completed && root.presentedViewController === sheet)
        root.present(other, animated: false)
        #expect(root.presentedViewController === sheet && other.presentingViewController == nil)
        // UIKit logs "Attempt to dismiss from view controller … while a presentation or dismiss is in progress!".
        root.dismiss(animated: false)
        #expect(root.presentedViewController === sheet && sheet.isBeingPresented)
        try #require(animator.context).completeTransition(true)
        #expect(completed && !sheet.isBeingPresented)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test func aFrameThatIsNotANumberDoesNotTrap() throws {
        final class Broken: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: CGFloat.nan, y: .nan, width: .infinity, height: .nan) }
        }
        final class Giver: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? { Broken(presentedViewController: presented, presenting: presenting) }
        }
        let root = UIViewController(), sheet = UIViewController()
        let giver = Giver()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = giver
        let window = phoneWindow(root: root)
        var completed = false
        root.present(sheet, animated: false) { completed = true }
        window.layoutIfNeeded()
        #expect(completed && sheet.presentationController is Broken)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        withExtendedLifetime((giver, window)) {}
    }
}
