/// Space between elements of a compositional layout, as `NSCollectionLayoutSpacing`
/// (docs/REFERENCE.md §14.2–14.3): fixed, or flexible — at least the given space, growing
/// to share what is left over along the group's axis.
public struct LayoutSpacing: Hashable, Sendable {
    /// The space in points (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the space grows to share leftover room.
    public let isFlexibleSpacing: Bool

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> LayoutSpacing { .init(spacing: points, isFlexibleSpacing: false) }
    /// At least `points`, growing to share leftover room.
    public static func flexible(_ points: CGFloat) -> LayoutSpacing { .init(spacing: points, isFlexibleSpacing: true) }
    /// Whether the space is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The spacing outside an item's edges, as `NSCollectionLayoutEdgeSpacing`: it moves the
/// item and pushes its neighbours. Nil edges add nothing.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item along a line.
    public var leading: LayoutSpacing?
    /// Above the item.
    public var top: LayoutSpacing?
    /// After the item along a line.
    public var trailing: LayoutSpacing?
    /// Below the item.
    public var bottom: LayoutSpacing?

    /// Edge spacing from its four (optional) edges.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
