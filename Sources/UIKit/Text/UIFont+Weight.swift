import CollectionRendering

extension UIFont {
    /// A font weight (`UIFont.Weight`), with UIKit's raw values: from `ultraLight` (-0.8)
    /// to `black` (0.62), `regular` 0.
    ///
    /// The renderer draws CSS weights: each named weight has its own (100 `ultraLight` …
    /// 400 `regular`, 500 `medium`, 600 `semibold`, 700 `bold` … 900 `black`), and any other
    /// raw value takes the CSS weight of the named weight nearest it.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, -1…1 (`rawValue`).
        public var rawValue: CGFloat
        /// A weight (`init(rawValue:)`).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight (`init(_:)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8 (`ultraLight`), CSS 100.
        public static let ultraLight = Weight(-0.8)
        /// -0.6 (`thin`), CSS 200.
        public static let thin = Weight(-0.6)
        /// -0.4 (`light`), CSS 300.
        public static let light = Weight(-0.4)
        /// 0 (`regular`), CSS 400.
        public static let regular = Weight(0)
        /// 0.23 (`medium`), CSS 500.
        public static let medium = Weight(0.23)
        /// 0.3 (`semibold`), CSS 600.
        public static let semibold = Weight(0.3)
        /// 0.4 (`bold`), CSS 700.
        public static let bold = Weight(0.4)
        /// 0.56 (`heavy`), CSS 800.
        public static let heavy = Weight(0.56)
        /// 0.62 (`black`), CSS 900.
        public static let black = Weight(0.62)

        /// The named weights in CSS order (100, 200, … 900), with their names.
        static let named: [(weight: Weight, name: String)] = [
            (.ultraLight, "UltraLight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The CSS weight the renderer draws: the named weight's, or the nearest named
        /// weight's (a NaN raw value: regular's).
        var cssWeight: Int {
            guard rawValue.isFinite else { return 400 }
            let nearest = Self.named.indices.min {
                abs(Self.named[$0].weight.rawValue - rawValue) < abs(Self.named[$1].weight.rawValue - rawValue)
            }
            return 100 * ((nearest ?? 3) + 1)
        }
    }

    /// A text style (`UIFont.TextStyle`), UIKit's raw values. Its size at each text size is
    /// `CollectionRendering`'s `DynamicType` table (Apple's): at the default, Large,
    /// `largeTitle` 34, `title1` 28, `title2` 22, `title3` 20, `headline` 17 semibold,
    /// `subheadline` 15, `body` 17, `callout` 16, `footnote` 13, `caption1` 12, `caption2` 11,
    /// all others regular; an unknown style sizes as `body`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name (`rawValue`).
        public var rawValue: String
        /// A style (`init(rawValue:)`).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A style (`init(_:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `largeTitle`: 34 points.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// `title1`: 28 points.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// `title2`: 22 points.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// `title3`: 20 points.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// `headline`: 17 points, semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// `subheadline`: 15 points.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// `body`: 17 points.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// `callout`: 16 points.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// `footnote`: 13 points.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// `caption1`: 12 points.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// `caption2`: 11 points.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The Dynamic Type table's style (an unknown style: body's).
        var dynamicType: DynamicType.Style {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption1
            case .caption2: return .caption2
            default: return .body
            }
        }
    }
}
