import Foundation

/// An action VoiceOver offers on an element besides activating it (`UIAccessibilityCustomAction`):
/// a name, and a handler that performs it and says whether it succeeded.
///
/// Deliberate difference: the target-and-selector form is kept but cannot run here (calling a
/// method by its selector takes the Objective-C runtime); ``simulatePerform()`` runs the
/// handler as VoiceOver would.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, read by VoiceOver (`name`).
    open var name: String
    /// The name with attributes (`attributedName`): the name in plain text unless set.
    open var attributedName: NSAttributedString {
        get { storedAttributedName ?? NSAttributedString(string: name) }
        set {
            storedAttributedName = newValue
            name = newValue.string
        }
    }
    private var storedAttributedName: NSAttributedString?
    /// An image shown for the action (`image`); default nil.
    open var image: UIImage?
    /// What performs the action (`actionHandler`): true when it succeeded.
    open var actionHandler: UIAccessibilityCustomActionHandler?
    /// The object the selector form sends its message to (`target`), held weakly.
    open weak var target: AnyObject?
    /// The message the selector form sends (`selector`).
    open var selector: Selector?

    /// An action named `name` performed by `actionHandler` (`init(name:actionHandler:)`).
    ///
    /// All three initialisers are designated, as Objective-C's are imported, so a subclass can
    /// call any of them as `super`.
    public init(name: String, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` with `image`, performed by `actionHandler` (`init(name:image:actionHandler:)`).
    public init(name: String, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name` that sends `selector` to `target` (`init(name:target:selector:)`); kept, see above.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Performs the action as VoiceOver would: the handler's answer, false without one (Linux only; there is no VoiceOver).
    @discardableResult
    public func simulatePerform() -> Bool { actionHandler?(self) ?? false }
}

/// What performs a custom action: true when it succeeded (`UIAccessibilityCustomActionHandler`).
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// UIKit's accessibility settings and announcements (`UIAccessibility`). There is no
/// assistive technology on Linux: the settings read as off, and announcements go nowhere.
public enum UIAccessibility {
    /// Whether VoiceOver is on (`isVoiceOverRunning`): false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on (`isSwitchControlRunning`): false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion (`isReduceMotionEnabled`): false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency (`isReduceTransparencyEnabled`): false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text (`isBoldTextEnabled`): false (a view's traits carry `legibilityWeight`).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Smart Invert or Classic Invert is on (`isInvertColorsEnabled`): false (see
    /// `UIView.accessibilityIgnoresInvertColors`).
    public static var isInvertColorsEnabled: Bool { false }

    /// A notification to assistive technologies (`UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// Its number (`rawValue`).
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared (`screenChanged`).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (`layoutChanged`).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to read out (`announcement`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll moved to another page (`pageScrolled`).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about `notification` (`post(notification:argument:)`):
    /// there are none on Linux, so nothing happens.
    public static func post(notification: Notification, argument: Any?) {}
}
