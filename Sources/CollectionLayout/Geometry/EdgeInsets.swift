import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges, in UIKit's order.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`); widths and heights may go
    /// negative just as UIKit's do.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }
}
