/// Insets whose horizontal edges follow the reading direction, as
/// `NSDirectionalEdgeInsets`: `leading` is the left edge left to right, the right edge
/// right to left.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
    /// The top inset.
    public var top: CGFloat
    /// The inset at the start of a line.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset at the end of a line.
    public var trailing: CGFloat

    /// Insets from their four values (each 0 by default).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The same insets for a left-to-right reading direction.
    public var leftToRight: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension CGRect {
    /// The rectangle inset by directional insets, leading on the left (left-to-right);
    /// widths and heights stop at 0.
    func inset(by insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}
