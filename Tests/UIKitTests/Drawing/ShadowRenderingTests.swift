import CairoRendering
import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Shadows as Core Animation draws them (docs/REFERENCE.md §22.3): the layer's alpha moved
/// by `shadowOffset` and blurred by a Gaussian of σ = `shadowRadius`. Across a long straight
/// edge of an opaque shape the shadow's alpha at distance d outside it is Q(d / σ) (Q the
/// normal tail) and 1 − Q(d / σ) inside: half on the edge — worked by hand below.
@Suite struct ShadowRenderingTests {
    /// The normal distribution's tail, Q(x) = P(Z > x).
    static func tail(_ x: Double) -> Double { 0.5 * erfc(x / 2.0.squareRoot()) }

    /// A 100 × 60 white root holding a black 50 × 40 layer at (10, 10) whose opaque shadow of
    /// radius 4 is moved 10 right: the shadow's rectangle is (20, 10, 50, 40), its right edge
    /// at x = 70, free of the layer from x = 60.
    func shadowed(configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 50, height: 40)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        card.shadowOpacity = 1
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 10, height: 0)
        configure(card)
        root.addSublayer(card)
        return root
    }

    /// The grey the shadow leaves on white at the centre of pixel column `px` of row y = 30
    /// (5σ from the shadow's top and bottom edges, so only the right edge matters).
    static func expected(column px: Int, scale: CGFloat, edge: Double = 70, sigma: Double = 4) -> Int {
        let x = (Double(px) + 0.5) / Double(scale)
        let alpha = x < edge ? 1 - tail((edge - x) / sigma) : tail((x - edge) / sigma)
        return Int((255 * (1 - alpha)).rounded())
    }

    /// PNG is Cairo's own blur; PDF embeds a mask blurred at 1 pixel per point that poppler
    /// scales; SVG is librsvg's `feGaussianBlur`, three box blurs of whole pixels.
    static func tolerance(_ format: OutputFormat) -> Int { format == .png ? 4 : 8 }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theBandFallsOffAsAGaussianOfSigmaShadowRadius(_ format: OutputFormat, _ scale: CGFloat) throws {
        let image = try format.pixels(of: DisplayList(layer: shadowed(), scale: scale))
        let row = Int(30 * scale)
        // From inside the shadow, past its edge at 70, to beyond 3σ = 12 outside it.
        for x: CGFloat in [62, 66, 69, 70, 72, 74, 76, 78, 82, 86] {
            let px = Int(x * scale)
            let value = Self.expected(column: px, scale: scale)
            expectPixel(image, px, row, (value, value, value), tolerance: Self.tolerance(format), "\(format) @\(scale)x column \(px)")
        }
        // The mid value: the two pixels either side of the edge average to half the opacity.
        let left = Int(image.pixel(x: Int(70 * scale) - 1, y: row)?.r ?? 0), right = Int(image.pixel(x: Int(70 * scale), y: row)?.r ?? 0)
        #expect(abs(Double(left + right) / 2 - 127.5) <= Double(Self.tolerance(format)), "\(format) mid value \(left), \(right)")
        // The band's extent: nothing past 3σ beyond the edge (Q(3) = 0.13 %).
        expectPixel(image, Int(83 * scale), row, (255, 255, 255), tolerance: 2, "\(format) past 3σ")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aShadowPathCastsTheShadowInsteadOfTheLayer(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A path 20 wide (0, 0, 20, 40) in the layer casts the shadow (20, 10, 20, 40) after
        // the move: its right edge is at x = 40, under the layer; nothing shows at x ≥ 62.
        let root = shadowed { $0.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40), transform: nil) }
        let image = try format.pixels(of: DisplayList(layer: root, scale: scale))
        expectPixel(image, Int(64 * scale), Int(30 * scale), (255, 255, 255), tolerance: 2, "\(format) no shadow right of the layer")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func masksToBoundsHidesTheShadow(_ format: OutputFormat, _ scale: CGFloat) throws {
        let image = try format.pixels(of: DisplayList(layer: shadowed { $0.masksToBounds = true }, scale: scale))
        expectPixel(image, Int(66 * scale), Int(30 * scale), (255, 255, 255), tolerance: 2, "\(format) clipped away")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aLayerWithoutBackgroundCastsTheShadowOfWhatItDraws(_ format: OutputFormat, _ scale: CGFloat) throws {
        // No background: the shadow comes from the sublayer, a black 10 × 40 strip at the
        // layer's right edge (x 40…50 in the layer, 50…60 in the root): the shadow strip
        // after the move spans 60…70.
        let root = shadowed { card in
            card.backgroundColor = nil
            let strip = CALayer()
            strip.frame = CGRect(x: 40, y: 0, width: 10, height: 40)
            strip.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            card.addSublayer(strip)
        }
        let image = try format.pixels(of: DisplayList(layer: root, scale: scale))
        let row = Int(30 * scale)
        // Left of the strip nothing is drawn or cast.
        expectPixel(image, Int(40 * scale), row, (255, 255, 255), tolerance: 2, "\(format) left of the strip")
        // Right of the strip: the blurred 10-wide shadow strip, Q((60 − x)/σ) − Q((70 − x)/σ).
        for x: CGFloat in [62, 65, 68, 72, 76] {
            let px = Int(x * scale)
            let c = (Double(px) + 0.5) / Double(scale)
            let alpha = Self.tail((60 - c) / 4) - Self.tail((70 - c) / 4)
            let value = Int((255 * (1 - alpha)).rounded())
            expectPixel(image, px, row, (value, value, value), tolerance: Self.tolerance(format), "\(format) column \(px)")
        }
    }

    @Test func aShadowIsBlurredOnceWhileTheLayerStaysTheSame() throws {
        let renderer = try CairoRenderer()
        let list = DisplayList(layer: shadowed(), scale: 2)
        _ = try renderer.renderImage(list)
        #expect(renderer.shadowCacheCounts.misses == 1 && renderer.shadowCacheCounts.hits == 0)
        _ = try renderer.renderImage(list)
        #expect(renderer.shadowCacheCounts.misses == 1 && renderer.shadowCacheCounts.hits == 1)
        // Moved by whole pixels the mask is reused; moved by half a pixel it is blurred again.
        let moved = shadowed { $0.position.x += 3 }
        _ = try renderer.renderImage(DisplayList(layer: moved, scale: 2))
        #expect(renderer.shadowCacheCounts.hits == 2)
        let nudged = shadowed { $0.position.x += 0.25 }
        _ = try renderer.renderImage(DisplayList(layer: nudged, scale: 2))
        #expect(renderer.shadowCacheCounts.misses == 2)
    }
}
