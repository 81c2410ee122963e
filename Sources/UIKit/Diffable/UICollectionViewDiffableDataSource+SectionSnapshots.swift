/// Section snapshots in the diffable data source: applying one to a section, reading it
/// back, and expanding or collapsing an outline's parents through `sectionSnapshotHandlers`
/// (docs/REFERENCE.md §15).
extension UICollectionViewDiffableDataSource {
    /// Shows a section snapshot's visible items as one section's items
    /// (`apply(_:to:animatingDifferences:completion:)`): the section is appended when it is
    /// missing, its items are replaced, and the result is applied as a whole snapshot.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var full = self.snapshot()
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(snapshot.visibleItems, toSection: section)
        var kept = sectionSnapshots
        kept[section] = snapshot.core
        sectionSnapshotsBeingApplied = kept
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshotsBeingApplied = nil
        sectionSnapshots = kept
    }

    /// The section snapshot last applied to a section, or a flat one of its items
    /// (`snapshot(for:)`).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return NSDiffableDataSourceSectionSnapshot(stored) }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }
}

extension UICollectionViewDiffableDataSource {
    /// The handlers that let an outline's items expand and collapse (`SectionSnapshotHandlers`,
    /// iOS 14). UIKit runs them when the user taps an outline disclosure; here
    /// `UICollectionView.simulateOutlineDisclosureTap(at:)` does.
    ///
    /// The type parameter is UIKit's own, a second `ItemIdentifierType`; it is named `Item`
    /// here because Swift 6 does not let a nested type shadow the outer one. Code that names
    /// the type, `UICollectionViewDiffableDataSource<S, I>.SectionSnapshotHandlers<I>`, reads
    /// the same.
    public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
        /// Whether the item may expand; nil (the default) lets every item expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Told before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; nil (the default) lets every item collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Told before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children an expanding parent shows: given the parent and a snapshot of its
        /// current children, returns the snapshot that replaces them (to load children lazily),
        /// or the one it was given.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// No handlers: every item may expand and collapse.
        public init() {}
    }
}

/// A data source that can expand and collapse the item at an index path, as an outline
/// disclosure's tap asks.
@preconcurrency @MainActor
protocol OutlineDisclosing: AnyObject {
    /// Expands the item at `indexPath` when it is collapsed, else collapses it.
    func toggleExpansion(ofItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` is expanded in its section's outline.
    func isExpandedItem(at indexPath: IndexPath) -> Bool
    /// The item's depth in its section's outline, 0 at the root; nil when its section has
    /// no section snapshot.
    func outlineLevel(ofItemAt indexPath: IndexPath) -> Int?
}

extension UICollectionViewDiffableDataSource: OutlineDisclosing {
    /// What UIKit's outline disclosure does: asks `shouldExpandItem` (or `shouldCollapseItem`),
    /// tells `willExpandItem` (or `willCollapseItem`), lets `snapshotForExpandingParent`
    /// replace an expanding parent's children, then applies the section snapshot with the
    /// parent expanded (or collapsed), animated. UIKit's implementation is private: the order
    /// is the documented roles of the handlers, a model (docs/REFERENCE.md §15).
    func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var sectionSnapshot = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent {
                sectionSnapshot.replace(childrenOf: item, using: children(item, sectionSnapshot.snapshot(of: item)))
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
        collectionView?.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    }

    /// Whether the item is expanded in the section snapshot last applied to its section.
    func isExpandedItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    /// The item's level in the section snapshot last applied to its section.
    func outlineLevel(ofItemAt indexPath: IndexPath) -> Int? {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            let sectionSnapshot = sectionSnapshots[section], sectionSnapshot.contains(item)
        else { return nil }
        return sectionSnapshot.level(of: item)
    }
}
