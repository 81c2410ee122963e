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

    /// Adds another section snapshot's trees under `parent`, or at the root when nil
    /// (`append(_:to:)`).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        edit { try $0.append(snapshot.core, to: parent) }
    }

    /// Inserts another section snapshot's trees before a sibling (`insert(_:before:)`).
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        edit { try $0.insert(snapshot.core, before: item) }
    }

    /// Inserts another section snapshot's trees after a sibling (`insert(_:after:)`).
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        edit { try $0.insert(snapshot.core, after: item) }
    }

    /// Replaces a parent's children with another section snapshot's trees
    /// (`replace(childrenOf:using:)`).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        edit { try $0.replace(childrenOf: parent, using: snapshot.core) }
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
            raisedExceptions.append(UIKitException(diffableError: error))
        }
    }
}
