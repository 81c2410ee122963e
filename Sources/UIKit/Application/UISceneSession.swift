import Foundation

/// A scene's record, which outlives the scene (`UISceneSession`).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// A session's role (`UISceneSession.Role`).
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// The role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The role named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows on the device (`windowApplication`).
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (`windowExternalDisplayNonInteractive`).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's scene, while it is connected (`scene`).
    open internal(set) weak var scene: UIScene?

    /// The session's configuration (`configuration`).
    public let configuration: UISceneConfiguration

    /// The session's role (`role`): its configuration's.
    open var role: Role { configuration.role }

    /// The session's identifier, unique among the app's sessions (`persistentIdentifier`).
    public let persistentIdentifier = UUID().uuidString

    /// Information the app keeps with the session (`userInfo`).
    open var userInfo: [String: Any]?

    init(configuration: UISceneConfiguration) {
        self.configuration = configuration
        super.init()
    }
}

/// What a scene is made of (`UISceneConfiguration`): its class, its delegate's class and a
/// name to look both up by in the app's Info.plist.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (`name`).
    public let name: String?

    /// The role of the sessions it configures (`role`).
    public let role: UISceneSession.Role

    /// The class of the scene's delegate (`delegateClass`).
    open var delegateClass: AnyClass?

    /// The class of the scene (`sceneClass`).
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole` (`init(name:sessionRole:)`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
