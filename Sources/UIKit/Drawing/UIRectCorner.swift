import CollectionRendering

/// Corners of a rectangle (`UIRectCorner`), as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` takes them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (`topLeft`).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner (`topRight`).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner (`bottomLeft`).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner (`bottomRight`).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four (`allCorners`).
    public static let allCorners = UIRectCorner(rawValue: ~0)

    /// The renderer's corners (the same bits as Core Animation's `CACornerMask`, with UIKit's
    /// top at minimum y).
    var corners: Corners { Corners(rawValue: rawValue & Corners.all.rawValue) }
}
