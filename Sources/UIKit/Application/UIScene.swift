import Foundation

/// One instance of the app's interface (`UIScene`), with its session and delegate.
///
/// The application's one scene is a ``UIWindowScene``, connected and active from the start
/// (``UIApplication/connectedScenes``); no event ever changes its state, so its delegate is
/// never called here.
open class UIScene: UIResponder {
    /// How active a scene is (`UIScene.ActivationState`), with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What a scene was connected for (`UIScene.ConnectionOptions`): here always nothing — no
    /// URL, activity or notification opens a scene on Linux.
    open class ConnectionOptions: NSObject {
        /// The URLs to open (`urlContexts`): none.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the app that asked for the scene (`sourceApplication`): none.
        public let sourceApplication: String? = nil
        /// The type of the activity handed off to the scene (`handoffUserActivityType`): none.
        public let handoffUserActivityType: String? = nil

        override init() { super.init() }
    }

    /// Options for opening a URL in a scene (`UIScene.OpenURLOptions`).
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL (`sourceApplication`).
        public let sourceApplication: String?
        /// The property list the opening app passed (`annotation`).
        public let annotation: Any?
        /// Whether the file must be opened in place (`openInPlace`).
        public let openInPlace: Bool

        init(sourceApplication: String?, annotation: Any?, openInPlace: Bool) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// The scene's session (`session`).
    public let session: UISceneSession

    /// The scene's delegate (`delegate`); a scene keeps it, as UIKit does.
    open var delegate: (any UISceneDelegate)?

    /// The scene's pointer lock, made when first asked for (UIScene+PointerLock.swift).
    lazy var pointerLock = UIPointerLockState(scene: self)

    /// How active the scene is (`activationState`).
    public internal(set) var activationState: ActivationState = .foregroundActive

    /// The scene's title, shown by the system in the app switcher (`title`).
    open var title: String! = ""

    /// A scene for `session` (`init(session:connectionOptions:)`); UIKit makes scenes, apps
    /// do not.
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

/// A URL to open, with its options (`UIOpenURLContext`).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL (`url`).
    public let url: URL
    /// How to open it (`options`).
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// What a scene's delegate answers (`UISceneDelegate`), as UIKit declares it; every member
/// is optional there, so each does nothing by default. Nothing calls a scene delegate here
/// (see ``UIScene``).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being connected to the app (`scene(_:willConnectTo:options:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (`sceneDidDisconnect(_:)`).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (`sceneDidBecomeActive(_:)`).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive (`sceneWillResignActive(_:)`).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground (`sceneWillEnterForeground(_:)`).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background (`sceneDidEnterBackground(_:)`).
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs (`scene(_:openURLContexts:)`).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
