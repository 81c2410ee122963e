import DeviceCatalog
import Testing
import UIKit

/// `UIApplication`'s deprecated status bar API (docs/REFERENCE.md §28.2), answered from the
/// simulated device and the key window's view controllers, or — with view-controller-based
/// appearance off — from what the app set. Expected frames come from the device presets' safe
/// areas: an iPhone 13 is 390 × 844 with 47 points at the top upright; an iPad mini 1024 wide on
/// its side with 20; an iPhone 8 on its side has none.
@Suite struct StatusBarAPITests {
    /// A controller with status bar preferences, or one handing them to a child.
    private final class Preferring: UIViewController {
        var style = UIStatusBarStyle.default
        var hidden = false
        var child: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { child }
        override var childForStatusBarHidden: UIViewController? { child }
    }

    /// The app's window scene.
    private var scene: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }

    /// A key window of the app's scene showing a new `Preferring` root, and the root.
    private func keyWindow(style: UIStatusBarStyle = .default, hidden: Bool = false) throws -> (UIWindow, Preferring) {
        let window = UIWindow(windowScene: try #require(scene))
        let root = Preferring()
        root.style = style
        root.hidden = hidden
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func viewControllersDecideAndTheSettersDoNothing() throws {
        let app = UIApplication.shared
        let (window, root) = try keyWindow()
        #expect(app.statusBarStyle == .default && !app.isStatusBarHidden)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(app.statusBarOrientation == .portrait)
        // View-controller-based appearance (no Info.plist says otherwise): the setters do nothing.
        app.statusBarStyle = .lightContent
        app.setStatusBarStyle(.darkContent, animated: true)
        app.isStatusBarHidden = true
        app.setStatusBarHidden(true, with: .fade)
        #expect(app.statusBarStyle == .default && !app.isStatusBarHidden)
        // The root's preferences, then its child's once it names one.
        root.style = .lightContent
        root.hidden = true
        #expect(app.statusBarStyle == .lightContent && app.isStatusBarHidden)
        #expect(app.statusBarFrame == .zero)
        let child = Preferring()
        child.style = .darkContent
        root.child = child
        #expect(app.statusBarStyle == .darkContent && !app.isStatusBarHidden)
        withExtendedLifetime(window) {}
    }

    /// The scene's status bar manager (iOS 13) answers from the same controllers and device.
    @Test func theScenesStatusBarManagerFollowsTheKeyWindowsControllers() throws {
        let manager = try #require(scene?.statusBarManager)
        #expect(scene?.statusBarManager === manager) // one per scene
        let (window, root) = try keyWindow(style: .lightContent)
        #expect(manager.statusBarStyle == .lightContent && !manager.isStatusBarHidden)
        // An iPhone 13 upright: 390 wide, 47 at the top of its safe area.
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        root.hidden = true
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        SimulatedEnvironment(device: .iPadMini, orientation: .landscape).perform {
            root.hidden = false
            #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 1024, height: 20))
        }
        withExtendedLifetime(window) {}
    }

    @Test func aPresentedControllerDecidesWhenItCoversTheScreenOrCapturesTheBar() throws {
        // docs/REFERENCE.md §20.13: a sheet leaves the status bar to its presenter unless it
        // captures it; a full-screen presentation takes it over.
        let app = UIApplication.shared
        let (window, root) = try keyWindow(style: .lightContent)
        let sheet = Preferring()
        sheet.style = .darkContent
        root.present(sheet, animated: false)
        #expect(root.presentedViewController === sheet)
        #expect(app.statusBarStyle == .lightContent, "a sheet leaves it to the presenter")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(app.statusBarStyle == .darkContent, "a capturing sheet decides")
        sheet.dismiss(animated: false)
        let cover = Preferring()
        cover.style = .darkContent
        cover.hidden = true
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(app.statusBarStyle == .darkContent && app.isStatusBarHidden, "a full-screen one decides")
        cover.dismiss(animated: false)
        #expect(app.statusBarStyle == .lightContent && !app.isStatusBarHidden)
        withExtendedLifetime(window) {}
    }

    @Test func theDeviceDecidesTheHeightAndAnIPhoneOnItsSideShowsNone() {
        SimulatedEnvironment(device: .iPhone8, orientation: .landscape).perform {
            #expect(UIApplication.shared.isStatusBarHidden)
            #expect(UIApplication.shared.statusBarFrame == .zero)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        }
        SimulatedEnvironment(device: .iPadMini, orientation: .landscape).perform {
            #expect(!UIApplication.shared.isStatusBarHidden)
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 1024, height: 20))
        }
    }

    @Test func anAppThatControlsItsStatusBarGetsWhatItSets() throws {
        let app = UIApplication.shared
        let (window, root) = try keyWindow(style: .lightContent, hidden: true)
        AppStatusBar.$scoped.withValue(AppStatusBar()) {
            // The controllers' preferences no longer count: the defaults, then what is set.
            #expect(app.statusBarStyle == .default && !app.isStatusBarHidden)
            app.statusBarStyle = .lightContent
            #expect(app.statusBarStyle == .lightContent)
            app.setStatusBarStyle(.darkContent, animated: true)
            #expect(app.statusBarStyle == .darkContent)
            app.setStatusBarHidden(true, with: .slide)
            #expect(app.isStatusBarHidden && app.statusBarFrame == .zero)
            app.isStatusBarHidden = false
            #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        }
        withExtendedLifetime(window) {}
    }

    @Test func theNetworkActivityIndicatorIsKept() {
        let app = UIApplication.shared
        #expect(!app.isNetworkActivityIndicatorVisible)
        app.isNetworkActivityIndicatorVisible = true
        #expect(app.isNetworkActivityIndicatorVisible)
        app.isNetworkActivityIndicatorVisible = false
        #expect(!app.isNetworkActivityIndicatorVisible)
    }
}
