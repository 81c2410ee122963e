import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import Testing

/// Shadows of every blur width against the Gaussian they model (docs/REFERENCE.md §22.3):
/// a black shadow of opacity 1 behind a rectangle has, at (x, y), the alpha
/// `[Φ((x₁ − x) / σ) − Φ((x₀ − x) / σ)] · [Φ((y₁ − y) / σ) − Φ((y₀ − y) / σ)]`, Φ the normal
/// distribution function — worked here from that formula, not from a render. Blurs up to
/// σ = 32 device pixels are drawn at full resolution; wider ones through a smaller mask
/// scaled back up, which must stay as close to the Gaussian.
@Suite struct WideShadowTests: CairoBackendDrawing {
    /// The normal distribution function.
    static func phi(_ t: Double) -> Double { 0.5 * erfc(-t / 2.squareRoot()) }

    /// The Gaussian shadow's alpha at the centre of pixel (x, y) for `rect` and `sigma`.
    static func expectedAlpha(_ rect: CGRect, sigma: Double, x: Int, y: Int) -> Double {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let across = phi((Double(rect.maxX) - px) / sigma) - phi((Double(rect.minX) - px) / sigma)
        let down = phi((Double(rect.maxY) - py) / sigma) - phi((Double(rect.minY) - py) / sigma)
        return across * down
    }

    @Test(arguments: [6, 24, 40, 100, 300, 512] as [Double])
    func aShadowFollowsTheGaussianAtEveryWidth(sigma: Double) throws {
        // A 2σ square whose top-left corner is the canvas's centre: the canvas sees the corner's
        // whole falloff, from near 0 outside to the most inside.
        let canvas = 240
        let square = CGRect(x: 120, y: 120, width: 2 * sigma, height: 2 * sigma)
        let image = try draw(CGSize(width: canvas, height: canvas)) { backend in
            try backend.drawShadow(
                Shadow(color: .black, opacity: 1, offset: .zero, radius: CGFloat(sigma)),
                of: [.fill(.rect(square), .color(.black))], bounds: square)
        }
        var worst = 0.0
        var worstAt = (0, 0)
        for y in stride(from: 0, to: canvas, by: 8) {
            for x in stride(from: 0, to: canvas, by: 8) {
                let alpha = 1 - Double(image[x, y].1) / 255
                let error = abs(alpha - Self.expectedAlpha(square, sigma: sigma, x: x, y: y))
                if error > worst { (worst, worstAt) = (error, (x, y)) }
            }
        }
        // Three extended box blurs stay within about 1.5 % of the Gaussian's edge each way
        // (§22.3); at a corner the two ways' errors add up, and 8-bit rounding adds half a level.
        #expect(worst <= 0.03, "σ = \(sigma): off the Gaussian by \(worst) at \(worstAt)")
    }

    @Test func aWideShadowOnAScaledCanvasStaysInPlace() throws {
        // σ = 100 points at scale 2 (200 pixels): the shadow of a square is symmetric about the
        // square's centre, in device pixels, whatever the mask's own scale.
        let square = CGRect(x: 40, y: 40, width: 40, height: 40)
        let image = try draw(CGSize(width: 120, height: 120), scale: 2) { backend in
            try backend.drawShadow(
                Shadow(color: .black, opacity: 1, offset: .zero, radius: 100), of: [.fill(.rect(square), .color(.black))],
                bounds: square)
        }
        // Pixel x mirrors pixel 239 − x about the centre (120 px); 1 level of rounding allowed.
        for (x, y) in [(0, 120), (30, 60), (100, 10), (119, 119), (60, 200)] {
            let (a, b) = (Int(image[x, y].1), Int(image[239 - x, 239 - y].1))
            #expect(abs(a - b) <= 1, "(\(x), \(y)) \(a) against its mirror \(b)")
            let expected = 1 - Self.expectedAlpha(CGRect(x: 80, y: 80, width: 80, height: 80), sigma: 200, x: x, y: y)
            #expect(abs(Double(a) / 255 - expected) <= 0.015, "(\(x), \(y)): \(a) against \(expected * 255)")
        }
    }
}
