/// An item of a compositional layout, as `NSCollectionLayoutItem` (docs/REFERENCE.md §14.2):
/// the box one cell occupies.
///
/// ``edgeSpacing`` applies first, outside the box (it moves the item and pushes its
/// neighbours); ``contentInsets`` apply after, inside it: the cell's frame is the box inset
/// by them, except on an axis whose dimension is estimated.
public struct LayoutItem: Sendable {
    /// The box's size, relative to the containing group.
    public var layoutSize: LayoutSize
    /// Insets of the cell inside its box.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Spacing outside the box.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views attached to the item (badges), anchored on its box.
    public var supplementaryItems: [SupplementaryItem] = []

    /// An item of the given size (`NSCollectionLayoutItem(layoutSize:)`) with supplementary
    /// items (`init(layoutSize:supplementaryItems:)`).
    public init(layoutSize: LayoutSize, supplementaryItems: [SupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A subitem of a group: an item or a nested group.
public indirect enum LayoutElement: Sendable {
    /// One cell's box.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The element's size, relative to its container.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }

    /// The element's edge spacing.
    public var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}
