/// A set of a rectangle's edges whose horizontal edges follow the reading direction, as
/// `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The edge at the start of a line (left, left to right).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The edge at the end of a line (right, left to right).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// Where these edges put a point on a rectangle, as a fraction of its size from its
    /// top-left corner (left to right): 0 on the top or leading edge, 1 on the bottom or
    /// trailing edge, ½ when neither or both opposite edges are named.
    var unitPoint: CGPoint {
        func unit(_ low: DirectionalRectEdge, _ high: DirectionalRectEdge) -> CGFloat {
            switch (contains(low), contains(high)) {
            case (true, false): 0
            case (false, true): 1
            default: 0.5
            }
        }
        return CGPoint(x: unit(.leading, .trailing), y: unit(.top, .bottom))
    }
}

/// Where a supplementary item is attached to the item or group it belongs to, as
/// `NSCollectionLayoutAnchor` (docs/REFERENCE.md §14.2).
///
/// The edges name a point of a rectangle (the middle of an edge, a corner, or the centre);
/// the offset moves it, in points (`absoluteOffset`) or in fractions of the supplementary
/// item's own size (`fractionalOffset`).
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges the anchor is on.
    public var edges: DirectionalRectEdge
    /// The offset, in points or in fractions of the supplementary item's size.
    public var offset: CGPoint
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool

    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor on `edges` with no offset (`init(edges:)`).
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges` moved by `absoluteOffset` points (`init(edges:absoluteOffset:)`).
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
    }

    /// An anchor on `edges` moved by `fractionalOffset` of the supplementary item's size
    /// (`init(edges:fractionalOffset:)`).
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
    }

    /// The offset in points for a supplementary item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}

/// A supplementary view attached to an item or a group, as
/// `NSCollectionLayoutSupplementaryItem` (a badge; docs/REFERENCE.md §14.2).
///
/// Its size resolves against its container's box (the item's box before its content insets,
/// or the group's box). Placement: the container anchor's point on the container's box,
/// moved by the container anchor's offset, is where the supplementary's own anchor point
/// lands. That own point is the ``itemAnchor``'s point on the supplementary's frame, moved
/// by its offset; without an item anchor it is the container anchor's edges on the
/// supplementary's frame, so that with no offset the supplementary lies inside the named
/// edges (Apple: "anchored within the specified edges").
public struct SupplementaryItem: Hashable, Sendable {
    /// The supplementary's size, relative to its container's box.
    public var layoutSize: LayoutSize
    /// Its supplementary kind; its index path is its item's (a root group's: the group's
    /// index in the section; a nested group's: its first item's).
    public var elementKind: String
    /// Where it is attached on the container.
    public var containerAnchor: LayoutAnchor
    /// The point of the supplementary that lands on the container's anchor (nil: the
    /// container anchor's edges, no offset).
    public var itemAnchor: LayoutAnchor?
    /// Its stacking order; default 1, over cells, as UIKit's.
    public var zIndex = 1

    /// A supplementary of `layoutSize` and `elementKind` attached at `containerAnchor`,
    /// with an optional `itemAnchor`
    /// (`init(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    /// Its frame for a container box `container`, left to right:
    /// `origin = container.origin + container.size · c + offset_c − (size · i + offset_i)`,
    /// with `c` and `i` the unit points of the container and item anchors' edges.
    public func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let onContainer = containerAnchor.edges.unitPoint, containerOffset = containerAnchor.points(for: size)
        let own = itemAnchor?.edges.unitPoint ?? onContainer, ownOffset = itemAnchor?.points(for: size) ?? .zero
        let x = container.minX + container.width * onContainer.x + containerOffset.x - (size.width * own.x + ownOffset.x)
        let y = container.minY + container.height * onContainer.y + containerOffset.y - (size.height * own.y + ownOffset.y)
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
