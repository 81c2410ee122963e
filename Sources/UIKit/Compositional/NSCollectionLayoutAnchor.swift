import CollectionLayout
import Foundation

/// A set of a rectangle's edges whose horizontal edges follow the reading direction, as
/// UIKit's `NSDirectionalRectEdge`: the core's option set under UIKit's name.
public typealias NSDirectionalRectEdge = DirectionalRectEdge

/// Where a supplementary item is attached to its item or group, as UIKit's
/// `NSCollectionLayoutAnchor` (the rule: docs/REFERENCE.md §14.2): edges naming a point of
/// the container, moved by an offset in points or in fractions of the supplementary's size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The core value.
    let value: LayoutAnchor

    /// The edges the anchor is on.
    public var edges: NSDirectionalRectEdge { value.edges }
    /// The offset, in points or in fractions of the supplementary's size.
    public var offset: CGPoint { value.offset }
    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { value.isAbsoluteOffset }
    /// Whether ``offset`` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { value.isFractionalOffset }

    /// An anchor on `edges`, no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(value: LayoutAnchor(edges: edges))
    }

    /// An anchor on `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(value: LayoutAnchor(edges: edges, absoluteOffset: absoluteOffset))
    }

    /// An anchor on `edges` moved by `fractionalOffset` of the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(value: LayoutAnchor(edges: edges, fractionalOffset: fractionalOffset))
    }

    init(value: LayoutAnchor) {
        self.value = value
    }

    /// A copy (anchors are immutable: the same value).
    public func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutAnchor(value: value) }
}

extension RectAlignment {
    /// The edges of an alignment, for a boundary item's `containerAnchor`.
    var edges: DirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
