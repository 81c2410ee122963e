/// What an accessibility element is and its state (`UIAccessibilityTraits`), with UIKit's bit
/// values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits (`rawValue`).
    public var rawValue: UInt64
    /// Traits from their bits (`init(rawValue:)`).
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait (`none`).
    public static let none = UIAccessibilityTraits([])
    /// A button (`button`).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link (`link`).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image (`image`).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected (`selected`).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated (`playsSound`).
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key (`keyboardKey`).
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change (`staticText`).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the app's state when it starts (`summaryElement`).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled (`notEnabled`).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates often (`updatesFrequently`).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field (`searchField`).
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated (`startsMediaSession`).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable with swipes (`adjustable`).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (`allowsDirectInteraction`).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to its end (`causesPageTurn`).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar (`tabBar`).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A heading (`header`).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

    /// The traits' names as VoiceOver announces them, in a fixed order ("Button",
    /// "Selected", "Heading"…); traits VoiceOver does not announce are left out.
    public var spokenNames: [String] {
        let names: [(UIAccessibilityTraits, String)] = [
            (.selected, "Selected"), (.button, "Button"), (.link, "Link"), (.header, "Heading"), (.searchField, "Search Field"),
            (.image, "Image"), (.adjustable, "Adjustable"), (.keyboardKey, "Keyboard Key"), (.tabBar, "Tab Bar"),
            (.notEnabled, "Dimmed"),
        ]
        return names.filter { contains($0.0) }.map(\.1)
    }
}
