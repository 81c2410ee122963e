import Foundation
import Testing
import UIKit

/// A window that counts UIKit's key-status hooks.
private final class KeyCountingWindow: UIWindow {
    var becameKey = 0
    var resignedKey = 0
    override func becomeKey() { becameKey += 1 }
    override func resignKey() { resignedKey += 1 }
}

/// An app delegate as Xcode's template writes it, implementing only what it needs.
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        true
    }
}

/// A scene delegate as Xcode's template writes it.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The application a test runs in: launched, active, with one window scene its windows join.
/// Serialized: the tests share the application's one scene.
@Suite(.serialized) struct ApplicationSceneTests {
    private var scene: UIWindowScene {
        get throws { try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene) }
    }

    @Test func theApplicationIsActiveWithOneConnectedWindowScene() throws {
        let application = UIApplication.shared
        #expect(application.applicationState == .active)
        #expect(application.connectedScenes.count == 1)
        let scene = try scene
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.scene === scene)
        #expect(application.openSessions == [scene.session])
        #expect(!application.supportsMultipleScenes)
    }

    /// The life-cycle notifications carry UIKit's names (the constants' Objective-C names) and
    /// are never posted: the app is launched before the test runs and stays active, so
    /// showing a window and its root controller posts none of them.
    @Test func lifeCycleNotificationsHaveUIKitsNamesAndAreNotPosted() throws {
        let names = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
            UIApplication.didReceiveMemoryWarningNotification,
        ]
        #expect(
            names.map(\.rawValue) == [
                "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationWillTerminateNotification",
                "UIApplicationDidReceiveMemoryWarningNotification",
            ])
        let heard = HeardNotifications()
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [heard] note in
                heard.names.append(note.name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let window = UIWindow(windowScene: try scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.isHidden = true
        window.windowScene = nil
        #expect(heard.names.isEmpty)
    }

    @Test func aWindowMadeForTheSceneFillsTheScreenAndJoinsItsWindows() throws {
        let scene = try scene
        let window = UIWindow(windowScene: scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.windowScene === scene)
        #expect(window.isHidden)
        #expect(scene.windows.contains { $0 === window })
        #expect(UIApplication.shared.windows.contains { $0 === window })
        window.windowScene = nil
        #expect(!scene.windows.contains { $0 === window })
    }

    @Test func aWindowMadeWithAFrameBelongsToNoScene() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        #expect(window.windowScene == nil)
        #expect(try !scene.windows.contains { $0 === window })
    }

    @Test func oneKeyWindowPerScene() throws {
        let scene = try scene
        let first = KeyCountingWindow(windowScene: scene)
        let second = KeyCountingWindow(windowScene: scene)
        first.makeKeyAndVisible()
        #expect(scene.keyWindow === first)
        #expect(UIApplication.shared.keyWindow === first)
        second.makeKeyAndVisible()
        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(scene.keyWindow === second)
        #expect((first.becameKey, first.resignedKey) == (1, 1))
        #expect((second.becameKey, second.resignedKey) == (1, 0))
        second.makeKey()
        #expect(second.becameKey == 1)
    }

    @Test func aFreedWindowLeavesTheScene() throws {
        let scene = try scene
        let before = scene.windows.count
        do {
            let window = UIWindow(windowScene: scene)
            #expect(scene.windows.count == before + 1)
            _ = window
        }
        #expect(scene.windows.count == before)
    }

    @Test func aRootControllerShowsInASceneWindowKeptByItsSceneDelegate() throws {
        let scene = try scene
        let delegate = TemplateSceneDelegate()
        let controller = UIViewController()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        delegate.window = window
        #expect(controller.viewIfLoaded?.window === window)
        #expect(controller.view.frame == window.bounds)
        #expect(scene.keyWindow === window)
    }

    @Test func aLandscapeSceneTurnsItsInterfaceAndWindowsWithTheDevice() throws {
        let scene = try scene
        SimulatedEnvironment(device: .iPhone13, orientation: .landscape).perform {
            #expect(scene.interfaceOrientation == .landscapeRight)
            #expect(scene.interfaceOrientation.isLandscape)
            #expect(UIWindow(windowScene: scene).frame.size == CGSize(width: 844, height: 390))
        }
        #expect(scene.interfaceOrientation == .portrait)
    }
}

/// What an app delegate that leaves UIKit's optional members out answers, and the entry point.
@Suite struct ApplicationDelegateTests {
    @Test func aDelegateWithoutMembersAnswersUIKitsDefaults() {
        let delegate = TemplateAppDelegate()
        let application = UIApplication.shared
        #expect(delegate.application(application, willFinishLaunchingWithOptions: nil))
        #expect(delegate.window == nil)
        #expect(delegate.application(application, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        SimulatedEnvironment(device: .iPadPro11).perform {
            #expect(delegate.application(application, supportedInterfaceOrientationsFor: nil) == .all)
        }
        #expect(!delegate.application(application, open: URL(fileURLWithPath: "/"), options: [:]))
    }

    @Test func theDelegateIsNotRetainedByTheApplication() {
        var delegate: TemplateAppDelegate? = TemplateAppDelegate()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.delegate === delegate)
        delegate = nil
        #expect(UIApplication.shared.delegate == nil)
    }

    @Test func theEntryPointRefusesToLaunchAndSaysSo() {
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "MyApp.AppDelegate")
        #expect(status == 1)
    }

    @Test func orientationMasksHaveUIKitsBits() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << UIInterfaceOrientation.portrait.rawValue)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 1 << UIInterfaceOrientation.landscapeLeft.rawValue)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 1 << UIInterfaceOrientation.landscapeRight.rawValue)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
    }
}

/// The names of the notifications an observer heard.
nonisolated private final class HeardNotifications: @unchecked Sendable {
    var names: [String] = []
}
