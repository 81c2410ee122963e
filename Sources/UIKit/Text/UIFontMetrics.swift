import CollectionRendering

/// Scales custom fonts and values by a text style's Dynamic Type curve (`UIFontMetrics`,
/// iOS 11).
///
/// The factor at a text size is the style's size there over its size at Large (the
/// `DynamicType` table): `body` scales 17 → 23 at xxxLarge, so a 10-point value becomes
/// 10 × 23/17 ≈ 13.53. Deliberate difference: UIKit's curves for values other than the
/// style's own size are not published; this linear rule is exact at the style's size.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The style whose curve scales.
    let textStyle: UIFont.TextStyle

    /// Metrics of a text style (`init(forTextStyle:)`).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The body style's metrics (`default`).
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The scale factor at the text size `traitCollection` gives (see
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` for which one).
    func factor(compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let style = textStyle.dynamicType
        let category = UIFont.contentSizeCategory(in: traitCollection).effective
        return DynamicType.pointSize(style, category) / DynamicType.pointSize(style, .large)
    }

    /// `font` scaled for the current text size (`scaledFont(for:)`); a label that adjusts its
    /// font for the content size category keeps scaling it.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled, at most `maximumPointSize` points (`scaledFont(for:maximumPointSize:)`;
    /// 0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s text size (`scaledFont(for:compatibleWith:)`).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s text size, at most `maximumPointSize` points
    /// (`scaledFont(for:maximumPointSize:compatibleWith:)`; 0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var base = font.fontDescription
        if case let .metrics(_, original, _) = font.scaling { base = original }
        var description = base
        var size = base.size * factor(compatibleWith: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        description.size = size
        return UIFont(description, scaling: .metrics(textStyle, base: base, maximumPointSize: max(0, maximumPointSize)))
    }

    /// `value` scaled for the current text size (`scaledValue(for:)`).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s text size (`scaledValue(for:compatibleWith:)`).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(compatibleWith: traitCollection)
    }
}
