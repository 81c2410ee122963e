import Testing
import UIKit

/// Dragging a sheet (docs/REFERENCE.md §18.3) in the 390 × 844 window of ``phoneWindow(root:)``:
/// medium and large detents of 376.5 and 753, the sheet at y = 844 − 34 − value (433.5 and 57).
/// A release at height h with velocity v (points a second, down positive) is carried to
/// h − 0.499 v (WWDC18's projection at the normal deceleration rate 0.998: 0.998 / 0.002 / 1000
/// = 0.499 s) and lands on the nearest of 0 (dismissed), 376.5 and 753, but at most the next
/// one from h in its direction. Scripted drags move at even speed, so v is distance / duration.
@MainActor @Suite struct SheetDraggingTests {
    /// A sheet's delegate that logs what it is told and asked.
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var lines: [String] = []
        var allowsDismissal = true

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            lines.append("didChange \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            lines.append("shouldDismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { lines.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { lines.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            lines.append("didAttemptToDismiss")
        }
    }

    /// A view that records the top of each frame it is given.
    final class FrameRecordingView: UIView {
        var tops: [CGFloat] = []
        override var frame: CGRect { didSet { tops.append(frame.minY) } }
    }

    final class SheetController: UIViewController {
        override func loadView() { view = FrameRecordingView() }
    }

    struct Setup<Sheet: UIViewController> {
        let root: UIViewController
        let sheet: Sheet
        let controller: UISheetPresentationController
        let delegate: Delegate
        let window: UIWindow
        var view: FrameRecordingView? { sheet.view as? FrameRecordingView }
    }

    /// `sheet` presented with `detents` — by default medium and large, so at medium — in a
    /// phone window, its delegate logging.
    private func presentSheet<Sheet: UIViewController>(
        _ sheet: Sheet, detents: [UISheetPresentationController.Detent] = [.medium(), .large()]
    ) throws -> Setup<Sheet> {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = detents
        let delegate = Delegate()
        controller.delegate = delegate
        root.present(sheet, animated: false)
        return Setup(root: root, sheet: sheet, controller: controller, delegate: delegate, window: window)
    }

    private func presentSheet() throws -> Setup<SheetController> { try presentSheet(SheetController()) }

    /// A vertical drag at x = 195 from `startY` to `endY` over `duration` seconds.
    private func drag(_ setup: Setup<some UIViewController>, from startY: CGFloat, to endY: CGFloat, duration: Double) {
        setup.window.simulateTouches(.drag(through: [CGPoint(x: 195, y: startY), CGPoint(x: 195, y: endY)], duration: duration))
    }

    @Test func aFlickUpLandsOnTheLargeDetentAndTellsTheDelegate() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            #expect(setup.sheet.view.frame.minY == 433.5)
            // 100 up in 0.1 s: h = 476.5, v = −1000, carried to 975.5: nearest 753.
            drag(setup, from: 600, to: 500, duration: 0.1)
            #expect(setup.controller.selectedDetentIdentifier == .large)
            #expect(setup.sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(setup.delegate.lines == ["didChange com.apple.UIKit.large"])
        }
    }

    @Test func theSheetFollowsASlowDragAndGoesBackToItsDetent() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            setup.view?.tops = []
            // 100 up in 2 s: h = 476.5, v = −50, carried to 501.45: nearest 376.5.
            drag(setup, from: 600, to: 500, duration: 2)
            let tops = setup.view?.tops ?? []
            // Halfway, 50 up: y = 433.5 − 50; at the end 100 up: 333.5.
            #expect(tops.contains { near($0, 383.5, 1e-6) } && near(tops.min() ?? 0, 333.5, 1e-6))
            #expect(setup.sheet.view.frame.minY == 433.5 && setup.controller.selectedDetentIdentifier == nil)
            #expect(setup.delegate.lines.isEmpty)
        }
    }

    @Test func aSlowDragPastHalfwayLandsOnTheNearestDetent() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            // 250 up in 2.5 s: h = 626.5, v = −100, carried to 676.4: 76.6 from 753, 299.9 from 376.5.
            drag(setup, from: 600, to: 350, duration: 2.5)
            #expect(setup.controller.selectedDetentIdentifier == .large && setup.sheet.view.frame.minY == 57)
            #expect(setup.delegate.lines == ["didChange com.apple.UIKit.large"])
        }
    }

    @Test func aFlickDownFromTheLargeDetentStopsAtTheNextOne() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            // The app's change is not the user's: the delegate is not told.
            setup.controller.selectedDetentIdentifier = .large
            #expect(setup.delegate.lines.isEmpty && setup.sheet.view.frame.minY == 57)
            // 100 down in 0.1 s: h = 653, v = 1000, carried to 154 — nearest 0, but the next
            // one down from 653 is 376.5.
            drag(setup, from: 200, to: 300, duration: 0.1)
            #expect(setup.controller.selectedDetentIdentifier == .medium && setup.sheet.view.frame.minY == 433.5)
            #expect(setup.delegate.lines == ["didChange com.apple.UIKit.medium"])
            #expect(setup.root.presentedViewController === setup.sheet)
        }
    }

    @Test func aFlickDownFromTheSmallestDetentDismisses() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            // 100 down in 0.1 s: h = 276.5, v = 1000, carried to −222.5: nearest 0.
            drag(setup, from: 600, to: 700, duration: 0.1)
            #expect(setup.delegate.lines == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(setup.root.presentedViewController == nil && setup.sheet.view.superview == nil)
        }
    }

    @Test func aRefusedDismissalTellsTheDelegateAndPutsTheSheetBack() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            setup.delegate.allowsDismissal = false
            drag(setup, from: 600, to: 700, duration: 0.1)
            #expect(setup.delegate.lines == ["shouldDismiss", "didAttemptToDismiss"])
            #expect(setup.root.presentedViewController === setup.sheet && setup.sheet.view.frame.minY == 433.5)

            // Modal in presentation: refused without asking.
            setup.delegate.lines = []
            setup.delegate.allowsDismissal = true
            setup.sheet.isModalInPresentation = true
            drag(setup, from: 600, to: 700, duration: 0.1)
            #expect(setup.delegate.lines == ["didAttemptToDismiss"])
            #expect(setup.root.presentedViewController === setup.sheet && setup.sheet.view.frame.minY == 433.5)
        }
    }

    @Test func aChildModalInPresentationRefusesTheSwipe() throws {
        try onFreshClock { _ in
            let child = UIViewController()
            child.isModalInPresentation = true
            let setup = try presentSheet(UINavigationController(rootViewController: child), detents: [.large()])
            // The large detent only: 100 down in 0.1 s from 753 is carried to 154, nearest 0.
            drag(setup, from: 300, to: 400, duration: 0.1)
            #expect(setup.delegate.lines == ["didAttemptToDismiss"])
            #expect(setup.root.presentedViewController === setup.sheet && setup.sheet.view.frame.minY == 57)
        }
    }

    /// A sheet whose content is a scroll view filling it, 2000 tall.
    final class ScrollingSheet: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            view.addSubview(scrollView)
        }
    }

    @Test func aScrollViewInTheSheetKeepsItsDrag() throws {
        try onFreshClock { _ in
            let setup = try presentSheet(ScrollingSheet())
            // The flick that takes a plain sheet to the large detent scrolls the content instead:
            // the scroll view's pan, nearer the touch, begins first.
            drag(setup, from: 600, to: 500, duration: 0.1)
            #expect(setup.sheet.scrollView.contentOffset.y > 0)
            #expect(setup.sheet.view.frame.minY == 433.5 && setup.controller.selectedDetentIdentifier == nil)
            #expect(setup.delegate.lines.isEmpty)
        }
    }

    @Test func aDragThroughPointsThatAreNotNumbersLeavesTheSheetAtADetent() throws {
        try onFreshClock { _ in
            let setup = try presentSheet()
            let points = [
                CGPoint(x: 195, y: 600), CGPoint(x: 195, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 500), CGPoint(x: 195, y: 480),
            ]
            setup.window.simulateTouches(.drag(through: points, duration: 0.3))
            #expect([433.5, 57].contains(setup.sheet.view.frame.minY) && setup.sheet.view.frame.maxY == 844)
            #expect(setup.root.presentedViewController === setup.sheet)
        }
    }
}
