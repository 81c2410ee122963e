import CollectionRendering
import CoreGraphics

// Pattern colours (`UIColor(patternImage:)`, docs/REFERENCE.md §26.12): the tiles a colour
// paints with, made once from its image.
extension UIColor {
    /// The tiles of `image`: its pixels at its scale; nil for an image without pixels (a
    /// symbol or asset name here).
    static func tiles(of image: UIImage) -> ImagePattern? {
        guard let pixels = image.cgImage?.bitmap else { return nil }
        return ImagePattern(bitmap: pixels, scale: image.scale)
    }

    /// The tiles the colour paints with in `traits` (default `UITraitCollection.current`), or
    /// nil when it is not a pattern colour.
    func imagePattern(in traits: UITraitCollection? = nil) -> ImagePattern? {
        switch definition {
        case let .pattern(_, tiles): return tiles
        case let .tiles(tiles): return tiles
        case .fixed, .system: return nil
        case .provider, .modified:
            guard case let .tiles(tiles) = resolvedColor(with: traits ?? .current).definition else { return nil }
            return tiles
        }
    }
}
