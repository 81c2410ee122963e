import CollectionRendering

/// A font's description (`UIFontDescriptor`): its family, size and symbolic traits, from
/// which `UIFont(descriptor:size:)` makes the font. The code iOS apps write to make a font
/// bold or italic goes through it:
/// `UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)`.
///
/// Deliberate differences: only the traits the renderer draws are modelled — bold (the
/// weight) and italic (the face) — and a descriptor holds no attribute dictionary
/// (`fontAttributes`, `addingAttributes(_:)`, `matchingFontDescriptors`). A descriptor of a
/// text style gives a fixed font: the font made from it does not follow Dynamic Type.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The renderer's font the descriptor describes.
    let fontDescription: FontDescription

    /// A descriptor of `description`.
    init(_ description: FontDescription) {
        fontDescription = description
        super.init()
    }

    /// A descriptor of the font named `fontName` at `size` points (`init(name:size:)`): a
    /// registered face by PostScript or full name, else the family of that name, regular and
    /// upright, as ``UIFont/init(name:size:)`` takes names.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(UIFont.fontDescription(named: fontName, size: size))
    }

    /// The descriptor of a text style's font at the current text size
    /// (`preferredFontDescriptor(withTextStyle:)`), as ``UIFont/preferredFont(forTextStyle:)``.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at `traitCollection`'s text size
    /// (`preferredFontDescriptor(withTextStyle:compatibleWith:)`), as
    /// ``UIFont/preferredFont(forTextStyle:compatibleWith:)``.
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The size in points (`pointSize`).
    open var pointSize: CGFloat { fontDescription.size }

    /// The face's name (`postscriptName`), as ``UIFont/fontName``.
    open var postscriptName: String { UIFont(fontDescription).fontName }

    /// The traits (`symbolicTraits`): `traitBold` for a weight of
    /// bold or more (CSS 700) [chosen: iOS does not document the weight where it starts],
    /// `traitItalic` for an italic face.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if fontDescription.weight >= UIFont.Weight.bold.cssWeight { traits.insert(.traitBold) }
        if fontDescription.isItalic { traits.insert(.traitItalic) }
        return traits
    }

    /// The same descriptor with `symbolicTraits` in place of its own
    /// (`withSymbolicTraits(_:)`): bold gives a weight of at least bold, no bold a weight below
    /// it (a bold or heavier weight becomes regular); italic gives the italic face, no italic
    /// the upright one. Nil when `symbolicTraits` asks for a trait no pinned font has, as
    /// UIKit answers nil when no font matches.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard symbolicTraits.isSubset(of: [.traitBold, .traitItalic]) else { return nil }
        var description = fontDescription
        let bold = UIFont.Weight.bold.cssWeight
        if symbolicTraits.contains(.traitBold) {
            description.weight = max(description.weight, bold)
        } else if description.weight >= bold {
            description.weight = UIFont.Weight.regular.cssWeight
        }
        description.isItalic = symbolicTraits.contains(.traitItalic)
        return UIFontDescriptor(description)
    }

    /// The same descriptor at `newPointSize` points (`withSize(_:)`).
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var description = fontDescription
        description.size = newPointSize
        return UIFontDescriptor(description)
    }

    /// The descriptor itself: it cannot change (`copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when they describe the same font.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFontDescriptor)?.fontDescription == fontDescription
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int { fontDescription.hashValue }
}

extension UIFontDescriptor {
    /// A font's stylistic traits (`UIFontDescriptor.SymbolicTraits`), with UIKit's raw
    /// values; the two the renderer draws.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits (`rawValue`).
        public var rawValue: UInt32
        /// Traits from their bits (`init(rawValue:)`).
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The italic face (`traitItalic`, bit 0).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold weight (`traitBold`, bit 1).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }
}

extension UIFont {
    /// The font's descriptor (`fontDescriptor`).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(fontDescription) }

    /// The font `descriptor` describes at `pointSize` points when it is greater than 0, else
    /// at the descriptor's size (`init(descriptor:size:)`). The font is fixed: it does not
    /// follow Dynamic Type.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var description = descriptor.fontDescription
        if pointSize > 0 { description.size = pointSize }
        self.init(description)
    }
}
