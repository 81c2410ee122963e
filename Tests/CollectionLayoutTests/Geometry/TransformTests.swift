import Foundation
import Testing

@testable import CollectionLayout

@Suite struct Transform2DTests {
    @Test func rotationTurnsClockwiseOnScreen() {
        // a = cos 90° = 0, b = sin 90° = 1: (1, 0) → (a·1, b·1) = (0, 1), i.e. down = clockwise.
        let p = CGPoint(x: 1, y: 0).applying(Transform2D(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenationAppliesSelfFirst() {
        // translate (10, 0) then scale 2: (1, 1) → (11, 1) → (22, 2).
        let t = Transform2D(translationX: 10, y: 0).concatenating(Transform2D(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        // translatedBy puts the translation first: the same result.
        #expect(Transform2D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0) == t)
    }

    @Test func inversionUndoesTheTransform() {
        let t = Transform2D(scaleX: 2, y: 4).translatedBy(x: 10, y: 20).rotated(by: 0.3)
        let p = CGPoint(x: 7, y: -3)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        // A singular transform comes back unchanged, as CGAffineTransformInvert does.
        let singular = Transform2D(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizeApplyingIsAVectorWithoutTheTranslation() {
        // (a·w + c·h, b·w + d·h): scale 2 × 3 of (4, 5) is (8, 15), whatever the translation;
        // a quarter turn (a 0, b 1, c −1, d 0) makes (4, 5) into (−5, 4).
        #expect(CGSize(width: 4, height: 5).applying(Transform2D(scaleX: 2, y: 3).translatedBy(x: 9, y: 9)) == CGSize(width: 8, height: 15))
        let turned = CGSize(width: 4, height: 5).applying(Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 7, ty: 7))
        #expect(turned == CGSize(width: -5, height: 4))
    }

    @Test func rectApplyingGivesTheBoundingBox() {
        // A 100 × 50 rect at the origin turned 90°: x' = -y, y' = x → spans x ∈ [-50, 0], y ∈ [0, 100].
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).applying(Transform2D(rotationAngle: .pi / 2))
        #expect(close(r, CGRect(x: -50, y: 0, width: 50, height: 100)))
    }
}

@Suite struct Transform3DTests {
    @Test func rotationAboutZMatchesTheAffineRotation() {
        let angle: CGFloat = 0.7
        #expect(close(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), Transform3D(Transform2D(rotationAngle: angle))))
    }

    @Test func concatUsesCATransform3DConcatOrder() {
        // CATransform3DConcat(translate(10,0,0), scale(2,2,1)): translate first. (1,1) → (11,1) → (22,2).
        let t = Transform3D(translationX: 10, y: 0).concatenating(Transform3D(scaleX: 2, y: 2))
        #expect(t.project(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        #expect(Transform3D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0) == t)
    }

    @Test func perspectiveDividesByW() {
        // m34 = -1/500, then rotate 60° about y (CATransform3DRotate pre-concatenates, so the
        // rotation applies first). Point (100, 0): after rotation x = 100·cos60° = 50,
        // z = 100·(-sin60°) = -86.6025; w = 1 + z·m34 = 1 + 86.6025/500 = 1.173205;
        // projected x = 50 / 1.17320508 = 42.618295.
        let t = Transform3D(perspectiveEyeDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        let p = t.project(CGPoint(x: 100, y: 0))
        #expect(p.map { close($0.x, 42.618295, 1e-5) && close($0.y, 0) } == true)
        #expect(!t.isAffine)
        #expect(Transform3D(Transform2D(rotationAngle: 1)).isAffine)
    }

    @Test func inverseTimesSelfIsIdentity() throws {
        let t = Transform3D(perspectiveEyeDistance: 800).rotated(by: 0.4, x: 1, y: 1, z: 0).translatedBy(x: 3, y: 4, z: 5)
        let inverse = try #require(t.inverted())
        #expect(close(t.concatenating(inverse), .identity, 1e-9))
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func affineRoundTrip() {
        let affine = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Transform3D(affine).affine == affine)
    }

    @Test func interpolationIsEntryByEntry() {
        let a = Transform3D(scaleX: 1, y: 1), b = Transform3D(scaleX: 3, y: 5)
        let half = a.interpolated(to: b, fraction: 0.5)
        #expect(half.m11 == 2 && half.m22 == 3 && half.m33 == 1)
    }
}

@Suite struct OverlapTests {
    @Test func touchingEdgesDoNotOverlap() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.overlaps(CGRect(x: 10, y: 0, width: 10, height: 10)))
        #expect(!a.overlaps(CGRect(x: 0, y: 10, width: 10, height: 10)))
        #expect(a.overlaps(CGRect(x: 9.5, y: 9.5, width: 10, height: 10)))
        #expect(a.overlaps(CGRect(x: 5, y: 5, width: 0, height: 0))) // a point strictly inside
        #expect(!a.overlaps(CGRect(x: 10, y: 5, width: 0, height: 0))) // a point on the edge
        #expect(!a.overlaps(.null))
    }

    @Test func aNullRectangleOnEitherSideOverlapsNothing() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!CGRect.null.overlaps(a))
        #expect(!CGRect.null.overlaps(.infinite))
        // Null means either origin coordinate at +infinity, whatever the other one is.
        #expect(!a.overlaps(CGRect(x: 5, y: CGFloat.infinity, width: 1, height: 1)))
        #expect(!CGRect(x: CGFloat.infinity, y: 5, width: 1, height: 1).overlaps(a))
    }

    @Test func negativeSizesCountFromTheOtherEdge() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        // Spans x 15…5 and y 15…5 once standardised: they share the square 5…10.
        #expect(a.overlaps(CGRect(x: 15, y: 15, width: -10, height: -10)))
        #expect(CGRect(x: 15, y: 15, width: -10, height: -10).overlaps(a))
        // x 20…10 only touches a's right edge.
        #expect(!a.overlaps(CGRect(x: 20, y: 0, width: -10, height: 10)))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).overlaps(CGRect(x: 1, y: 1, width: 1, height: 1)))
    }

    @Test func theInfiniteRectangleOverlapsEveryFiniteOneButNoNaN() {
        #expect(CGRect.infinite.overlaps(CGRect(x: -1e300, y: 1e300, width: 1, height: 1)))
        #expect(CGRect(x: 3, y: 4, width: 1, height: 1).overlaps(.infinite))
        #expect(!CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10).overlaps(.infinite))
    }
}
