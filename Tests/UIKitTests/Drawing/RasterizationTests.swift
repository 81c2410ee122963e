import CollectionRendering
import Testing
import UIKit

/// `shouldRasterize` draws a layer tree through a bitmap of `rasterizationScale` pixels a
/// point, composited with smoothing (docs/REFERENCE.md §22.1), so a @2x picture of a layer
/// rasterised at the default scale of 1 is blurred — values worked by hand, in every output.
@Suite struct RasterizationTests {
    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255), black = (0, 0, 0)

    /// A 20 × 10 layer: red on x 0…10, blue on 10…20.
    func halves() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        for (x, color) in [(0, UIColor.red), (10, UIColor.blue)] {
            let half = CALayer()
            half.frame = CGRect(x: CGFloat(x), y: 0, width: 10, height: 10)
            half.backgroundColor = color.cgColor
            root.addSublayer(half)
        }
        return root
    }

    @Test(arguments: OutputFormat.allCases)
    func aLayerRasterisedAtScaleOneIsBlurredAtTwoTimes(_ format: OutputFormat) throws {
        // At @2x the 1-pixel-a-point bitmap is stretched: device pixel 19 (centre 19.5, point
        // 9.75) lies a quarter of the way from the last red bitmap pixel (centre 9.5) to the
        // first blue one (10.5), so it is 3/4 red and 1/4 blue: (191, 0, 64); pixel 20 the
        // other way round. Without rasterisation the edge is sharp.
        let layer = halves()
        layer.shouldRasterize = true
        #expect(layer.rasterizationScale == 1, "Core Animation's default, not the screen's scale")
        let blurred = try format.pixels(of: DisplayList(layer: layer, scale: 2, background: .white))
        expectPixel(blurred, 19, 10, (191, 0, 64), tolerance: 4, "\(format) rasterised at 1")
        expectPixel(blurred, 20, 10, (64, 0, 191), tolerance: 4, "\(format) rasterised at 1")
        expectPixel(blurred, 4, 10, red, tolerance: 3, "\(format) inside the red half")

        layer.rasterizationScale = 2
        let sharp = try format.pixels(of: DisplayList(layer: layer, scale: 2, background: .white))
        expectPixel(sharp, 19, 10, red, tolerance: 3, "\(format) rasterised at the picture's scale")
        expectPixel(sharp, 20, 10, blue, tolerance: 3, "\(format) rasterised at the picture's scale")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theBitmapHoldsTheShadowAndTheOpacityAppliesAfter(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A red 10 × 10 layer at (5, 5) in a 30 × 30 view, its shadow unblurred 10 points
        // right and down, rasterised at the picture's scale: the shadow (black) still shows
        // beyond the layer's bounds, at (22, 22). With opacity 0.5 applied to the composited
        // bitmap: red over white at half, (255, 128, 128), and the shadow (128, 128, 128).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let card = CALayer()
        card.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        card.backgroundColor = UIColor.red.cgColor
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 10, height: 10)
        card.shouldRasterize = true
        card.rasterizationScale = scale
        card.opacity = 0.5
        view.layer.addSublayer(card)
        let image = try format.pixels(of: DisplayList(view: view, scale: scale, background: .white))
        let s = { (v: CGFloat) in Int(v * scale) }
        expectPixel(image, s(10), s(10), (255, 128, 128), tolerance: 3, "\(format) the layer at half opacity")
        expectPixel(image, s(22), s(22), (128, 128, 128), tolerance: 3, "\(format) its shadow, beyond its bounds")
        expectPixel(image, s(27), s(27), white, tolerance: 3, "\(format) beyond the shadow")
    }

    @Test func anAbsurdScaleDrawsWithinTheBitmapLimit() throws {
        // A 1,000 × 1,000 layer at scale 1,000 would need 10¹² pixels: it is drawn at the
        // scale that fits 4,096² and still shows its colour.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1_000, height: 1_000)
        layer.backgroundColor = UIColor.blue.cgColor
        layer.shouldRasterize = true
        layer.rasterizationScale = 1_000
        let image = try OutputFormat.png.pixels(of: DisplayList(layer: layer, scale: 0.1, background: .white))
        expectPixel(image, 50, 50, blue)
        layer.rasterizationScale = .nan
        expectPixel(try OutputFormat.png.pixels(of: DisplayList(layer: layer, scale: 0.1, background: .white)), 50, 50, blue)
    }
}
