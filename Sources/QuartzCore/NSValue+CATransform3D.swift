import Foundation

// Core Animation's NSValue addition (CATransform3D.h): boxing a 3D transform, as iOS code does
// for an animation's values (`NSValue(caTransform3D:)`), and the one reading of boxed geometry
// that animations and UIKit's own NSValue additions share.

extension NSValue {
    /// A value holding a 3D transform (`init(caTransform3D:)`). Deliberate difference: its
    /// `objCType` is `[16d]` (sixteen doubles, m11…m44 row by row), not iOS's
    /// `{CATransform3D=dddddddddddddddd}`: Foundation on Linux cannot box a structure type.
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(bytes: transform.rowMajor.map(Double.init), objCType: BoxedGeometry.transform3D)
    }

    /// The 3D transform the value holds (`caTransform3DValue`); the identity for a value of
    /// another type.
    public var caTransform3DValue: CATransform3D {
        boxedDoubles(ofType: BoxedGeometry.transform3D)
            .flatMap { CATransform3D(rowMajor: $0.map { CGFloat($0) }) } ?? CATransform3DIdentity
    }

    /// The doubles a value of `type` — one of `BoxedGeometry`'s `[nd]` array types — holds;
    /// nil for a value of another type.
    package func boxedDoubles(ofType type: String) -> [Double]? {
        guard String(cString: objCType) == type, let count = BoxedGeometry.count(of: type) else { return nil }
        var values = [Double](repeating: 0, count: count)
        // The value is `count` doubles, the buffer's size (Foundation on Linux has no
        // `getValue(_:size:)` to check it).
        values.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            getValue(base)
        }
        return values
    }
}

/// The `objCType` strings of the geometry values boxed here that Foundation on Linux cannot
/// box as structures: arrays of doubles.
package enum BoxedGeometry {
    /// A 3D transform's sixteen entries.
    package static let transform3D = "[16d]"
    /// An affine transform's six entries (a, b, c, d, tx, ty): UIKit's `NSValue(cgAffineTransform:)`.
    package static let affineTransform = "[6d]"

    /// How many doubles a value of `type` holds: 16 or 6; nil for another type.
    static func count(of type: String) -> Int? {
        switch type {
        case transform3D: 16
        case affineTransform: 6
        default: nil
        }
    }
}
