import CollectionRendering

/// A font, as UIKit's `UIFont`: a family, a point size, a weight and a style (italic or
/// upright), drawn and measured by the renderer as a `FontDescription`.
///
/// Deliberate difference: the system font is **DejaVu Sans** — the renderer's pinned font
/// (fonts-dejavu-core, with Noto Sans CJK for glyphs it lacks) — standing in for San
/// Francisco, which Linux does not have. Sizes, weights and text styles are UIKit's, but
/// glyph advances and line heights are DejaVu's, so text is wider than on iOS and lines
/// break in other places. A weight is drawn with the CSS weight nearest it
/// (``UIFont/Weight``); `fontName` and `familyName` name the stand-in.
open class UIFont: NSObject, @unchecked Sendable {
    /// Core Foundation's type word; must stay the first stored property (CoreFoundationTypeInfo.swift).
    private let coreFoundationTypeInfo = CoreFoundationTypeInfo()
    /// The renderer's font: family, size and CSS weight.
    public let fontDescription: FontDescription

    /// The family the system font stands in with: the renderer's pinned font.
    static let systemFamily = FontDescription().family

    /// A font of `description`, its size made safe: a NaN, infinite or negative size becomes
    /// 0 (a 0-point font measures zero and draws nothing); the renderer draws sizes above
    /// 10,000 points at 10,000. `scaling` says how it follows Dynamic Type, if it does.
    init(_ description: FontDescription, scaling: DynamicTypeScaling? = nil) {
        var description = description
        if !description.size.isFinite || description.size < 0 { description.size = 0 }
        fontDescription = description
        self.scaling = scaling
        super.init()
    }

    /// A font from an archive (`init?(coder:)`, `NSSecureCoding`): what ``encode(with:)`` wrote; nil when the archive holds no font
    /// (UIFont+Archiving.swift).
    public required init?(coder: NSCoder) {
        guard let (description, scaling) = Self.archivedFont(from: coder) else { return nil }
        fontDescription = description
        self.scaling = scaling
        super.init()
    }

    /// Writes the font to an archive (`encode(with:)`): its family, size, weight and slant, and the text style a Dynamic Type font
    /// follows.
    open func encode(with coder: NSCoder) { archiveFont(to: coder) }

    /// The font named `fontName` at `fontSize` points (`init?(name:size:)`): the face of a
    /// registered font (Core Text's font manager, `UIAppFonts`) whose PostScript or full name
    /// it is, such as "LiberationSerif-Bold" — its family, weight and slant — else any family
    /// name the renderer knows, regular weight, such as "DejaVu Sans" or "DejaVu Serif"; nil
    /// for an empty name (docs/REFERENCE.md §22.26). Deliberate difference: a name that is
    /// neither (an iOS font such as "Helvetica Neue") is drawn in whichever font fontconfig
    /// matches for it as a family, where UIKit answers nil for a font it lacks.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(Self.fontDescription(named: fontName, size: fontSize))
    }

    /// The families of the fonts the renderer draws (`familyNames`): the pinned fonts' (DejaVu,
    /// Noto Sans CJK) and the registered fonts', each once, sorted (docs/REFERENCE.md §22.26).
    open class var familyNames: [String] { knownFamilyNames }

    /// The PostScript names of `familyName`'s faces (`fontNames(forFamilyName:)`), pinned and
    /// registered; empty for a family the renderer does not have.
    open class func fontNames(forFamilyName familyName: String) -> [String] { knownFontNames(forFamilyName: familyName) }

    /// The system font of `fontSize` points, regular (`systemFont(ofSize:)`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points and `weight` (`systemFont(ofSize:weight:)`).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(FontDescription(family: systemFamily, size: fontSize, weight: weight.cssWeight))
    }

    /// The bold system font of `fontSize` points (`boldSystemFont(ofSize:)`).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of `fontSize` points (`italicSystemFont(ofSize:)`): the
    /// stand-in's oblique face, DejaVu Sans Oblique.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(FontDescription(family: systemFamily, size: fontSize, weight: Weight.regular.cssWeight, isItalic: true))
    }

    /// The font of a text style at the text size of `UITraitCollection.current` (the user's
    /// setting outside UIKit's callbacks) (`preferredFont(forTextStyle:)`); see
    /// ``preferredFont(forTextStyle:compatibleWith:)``.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at a text size (`preferredFont(forTextStyle:compatibleWith:)`):
    /// the size Apple's table gives the style at `traitCollection`'s
    /// `preferredContentSizeCategory` — or, when `traitCollection` is nil or does not
    /// specify one, at `UITraitCollection.current`'s, else the user's setting
    /// (`UIApplication.shared.preferredContentSizeCategory`). `headline` is semibold, every
    /// other style regular. Deliberate difference: Bold Text (`legibilityWeight`) does not
    /// make the font bolder.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let table = style.dynamicType
        let size = DynamicType.pointSize(table, contentSizeCategory(in: traitCollection).effective)
        let weight: Weight = DynamicType.isSemibold(table) ? .semibold : .regular
        return UIFont(
            FontDescription(family: systemFamily, size: size, weight: weight.cssWeight), scaling: .textStyle(style, weight: nil))
    }

    /// The size of a label's text, 17 points (`labelFontSize`).
    open class var labelFontSize: CGFloat { 17 }
    /// The size of a button's text, 18 points (`buttonFontSize`).
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size, 14 points (`systemFontSize`).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size, 12 points (`smallSystemFontSize`).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The size in points (`pointSize`).
    open var pointSize: CGFloat { fontDescription.size }

    /// The family (`familyName`): the renderer's family, "DejaVu Sans" for the system font.
    open var familyName: String { fontDescription.family }

    /// The face's name (`fontName`): a registered font's PostScript name (the face of its
    /// family the renderer draws, docs/REFERENCE.md §22.26), else the family without spaces,
    /// then the weight when it is not regular and "Italic" for an italic face, e.g.
    /// "DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Italic" or "DejaVuSans-BoldItalic" (UIKit's
    /// system font answers ".SFUI-Regular" and the like).
    open var fontName: String {
        if let registered = Self.registeredFaceName(for: fontDescription) { return registered }
        let family = familyName.filter { $0 != " " }
        let regular = fontDescription.weight == Weight.regular.cssWeight
        let weight =
            regular ? "" : Weight.named.first { $0.weight.cssWeight == fontDescription.weight }?.name ?? "\(fontDescription.weight)"
        let face = weight + (fontDescription.isItalic ? "Italic" : "")
        return face.isEmpty ? family : family + "-" + face
    }

    /// The height of one line of text (`lineHeight`), as ``textMeasurer`` lays out a line
    /// of "X" in this font.
    open var lineHeight: CGFloat {
        UIFont.measure("X", font: fontDescription, width: nil).height
    }

    /// The same font at another size (`withSize(_:)`).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var description = fontDescription
        description.size = fontSize
        return UIFont(description)
    }

    /// Equal when family, size, weight and style (italic or upright) are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.fontDescription == fontDescription
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int { fontDescription.hashValue }

    // MARK: Dynamic Type (UIFont+DynamicType.swift)

    /// How the font follows Dynamic Type: the text style it was made for, or the metrics that
    /// scaled it; nil for a fixed font.
    let scaling: DynamicTypeScaling?
}
