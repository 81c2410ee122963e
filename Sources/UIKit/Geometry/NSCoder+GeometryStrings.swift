import Foundation

// Geometry as strings, UIKit's "Representing geometric types as strings": `{x, y}` for a
// point, `{width, height}` for a size, `{{x, y}, {width, height}}` for a rectangle,
// `{dx, dy}` for a vector, `[a, b, c, d, tx, ty]` for an affine transform and
// `{top, left, bottom, right}` for insets; numbers written with `%g`, as UIKit does.
// Reading a string takes its numbers in order, whatever the braces and commas around them;
// a string with too few numbers reads as zero, as UIKit documents for one "not well-formed".

extension NSCoder {
    /// `point` as `{x, y}` (`string(for:)`).
    public class func string(for point: CGPoint) -> String { GeometryString.write([[point.x, point.y]]) }
    /// `size` as `{width, height}` (`string(for:)`).
    public class func string(for size: CGSize) -> String { GeometryString.write([[size.width, size.height]]) }
    /// `rect` as `{{x, y}, {width, height}}` (`string(for:)`).
    public class func string(for rect: CGRect) -> String {
        GeometryString.write([[rect.origin.x, rect.origin.y], [rect.size.width, rect.size.height]])
    }
    /// `vector` as `{dx, dy}` (`string(for:)`).
    public class func string(for vector: CGVector) -> String { GeometryString.write([[vector.dx, vector.dy]]) }
    /// `transform` as `[a, b, c, d, tx, ty]` (`string(for:)`).
    public class func string(for transform: CGAffineTransform) -> String {
        "["
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(GeometryString.number)
            .joined(separator: ", ") + "]"
    }
    /// `insets` as `{top, left, bottom, right}` (`string(for:)`).
    public class func string(for insets: UIEdgeInsets) -> String {
        GeometryString.write([[insets.top, insets.left, insets.bottom, insets.right]])
    }

    /// The point a `{x, y}` string writes (`cgPoint(for:)`); zero when it is not one.
    public class func cgPoint(for string: String) -> CGPoint {
        let n = GeometryString.read(string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }
    /// The size a `{width, height}` string writes (`cgSize(for:)`); zero when it is not one.
    public class func cgSize(for string: String) -> CGSize {
        let n = GeometryString.read(string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }
    /// The rectangle a `{{x, y}, {width, height}}` string writes (`cgRect(for:)`); zero when
    /// it is not one.
    public class func cgRect(for string: String) -> CGRect {
        let n = GeometryString.read(string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The vector a `{dx, dy}` string writes (`cgVector(for:)`); zero when it is not one.
    public class func cgVector(for string: String) -> CGVector {
        let n = GeometryString.read(string, count: 2)
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The transform an `[a, b, c, d, tx, ty]` string writes (`cgAffineTransform(for:)`);
    /// all zero when it is not one.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let n = GeometryString.read(string, count: 6)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets a `{top, left, bottom, right}` string writes (`uiEdgeInsets(for:)`); zero
    /// when it is not one.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = GeometryString.read(string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
}

/// `point` as `{x, y}` (`NSStringFromCGPoint`).
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
/// `size` as `{width, height}` (`NSStringFromCGSize`).
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
/// `rect` as `{{x, y}, {width, height}}` (`NSStringFromCGRect`).
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
/// `insets` as `{top, left, bottom, right}` (`NSStringFromUIEdgeInsets`).
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
/// The point a `{x, y}` string writes (`CGPointFromString`); zero when it is not one.
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
/// The size a `{width, height}` string writes (`CGSizeFromString`); zero when it is not one.
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
/// The rectangle a `{{x, y}, {width, height}}` string writes (`CGRectFromString`).
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }

/// Writing and reading the numbers of geometry strings.
enum GeometryString {
    /// `groups` of numbers, each in braces, all in braces when there is more than one.
    static func write(_ groups: [[CGFloat]]) -> String {
        let inner = groups.map { "{" + $0.map(number).joined(separator: ", ") + "}" }
        return groups.count == 1 ? inner[0] : "{" + inner.joined(separator: ", ") + "}"
    }

    /// A number as `%g` writes it (six significant digits).
    static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    /// The first `count` numbers in `string`, in order; all zero when it has fewer.
    static func read(_ string: String, count: Int) -> [CGFloat] {
        var numbers: [CGFloat] = []
        let scanner = Scanner(string: string)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: "{}[], \t\n")
        while numbers.count < count, !scanner.isAtEnd {
            guard let value = scanner.scanDouble(), value.isFinite else { break }
            numbers.append(CGFloat(value))
        }
        return numbers.count == count ? numbers : Array(repeating: 0, count: count)
    }
}
