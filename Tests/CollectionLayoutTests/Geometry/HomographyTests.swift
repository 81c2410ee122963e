import CollectionLayout
import Foundation
import Testing

/// ``Homography``: nine entries, row vectors (`[x y 1] · H`, then the divide).
@Suite("Homography")
struct HomographyTests {
    @Test func applyDividesByTheThirdComponent() {
        // x' = (0.8x + 20)/w, y' = (y + 20)/w, w = 1 + 0.001x: (100, 80) → (100/1.1, 100/1.1).
        let h = Homography(m11: 0.8, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0, m31: 20, m32: 20, m33: 1)
        let p = h.apply(to: CGPoint(x: 100, y: 80))
        #expect(abs((p?.x ?? 0) - 100 / 1.1) < 1e-12 && abs((p?.y ?? 0) - 100 / 1.1) < 1e-12)
        #expect(h.apply(to: .zero) == CGPoint(x: 20, y: 20))
        // w = 1 − 0.001·1000 = 0: at the eye, no image.
        var behind = h
        behind.m13 = -0.001
        #expect(behind.apply(to: CGPoint(x: 1000, y: 0)) == nil)
    }

    @Test func concatenatingAppliesSelfFirst() {
        // Scale by 2, then translate by (5, 7): (1, 1) → (2, 2) → (7, 9); the other order gives (12, 16).
        let scale = Homography(Transform2D(scaleX: 2, y: 2))
        let move = Homography.translation(5, 7)
        #expect(scale.concatenating(move).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 7, y: 9))
        #expect(move.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 16))
        #expect(Homography.identity.concatenating(scale) == scale)
    }

    @Test func anAffineMapIsItsOwnApproximation() {
        let affine = Transform2D(a: 1, b: 0.5, c: -0.25, d: 2, tx: 3, ty: 4)
        #expect(Homography(affine).affineApproximation(over: CGRect(x: 1, y: 2, width: 10, height: 20)) == affine)
        #expect(Homography.identity.affineApproximation(over: .zero) == nil)
    }

    @Test func thePlaneHomographyDropsTheZRowAndColumn() {
        var t = Transform3D.identity
        t.m14 = -0.002
        t.m41 = 3
        let h = t.planeHomography
        #expect(h == Homography(m11: 1, m12: 0, m13: -0.002, m21: 0, m22: 1, m23: 0, m31: 3, m32: 0, m33: 1))
    }
}
