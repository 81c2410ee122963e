import Foundation

extension Homography {
    /// The inverse map (`self⁻¹`, so `self` then the inverse is the identity up to scale),
    /// or nil when the matrix is singular or not finite.
    public func inverted() -> Homography? {
        // The adjugate (transposed cofactors) over the determinant.
        let c11 = m22 * m33 - m23 * m32, c12 = -(m21 * m33 - m23 * m31), c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let c21 = -(m12 * m33 - m13 * m32), c22 = m11 * m33 - m13 * m31, c23 = -(m11 * m32 - m12 * m31)
        let c31 = m12 * m23 - m13 * m22, c32 = -(m11 * m23 - m13 * m21), c33 = m11 * m22 - m12 * m21
        return Homography(
            m11: c11 / determinant, m12: c21 / determinant, m13: c31 / determinant,
            m21: c12 / determinant, m22: c22 / determinant, m23: c32 / determinant,
            m31: c13 / determinant, m32: c23 / determinant, m33: c33 / determinant)
    }
}
