import Testing
import UIKit

/// Popovers on an iPhone (docs/REFERENCE.md §18.4), in the 390 × 844 window of
/// ``phoneWindow(root:)`` (safe area 47 / 34; the popover keeps 10 from it, so it lies in
/// y 57…800 and x 10…380): without a delegate a popover adapts to a sheet; a delegate that
/// answers `.none`, as PanModal's does, keeps the popover at its source.
@MainActor @Suite struct PopoverPresentationTests {
    /// A delegate that keeps popovers as popovers, and logs the popover's preparation.
    final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
        var prepared = 0
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        { .none }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
    }

    /// Presents a 200 × 300 popover pointing at a 100 × 44 button at `origin` in the root view.
    private func presentPopover(
        from origin: CGPoint, delegate: (any UIPopoverPresentationControllerDelegate)?
    ) throws -> (popover: UIViewController, controller: UIPopoverPresentationController, window: UIWindow) {
        let root = UIViewController(), popover = UIViewController()
        let window = phoneWindow(root: root)
        try #require(window.traitCollection.horizontalSizeClass == .compact)
        let button = UIView(frame: CGRect(origin: origin, size: CGSize(width: 100, height: 44)))
        root.view.addSubview(button)
        popover.modalPresentationStyle = .popover
        popover.preferredContentSize = CGSize(width: 200, height: 300)
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = button
        controller.delegate = delegate
        #expect(controller.arrowDirection == .unknown && controller.permittedArrowDirections == .any)
        root.present(popover, animated: false)
        return (popover, controller, window)
    }

    /// A delegate for the dismissal only, as apps write one to hear a swipe-down: it implements
    /// neither adaptive method, so the popover adapts as without a delegate.
    final class DismissalOnly: NSObject, UIPopoverPresentationControllerDelegate {
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    }

    @Test(arguments: [false, true])
    func withoutADelegateOrWithOneImplementingNeitherAdaptiveMethodAPopoverAdaptsToASheet(dismissalDelegate: Bool) throws {
        let delegate = dismissalDelegate ? DismissalOnly() : nil
        let (popover, controller, window) = try presentPopover(from: CGPoint(x: 20, y: 100), delegate: delegate)
        #expect(popover.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(controller.arrowDirection == .unknown && popover.sheetPresentationController == nil)
        withExtendedLifetime((window, delegate)) {}
    }

    @Test func anAdaptedPopoverTakesItsAdaptiveSheetsDetentsAndRadius() throws {
        let root = UIViewController(), popover = UIViewController()
        let window = phoneWindow(root: root)
        popover.modalPresentationStyle = .popover
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = root.view
        controller.adaptiveSheetPresentationController.detents = [.medium()]
        controller.adaptiveSheetPresentationController.preferredCornerRadius = 16
        root.present(popover, animated: false)
        // The medium detent of §18.3's window: 753 / 2 = 376.5, 410.5 tall from y = 433.5.
        #expect(popover.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        #expect(popover.view.layer.cornerRadius == 16)
        // A change of detents moves it; the popover's sheet adds no dimming (§18.4).
        let before = window.subviews.count
        controller.adaptiveSheetPresentationController.detents = [.large()]
        #expect(popover.view.frame.minY == 57 && window.subviews.count == before)
        withExtendedLifetime(window) {}
    }

    /// A delegate that answers `.none` through the older adaptive method only, and logs the preparation.
    final class KeepPopoverByOlderMethod: NSObject, UIPopoverPresentationControllerDelegate {
        var prepared = 0
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
    }

    @Test(arguments: [false, true]) func aDelegateAnsweringNoneKeepsThePopoverBelowItsSource(byTheOlderMethod: Bool) throws {
        let newer = KeepPopover(), older = KeepPopoverByOlderMethod()
        let delegate: any UIPopoverPresentationControllerDelegate = byTheOlderMethod ? older : newer
        let (popover, controller, window) = try presentPopover(from: CGPoint(x: 20, y: 100), delegate: delegate)
        // Below the button (bottom 144) by the arrow's 13: y = 157; centred on x = 70 it would
        // start at −30, so it is kept at the margin, 10. 643 points fit below, so the arrow is up.
        #expect(popover.view.frame == CGRect(x: 10, y: 157, width: 200, height: 300))
        #expect(controller.arrowDirection == .up && (byTheOlderMethod ? older.prepared : newer.prepared) == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aPopoverThatDoesNotFitBelowGoesAbove() throws {
        let delegate = KeepPopover()
        let (popover, controller, window) = try presentPopover(from: CGPoint(x: 200, y: 700), delegate: delegate)
        // Below: 800 − (744 + 13) = 43 < 300; above: 700 − 13 − 57 = 630 fits: y = 700 − 13 − 300 = 387,
        // centred on x = 250: 150.
        #expect(popover.view.frame == CGRect(x: 150, y: 387, width: 200, height: 300))
        #expect(controller.arrowDirection == .down)
        withExtendedLifetime(window) {}
    }

    @Test func aSourceRectThatIsNotANumberNeverTraps() throws {
        let root = UIViewController(), popover = UIViewController()
        let window = phoneWindow(root: root)
        popover.modalPresentationStyle = .popover
        let delegate = KeepPopover()
        let controller = try #require(popover.popoverPresentationController)
        controller.delegate = delegate
        controller.sourceView = root.view
        controller.sourceRect = CGRect(x: CGFloat.nan, y: .nan, width: 10, height: 10)
        root.present(popover, animated: false)
        // Nothing fits a source that is nowhere: below, at the default 320 points wide.
        #expect(controller.arrowDirection == .up && popover.view.frame.width == 320 && root.presentedViewController === popover)
        withExtendedLifetime(window) {}
    }
}
