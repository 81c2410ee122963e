/// UIKit's `NSDiffableDataSourceTransaction`: what a reorder did to a diffable data source's
/// snapshot, handed to its `reorderingHandlers`.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the whole item list, moves inferred (`difference`).
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section the reorder touched (`sectionTransactions`).
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// A transaction from the snapshots before and after; sections whose items changed get a
    /// section transaction each, in the final snapshot's order.
    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initial: before, final: after)
        }
    }
}

/// UIKit's `NSDiffableDataSourceSectionTransaction`: one section's part of a reorder.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before, as a flat section snapshot.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of its items, moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initial: [ItemIdentifierType], final: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        before.append(initial)
        var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        after.append(final)
        initialSnapshot = before
        finalSnapshot = after
        difference = final.difference(from: initial).inferringMoves()
    }
}

extension UICollectionViewDiffableDataSource {
    /// The handlers that let users reorder items (`reorderingHandlers`, iOS 14): without
    /// ``canReorderItem`` nothing can be reordered, as in UIKit.
    public struct ReorderingHandlers {
        /// Whether the item can be reordered; nil (the default) refuses every item.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Told before the data source takes the reordered snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Told after it took it: update your model from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// No handlers.
        public init() {}
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot after moving the item at `source` to `destination` (a movement's
    /// original and final paths), built section by section; nil when either is not in it.
    /// The collection and table diffable data sources take it when the user moves an item.
    func reordered(from source: IndexPath, to destination: IndexPath) -> Self? {
        let sections = sectionIdentifiers
        guard source.count == 2, destination.count == 2, sections.indices.contains(source.section),
            sections.indices.contains(destination.section)
        else { return nil }
        var items = sections.map { itemIdentifiers(inSection: $0) }
        guard items[source.section].indices.contains(source.item) else { return nil }
        let item = items[source.section].remove(at: source.item)
        items[destination.section].insert(item, at: min(max(0, destination.item), items[destination.section].count))
        var result = Self()
        result.appendSections(sections)
        for (section, list) in zip(sections, items) { result.appendItems(list, toSection: section) }
        return result
    }
}
