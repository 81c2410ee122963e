import Foundation

/// One section's items as a tree with expandable parents (outline lists), as UIKit's
/// `NSDiffableDataSourceSectionSnapshot` (iOS 14, docs/REFERENCE.md §15).
///
/// ``items`` lists every item depth first; ``visibleItems`` only those whose ancestors are
/// all expanded, which is what a collection view shows. Identifiers are unique in the
/// whole tree; edits UIKit rejects throw ``DiffableSnapshotError`` with UIKit's text and
/// leave the snapshot unchanged.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// The top-level items, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType?] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Queries

    /// Every item, depth first (a parent before its children).
    /// - Complexity: O(n).
    public var items: [ItemIdentifierType] { flatten(rootItems, visibleOnly: false) }

    /// The items a collection view shows: those whose ancestors are all expanded, depth first.
    /// - Complexity: O(n).
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, visibleOnly: true) }

    /// Whether an item is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil }

    /// Whether an item's children show.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether an item shows: every ancestor is expanded (false when it is not in the snapshot).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parent(of: item)
        while let ancestor = current {
            guard expanded.contains(ancestor) else { return false }
            current = parent(of: ancestor)
        }
        return true
    }

    /// An item's parent, or nil for a root item or an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] ?? nil }

    /// An item's depth: 0 for a root item (and for an item not in the snapshot).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parent(of: item)
        while let ancestor = current {
            level += 1
            current = parent(of: ancestor)
        }
        return level
    }

    /// An item's index in ``items``, or nil.
    /// - Complexity: O(n).
    public func index(of item: ItemIdentifierType) -> Int? { contains(item) ? items.firstIndex(of: item) : nil }

    /// The subtree under `parent`, with `parent` as its root when `includingParent`, else its
    /// children as roots (`snapshot(of:includingParent:)`).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` when `parent` is not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) throws(DiffableSnapshotError) -> Self {
        guard contains(parent) else { throw .unknownItem(describeIdentifier(parent)) }
        var result = Self()
        let roots = includingParent ? [parent] : children[parent] ?? []
        result.rootItems = roots
        for root in roots { result.parents[root] = .some(nil) }
        var stack = roots
        while let item = stack.popLast() {
            if expanded.contains(item) { result.expanded.insert(item) }
            guard let list = children[item] else { continue }
            result.children[item] = list
            for child in list { result.parents[child] = item }
            stack += list
        }
        return result
    }

    // MARK: Edits

    /// Adds items at the end of `parent`'s children, or of the root items when nil
    /// (`append(_:to:)`).
    /// - Throws: ``DiffableSnapshotError/duplicateSectionSnapshotItems(_:)`` for identifiers
    ///   supplied twice or already in the snapshot, ``DiffableSnapshotError/unknownItem(_:)``
    ///   for an unknown parent.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(DiffableSnapshotError) {
        try checkNew(items)
        if let parent {
            guard contains(parent) else { throw .unknownItem(describeIdentifier(parent)) }
            children[parent, default: []] += items
        } else {
            rootItems += items
        }
        for item in items { parents[item] = .some(parent) }
    }

    /// Inserts items before a sibling (`insert(_:before:)`).
    /// - Throws: as ``append(_:to:)-([ItemIdentifierType],_)``; ``DiffableSnapshotError/unknownItem(_:)`` for an unknown sibling.
    public mutating func insert(_ items: [ItemIdentifierType], before sibling: ItemIdentifierType) throws(DiffableSnapshotError) {
        try insert(items, next: sibling, offset: 0)
    }

    /// Inserts items after a sibling (`insert(_:after:)`).
    /// - Throws: as ``insert(_:before:)-([ItemIdentifierType],_)``.
    public mutating func insert(_ items: [ItemIdentifierType], after sibling: ItemIdentifierType) throws(DiffableSnapshotError) {
        try insert(items, next: sibling, offset: 1)
    }

    private mutating func insert(_ items: [ItemIdentifierType], next sibling: ItemIdentifierType, offset: Int) throws(DiffableSnapshotError)
    {
        guard contains(sibling) else { throw .unknownItem(describeIdentifier(sibling)) }
        try checkNew(items)
        place(items, next: sibling, offset: offset)
    }

    /// Places checked new items beside a known sibling (`offset` 0 before it, 1 after it).
    private mutating func place(_ items: [ItemIdentifierType], next sibling: ItemIdentifierType, offset: Int) {
        let parent = self.parent(of: sibling)
        if let parent {
            var list = children[parent] ?? []
            list.insert(contentsOf: items, at: (list.firstIndex(of: sibling) ?? 0) + offset)
            children[parent] = list
        } else {
            rootItems.insert(contentsOf: items, at: (rootItems.firstIndex(of: sibling) ?? 0) + offset)
        }
        for item in items { parents[item] = .some(parent) }
    }

    /// Adds another section snapshot's trees, expansion included, at the end of `parent`'s
    /// children, or of the root items when nil (`append(_:to:)` taking a section snapshot).
    /// - Throws: ``DiffableSnapshotError/duplicateSectionSnapshotItems(_:)`` for identifiers
    ///   already in this snapshot, ``DiffableSnapshotError/unknownItem(_:)`` for an unknown parent.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) throws(DiffableSnapshotError) {
        try checkNew(snapshot.items)
        try append(snapshot.rootItems, to: parent)
        graft(snapshot)
    }

    /// Inserts another section snapshot's trees before a sibling (`insert(_:before:)` taking a
    /// section snapshot).
    /// - Throws: as when appending a section snapshot; ``DiffableSnapshotError/unknownItem(_:)``
    ///   for an unknown sibling.
    public mutating func insert(_ snapshot: Self, before sibling: ItemIdentifierType) throws(DiffableSnapshotError) {
        try insert(snapshot, next: sibling, offset: 0)
    }

    /// Inserts another section snapshot's trees after a sibling (`insert(_:after:)` taking a
    /// section snapshot).
    /// - Throws: as when inserting a section snapshot before a sibling.
    public mutating func insert(_ snapshot: Self, after sibling: ItemIdentifierType) throws(DiffableSnapshotError) {
        try insert(snapshot, next: sibling, offset: 1)
    }

    /// Inserts another snapshot's trees beside a sibling: the sibling must be known, and none
    /// of the snapshot's items may be here already.
    private mutating func insert(_ snapshot: Self, next sibling: ItemIdentifierType, offset: Int) throws(DiffableSnapshotError) {
        guard contains(sibling) else { throw .unknownItem(describeIdentifier(sibling)) }
        try checkNew(snapshot.items)
        place(snapshot.rootItems, next: sibling, offset: offset)
        graft(snapshot)
    }

    /// Replaces every child of `parent` (and their descendants) with another section
    /// snapshot's trees (`replace(childrenOf:using:)`); `parent` keeps its expansion.
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` for an unknown parent,
    ///   ``DiffableSnapshotError/duplicateSectionSnapshotItems(_:)`` for identifiers that stay
    ///   elsewhere in this snapshot. Either leaves the snapshot unchanged.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) throws(DiffableSnapshotError) {
        guard contains(parent) else { throw .unknownItem(describeIdentifier(parent)) }
        var replaced = self
        replaced.removeSubtrees(of: children[parent] ?? [])
        replaced.children[parent] = nil
        try replaced.append(snapshot, to: parent)
        self = replaced
    }

    /// Removes items and all their descendants (`delete(_:)`); unknown items are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            if let parent = parent(of: item) {
                children[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            removeSubtrees(of: [item])
        }
    }

    /// Removes everything (`deleteAll()`).
    public mutating func deleteAll() { self = Self() }

    /// Shows the children of these items (`expand(_:)`); unknown items are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    /// Hides the children of these items (`collapse(_:)`).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Helpers

    /// Forgets these items and all their descendants (their parents' child lists are the
    /// caller's to mend).
    private mutating func removeSubtrees(of items: [ItemIdentifierType]) {
        var stack = items
        while let doomed = stack.popLast() {
            stack += children[doomed] ?? []
            children[doomed] = nil
            parents[doomed] = nil
            expanded.remove(doomed)
        }
    }

    /// Takes another snapshot's parent–child links and expansion below its root items, which
    /// the caller has just placed in this tree.
    private mutating func graft(_ other: Self) {
        for (parent, list) in other.children where !list.isEmpty {
            children[parent] = list
            for child in list { parents[child] = parent }
        }
        expanded.formUnion(other.expanded)
    }

    private func checkNew(_ items: [ItemIdentifierType]) throws(DiffableSnapshotError) {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        for item in items where !seen.insert(item).inserted || contains(item) {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        guard duplicates.isEmpty else { throw .duplicateSectionSnapshotItems(duplicates.map(describeIdentifier)) }
    }

    private func flatten(_ list: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(list.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if let list = children[item], !visibleOnly || expanded.contains(item) { stack += list.reversed() }
        }
        return result
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Same tree, same order, same expanded items.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rootItems == rhs.rootItems && lhs.children == rhs.children && lhs.expanded == rhs.expanded
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
