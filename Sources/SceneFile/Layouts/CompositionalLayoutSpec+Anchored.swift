import CollectionLayout
import Foundation

/// An item's or group's `supplementaryItems` (`NSCollectionLayoutSupplementaryItem`, badges):
///
/// ```yaml
/// supplementaryItems:
///   - layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}
///     elementKind: badge
///     containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}
///     itemAnchor: {edges: [top, leading]}   # optional
///     zIndex: 1                             # optional, UIKit's default
/// ```
/// An anchor has `edges` (a list of `top`, `leading`, `bottom`, `trailing`; empty: the
/// centre) and at most one of `absoluteOffset` (points) or `fractionalOffset` (fractions of
/// the supplementary's size), each `[x, y]`.
extension CompositionalLayoutSpec {
    static let supplementaryItemKeys = ["layoutSize", "elementKind", "containerAnchor", "itemAnchor", "zIndex"]
    static let anchorKeys = ["edges", "absoluteOffset", "fractionalOffset"]

    /// The edge names of `NSDirectionalRectEdge`.
    private enum EdgeName: String, CaseIterable {
        case top, leading, bottom, trailing

        var edge: DirectionalRectEdge {
            switch self {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            }
        }
    }

    /// The `supplementaryItems` key of an item's or group's fields, if given.
    static func supplementaryItems(_ fields: SceneMapping) throws -> [SupplementaryItem]? {
        try fields.optional("supplementaryItems") { try $0.list("a list of supplementary items").map(supplementaryItem) }
    }

    static func supplementaryItem(_ value: SceneValue) throws -> SupplementaryItem {
        let fields = try value.mapping(allowedKeys: supplementaryItemKeys, what: "a supplementary item")
        let kindValue = try fields.required("elementKind")
        let kind = try kindValue.string()
        guard !kind.isEmpty else { throw kindValue.error(.invalidValue, "an element kind must not be empty") }
        var item = SupplementaryItem(
            layoutSize: try layoutSize(fields.required("layoutSize")), elementKind: kind,
            containerAnchor: try anchor(fields.required("containerAnchor")),
            itemAnchor: try fields.optional("itemAnchor", anchor))
        if let v = fields["zIndex"] { item.zIndex = try v.integer("zIndex") }
        return item
    }

    /// `{edges: [top, trailing], absoluteOffset: [x, y]}` or `… fractionalOffset: [x, y]`.
    static func anchor(_ value: SceneValue) throws -> LayoutAnchor {
        let fields = try value.mapping(allowedKeys: anchorKeys, what: "an anchor such as {edges: [top, trailing]}")
        var edges: DirectionalRectEdge = []
        for name in try fields.required("edges").list("a list of edges (top, leading, bottom, trailing)") {
            edges.insert(try name.choice(EdgeName.self).edge)
        }
        switch (fields["absoluteOffset"], fields["fractionalOffset"]) {
        case let (.some(offset), nil): return LayoutAnchor(edges: edges, absoluteOffset: try offset.point())
        case let (nil, .some(offset)):
            let numbers = try offset.numbers("[x, y]", names: ["x", "y"]) { try $0.number($1, in: -100...100) }
            return LayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: numbers[0], y: numbers[1]))
        case (.some, .some): throw value.error(.invalidValue, "give either `absoluteOffset` or `fractionalOffset`, not both")
        case (nil, nil): return LayoutAnchor(edges: edges)
        }
    }
}
