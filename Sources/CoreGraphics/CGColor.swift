import CollectionRendering

/// A colour, as Core Graphics' `CGColor`: components in a colour space, with alpha.
///
/// Immutable, and equal to another colour with the same space and components, as
/// `CFEqual` compares them. It draws as the sRGB value `renderColor` (Display P3 and
/// extended-range colours included: there is no colour management here).
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour space (`colorSpace`).
    public let colorSpace: CGColorSpace?
    /// The components, alpha last (`components`): `[white, alpha]` in a grey space,
    /// `[red, green, blue, alpha]` in an RGB space, `[alpha]` for a pattern colour (its
    /// pattern space has no base space).
    public let components: [CGFloat]?
    /// A pattern colour's tiles (what UIKit's `UIColor(patternImage:)` makes; Core Graphics'
    /// `CGPattern` is not declared here); nil for any other colour.
    package let imagePattern: ImagePattern?

    /// A colour from components in a space (`init(colorSpace:components:)`); nil when the
    /// count is not the space's plus alpha.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
        imagePattern = nil
    }

    /// A colour from components known to fit the space.
    init(space: CGColorSpace, values: [CGFloat]) {
        colorSpace = space
        components = values
        imagePattern = nil
    }

    /// A pattern colour tiling `tiles`, in a pattern space, its alpha the tiles'.
    package init(imagePattern tiles: ImagePattern) {
        colorSpace = CGColorSpace(model: .pattern, name: nil)
        components = [CGFloat(tiles.alpha)]
        imagePattern = tiles
    }

    /// An sRGB colour (`init(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB), values: [red, green, blue, alpha])
    }

    /// An sRGB colour (`init(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey, 0 black … 1 white (`init(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2), values: [gray, alpha])
    }

    /// The number of components, alpha included (`numberOfComponents`).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component (`alpha`).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha (`copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        if let imagePattern { return CGColor(imagePattern: imagePattern.withAlpha(Double(alpha))) }
        guard let space = colorSpace, var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, values: values)
    }

    /// The colour as the renderer draws it: sRGB components, straight alpha.
    package var renderColor: Color {
        if let imagePattern { return imagePattern.averageColor }
        let values = components ?? []
        func value(_ index: Int) -> Double { index < values.count ? Double(values[index]) : 0 }
        if values.count == 2 { return Color(red: value(0), green: value(0), blue: value(0), alpha: value(1)) }
        return Color(red: value(0), green: value(1), blue: value(2), alpha: values.count >= 4 ? value(3) : 1)
    }

    /// What the colour paints with: its tiles for a pattern colour, else ``renderColor``.
    package var paint: Paint { imagePattern.map(Paint.pattern) ?? .color(renderColor) }

    /// A colour from the renderer's value.
    package convenience init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Equal when space and components are (`CFEqual`).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.imagePattern == rhs.imagePattern)
    }

    /// Hashes space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
        hasher.combine(imagePattern)
    }

    /// Opaque black (`CGColor.black`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (`CGColor.white`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent (`CGColor.clear`).
    public static let clear = CGColor(gray: 0, alpha: 0)
}
