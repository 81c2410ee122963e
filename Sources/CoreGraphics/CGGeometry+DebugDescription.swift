import Foundation

// The short descriptions Apple's CoreGraphics gives its geometry types
// (`CustomDebugStringConvertible`, from the Swift overlay of CoreGraphics), which Foundation
// on Linux lacks: `print(rect)` shows `(0.0, 0.0, 10.0, 20.0)` as on iOS, not a mirror of the
// struct — what a test comparing printed frames with iOS's expects.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as Apple's CoreGraphics writes a point.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as Apple's CoreGraphics writes a size.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as Apple's CoreGraphics writes a rectangle.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`, as Apple's CoreGraphics writes a vector.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
