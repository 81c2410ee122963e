import Foundation

// UIKit's NSValue additions (UIGeometry.h): boxing Core Graphics geometry in an `NSValue` —
// for a dictionary or array of Foundation objects — and reading it back.
extension NSValue {
    /// A value holding a point (`init(cgPoint:)`); its `objCType` is `{CGPoint=dd}`, as on iOS.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding a size (`init(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A value holding a rectangle (`init(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// A value holding an affine transform (`init(cgAffineTransform:)`). Deliberate difference:
    /// its `objCType` is `[6d]` (six doubles: a, b, c, d, tx, ty), not iOS's
    /// `{CGAffineTransform=dddddd}`: Foundation on Linux cannot box a structure type.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: values, objCType: BoxedGeometry.affineTransform)
    }

    /// The point the value holds (`cgPointValue`). As on iOS, a value of another geometry type
    /// gives its first two numbers (a size's width and height, a rectangle's origin); a value
    /// of no geometry type gives zero.
    public var cgPointValue: CGPoint {
        let numbers = geometryNumbers(count: 2)
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The size the value holds (`cgSizeValue`); otherwise as ``cgPointValue``.
    public var cgSizeValue: CGSize {
        let numbers = geometryNumbers(count: 2)
        return CGSize(width: numbers[0], height: numbers[1])
    }

    /// The rectangle the value holds (`cgRectValue`); otherwise its first four numbers, zero
    /// beyond them.
    public var cgRectValue: CGRect {
        let numbers = geometryNumbers(count: 4)
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The affine transform the value holds (`cgAffineTransformValue`); otherwise its first six
    /// numbers, zero beyond them.
    public var cgAffineTransformValue: CGAffineTransform {
        let n = geometryNumbers(count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The numbers of the geometry the value holds, padded with zeros to `count` (at least).
    private func geometryNumbers(count: Int) -> [CGFloat] {
        var numbers: [CGFloat]
        switch String(cString: objCType) {
        case "{CGPoint=dd}": numbers = [pointValue.x, pointValue.y]
        case "{CGSize=dd}": numbers = [sizeValue.width, sizeValue.height]
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": numbers = [rectValue.minX, rectValue.minY, rectValue.width, rectValue.height]
        case BoxedGeometry.affineTransform:
            numbers = (boxedDoubles(ofType: BoxedGeometry.affineTransform) ?? []).map { CGFloat($0) }
        default: numbers = []
        }
        return numbers + Array(repeating: 0, count: max(0, count - numbers.count))
    }
}
