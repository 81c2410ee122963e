import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// `CAGradientLayer` in PNG, PDF and SVG at @1x and @2x: colours interpolated in sRGB
/// between stops, sampled at pixel centres — worked by hand per pixel.
@Suite struct GradientLayerRenderingTests {
    let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 40 × 40 white root holding `gradient` over its whole bounds.
    func image(_ format: OutputFormat, _ scale: CGFloat, _ configure: (CAGradientLayer) -> Void) throws -> RGBAImage {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [redColor, blueColor]
        configure(gradient)
        root.addSublayer(gradient)
        return try format.pixels(of: DisplayList(layer: root, scale: scale))
    }

    /// Red → blue at location t, as 8-bit components.
    func mix(_ t: Double) -> (Int, Int, Int) {
        let clamped = min(max(t, 0), 1)
        return (Int((255 * (1 - clamped)).rounded()), 0, Int((255 * clamped).rounded()))
    }

    /// The centre of pixel `index` in points.
    func centre(_ index: Int, _ scale: CGFloat) -> Double { (Double(index) + 0.5) / Double(scale) }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func anAxialGradientsMidpointIsHalfwayBetweenItsColours(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Left to right across 40 points: t = x / 40.
        let image = try image(format, scale) {
            $0.startPoint = CGPoint(x: 0, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        for x: CGFloat in [2, 10, 20, 30, 38] {
            let px = Int(x * scale)
            expectPixel(image, px, Int(20 * scale), mix(centre(px, scale) / 40), tolerance: 3, "\(format) column \(px)")
        }
        // The midpoint itself (x = 20, t = 1/2) lies between two pixels; they average to (127.5, 0, 127.5).
        let left = image.pixel(x: Int(20 * scale) - 1, y: 5)?.r ?? 0, right = image.pixel(x: Int(20 * scale), y: 5)?.r ?? 0
        #expect(abs((Double(left) + Double(right)) / 2 - 127.5) <= 2, "\(format) midpoint red \(left), \(right)")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func locationsPlaceTheStops(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Stops at 0 and 0.25 down the default vertical axis: red → blue over y 0…10, blue
        // below.
        let image = try image(format, scale) { $0.locations = [0, 0.25] }
        let py = Int(5 * scale)
        expectPixel(image, 20, py, mix(centre(py, scale) / 10), tolerance: 3, "\(format) between the stops")
        expectPixel(image, 20, Int(30 * scale), (0, 0, 255), tolerance: 2, "\(format) past the last stop")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aRadialGradientGrowsFromTheStartPointToTheEllipse(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Centre (20, 20), end point (40, 40): an ellipse of half-axes 20 × 20, t = r / 20.
        let image = try image(format, scale) {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        for (x, y): (CGFloat, CGFloat) in [(30, 20), (20, 8), (26, 26), (1, 1)] {
            let px = Int(x * scale), py = Int(y * scale)
            let r = hypot(centre(px, scale) - 20, centre(py, scale) - 20)
            expectPixel(image, px, py, mix(r / 20), tolerance: 3, "\(format) at (\(px), \(py))")
        }
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aConicGradientTurnsFromTheEndPointsDirection(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Centre (20, 20), angle 0 towards +x, growing towards +y (clockwise on screen):
        // t = angle / 2π.
        let image = try image(format, scale) {
            $0.type = .conic
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        for (x, y): (CGFloat, CGFloat) in [(20, 35), (5, 20), (20, 5), (32, 28)] {
            let px = Int(x * scale), py = Int(y * scale)
            var angle = atan2(centre(py, scale) - 20, centre(px, scale) - 20)
            if angle < 0 { angle += 2 * .pi }
            expectPixel(image, px, py, mix(angle / (2 * .pi)), tolerance: 4, "\(format) at (\(px), \(py))")
        }
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theGradientFillsTheRoundedShape(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Radius 20 on 40 × 40 without masksToBounds: the gradient still fills only the circle.
        let image = try image(format, scale) { $0.cornerRadius = 20 }
        expectPixel(image, Int(1.5 * scale), Int(1.5 * scale), (255, 255, 255), tolerance: 2, "\(format) outside the circle")
        let py = Int(20 * scale)
        expectPixel(image, py, py, mix(centre(py, scale) / 40), tolerance: 3, "\(format) inside")
    }
}
