import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// The drawing model's paths: elements, bounds, `contains` under both fill rules, length and
/// trimming, and the rounded rectangle's corners — values worked by hand.
@Suite struct PathGeometryTests {
    @Test func aRectangleRunsClockwiseOnScreenFromItsMinimumCorner() {
        #expect(
            Path.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).elements == [
                .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
                .line(to: CGPoint(x: 1, y: 6)), .close,
            ])
    }

    @Test func anEllipseStartsAtItsRightmostPointAndPassesItsExtremes() {
        let elements = Path.ellipse(CGRect(x: 0, y: 0, width: 40, height: 20)).elements
        #expect(elements.first == .move(to: CGPoint(x: 40, y: 10)))
        // Four quarter curves ending at the bottom, left, top and right extremes.
        #expect(
            elements.compactMap(\.endPoint).dropFirst() == [
                CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10),
            ])
    }

    /// Two squares wound the same way, one inside the other.
    let nested = Path.bezier(
        Path.rect(CGRect(x: 0, y: 0, width: 100, height: 100)).elements + Path.rect(CGRect(x: 25, y: 25, width: 50, height: 50)).elements)

    @Test func nonZeroFillsTheInnerSquareEvenOddLeavesAHole() {
        // From (50, 50) a ray to the right crosses both squares' right edges going the same way:
        // winding 2 (inside, non-zero), 2 crossings (outside, even-odd).
        #expect(nested.contains(CGPoint(x: 50, y: 50), rule: .nonZero))
        #expect(!nested.contains(CGPoint(x: 50, y: 50), rule: .evenOdd))
        // Between the squares: one crossing.
        #expect(nested.contains(CGPoint(x: 10, y: 50), rule: .nonZero) && nested.contains(CGPoint(x: 10, y: 50), rule: .evenOdd))
        #expect(!nested.contains(CGPoint(x: 150, y: 50), rule: .nonZero))
    }

    @Test func boundsFollowTheCurveControlPointBoundsHoldItsControls() {
        // y(t) = 300·t·(1 − t) for controls (0, 100) and (100, 100): at most 75, at t = 1/2.
        let arch = Path.bezier([
            .move(to: .zero), .curve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100)),
        ])
        #expect(arch.controlPointBounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(arch.bounds.maxY - 75) < 0.01 && arch.bounds.minX == 0 && arch.bounds.maxX == 100)
    }

    @Test func aCirclesLengthIsItsCircumference() {
        // 2π · 10 = 62.832; four cubic quarters stray from the circle by under 0.03 %.
        #expect(abs(Path.ellipse(CGRect(x: 0, y: 0, width: 20, height: 20)).length - 62.832) < 0.03)
    }

    @Test func trimmingCutsByLengthAcrossSegments() {
        let line = Path.bezier([.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
        #expect(line.trimmed(from: 0.25, to: 0.75).elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 75, y: 0))])
        // A 100 × 100 square is 400 long: 1/8 … 3/8 runs from (50, 0) round the corner to (100, 50).
        let square = Path.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            square.trimmed(from: 0.125, to: 0.375).elements == [
                .move(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
            ])
        // The closing side counts: 7/8 … 1 is the left side's upper half, back to the start.
        #expect(square.trimmed(from: 0.875, to: 1).elements == [.move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 0, y: 0))])
        #expect(square.trimmed(from: 0.5, to: 0.5).elements.isEmpty)
    }

    @Test func trimmingACurveKeepsItACurveThroughTheSamePoints() throws {
        // Half of a symmetric arch ends at its apex (50, 75).
        let arch = Path.bezier([
            .move(to: .zero), .curve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100)),
        ])
        let half = arch.trimmed(from: 0, to: 0.5).elements
        guard case .curve(let end, _, _)? = half.last else { Issue.record("not a curve: \(half)"); return }
        #expect(abs(end.x - 50) < 0.01 && abs(end.y - 75) < 0.01)
    }

    @Test func continuousCornersLeaveTheEdge1_53RadiiFromTheCorner() {
        // Radius 10 on 100 × 60: the curve starts 15.2866 from each corner.
        let shape = RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 100, height: 60), radius: 10, curve: .continuous)
        let elements = shape.elements
        let start = elements.first?.endPoint ?? .zero, end = elements[1].endPoint ?? .zero
        #expect(abs(start.x - 15.286_648_3) < 1e-9 && start.y == 0)
        #expect(abs(end.x - (100 - 15.286_648_3)) < 1e-9 && end.y == 0)
        guard case .bezier = shape.path else { Issue.record("a continuous shape is a general path"); return }
    }

    @Test func aContinuousRadiusTooLargeForItsCurveDrawsACapsule() {
        // 20 · 1.52866 = 30.6 > 25, half the height: circular corners of radius 25.
        let shape = RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 208, height: 50), radius: 20, curve: .continuous)
        #expect(shape.path == .roundedRect(CGRect(x: 0, y: 0, width: 208, height: 50), cornerRadius: 25))
        // Circular corners clamp to half the shorter side.
        #expect(
            RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 40, height: 20), radius: 30).path
                == .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10))
    }

    @Test func maskedCornersRoundOnlyThoseNamed() {
        // Only the top-right corner (maximum x, minimum y): the path runs square into the
        // other three.
        let shape = RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 40, height: 40), radius: 10, corners: .maxXMinY)
        let points = shape.elements.compactMap(\.endPoint)
        #expect(points.contains(CGPoint(x: 40, y: 40)) && points.contains(CGPoint(x: 0, y: 40)) && points.contains(CGPoint(x: 0, y: 0)))
        #expect(!points.contains(CGPoint(x: 40, y: 0)))
        #expect(points.contains(CGPoint(x: 30, y: 0)) && points.contains(CGPoint(x: 40, y: 10)))
    }

    @Test func eachCornerRoundsByItsOwnRadius() {
        // 100 × 60 with the top left 10 and the bottom right 20 (circular), the others square.
        // Clockwise from the top edge: the top right square at (100, 0); the bottom right's arc
        // from (100, 40) to (80, 60); the bottom left square at (0, 60); the top left's arc from
        // (0, 10) to (10, 0), where the path started.
        let radii = CornerRadii(topLeft: 10, topRight: 0, bottomLeft: 0, bottomRight: 20)
        let shape = RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 100, height: 60), radius: 0, radii: radii)
        let points = shape.elements.compactMap(\.endPoint)
        let expected: [CGPoint] = [
            CGPoint(x: 10, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 80, y: 60), CGPoint(x: 0, y: 60),
            CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0),
        ]
        #expect(points == expected)
        // Four equal radii are the plain rounded rectangle; four square ones the rectangle.
        let equal = CornerRadii(topLeft: 8, topRight: 8, bottomLeft: 8, bottomRight: 8)
        #expect(
            RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 40, height: 40), radius: 0, radii: equal).path
                == .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8))
        let square = CornerRadii(topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0)
        #expect(
            RoundedRectangle(rect: CGRect(x: 0, y: 0, width: 40, height: 40), radius: 5, radii: square).path
                == .rect(CGRect(x: 0, y: 0, width: 40, height: 40)))
    }
}
