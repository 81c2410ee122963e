import CollectionRendering

/// A colour, as UIKit's `UIColor`: fixed components in a colour space, or a dynamic colour
/// that resolves by traits — a system colour (`systemBlue`, `label`, `systemBackground`…,
/// light, dark, increased contrast and elevated values: `CollectionRendering`'s
/// `SystemColor` table, with its sources) or one made with ``init(dynamicProvider:)``.
///
/// A dynamic colour resolves with ``resolvedColor(with:)``; where UIKit resolves one without
/// traits — ``cgColor``, the component getters — it uses `UITraitCollection.current`. Views
/// resolve their colours with their own traits when they are drawn (a view's
/// `backgroundColor`, a label's `textColor`), as UIKit redraws them when traits change.
///
/// Deliberate differences: there is no colour management. A Display P3 colour
/// (``init(displayP3Red:green:blue:alpha:)``) is converted to extended sRGB once, when made;
/// asset-catalogue colours do not exist; a pattern colour (``init(patternImage:)``) tiles its
/// image where a fill is drawn and draws as its image's mean colour where only a colour can
/// (text, borders, shadows; UIColor+Pattern.swift).
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    /// Core Foundation's type word; must stay the first stored property (CoreFoundationTypeInfo.swift).
    private let coreFoundationTypeInfo = CoreFoundationTypeInfo()
    /// What the colour is.
    enum Definition {
        /// Fixed components.
        case fixed(Components)
        /// A system colour, resolved from the table.
        case system(SystemColor)
        /// A colour made by a provider, resolved by calling it.
        case provider(@Sendable (UITraitCollection) -> UIColor)
        /// A dynamic colour with another alpha (UIKit's `UIDynamicModifiedColor`): `base`
        /// resolved, its alpha replaced.
        case modified(base: UIColor, alpha: Double)
        /// A pattern colour as made (UIKit's `UIDynamicPatternColor`): the image, and its
        /// tiles (nil for an image without pixels, which draws nothing).
        case pattern(UIImage, ImagePattern?)
        /// A resolved pattern colour (UIKit's `UIPatternCGColor`): tiles only.
        case tiles(ImagePattern)
    }

    /// Fixed components: sRGB (extended range), straight alpha, and the space they were given
    /// in (for the getters and the description).
    struct Components: Hashable {
        /// The colour as the renderer draws it.
        var color: Color
        /// Whether the colour was made as a grey (`init(white:alpha:)`).
        var isGrey: Bool
    }

    /// What the colour is.
    let definition: Definition

    /// A colour of `definition`.
    init(definition: Definition) {
        self.definition = definition
        super.init()
    }

    // The component initializers are designated, as UIKit's are (its header marks none, so
    // Swift imports them all as designated): a subclass may call any of them on `super`.

    /// A colour from sRGB components (`init(red:green:blue:alpha:)`), extended range: values
    /// outside 0…1 are kept (and clamped when drawn); alpha is clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        definition = Self.fixed((Double(red), Double(green), Double(blue)), alpha: alpha)
        super.init()
    }

    /// A grey, 0 black … 1 white, extended range (`init(white:alpha:)`).
    public init(white: CGFloat, alpha: CGFloat) {
        definition = Self.fixed((Double(white), Double(white), Double(white)), alpha: alpha, isGrey: true)
        super.init()
    }

    /// A colour from hue, saturation and brightness, each 0…1 (`init(hue:saturation:brightness:alpha:)`):
    /// the HSB (HSV) hexcone — hue 0 red, 1/3 green, 2/3 blue, 1 red again.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        definition = Self.fixed(Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)), alpha: alpha)
        super.init()
    }

    /// A colour from Display P3 components (`init(displayP3Red:green:blue:alpha:)`), converted
    /// to extended sRGB: each component linearised with the sRGB curve (which Display P3
    /// shares), mapped by the P3-to-sRGB matrix (through XYZ, D65 white), and encoded again,
    /// negative values mirrored. P3's pure red is then (1.093, -0.227, -0.150) in extended sRGB.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        definition = Self.fixed(Self.srgb(fromDisplayP3: (Double(red), Double(green), Double(blue))), alpha: alpha)
        super.init()
    }

    /// A colour from a Core Graphics colour (`init(cgColor:)`); a pattern colour keeps its tiles.
    public init(cgColor: CGColor) {
        definition =
            cgColor.imagePattern.map(Definition.tiles)
            ?? .fixed(Components(color: cgColor.renderColor, isGrey: cgColor.colorSpace?.model == .monochrome))
        super.init()
    }

    /// A colour that tiles `image` (`init(patternImage:)`): the image at its own size in
    /// points, repeating from the origin of the space it is drawn in — a view's top-left
    /// corner for its `backgroundColor` (docs/REFERENCE.md §26.12).
    public init(patternImage image: UIImage) {
        definition = .pattern(image, Self.tiles(of: image))
        super.init()
    }

    /// Fixed sRGB components, alpha clamped to 0…1.
    static func fixed(_ rgb: (Double, Double, Double), alpha: CGFloat, isGrey: Bool = false) -> Definition {
        .fixed(Components(color: Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: Double(min(max(alpha, 0), 1))), isGrey: isGrey))
    }

    /// A colour from a `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour wrapping a renderer colour (sRGB). Linux only.
    public convenience init(_ color: Color) {
        self.init(definition: .fixed(Components(color: color, isGrey: false)))
    }

    /// A colour from an archive (`init?(coder:)`, `NSSecureCoding`): what ``encode(with:)`` wrote; nil when the archive holds no
    /// colour (UIColor+Archiving.swift).
    public required init?(coder: NSCoder) {
        guard let definition = Self.archivedDefinition(from: coder) else { return nil }
        self.definition = definition
        super.init()
    }

    /// Writes the colour to an archive (`encode(with:)`): a system colour by name, so it stays dynamic; a fixed one by its components; one
    /// made by a provider as it resolves in the current traits.
    open func encode(with coder: NSCoder) { archiveDefinition(to: coder) }

    /// A dynamic colour (`init(dynamicProvider:)`, iOS 13): `provider` is called with the
    /// traits each time the colour is resolved.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        definition = .provider(provider)
        super.init()
    }

    /// The system colour `entry`.
    static func system(_ entry: SystemColor) -> UIColor {
        entry.isDynamic ? UIColor(definition: .system(entry)) : UIColor(definition: .fixed(Components(color: entry.light, isGrey: false)))
    }

    // MARK: Resolving

    /// The colour for `traitCollection` (`resolvedColor(with:)`): a fixed colour itself; a
    /// system colour its value for the traits' style, contrast and level; a provider's
    /// colour what the provider answers, resolved again (a provider may answer a dynamic
    /// colour).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider answering dynamic colours again and again ends after a few rounds.
        for _ in 0..<8 {
            switch color.definition {
            case .fixed, .tiles: return color
            case let .pattern(_, tiles):
                return UIColor(definition: tiles.map(Definition.tiles) ?? .fixed(Components(color: .clear, isGrey: false)))
            case let .system(entry):
                return UIColor(definition: .fixed(Components(color: entry.resolved(for: traitCollection.colorAppearance), isGrey: false)))
            case let .provider(provider): color = provider(traitCollection)
            case let .modified(base, alpha): return base.resolvedColor(with: traitCollection).withAlphaComponent(CGFloat(alpha))
            }
        }
        return color
    }

    /// The components in `traits` (default `UITraitCollection.current`).
    func components(in traits: UITraitCollection? = nil) -> Components {
        if case let .fixed(components) = definition { return components }
        switch resolvedColor(with: traits ?? .current).definition {
        case let .fixed(components): return components
        case let .tiles(tiles): return Components(color: tiles.averageColor, isGrey: false)
        default: return Components(color: .clear, isGrey: false)
        }
    }

    /// The colour as the renderer draws it in `traits`. Linux only.
    public func renderColor(in traits: UITraitCollection) -> Color { components(in: traits).color }

    /// The colour's components, resolved with `UITraitCollection.current` when dynamic. Linux
    /// only.
    public var color: Color { components().color }

    /// The Core Graphics colour (`cgColor`), resolved with `UITraitCollection.current` when
    /// dynamic, as UIKit does: a grey in the grey space, anything else in sRGB.
    public var cgColor: CGColor {
        let resolved: UIColor = if case .fixed = definition { self } else { resolvedColor(with: .current) }
        if case let .tiles(tiles) = resolved.definition { return CGColor(imagePattern: tiles) }
        let components = resolved.components()
        let c = components.color
        return components.isGrey ? CGColor(gray: c.red, alpha: c.alpha) : CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`); a dynamic colour stays
    /// dynamic, as UIKit's modified colour of the same base (equal to another of the same base
    /// and alpha).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let alpha = Double(min(max(alpha, 0), 1))
        switch definition {
        case var .fixed(components):
            components.color.alpha = alpha
            return UIColor(definition: .fixed(components))
        case .system, .provider, .pattern: return UIColor(definition: .modified(base: self, alpha: alpha))
        case let .tiles(tiles): return UIColor(definition: .tiles(tiles.withAlpha(alpha)))
        case let .modified(base, _): return UIColor(definition: .modified(base: base, alpha: alpha))
        }
    }

    // MARK: Components

    /// The sRGB components (`getRed(_:green:blue:alpha:)`), resolved with
    /// `UITraitCollection.current` when dynamic; false for a pattern colour, leaving the
    /// pointers as they were (its space is not compatible).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard imagePattern() == nil else { return false }
        let c = components().color
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Hue, saturation and brightness, each 0…1 (`getHue(_:saturation:brightness:alpha:)`):
    /// the inverse of ``init(hue:saturation:brightness:alpha:)``; a grey has hue and
    /// saturation 0. False for a pattern colour, as ``getRed(_:green:blue:alpha:)``.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard imagePattern() == nil else { return false }
        let c = components().color
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == c.red {
                h = (c.green - c.blue) / delta
            } else if maximum == c.green {
                h = (c.blue - c.red) / delta + 2
            } else {
                h = (c.red - c.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The grey level and alpha (`getWhite(_:alpha:)`): true for a grey (made with
    /// `init(white:alpha:)`, or a grey class colour such as `.gray`); false for any other
    /// colour, leaving the pointers as they were — UIKit converts only compatible (grey)
    /// colour spaces.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = components()
        guard resolved.isGrey else { return false }
        white?.pointee = CGFloat(resolved.color.red)
        alpha?.pointee = CGFloat(resolved.color.alpha)
        return true
    }

    // MARK: Equality and description

    /// Equal, as UIKit compares colours: fixed colours by components and space, a system
    /// colour with the same system colour, a modified colour by base and alpha, a pattern
    /// colour by its image, a provider colour only with itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (definition, other.definition) {
        case let (.fixed(a), .fixed(b)): return a == b
        case let (.system(a), .system(b)): return a.name == b.name
        case let (.modified(a, x), .modified(b, y)): return x == y && a.isEqual(b)
        case let (.pattern(a, _), .pattern(b, _)): return a.isEqual(b)
        case let (.tiles(a), .tiles(b)): return a == b
        default: return self === other
        }
    }

    /// Consistent with ``isEqual(_:)``.
    open override var hash: Int {
        switch definition {
        case let .fixed(components): return components.hashValue
        case let .system(entry): return entry.name.hashValue
        case .provider: return ObjectIdentifier(self).hashValue
        case let .modified(base, alpha): return base.hash ^ alpha.hashValue
        case let .pattern(image, _): return image.hash
        case let .tiles(tiles): return tiles.hashValue
        }
    }

    /// UIKit's description: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0.5 1`,
    /// `<UIDynamicSystemColor: 0x…; name = systemRedColor>`,
    /// `<UIDynamicProviderColor: 0x…; provider = <__NSMallocBlock__: 0x…>>`,
    /// `<UIDynamicModifiedColor: 0x…; alpha = 0.15, baseColor = …>`,
    /// `<UIDynamicPatternColor: 0x…; image = …>`; a resolved pattern colour
    /// `<UIPatternCGColor: 0x…>` (chosen: its iOS text was not found).
    open override var description: String {
        func number(_ value: Double) -> String { String(format: "%g", value) }
        switch definition {
        case let .fixed(components):
            let c = components.color
            if components.isGrey { return "UIExtendedGrayColorSpace \(number(c.red)) \(number(c.alpha))" }
            return "UIExtendedSRGBColorSpace " + [c.red, c.green, c.blue, c.alpha].map(number).joined(separator: " ")
        case let .system(entry):
            return "<UIDynamicSystemColor: \(Self.address(of: self)); name = \(entry.name)Color>"
        case .provider:
            return "<UIDynamicProviderColor: \(Self.address(of: self)); provider = <__NSMallocBlock__: \(Self.address(of: self))>>"
        case let .modified(base, alpha):
            return "<UIDynamicModifiedColor: \(Self.address(of: self)); alpha = \(number(alpha)), baseColor = \(base)>"
        case let .pattern(image, _):
            return "<UIDynamicPatternColor: \(Self.address(of: self)); image = \(image)>"
        case .tiles:
            return "<UIPatternCGColor: \(Self.address(of: self))>"
        }
    }

    /// An object's address as UIKit prints it (`0x…`).
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

/// The type an unannotated `#colorLiteral(red:green:blue:alpha:)` makes (`_ColorLiteralType`,
/// declared by UIKit's Swift overlay), so that `let accent = #colorLiteral(…)` is a colour.
public typealias _ColorLiteralType = UIColor
