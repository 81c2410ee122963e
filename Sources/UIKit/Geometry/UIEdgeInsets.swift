/// UIKit's `UIEdgeInsets`: the core's ``EdgeInsets`` (same labels, `.zero`,
/// `CGRect.inset(by:)`).
public typealias UIEdgeInsets = EdgeInsets

/// Insets that follow the reading direction, as UIKit's `NSDirectionalEdgeInsets`:
/// `leading` is the left edge left-to-right and the right edge right-to-left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge.
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets from the four edges, in UIKit's order.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset (`NSDirectionalEdgeInsets.zero`).
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets as left/right edges for a reading direction.
    public func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// A horizontal and vertical offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// An offset from its two parts.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset (`UIOffset.zero`).
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
