import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `CAShapeLayer` drawn in PNG, PDF and SVG at @1x and @2x: fill and stroke, the even-odd
/// hole, `strokeEnd`, dashes, and a shape layer left at zero bounds (the common idiom).
/// Each sample lies well inside or outside a shape (pixel (x·s, y·s) covers
/// [x, x + 1/s] × [y, y + 1/s] in points).
@Suite struct ShapeLayerRenderingTests {
    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)
    let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 40 × 40 white root with `shape` as its sublayer.
    func image(_ shape: CAShapeLayer, _ format: OutputFormat, _ scale: CGFloat) throws -> RGBAImage {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.addSublayer(shape)
        return try format.pixels(of: DisplayList(layer: root, scale: scale))
    }

    func check(_ image: RGBAImage, _ scale: CGFloat, _ x: CGFloat, _ y: CGFloat, _ expected: (Int, Int, Int), _ note: String) {
        expectPixel(image, Int(x * scale), Int(y * scale), expected, tolerance: 3, note)
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theStrokeIsCentredOnThePathOverTheFill(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A 20 × 20 square at (10, 10), stroked 4 wide: the stroke covers 8…12 across each
        // edge, the fill 12…28 inside it.
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        shape.fillColor = redColor
        shape.strokeColor = blueColor
        shape.lineWidth = 4
        let image = try image(shape, format, scale)
        check(image, scale, 20, 20, red, "\(format) the fill")
        check(image, scale, 13, 20, red, "\(format) just inside the stroke")
        check(image, scale, 10, 20, blue, "\(format) on the edge: the stroke")
        check(image, scale, 8.5, 20, blue, "\(format) the stroke's outer half")
        check(image, scale, 7, 20, white, "\(format) outside the stroke")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func theEvenOddRuleLeavesAHole(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Squares (5, 5, 30, 30) and (15, 15, 10, 10) wound the same way: even-odd leaves the
        // inner one empty; non-zero fills it.
        for rule in [CAShapeLayerFillRule.evenOdd, .nonZero] {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 5, y: 5, width: 30, height: 30))
            path.addRect(CGRect(x: 15, y: 15, width: 10, height: 10))
            let shape = CAShapeLayer()
            shape.path = path
            shape.fillColor = redColor
            shape.fillRule = rule
            let image = try image(shape, format, scale)
            check(image, scale, 20, 20, rule == .evenOdd ? white : red, "\(format) \(rule.rawValue): the hole")
            check(image, scale, 10, 20, red, "\(format) \(rule.rawValue): the ring")
        }
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func strokeEndCutsTheStrokeByLength(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A line from (4, 20) to (36, 20), 6 wide, no fill, cut at half its length: x 4…20.
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 4, y: 20))
        path.addLine(to: CGPoint(x: 36, y: 20))
        shape.path = path.cgPath
        shape.fillColor = nil
        shape.strokeColor = blueColor
        shape.lineWidth = 6
        shape.strokeEnd = 0.5
        let image = try image(shape, format, scale)
        check(image, scale, 10, 20, blue, "\(format) the first half")
        check(image, scale, 28, 20, white, "\(format) the second half is cut")
        check(image, scale, 10, 16, white, "\(format) above the 6-wide line")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aDashPatternAlternatesPaintedAndSkippedLengths(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Dashes of 10 along y = 20 from x 0: painted 0…10 and 20…30, skipped 10…20 and 30…40.
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        shape.path = path
        shape.strokeColor = redColor
        shape.lineWidth = 4
        shape.lineDashPattern = [10, 10]
        let image = try image(shape, format, scale)
        check(image, scale, 5, 20, red, "\(format) first dash")
        check(image, scale, 15, 20, white, "\(format) first gap")
        check(image, scale, 25, 20, red, "\(format) second dash")
        check(image, scale, 35, 20, white, "\(format) second gap")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aBezierPathWithTwoRoundedCornersFillsTheOtherTwoSquare(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Continuous corners of radius 10 on top: the point (1.5, 1.5) lies outside the curve,
        // which leaves the edges 15.3 from the corner; the bottom corners stay square.
        let shape = CAShapeLayer()
        shape.path =
            UIBezierPath(
                roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 10, height: 10)
            ).cgPath
        shape.fillColor = redColor
        let image = try image(shape, format, scale)
        check(image, scale, 1.5, 1.5, white, "\(format) rounded top left")
        check(image, scale, 38, 1.5, white, "\(format) rounded top right")
        check(image, scale, 1.5, 38, red, "\(format) square bottom left")
        check(image, scale, 20, 20, red, "\(format) the middle")
    }
}
