import CollectionRendering

// Dynamic Type: text styles sized by the text size (content size category) in effect, from
// the one table `CollectionRendering`'s `DynamicType` holds.

/// How a font follows Dynamic Type.
enum DynamicTypeScaling: Hashable {
    /// A text style's font (`preferredFont(forTextStyle:)`), drawn at `weight` when one was
    /// asked for instead of the style's.
    case textStyle(UIFont.TextStyle, weight: UIFont.Weight?)
    /// A font scaled by a style's metrics (`UIFontMetrics.scaledFont(for:)`): `base` at Large,
    /// at most `maximumPointSize` (0: no limit).
    case metrics(UIFont.TextStyle, base: FontDescription, maximumPointSize: CGFloat)
}

extension UIFont {
    /// The text size fonts are made for with `traitCollection`: its category when it gives
    /// one, else the current traits', else the user's setting.
    static func contentSizeCategory(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        for traits in [traitCollection, UITraitCollection.current] {
            if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        }
        return UIApplication.shared.preferredContentSizeCategory
    }

    /// The same Dynamic Type font at `weight` (a list's semibold header text keeps following
    /// the text size).
    func withWeight(_ weight: Weight) -> UIFont {
        var description = fontDescription
        description.weight = weight.cssWeight
        guard case let .textStyle(style, _) = scaling else { return UIFont(description) }
        return UIFont(description, scaling: .textStyle(style, weight: weight))
    }

    /// This font made again for the text size of `traits`; nil for a font that does not follow
    /// Dynamic Type. A label that adjusts its font for the content size category shows this.
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        switch scaling {
        case let .textStyle(style, weight):
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            return weight.map { font.withWeight($0) } ?? font
        case let .metrics(style, base, maximum):
            let metrics = UIFontMetrics(forTextStyle: style)
            return metrics.scaledFont(for: UIFont(base), maximumPointSize: maximum, compatibleWith: traits)
        case nil:
            return nil
        }
    }
}
