import Testing
import UIKit

/// A controller as apps write them: light status bar, portrait only.
private final class PortraitController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
}

/// A controller's status bar and orientation preferences, window levels: UIKit's defaults
/// (Apple's documentation) and raw values, and overrides as apps write them.
@Suite struct StatusBarAndOrientationTests {
    @Test func aControllerPrefersUIKitsDefaults() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
        #expect(controller.shouldAutorotate)
        #expect(!controller.prefersHomeIndicatorAutoHidden)
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(!controller.isViewLoaded)
    }

    @Test func supportedOrientationsFollowTheIdiomAsDocumented() {
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        phone.rootViewController = UIViewController()
        #expect(phone.rootViewController?.supportedInterfaceOrientations == .allButUpsideDown)
        SimulatedEnvironment(device: .iPadPro11).perform {
            let pad = UIWindow(frame: CGRect(x: 0, y: 0, width: 834, height: 1194))
            pad.rootViewController = UIViewController()
            #expect(pad.rootViewController?.supportedInterfaceOrientations == .all)
        }
        SimulatedEnvironment(device: .iPhone13, orientation: .landscape).perform {
            #expect(UIViewController().preferredInterfaceOrientationForPresentation == .landscapeRight)
        }
    }

    @Test func overridesAnswerForTheController() {
        let controller: UIViewController = PortraitController()
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.supportedInterfaceOrientations == .portrait)
        #expect(!controller.shouldAutorotate)
    }

    @Test func stylesAndLevelsHaveUIKitsValues() {
        #expect([UIStatusBarStyle.default, .lightContent, .darkContent].map(\.rawValue) == [0, 1, 3])
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
        #expect([UIWindow.Level.normal, .statusBar, .alert].map(\.rawValue) == [0, 1000, 2000])
        #expect(UIWindow(frame: .zero).windowLevel == .normal)
    }

    /// Code places windows relative to others (`.alert + 1`, `topWindow.windowLevel + 1`,
    /// `max(level, .normal)`), found compiling BulletinBoard.
    @MainActor @Test func windowLevelsAddAndCompare() {
        #expect((UIWindow.Level.alert + 1).rawValue == 2001)
        #expect((UIWindow.Level.alert - 2).rawValue == 1998)
        #expect(UIWindow.Level(5) == UIWindow.Level(rawValue: 5))
        #expect(UIWindow.Level.normal < .statusBar && .statusBar < .alert)
        #expect(max(UIWindow.Level(-1), .normal) == .normal)
        let window = UIWindow(frame: .zero)
        window.windowLevel = window.windowLevel + 1
        #expect(window.windowLevel.rawValue == 1)
    }
}
