import Foundation

// Symbol configurations (`UIImage.Configuration`, `UIImage.SymbolConfiguration`), as Apple
// declares them. There are no SF Symbols on Linux: a symbol image has no pixels, and a
// configuration sets only its size — 20 × 20 points at 17 points (chosen, UIImage.swift),
// in proportion to the configuration's point size (its own, else its font's, else its text
// style's font's, else 17), times 0.8 for the small scale and 1.3 for the large one (chosen:
// Apple gives no ratios). Weights, colours and rendering preferences are kept and compared,
// not drawn.

extension UIImage {
    /// What an image is configured with (`UIImage.Configuration`): the base of symbol
    /// configurations, holding a trait collection.
    public class Configuration: NSObject {
        /// The traits the configuration resolves with (`traitCollection`); nil by default.
        public internal(set) var traitCollection: UITraitCollection?

        /// An empty configuration; UIKit's configurations come from the subclasses' initialisers.
        required override init() {}

        /// A copy of `configuration`, of this class.
        required init(copying configuration: Configuration) {
            traitCollection = configuration.traitCollection
        }

        /// A copy with `traitCollection` (`withTraitCollection(_:)`).
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = Self(copying: self)
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with what `otherConfiguration` specifies laid over it
        /// (`applying(_:)`): its trait collection when it has one.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = Self(copying: self)
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            return copy
        }
    }

    /// A symbol's weight (`UIImage.SymbolWeight`), with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// No weight specified.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The font weight of the same name (`fontWeight()`); regular when unspecified.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to its font (`UIImage.SymbolScale`), with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The system's default scale (medium).
        case `default` = -1
        /// No scale specified.
        case unspecified = 0
        /// Smaller than the text (0.8 of medium here: chosen).
        case small = 1
        /// The text's size.
        case medium = 2
        /// Larger than the text (1.3 of medium here: chosen).
        case large = 3

        /// How much larger than medium a symbol of this scale measures here.
        var sizeFactor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The size a symbol image measures here: 20 × 20 points at 17 points, in proportion to
    /// the configuration's point size and scaled by its scale.
    static func symbolSize(_ configuration: SymbolConfiguration?) -> CGSize {
        let side = 20 * (configuration?.resolvedPointSize ?? 17) / 17 * (configuration?.scale.sizeFactor ?? 1)
        return CGSize(width: side, height: side)
    }

    /// The image configured with `configuration` (`withConfiguration(_:)`): a symbol image
    /// takes a symbol configuration (and its size); other images are returned as they are.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage, let symbol = configuration as? SymbolConfiguration else { return self }
        return UIImage(copying: self, alignmentRectInsets: alignmentRectInsets, symbolConfiguration: symbol)
    }

    /// The symbol image with `configuration` laid over its own
    /// (`applyingSymbolConfiguration(_:)`); nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let combined = symbolConfiguration?.applying(configuration) ?? configuration
        return UIImage(copying: self, alignmentRectInsets: alignmentRectInsets, symbolConfiguration: combined)
    }

    /// The image as a view with `preferred` as its preferred symbol configuration shows it:
    /// a symbol image with `preferred` under its own configuration, which is more specific
    /// (Apple's header on `UIImage.symbolConfiguration`); any other image as it is.
    func shown(withPreferred preferred: SymbolConfiguration?) -> UIImage {
        guard isSymbolImage, let preferred else { return self }
        return withConfiguration(preferred.applying(symbolConfiguration))
    }

    /// The image's configuration (`configuration`): its symbol configuration, if any.
    public var configuration: UIImage.Configuration? { symbolConfiguration }
}
