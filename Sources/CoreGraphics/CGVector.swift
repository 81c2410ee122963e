import Foundation

/// A two-dimensional vector (`CGVector`), which Linux's Foundation does not declare: a
/// velocity or an offset, in points.
public struct CGVector: Hashable, Sendable, Codable {
    /// The x component (`dx`).
    public var dx: CGFloat
    /// The y component (`dy`).
    public var dy: CGFloat

    /// A vector (`init(dx:dy:)`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components (`init(dx:dy:)`).
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// A vector from `Int` components (`init(dx:dy:)`).
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The zero vector (`.zero`).
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
