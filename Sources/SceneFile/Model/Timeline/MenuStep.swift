import CollectionAnimation
import CollectionLayout
import Foundation

/// The edit menu on an item: `{item: [0, 2], action: cut, press: 0.5, shown: 0.8,
/// duration: 0.3, curve: ...}` — a long press, the callout up, then the action through
/// the scene's delegate (`SceneDataSource`'s edit-menu rules) with its data change
/// animating.
public struct MenuStep: Sendable, Equatable {
    /// A command of the menu.
    public enum Action: String, Sendable, Equatable, CaseIterable {
        /// `cut:`: the item is deleted and kept to paste.
        case cut
        /// `copy:`: the item is kept to paste.
        case copy
        /// `paste:`: what was cut or copied is inserted after the item.
        case paste

        /// The core's action.
        public var editAction: EditAction {
            switch self {
            case .cut: return .cut
            case .copy: return .copy
            case .paste: return .paste
            }
        }
    }

    /// The item pressed, `[section, item]`, in the data as it is when the step plays.
    public var item: IndexPath
    /// The command tapped.
    public var action: Action
    /// Seconds of the long press before the menu shows; default 0.5 (UIKit's long press).
    public var press: Double
    /// Seconds the menu stays up; default 0.8 (a choice).
    public var shown: Double
    /// Seconds of the data change's animation; default 0.3.
    public var duration: Double
    /// The data change's timing; default `.default`.
    public var curve: CurveSpec

    /// A menu step from its parts.
    public init(
        item: IndexPath, action: Action, press: Double = TouchTiming.longPress, shown: Double = TouchTiming.menuShown,
        duration: Double = 0.3, curve: CurveSpec = .default
    ) {
        self.item = item
        self.action = action
        self.press = press
        self.shown = shown
        self.duration = duration
        self.curve = curve
    }

    /// The step's length: press, menu and animation.
    public var totalDuration: Double { press + shown + duration }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(
            allowedKeys: ["item", "action", "press", "shown", "duration", "curve"],
            what: "{item: [section, item], action: cut|copy|paste, press, shown, duration, curve}")
        let actionValue = try fields.required("action", "the command tapped: cut, copy or paste")
        let name = try actionValue.string()
        guard let action = Action(rawValue: name) else {
            let names = Action.allCases.map(\.rawValue)
            throw actionValue.error(
                .invalidValue,
                "unknown edit action `\(name)`; expected one of \(Suggestion.list(names))" + Suggestion.didYouMean(name, in: names))
        }
        self.init(
            item: try fields.required("item", "the item pressed, [section, item]").indexPath(), action: action,
            press: try fields.optional("press") { try $0.duration("press") } ?? TouchTiming.longPress,
            shown: try fields.optional("shown") { try $0.duration("shown") } ?? TouchTiming.menuShown,
            duration: try fields.optional("duration") { try $0.duration("duration") } ?? 0.3,
            curve: try fields.optional("curve") { try CurveSpec(from: $0) } ?? .default)
    }
}
