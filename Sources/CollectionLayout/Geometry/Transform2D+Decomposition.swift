import Foundation

extension Transform2D {
    /// An affine transform as rotation · shear-and-scale, plus translation: the matrix
    /// [[a, c], [b, d]] = R(rotation) · [[scaleX, shear], [0, scaleY]].
    public struct Decomposition: Hashable, Sendable {
        /// The translation (tx, ty).
        public var translation: CGPoint
        /// The rotation in radians, in (−π, π].
        public var rotation: CGFloat
        /// The scale along the rotated x axis (≥ 0).
        public var scaleX: CGFloat
        /// The scale along the rotated y axis (negative for a mirror image).
        public var scaleY: CGFloat
        /// The shear of y into x before the rotation.
        public var shear: CGFloat
    }

    /// The transform's rotation, scales, shear and translation.
    public var decomposition: Decomposition {
        let scaleX = hypot(a, b)
        let rotation = scaleX > 0 ? atan2(b, a) : 0
        let cosine = cos(rotation), sine = sin(rotation)
        return Decomposition(
            translation: CGPoint(x: tx, y: ty), rotation: rotation, scaleX: scaleX,
            scaleY: -c * sine + d * cosine, shear: c * cosine + d * sine)
    }

    /// The transform a decomposition describes.
    public init(_ parts: Decomposition) {
        let cosine = cos(parts.rotation), sine = sin(parts.rotation)
        self.init(
            a: parts.scaleX * cosine, b: parts.scaleX * sine,
            c: parts.shear * cosine - parts.scaleY * sine, d: parts.shear * sine + parts.scaleY * cosine,
            tx: parts.translation.x, ty: parts.translation.y)
    }

    /// The transform `fraction` of the way to `other`, each part of the decomposition
    /// interpolated linearly (rotations turn through the angles between instead of the
    /// matrix shrinking, as Core Animation animates a transform).
    public func interpolatedByDecomposition(to other: Transform2D, fraction: Double) -> Transform2D {
        let from = decomposition, to = other.decomposition
        return Transform2D(
            Decomposition(
                translation: from.translation.interpolated(to: to.translation, fraction: fraction),
                rotation: from.rotation.interpolated(to: to.rotation, fraction: fraction),
                scaleX: from.scaleX.interpolated(to: to.scaleX, fraction: fraction),
                scaleY: from.scaleY.interpolated(to: to.scaleY, fraction: fraction),
                shear: from.shear.interpolated(to: to.shear, fraction: fraction)))
    }
}
