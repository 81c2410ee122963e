import Foundation

/// A 4×4 homogeneous transform shaped like `CATransform3D`.
///
/// Points are row vectors: `x' = x·m11 + y·m21 + z·m31 + m41`, …,
/// `w' = x·m14 + y·m24 + z·m34 + m44`, then divided by `w'`. Perspective goes in `m34`
/// (`−1 / eyeDistance`). On Linux the name `CATransform3D` is an alias of this type.
public struct Transform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A transform from sixteen entries m11…m44 row by row, or nil unless there are
    /// exactly sixteen.
    public init?(rowMajor entries: [CGFloat]) {
        guard entries.count == 16 else { return nil }
        let e = entries
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The sixteen entries m11…m44, row by row.
    public var rowMajor: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The identity (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether every entry is the identity's bit for bit: unlike ``isIdentity``, an entry of
    /// negative zero does not count. Storage that leaves the identity out uses it, so that
    /// what it gives back is exactly what was set.
    var isIdentityBitForBit: Bool {
        withUnsafeBytes(of: self) { entries in
            withUnsafeBytes(of: Transform3D.identity) { entries.elementsEqual($0) }
        }
    }

    /// A translation (`CATransform3DMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale (`CATransform3DMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis (x, y, z)
    /// (`CATransform3DMakeRotation`); a zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with perspective: `m34 = −1 / eyeDistance`.
    public init(perspectiveEyeDistance eyeDistance: CGFloat) {
        self = .identity
        if eyeDistance != 0 { m34 = -1 / eyeDistance }
    }

    /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ affine: Transform2D) {
        self = .identity
        m11 = affine.a; m12 = affine.b; m21 = affine.c; m22 = affine.d
        m41 = affine.tx; m42 = affine.ty
    }

    /// Whether the transform is a pure 2D affine one (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The affine part: m11, m12, m21, m22, m41, m42 (`CATransform3DGetAffineTransform`).
    public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other`: the product `self · other`, as
    /// `CATransform3DConcat(self, other)`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(rows: r)
    }

    /// A translation applied before `self` (`CATransform3DTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self` (`CATransform3DScale`).
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self` (`CATransform3DRotate`).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when the matrix is singular (`CATransform3DInvert` returns the
    /// input unchanged in that case).
    public func inverted() -> Transform3D? {
        let m = rows
        // The cofactor of entry (r, c): the signed determinant of the 3×3 minor left when
        // row r and column c are struck out.
        func cofactor(_ r: Int, _ c: Int) -> CGFloat {
            let rs = (0..<4).filter { $0 != r }, cs = (0..<4).filter { $0 != c }
            func e(_ i: Int, _ j: Int) -> CGFloat { m[rs[i]][cs[j]] }
            let minor =
                e(0, 0) * (e(1, 1) * e(2, 2) - e(1, 2) * e(2, 1)) - e(0, 1) * (e(1, 0) * e(2, 2) - e(1, 2) * e(2, 0))
                + e(0, 2) * (e(1, 0) * e(2, 1) - e(1, 1) * e(2, 0))
            return (r + c) % 2 == 0 ? minor : -minor
        }
        let cofactors = (0..<4).map { r in (0..<4).map { c in cofactor(r, c) } }
        let determinant = (0..<4).reduce(CGFloat(0)) { $0 + m[0][$1] * cofactors[0][$1] }
        guard determinant != 0, determinant.isFinite else { return nil }
        // The inverse is the adjugate (the transposed cofactors) over the determinant.
        return Transform3D(rows: (0..<4).map { r in (0..<4).map { c in cofactors[c][r] / determinant } })
    }

    /// Projects a point of the z = 0 plane, with the homogeneous divide. Returns nil when
    /// the point falls behind the eye (w ≤ 0).
    public func project(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0 else { return nil }
        return CGPoint(
            x: (point.x * m11 + point.y * m21 + m41) / w,
            y: (point.x * m12 + point.y * m22 + m42) / w)
    }

    /// The exact 3×3 homography of the z = 0 plane (rows and columns 3 dropped), row
    /// vectors as the 4×4 form: `[x y 1] · H`.
    public var planeHomography: Homography {
        Homography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

extension Transform3D: Interpolatable {
    /// Entry-by-entry linear interpolation, as `UICollectionViewTransitionLayout` does.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if isIdentity && other.isIdentity { return .identity }
        let a = rowMajor, b = other.rowMajor
        var out = [CGFloat](repeating: 0, count: 16)
        for i in 0..<16 { out[i] = a[i].interpolated(to: b[i], fraction: fraction) }
        return Transform3D(rowMajor: out) ?? .identity
    }
}

extension Transform3D: Codable {
    /// Encodes as the sixteen entries m11…m44, row by row.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rowMajor)
    }

    /// Decodes sixteen entries m11…m44, row by row.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let entries = try container.decode([CGFloat].self)
        guard let transform = Transform3D(rowMajor: entries) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a transform3D needs 16 numbers, got \(entries.count)")
        }
        self = transform
    }
}

// Not `canImport(QuartzCore)`: on Linux the package's own QuartzCore module (a re-export of
// the UIKit facade) can be importable, and a build that compiled it first would drop this.
#if !canImport(ObjectiveC)
/// Core Animation's name for ``Transform3D``, on platforms without Apple's QuartzCore.
public typealias CATransform3D = Transform3D
#endif
