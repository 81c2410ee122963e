import CollectionLayout
import Foundation

/// An image tiled over everything a shape covers: the paint of a pattern colour (UIKit's
/// `UIColor(patternImage:)`, Core Graphics' pattern colour space).
///
/// One tile is the image at its own size in points (its pixels over its scale); the tiles
/// repeat without gaps in both directions from the origin of the pattern's space, which
/// ``transform`` maps to user space. As on iOS, a pattern is anchored to the space it is drawn
/// in — the top-left corner of a view's bounds for a background, the origin of a context —
/// not to the shape it fills (docs/REFERENCE.md §26.12).
public struct ImagePattern: Hashable, Sendable {
    /// The tile.
    public var image: ImageSource
    /// One tile's size in points.
    public var tileSize: CGSize
    /// Maps the pattern's space to user space.
    public var transform: Transform2D
    /// Alpha multiplied into the tiles, 0…1.
    public var alpha: Double
    /// The tile's mean colour (the premultiplied average), before ``alpha``.
    private let tileAverage: Color

    /// The pattern's mean colour, ``alpha`` included: what draws where only a colour can —
    /// text, borders, shadows (a deliberate difference: iOS tiles the image there too).
    public var averageColor: Color { tileAverage.multiplyingAlpha(by: alpha) }

    /// A pattern of `bitmap` at `scale` pixels per point, untransformed and opaque.
    public init(bitmap: Bitmap, scale: CGFloat) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        image = ImageSource(bitmap: bitmap, scale: scale)
        tileSize = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        transform = .identity
        alpha = 1
        tileAverage = Self.average(of: bitmap)
    }

    /// The same pattern with alpha `alpha` (clamped to 0…1; a non-finite value keeps it).
    public func withAlpha(_ alpha: Double) -> ImagePattern {
        var copy = self
        if alpha.isFinite { copy.alpha = min(max(alpha, 0), 1) }
        return copy
    }

    /// The same pattern with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> ImagePattern {
        withAlpha(alpha * factor)
    }

    /// The mean of the premultiplied pixels, unpremultiplied; at most 65,536 pixels are read
    /// (an even grid over larger tiles).
    static func average(of bitmap: Bitmap) -> Color {
        let step = max(1, Int((Double(bitmap.width * bitmap.height) / 65_536).squareRoot().rounded(.up)))
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0, count = 0.0
        for y in stride(from: 0, to: bitmap.height, by: step) {
            for x in stride(from: 0, to: bitmap.width, by: step) {
                guard let pixel = bitmap.pixel(x: x, y: y) else { continue }
                let a = Double(pixel.alpha) / 255
                red += Double(pixel.red) / 255 * a
                green += Double(pixel.green) / 255 * a
                blue += Double(pixel.blue) / 255 * a
                alpha += a
                count += 1
            }
        }
        guard alpha > 0, count > 0 else { return .clear }
        return Color(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha / count)
    }
}
