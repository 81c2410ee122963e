import Foundation

/// The application object, as `UIApplication.shared`: the running app of a test host.
///
/// There is one, already launched and active, with one connected window scene for the
/// simulated device's screen — what a test running inside an iOS app sees. It answers the
/// reading direction, the user's text size, its scenes and their windows. Nothing here
/// launches an app: see `UIApplicationMain(_:_:_:_:)`.
public final class UIApplication: NSObject, @unchecked Sendable {
    /// The application (`UIApplication.shared`).
    public static let shared = UIApplication()

    /// The app's state (`UIApplication.State`), with UIKit's raw values.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// A key of the launch options passed to the delegate (`UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with (`url`).
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one (`sourceApplication`).
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification that launched the app (`remoteNotification`).
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action that launched the app (`shortcutItem`).
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app continues (`userActivityDictionary`).
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of the user activity the app continues (`userActivityType`).
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// A key of the options passed with a URL to open (`UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL (`sourceApplication`).
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The property list the opening app passed (`annotation`).
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place (`openInPlace`).
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The app's delegate (`delegate`). UIKit does not retain it, and neither does this
    /// property (it is weak): whoever makes the delegate keeps it. Nothing calls it here —
    /// the app is launched and active before any code runs, and no system event arrives.
    public weak var delegate: (any UIApplicationDelegate)?

    /// The app's state (`applicationState`): active, as a test host's is.
    public var applicationState: State { .active }

    /// The app's one window scene: the simulated device's screen, connected and active.
    private(set) lazy var windowScene = UIWindowScene(
        session: UISceneSession(configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)),
        connectionOptions: UIScene.ConnectionOptions())

    /// The scenes connected to the app (`connectedScenes`): its one window scene.
    public var connectedScenes: Set<UIScene> { [windowScene] }

    /// The sessions of the app's scenes (`openSessions`): its one scene's.
    public var openSessions: Set<UISceneSession> { [windowScene.session] }

    /// Whether the app shows more than one scene at a time (`supportsMultipleScenes`): false.
    public var supportsMultipleScenes: Bool { false }

    /// The windows of the app's scene (`windows`, deprecated in iOS 15 for the scene's).
    public var windows: [UIWindow] { windowScene.windows }

    /// The key window of the app's scene (`keyWindow`, deprecated in iOS 13).
    public var keyWindow: UIWindow? { windowScene.keyWindow }

    /// The application's reading direction (`userInterfaceLayoutDirection`): left to
    /// right. A right-to-left layout is set per view with `semanticContentAttribute` or
    /// `traitOverrides.layoutDirection`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The user's text size (`preferredContentSizeCategory`): the simulated environment's
    /// setting, Large by default (``SimulatedEnvironment``). `UIFont.preferredFont(forTextStyle:)`
    /// without traits uses it.
    public var preferredContentSizeCategory: UIContentSizeCategory { SimulatedEnvironment.current.contentSizeCategory }

    private override init() { super.init() }
}
