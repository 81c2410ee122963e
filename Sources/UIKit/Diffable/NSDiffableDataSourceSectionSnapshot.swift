/// UIKit's `NSDiffableDataSourceSectionSnapshot`: one section's items as a tree with
/// expandable parents (outline lists), a thin wrapper over the core
/// `DiffableDataSourceSectionSnapshot` (docs/REFERENCE.md §15).
///
/// Edits UIKit rejects (`Identifiers in a section snapshot must be unique…`, an unknown
/// parent or sibling) are recorded in ``raisedExceptions`` and leave the snapshot unchanged.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable where ItemIdentifierType: Hashable & Sendable {
    /// The core section snapshot this one wraps.
    public var core: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The exceptions UIKit would have raised, in order.
    public private(set) var raisedExceptions: [UIKitException] = []

    /// An empty section snapshot.
    public init() { core = DiffableDataSourceSectionSnapshot() }

    /// A wrapper of a core section snapshot.
    public init(_ core: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self.core = core }

    /// Every item, depth first (`items`).
    public var items: [ItemIdentifierType] { core.items }
    /// The items whose ancestors are all expanded (`visibleItems`).
    public var visibleItems: [ItemIdentifierType] { core.visibleItems }
    /// The top-level items (`rootItems`).
    public var rootItems: [ItemIdentifierType] { core.rootItems }

    /// Whether an item is in the snapshot (`contains(_:)`).
    public func contains(_ item: ItemIdentifierType) -> Bool { core.contains(item) }
    /// Whether an item's children show (`isExpanded(_:)`).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { core.isExpanded(item) }
    /// Whether every ancestor of an item is expanded (`isVisible(_:)`).
    public func isVisible(_ item: ItemIdentifierType) -> Bool { core.isVisible(item) }
    /// An item's depth, 0 at the root (`level(of:)`).
    public func level(of item: ItemIdentifierType) -> Int { core.level(of: item) }
    /// An item's index in ``items`` (`index(of:)`).
    public func index(of item: ItemIdentifierType) -> Int? { core.index(of: item) }
    /// An item's parent (`parent(of:)`).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { core.parent(of: child) }

    /// The subtree under `parent` (`snapshot(of:includingParent:)`); an unknown parent gives
    /// an empty snapshot carrying the exception.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        do {
            return Self(try core.snapshot(of: parent, includingParent: includingParent))
        } catch {
            var empty = Self()
            empty.raisedExceptions.append(UIKitException(reason: error.uikitMessage))
            return empty
        }
    }

    /// Adds items under `parent`, or at the root when nil (`append(_:to:)`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        edit { try $0.append(items, to: parent) }
    }

    /// Inserts items before a sibling (`insert(_:before:)`).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        edit { try $0.insert(items, before: item) }
    }

    /// Inserts items after a sibling (`insert(_:after:)`).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        edit { try $0.insert(items, after: item) }
    }

    /// Removes items and their descendants (`delete(_:)`).
    public mutating func delete(_ items: [ItemIdentifierType]) { core.delete(items) }
    /// Removes everything (`deleteAll()`).
    public mutating func deleteAll() { core.deleteAll() }
    /// Shows these items' children (`expand(_:)`).
    public mutating func expand(_ items: [ItemIdentifierType]) { core.expand(items) }
    /// Hides these items' children (`collapse(_:)`).
    public mutating func collapse(_ items: [ItemIdentifierType]) { core.collapse(items) }

    private mutating func edit(_ change: (inout DiffableDataSourceSectionSnapshot<ItemIdentifierType>) throws -> Void) {
        do {
            try change(&core)
        } catch {
            let reason = (error as? DiffableSnapshotError)?.uikitMessage ?? String(describing: error)
            raisedExceptions.append(UIKitException(reason: reason))
        }
    }
}

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
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
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
