extension UIControl {
    /// A control's state (`UIControl.State`), UIKit's bits.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted (`.normal`): 0.
        public static let normal = State([])
        /// Touched (`.highlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (`.disabled`).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (`.selected`).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (`.focused`).
        public static let focused = State(rawValue: 1 << 3)
        /// The bits left to the app (`.application`).
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits reserved to UIKit (`.reserved`).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control (`UIControl.Event`), UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in it (`.touchDown`).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (`.touchDownRepeat`, tap count > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside (`.touchDragInside`).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside (`.touchDragOutside`).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch came back inside (`.touchDragEnter`).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch left (`.touchDragExit`).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside (`.touchUpInside`).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside (`.touchUpOutside`).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled (`.touchCancel`).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (`.valueChanged`).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (`.primaryActionTriggered`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen (`.menuActionTriggered`, iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (`.editingDidBegin`).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed (`.editingChanged`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (`.editingDidEnd`).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (`.editingDidEndOnExit`).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`.allTouchEvents`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (`.allEditingEvents`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits left to the app (`.applicationReserved`).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits reserved to UIKit (`.systemReserved`).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (`.allEvents`).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Where content sits across a control (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (`.center`).
        case center = 0
        /// At the left (`.left`).
        case left = 1
        /// At the right (`.right`).
        case right = 2
        /// Stretched across (`.fill`).
        case fill = 3
        /// At the leading edge (`.leading`).
        case leading = 4
        /// At the trailing edge (`.trailing`).
        case trailing = 5
    }

    /// Where content sits up and down a control (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (`.center`).
        case center = 0
        /// At the top (`.top`).
        case top = 1
        /// At the bottom (`.bottom`).
        case bottom = 2
        /// Stretched (`.fill`).
        case fill = 3
    }
}
