import Testing
import UIKit

/// Sheets with detents (docs/REFERENCE.md §18.3) in the 390 × 844 window of ``phoneWindow(root:)``
/// (safe area 47 at the top, 34 at the bottom): the large detent is the page sheet of §18.1,
/// y = 47 + 10 = 57, 787 tall, so a detent's largest value is 787 − 34 = 753 and a detent of
/// value v shows a sheet v + 34 tall from y = 844 − (v + 34).
@MainActor @Suite struct SheetPresentationTests {
    /// Presents a plain controller as a sheet after `configure` sets its sheet up.
    private func presentSheet(
        _ configure: (UISheetPresentationController) -> Void = { _ in }
    ) throws -> (root: UIViewController, sheet: UIViewController, controller: UISheetPresentationController, window: UIWindow) {
        let root = UIViewController(), sheet = UIViewController()
        let window = phoneWindow(root: root)
        let controller = try #require(sheet.sheetPresentationController)
        configure(controller)
        root.present(sheet, animated: false)
        return (root, sheet, controller, window)
    }

    @Test func theSheetStylesHaveASheetPresentationControllerAndTheOthersNone() {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil, "\(style)")
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom, .popover] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
        }
    }

    @Test func theDefaultIsTheLargeDetentAtThePageSheetsFrame() throws {
        let (_, sheet, controller, window) = try presentSheet()
        #expect(controller.detents.map(\.identifier) == [.large] && controller.selectedDetentIdentifier == nil)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        withExtendedLifetime(window) {}
    }

    @Test func theSmallestDetentShowsUntilAnotherIsSelected() throws {
        let (_, sheet, controller, window) = try presentSheet { $0.detents = [.large(), .medium()] }
        // Medium: 753 / 2 = 376.5, shown 376.5 + 34 = 410.5 tall from 844 − 410.5 = 433.5.
        #expect(sheet.view.frame == CGRect(x: 0, y: 433.5, width: 390, height: 410.5))
        controller.selectedDetentIdentifier = .large
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        #expect(sheet.view.frame.minY == 433.5)
        withExtendedLifetime(window) {}
    }

    @Test func aCustomDetentResolvesInTheContainersContext() throws {
        var seen: (max: CGFloat, traits: UITraitCollection)?
        let small = UISheetPresentationController.Detent.Identifier("small")
        let (_, sheet, controller, window) = try presentSheet { sheet in
            sheet.detents = [
                .custom(identifier: small) { context in
                    seen = (context.maximumDetentValue, context.containerTraitCollection)
                    return 200
                }, .large(),
            ]
        }
        // 200 + 34 = 234 tall, from 844 − 234 = 610.
        #expect(sheet.view.frame == CGRect(x: 0, y: 610, width: 390, height: 234))
        #expect(seen?.max == 753 && seen?.traits == window.traitCollection)
        #expect(controller.detents.first?.identifier == small)
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [
        // Not a number: inactive, so the large detent shows.
        (CGFloat.nan, CGRect(x: 0, y: 57, width: 390, height: 787)),
        // Below 0 counts as 0: only the bottom safe area, 34 tall.
        (-50, CGRect(x: 0, y: 810, width: 390, height: 34)),
        // Above the maximum, or infinite, counts as the maximum: the large frame.
        (10_000, CGRect(x: 0, y: 57, width: 390, height: 787)),
        (.infinity, CGRect(x: 0, y: 57, width: 390, height: 787)),
    ])
    func aCustomValueOutOfRangeNeverTraps(value: CGFloat, frame: CGRect) throws {
        let (_, sheet, _, window) = try presentSheet { $0.detents = [.custom { _ in value }] }
        #expect(sheet.view.frame == frame)
        withExtendedLifetime(window) {}
    }

    @Test func theViewBehindIsDimmedAboveTheLargestUndimmedDetent() throws {
        let (root, sheet, controller, window) = try presentSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        /// The views between the presenter's and the sheet's.
        func between() -> [UIView] {
            let views = window.subviews
            guard let low = views.firstIndex(where: { $0 === root.view }), let high = views.firstIndex(where: { $0 === sheet.view }),
                low < high
            else { return [] }
            return Array(views[(low + 1)..<high])
        }
        #expect(between().isEmpty)
        controller.selectedDetentIdentifier = .large
        let dimming = try #require(between().first)
        #expect(dimming.frame == window.bounds && dimming.backgroundColor == UIColor(white: 0, alpha: 0.2))
        root.dismiss(animated: false)
        #expect(dimming.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test func theDimmingFadesAlongsideAnAnimatorsPresentationAndDismissal() throws {
        try onFreshClock { clock in
            let log = ControllerLog()
            let root = UIViewController(), sheet = UIViewController()
            let delegate = LoggingTransitioningDelegate(log, animator: SlideAnimator(log, duration: 0.3))
            sheet.transitioningDelegate = delegate
            let window = phoneWindow(root: root)
            root.present(sheet, animated: true)
            let container = try #require(sheet.presentationController?.containerView)
            let dimming = try #require(container.subviews.first)
            // Linear over 0.3 s, as the animator's slide: half-way at 0.15 s.
            #expect(dimming !== sheet.view && container.subviews.last === sheet.view)
            clock.advance(to: 0.15)
            #expect(near(Double(dimming.layer.shown.opacity), 0.5, 1e-4))
            clock.advance(to: 0.3)
            #expect(root.presentedViewController === sheet && dimming.alpha == 1)
            root.dismiss(animated: true)
            clock.advance(to: 0.45)
            #expect(near(Double(dimming.layer.shown.opacity), 0.5, 1e-4) && dimming.alpha == 0)
            clock.advance(to: 0.6)
            #expect(root.presentedViewController == nil && dimming.superview == nil)
            withExtendedLifetime((delegate, window)) {}
        }
    }

    @Test func thePreferredCornerRadiusRoundsTheTopCorners() throws {
        let (_, sheet, controller, window) = try presentSheet { $0.preferredCornerRadius = 20 }
        #expect(sheet.view.layer.cornerRadius == 20 && sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        controller.preferredCornerRadius = nil
        #expect(sheet.view.layer.cornerRadius == 10)
        // A radius that is not a number counts as the system's, one below 0 as 0 [chosen].
        controller.preferredCornerRadius = .nan
        #expect(sheet.view.layer.cornerRadius == 10)
        controller.preferredCornerRadius = -4
        #expect(sheet.view.layer.cornerRadius == 0)
        withExtendedLifetime(window) {}
    }

    @Test func theMediumDetentIsInactiveInACompactHeight() {
        final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
            let containerTraitCollection = UITraitCollection(verticalSizeClass: .compact)
            let maximumDetentValue: CGFloat = 300
        }
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: Context()) == nil)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: Context()) == 300)
    }
}
