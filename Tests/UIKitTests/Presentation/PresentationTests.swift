import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Modal presentation as UIKit's documentation of `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` has it, in a 390 × 844 window with an iPhone 13's safe area
/// (47 top, 34 bottom): a sheet's top is 10 points below the safe area's (57); a full-screen
/// presentation makes the presenting controller disappear and takes its view out.
@MainActor @Suite struct PresentationTests {
    typealias Log = ControllerLog

    typealias Logged = LoggedController

    /// A navigation controller with one controller, the root of a visible window.
    private func navigationInWindow() -> (Log, Logged, UINavigationController, UIWindow) {
        let log = Log()
        let top = Logged("top", log)
        let navigation = UINavigationController(rootViewController: top)
        return (log, top, navigation, phoneWindow(root: navigation))
    }

    @Test func aSheetGoesOverThePresenterWhichStays() {
        let log = Log()
        let root = Logged("root", log), sheet = Logged("sheet", log)
        let window = phoneWindow(root: root)
        log.lines = []
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(log.lines == ["sheet viewDidLoad", "sheet viewWillAppear", "sheet viewDidAppear"])
        #expect(sheet.presentedDuringWillAppear && !sheet.isBeingPresented)
        #expect(sheet.view.superview === window && root.view.superview === window)
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        // The sheet's top lies below the safe area's: only the bottom is unsafe.
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))

        log.lines = []
        sheet.dismiss(animated: true) { completed = false }
        #expect(!completed)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(log.lines == ["sheet viewWillDisappear", "sheet viewDidDisappear"])
        #expect(sheet.view.superview == nil)
    }

    @Test func aFullScreenPresentationReplacesThePresenterUntilDismissed() {
        let log = Log()
        let root = Logged("root", log), cover = Logged("cover", log)
        cover.modalPresentationStyle = .fullScreen
        let window = phoneWindow(root: root)
        log.lines = []
        root.present(cover, animated: false)
        #expect(
            log.lines == [
                "cover viewDidLoad", "root viewWillDisappear", "cover viewWillAppear", "root viewDidDisappear", "cover viewDidAppear",
            ])
        #expect(cover.view.frame == window.bounds && root.view.superview == nil)

        log.lines = []
        root.dismiss(animated: false)
        #expect(log.lines == ["cover viewWillDisappear", "root viewWillAppear", "cover viewDidDisappear", "root viewDidAppear"])
        #expect(root.view.superview === window && cover.view.superview == nil)
    }

    @Test func theTopAncestorPresentsAndChildrenSeeIt() {
        let (log, top, navigation, host) = navigationInWindow()
        let sheet = Logged("sheet", log)
        top.present(sheet, animated: true)
        #expect(sheet.presentingViewController === navigation)
        #expect(navigation.presentedViewController === sheet && top.presentedViewController === sheet)
        // A second presentation while one is shown is refused, as UIKit logs.
        let other = Logged("other", log)
        top.present(other, animated: true)
        #expect(navigation.presentedViewController === sheet && other.presentingViewController == nil)
        // A child asking to dismiss dismisses what its ancestor presents.
        top.dismiss(animated: true)
        #expect(navigation.presentedViewController == nil)
        withExtendedLifetime(host) {}
    }

    @Test func aControllerInNoWindowPresentsNothing() {
        let log = Log()
        let loose = Logged("loose", log)
        loose.loadViewIfNeeded()
        var completed = false
        loose.present(Logged("sheet", log), animated: false) { completed = true }
        #expect(loose.presentedViewController == nil && !completed)
        // Nothing to dismiss: nothing happens, and no completion.
        loose.dismiss(animated: false) { completed = true }
        #expect(!completed)
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let (log, top, navigation, host) = navigationInWindow()
        let detail = Logged("detail", log)
        top.show(detail, sender: nil)
        #expect(navigation.topViewController === detail && detail.presentingViewController == nil)

        let plain = Logged("plain", log)
        let other = phoneWindow(root: plain)
        let shown = Logged("shown", log)
        plain.show(shown, sender: nil)
        #expect(plain.presentedViewController === shown)
        withExtendedLifetime((host, other)) {}
    }

    @Test func aSheetIsDrawnOverThePresenterWithRoundedTopCorners() throws {
        // Root red, sheet blue from y = 57: above it red, dimmed by black at 20 % (§18.3:
        // 255 × 0.8 = 204); inside it blue; the sheet's top-left corner, rounded by 10, leaves
        // the dimmed red at (1, 58) (outside the quarter circle of centre (10, 67)) and covers (10, 60).
        let root = UIViewController()
        root.view.backgroundColor = .red
        let window = phoneWindow(root: root)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .blue
        root.present(sheet, animated: false)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
        pixel(image, 200, 50, is: (204, 0, 0))
        pixel(image, 200, 400, is: (0, 0, 255))
        pixel(image, 1, 58, is: (204, 0, 0))
        pixel(image, 10, 60, is: (0, 0, 255))
    }
}
