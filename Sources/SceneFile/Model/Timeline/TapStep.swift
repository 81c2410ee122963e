import CollectionAnimation
import Foundation

/// A user's tap on an item: `{item: [section, item], press: 0.1}`. The cell highlights
/// for `press` seconds (touch-down), then is selected on touch-up, as UIKit does.
public struct TapStep: Sendable, Equatable {
    /// The item tapped, `[section, item]`, in the data as it is when the step plays.
    public var item: IndexPath
    /// Seconds from touch-down to touch-up; default 0.1 (a choice: UIKit has none).
    public var press: Double

    /// A tap from its parts.
    public init(item: IndexPath, press: Double = TouchTiming.tapPress) {
        self.item = item
        self.press = press
    }

    init(from value: SceneValue) throws {
        let fields = try value.mapping(allowedKeys: ["item", "press"], what: "{item: [section, item], press}")
        self.init(
            item: try fields.required("item", "the item tapped, [section, item]").indexPath(),
            press: try fields.optional("press") { try $0.duration("press") } ?? TouchTiming.tapPress)
    }
}
