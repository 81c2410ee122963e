import CollectionRendering
import Testing
import UIKit

/// `CGPath`, `CGMutablePath` and `UIBezierPath` with Core Graphics' construction rules,
/// values worked by hand.
@Suite struct PathTests {
    /// The points of a path's elements, in order, each rounded to 1/1000.
    func points(_ path: CGPath) -> [CGPoint] {
        var result: [CGPoint] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            if count > 0 {
                let p = element.pointee.points[count - 1]
                result.append(CGPoint(x: (p.x * 1000).rounded() / 1000, y: (p.y * 1000).rounded() / 1000))
            }
        }
        return result
    }

    func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    @Test func anArcTurnsByIncreasingAnglesUnlessClockwise() {
        // From angle 0 to π/2 on a circle of 10 at the origin: increasing angles take a quarter
        // turn (one curve); Core Graphics' clockwise (decreasing) takes the other three quarters.
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(points(short) == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(types(short) == [.moveToPoint, .addCurveToPoint])
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(points(long) == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: -10), CGPoint(x: -10, y: 0), CGPoint(x: 0, y: 10)])
    }

    @Test func anArcAFullTurnApartIsACircleAndStartsWithALineFromTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 4 * .pi, clockwise: false)
        // A line to (10, 0), then four quarter curves round to it again.
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(points(path).last == CGPoint(x: 10, y: 0))
    }

    @Test func aTangentArcRoundsTheCorner() {
        // From (0, 0) along +x to the corner (100, 0), then down to (100, 100), radius 20: a
        // line to (80, 0), then a quarter circle about (80, 20) to (100, 20).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(points(path) == [CGPoint(x: 0, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 100, y: 20)])
    }

    @Test func drawingWithoutACurrentPointAddsNothing() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 5, y: 5), control1: .zero, control2: .zero)
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
    }

    @Test func boundsContainsAndIsRect() {
        let square = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        var rect = CGRect.zero
        #expect(square.isRect(&rect) && rect == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(square.contains(CGPoint(x: 15, y: 15)) && !square.contains(CGPoint(x: 5, y: 15)))
        var move = CGAffineTransform(translationX: 100, y: 0)
        let moved = square.copy(using: &move)
        #expect(moved?.boundingBox == CGRect(x: 110, y: 10, width: 20, height: 20))
        // A ring: the even-odd rule leaves the hole empty, the winding rule (same direction) fills it.
        let ring = CGMutablePath()
        ring.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(ring.contains(CGPoint(x: 20, y: 20), using: .winding))
        #expect(!ring.contains(CGPoint(x: 20, y: 20), using: .evenOdd))
        // A curve's box of its outline is tighter than the box of its controls.
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(arch.boundingBox.height == 100 && abs(arch.boundingBoxOfPath.height - 75) < 0.01)
    }

    @Test func aBezierPathArcClockwiseTurnsClockwiseOnScreen() {
        // UIKit's y-down space: clockwise from 0 (right) reaches π/2 (down) in a quarter turn.
        let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(points(path.cgPath) == [CGPoint(x: 60, y: 50), CGPoint(x: 50, y: 60)])
        #expect(path.currentPoint == CGPoint(x: 50, y: 60))
    }

    @Test func aBezierPathRoundedRectHasContinuousCorners() {
        // The first point: 1.52866 × 8 = 12.229 along the top edge.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8)
        #expect(points(path.cgPath).first == CGPoint(x: 12.229, y: 0))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let top = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 10, height: 10))
        // The bottom corners stay square.
        #expect(points(top.cgPath).contains(CGPoint(x: 40, y: 40)) && points(top.cgPath).contains(CGPoint(x: 0, y: 40)))
        #expect(!points(top.cgPath).contains(CGPoint(x: 40, y: 0)))
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        let reversed = path.reversing()
        #expect(points(reversed.cgPath) == [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
        #expect(types(reversed.cgPath) == [.moveToPoint, .addQuadCurveToPoint, .addLineToPoint])
    }

    @Test func settingsAndContainsFollowUIKitsDefaults() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter && path.miterLimit == 10)
        #expect(!path.usesEvenOddFillRule && path.contains(CGPoint(x: 5, y: 5)))
        var pattern: [CGFloat] = [4, 2]
        path.setLineDash(&pattern, count: 2, phase: 1)
        var count = 0, phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2 && phase == 1)
        path.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}
