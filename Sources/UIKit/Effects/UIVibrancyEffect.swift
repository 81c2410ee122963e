/// Vibrancy for content over a blur (`UIVibrancyEffect`): on iOS the content of a
/// ``UIVisualEffectView`` with this effect takes colour from the blur beneath it.
///
/// Deliberate difference: accepted and kept, not drawn — content under a vibrancy effect
/// draws in its own colours.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on (Linux only: UIKit keeps it privately).
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (Linux only: UIKit keeps it privately).
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect` (`init(blurEffect:)`); style `label`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of a style over `blurEffect` (`init(blurEffect:style:)`, iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// What a vibrancy effect's content is (`UIVibrancyEffectStyle`), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text (`label`).
    case label = 0
    /// Secondary text (`secondaryLabel`).
    case secondaryLabel = 1
    /// Tertiary text (`tertiaryLabel`).
    case tertiaryLabel = 2
    /// Quaternary text (`quaternaryLabel`).
    case quaternaryLabel = 3
    /// Thin fills (`fill`).
    case fill = 4
    /// Secondary fills (`secondaryFill`).
    case secondaryFill = 5
    /// Tertiary fills (`tertiaryFill`).
    case tertiaryFill = 6
    /// Separators (`separator`).
    case separator = 7
}
