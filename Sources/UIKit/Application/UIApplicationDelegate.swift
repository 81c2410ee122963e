import Foundation

/// What an app's delegate answers (`UIApplicationDelegate`), as UIKit declares it; every
/// member is optional there, so each has a default here that does what UIKit does when the
/// delegate leaves it out.
///
/// An app delegate compiles here unchanged, but nothing calls it: a test runs inside an app
/// that is already launched and active (``UIApplication``), and no system event — a URL, a
/// notification, a change of state — reaches a process on Linux. Test the screens the
/// delegate would build: make the controllers and windows directly.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, in an app without scenes (`window`).
    var window: UIWindow? { get set }

    /// Launching has begun (`application(_:willFinishLaunchingWithOptions:)`); false refuses
    /// the URL or activity the app was launched for.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool

    /// Launching is almost done (`application(_:didFinishLaunchingWithOptions:)`); false
    /// refuses the URL or activity the app was launched for.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool

    /// Launching is done (`applicationDidFinishLaunching(_:)`, the older form).
    func applicationDidFinishLaunching(_ application: UIApplication)

    /// The app became active (`applicationDidBecomeActive(_:)`), in an app without scenes.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to become inactive (`applicationWillResignActive(_:)`).
    func applicationWillResignActive(_ application: UIApplication)

    /// The app went to the background (`applicationDidEnterBackground(_:)`).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to come to the foreground (`applicationWillEnterForeground(_:)`).
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to end (`applicationWillTerminate(_:)`).
    func applicationWillTerminate(_ application: UIApplication)

    /// The system is low on memory (`applicationDidReceiveMemoryWarning(_:)`).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// Opens `url` (`application(_:open:options:)`); true if the app handled it.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// The configuration of a scene being made (`application(_:configurationForConnecting:options:)`);
    /// without one, UIKit takes it from the app's Info.plist, under the session's role.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// The user closed scenes (`application(_:didDiscardSceneSessions:)`).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// The orientations the app's windows may take (`application(_:supportedInterfaceOrientationsFor:)`).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    /// Registration for remote notifications succeeded (`application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// Registration for remote notifications failed (`application(_:didFailToRegisterForRemoteNotificationsWithError:)`).
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
}

extension UIApplicationDelegate {
    /// No window (UIKit's answer for a delegate without the property); setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Accepts the launch (true).
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// Accepts the launch (true).
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// Does nothing.
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Does not open the URL (false).
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }

    /// The session's role's configuration with no name, as UIKit makes when neither the
    /// delegate nor an Info.plist names one.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Every orientation but upside down on an iPhone, every one on an iPad (UIKit's default
    /// when the Info.plist lists none).
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    /// The app's entry point when its delegate is marked `@main` (`main()`): see
    /// `UIApplicationMain(_:_:_:_:)`, which it calls with the delegate's class name.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: Self.self)))
    }
}

/// UIKit's entry point (`UIApplicationMain(_:_:_:_:)`), which on iOS makes the application
/// and its delegate from their class names and runs the event loop forever.
///
/// Deliberate difference: it cannot run here. Making an object from a class's name needs the
/// Objective-C runtime, which Swift on Linux lacks, and there would be no events to run: it
/// writes why to standard error and returns 1, so an app target compiles unchanged and an
/// attempt to run it fails loudly. Test the app's screens by making its controllers directly.
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    let delegate = delegateClassName.map { " and its delegate '\($0)'" } ?? ""
    let message = """
        error: UIApplicationMain cannot launch the app\(delegate) on Linux: making objects from class names \
        needs the Objective-C runtime, and no events reach the process. Make the app's view controllers \
        and windows directly in tests instead.

        """
    FileHandle.standardError.write(Data(message.utf8))
    return 1
}
