import CollectionLayout
import Foundation

/// A section's `boundarySupplementaryItems` and `decorationItems`:
///
/// ```yaml
/// boundarySupplementaryItems:
///   - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
///     elementKind: UICollectionElementKindSectionHeader   # drawn with the section's `header`
///     alignment: top                     # NSRectAlignment's case names
///     absoluteOffset: [0, 0]             # optional
///     extendsBoundary: true              # optional, UIKit's defaults
///     pinToVisibleBounds: false
///     zIndex: 0
///     contentInsets: [0, 0, 0, 0]
/// decorationItems:
///   - {background: sectionBackground, zIndex: 0, contentInsets: [5, 5, 5, 5]}
/// ```
/// Decoration kinds a section names are registered on the layout, as an app registers
/// their classes.
extension CompositionalLayoutSpec {
    static let boundaryItemKeys = [
        "layoutSize", "elementKind", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex", "contentInsets",
    ]
    static let decorationItemKeys = ["background", "zIndex", "contentInsets"]

    /// Reads the section's boundary items and decorations into `section`.
    static func readBoundary(_ fields: SceneMapping, into section: inout LayoutSection) throws {
        if let list = fields["boundarySupplementaryItems"] {
            section.boundarySupplementaryItems = try list.list("a list of boundary supplementary items").map(boundaryItem)
        }
        if let list = fields["decorationItems"] {
            section.decorationItems = try list.list("a list of decoration items").map(decorationItem)
        }
    }

    static func boundaryItem(_ value: SceneValue) throws -> BoundarySupplementaryItem {
        let fields = try value.mapping(allowedKeys: boundaryItemKeys, what: "a boundary supplementary item")
        var item = BoundarySupplementaryItem(
            layoutSize: try layoutSize(fields.required("layoutSize")),
            elementKind: try kind(fields.required("elementKind")),
            alignment: try fields.required("alignment").choice(RectAlignment.self),
            absoluteOffset: try fields.optional("absoluteOffset") { try $0.point() } ?? .zero)
        if let v = fields["extendsBoundary"] { item.extendsBoundary = try v.bool() }
        if let v = fields["pinToVisibleBounds"] { item.pinToVisibleBounds = try v.bool() }
        if let v = fields["zIndex"] { item.zIndex = try v.integer("zIndex") }
        if let v = fields["contentInsets"] { item.contentInsets = try directionalInsets(v) }
        return item
    }

    static func decorationItem(_ value: SceneValue) throws -> DecorationItem {
        let fields = try value.mapping(allowedKeys: decorationItemKeys, what: "a decoration item: {background: kind}")
        var item = DecorationItem.background(elementKind: try kind(fields.required("background", "`background` (the decoration kind)")))
        if let v = fields["zIndex"] { item.zIndex = try v.integer("zIndex") }
        if let v = fields["contentInsets"] { item.contentInsets = try directionalInsets(v) }
        return item
    }

    private static func kind(_ value: SceneValue) throws -> String {
        let kind = try value.string()
        guard !kind.isEmpty else { throw value.error(.invalidValue, "an element kind must not be empty") }
        return kind
    }

    /// Registers every decoration kind the sections name.
    static func registerDecorationKinds(of sections: [LayoutSection], on layout: CompositionalLayout) {
        for kind in Set(sections.flatMap { $0.decorationItems.map(\.elementKind) }) {
            layout.register(decorationViewOfKind: kind)
        }
    }
}
