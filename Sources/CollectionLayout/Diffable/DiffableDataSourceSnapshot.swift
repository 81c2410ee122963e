import Foundation

/// The state of a diffable data source as a value: sections and items identified by
/// `Hashable` identifiers, as UIKit's `NSDiffableDataSourceSnapshot` (docs/REFERENCE.md §15).
///
/// Identity is the hash **and** `==`: two identifiers that compare equal are the same item.
/// Every identifier appears once in the whole snapshot (items) or once among the sections.
/// Edits that UIKit rejects with an exception throw ``DiffableSnapshotError`` with UIKit's
/// text and leave the snapshot unchanged; the UIKit facade's `NSDiffableDataSourceSnapshot`
/// records them instead. ``SnapshotDifference`` turns two snapshots into a batch update.
///
/// Deliberate differences from UIKit: deleting identifiers that are not in the snapshot is
/// ignored silently; appending or inserting identifiers that are already in the snapshot
/// moves them into place and returns UIKit's console warning (iOS 13 raised an exception).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section identifiers in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's item identifiers, parallel to ``sectionIdentifiers``.
    @usableFromInline private(set) var sectionItems: [[ItemIdentifierType]] = []
    /// The index of each section identifier.
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// The section that holds each item.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The sections marked with ``reloadSections(_:)``, in the order they were first marked.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked with ``reloadItems(_:)``, in the order they were first marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with ``reconfigureItems(_:)``, in the order they were first marked.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot (no sections).
    public init() {}

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { itemSections.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item identifier, section after section.
    /// - Complexity: O(n).
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// The items of a section.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` when the section is not in the
    ///   snapshot (UIKit raises from iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) throws(DiffableSnapshotError) -> [ItemIdentifierType] {
        guard let index = sectionIndexes[identifier] else { throw .unknownSection(describeIdentifier(identifier)) }
        return sectionItems[index]
    }

    /// The number of items in a section.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` for a section not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) throws(DiffableSnapshotError) -> Int {
        try itemIdentifiers(inSection: identifier).count
    }

    /// The number of items in the section at an index (0 outside the snapshot).
    public func numberOfItems(inSectionAt index: Int) -> Int {
        sectionItems.indices.contains(index) ? sectionItems[index].count : 0
    }

    /// The section that holds an item, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The index of an item among all items (section after section), or nil.
    /// - Complexity: O(n).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(ofItem: identifier) else { return nil }
        return sectionItems[..<path.section].reduce(path.item) { $0 + $1.count }
    }

    /// The index of a section, or nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }

    /// The index path of an item, or nil when it is not in the snapshot.
    /// - Complexity: O(items in its section).
    public func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let sectionIndex = sectionIndexes[section],
            let item = sectionItems[sectionIndex].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The section at `index`, or nil when the index is outside the snapshot.
    public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The item at an index path, or nil when the path is outside the snapshot.
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath[0]),
            sectionItems[indexPath[0]].indices.contains(indexPath[1])
        else { return nil }
        return sectionItems[indexPath[0]][indexPath[1]]
    }

    /// Whether an item is in the snapshot.
    public func contains(item identifier: ItemIdentifierType) -> Bool { itemSections[identifier] != nil }

    // MARK: Sections

    /// Adds sections at the end.
    /// - Throws: ``DiffableSnapshotError/duplicateSections(_:)`` when an identifier is
    ///   supplied twice or is already in the snapshot.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts sections before a section.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` or
    ///   ``DiffableSnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) throws(DiffableSnapshotError) {
        guard let index = sectionIndexes[toIdentifier] else { throw .unknownSection(describeIdentifier(toIdentifier)) }
        try insertSections(identifiers, at: index)
    }

    /// Inserts sections after a section.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` or
    ///   ``DiffableSnapshotError/duplicateSections(_:)``.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) throws(DiffableSnapshotError) {
        guard let index = sectionIndexes[toIdentifier] else { throw .unknownSection(describeIdentifier(toIdentifier)) }
        try insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) throws(DiffableSnapshotError) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndexes[$0] != nil }
        guard duplicates.isEmpty else { throw .duplicateSections(Self.unique(duplicates).map(describeIdentifier)) }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    /// Removes sections and their items; identifiers not in the snapshot are ignored.
    /// - Complexity: O(sections + removed items).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !doomed.isEmpty else { return }
        var removedItems = Set<ItemIdentifierType>()
        for (section, items) in zip(sectionIdentifiers, sectionItems) where doomed.contains(section) {
            for item in items { itemSections[item] = nil; removedItems.insert(item) }
        }
        let kept = zip(sectionIdentifiers, sectionItems).filter { !doomed.contains($0.0) }
        sectionIdentifiers = kept.map(\.0)
        sectionItems = kept.map(\.1)
        for section in doomed { sectionIndexes[section] = nil }
        reindexSections(from: 0)
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        forgetMarks(of: removedItems)
    }

    /// Moves a section before another.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` or
    ///   ``DiffableSnapshotError/moveRelativeToItself(_:)``.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) throws(DiffableSnapshotError) {
        try moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` or
    ///   ``DiffableSnapshotError/moveRelativeToItself(_:)``.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) throws(DiffableSnapshotError) {
        try moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool
    ) throws(DiffableSnapshotError) {
        guard let from = sectionIndexes[identifier] else { throw .unknownSection(describeIdentifier(identifier)) }
        guard sectionIndexes[target] != nil else { throw .unknownSection(describeIdentifier(target)) }
        guard identifier != target else { throw .moveRelativeToItself(describeIdentifier(identifier)) }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let targetIndex = (sectionIdentifiers.firstIndex(of: target) ?? 0) + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: targetIndex)
        sectionItems.insert(items, at: targetIndex)
        reindexSections(from: min(from, targetIndex))
    }

    /// Marks sections to be reloaded by the next apply (a section reload, docs/REFERENCE.md §5).
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` for a section not in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(DiffableSnapshotError) {
        if let missing = identifiers.first(where: { sectionIndexes[$0] == nil }) { throw .unknownSection(describeIdentifier(missing)) }
        Self.mark(identifiers, in: &reloadedSectionIdentifiers)
    }

    // MARK: Items

    /// Adds items at the end of a section (nil: the last section).
    /// - Returns: UIKit's console warning when some identifiers were already in the
    ///   snapshot (they are moved here), else nil.
    /// - Throws: ``DiffableSnapshotError/noSections``, ``DiffableSnapshotError/unknownSection(_:)``
    ///   or ``DiffableSnapshotError/duplicateItems(_:)``.
    @discardableResult
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) throws(DiffableSnapshotError) -> DiffableSnapshotWarning? {
        guard let last = sectionIdentifiers.last else { throw .noSections }
        let section = sectionIdentifier ?? last
        guard sectionIndexes[section] != nil else { throw .unknownSection(describeIdentifier(section)) }
        try Self.checkUnique(identifiers)
        let warning = removeExisting(identifiers)
        guard let index = sectionIndexes[section] else { return warning }
        insertItems(identifiers, section: index, at: sectionItems[index].count)
        return warning
    }

    /// Inserts items before an item.
    /// - Returns: UIKit's console warning when some identifiers were already in the snapshot.
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)``,
    ///   ``DiffableSnapshotError/duplicateItems(_:)`` or
    ///   ``DiffableSnapshotError/moveRelativeToItself(_:)``.
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(DiffableSnapshotError) -> DiffableSnapshotWarning? {
        try insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts items after an item.
    /// - Returns: UIKit's console warning when some identifiers were already in the snapshot.
    /// - Throws: as ``insertItems(_:beforeItem:)``.
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) throws(DiffableSnapshotError) -> DiffableSnapshotWarning? {
        try insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo target: ItemIdentifierType, after: Bool
    ) throws(DiffableSnapshotError) -> DiffableSnapshotWarning? {
        guard itemSections[target] != nil else { throw .unknownItem(describeIdentifier(target)) }
        try Self.checkUnique(identifiers)
        if identifiers.contains(target) { throw .moveRelativeToItself(describeIdentifier(target)) }
        let warning = removeExisting(identifiers)
        guard let path = indexPath(ofItem: target) else { return warning }
        insertItems(identifiers, section: path.section, at: path.item + (after ? 1 : 0))
        return warning
    }

    /// Removes items; identifiers not in the snapshot are ignored.
    /// - Complexity: O(removed + items of the sections they were in).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { itemSections[$0] != nil })
        guard !doomed.isEmpty else { return }
        let sections = Set(doomed.compactMap { itemSections[$0] })
        for section in sections {
            guard let index = sectionIndexes[section] else { continue }
            sectionItems[index].removeAll { doomed.contains($0) }
        }
        for item in doomed { itemSections[item] = nil }
        forgetMarks(of: doomed)
    }

    /// Removes every item and every section (`deleteAllItems()`).
    public mutating func deleteAllItems() { self = Self() }

    /// Moves an item before another (the two may be in different sections).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` or
    ///   ``DiffableSnapshotError/moveRelativeToItself(_:)``.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) throws(DiffableSnapshotError) {
        try moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another (the two may be in different sections).
    /// - Throws: as ``moveItem(_:beforeItem:)``.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) throws(DiffableSnapshotError) {
        try moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool
    ) throws(DiffableSnapshotError) {
        guard let from = indexPath(ofItem: identifier) else { throw .unknownItem(describeIdentifier(identifier)) }
        guard itemSections[target] != nil else { throw .unknownItem(describeIdentifier(target)) }
        guard identifier != target else { throw .moveRelativeToItself(describeIdentifier(identifier)) }
        sectionItems[from.section].remove(at: from.item)
        guard let to = indexPath(ofItem: target) else { return }
        sectionItems[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        itemSections[identifier] = sectionIdentifiers[to.section]
    }

    /// Marks items to be reloaded by the next apply: new cells (docs/REFERENCE.md §15).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` for an item not in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
        if let missing = identifiers.first(where: { itemSections[$0] == nil }) { throw .unknownItem(describeIdentifier(missing)) }
        Self.mark(identifiers, in: &reloadedItemIdentifiers)
    }

    /// Marks items to be reconfigured by the next apply: the same cells, configured again
    /// (docs/REFERENCE.md §15).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` for an item not in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
        if let missing = identifiers.first(where: { itemSections[$0] == nil }) { throw .unknownItem(describeIdentifier(missing)) }
        Self.mark(identifiers, in: &reconfiguredItemIdentifiers)
    }

    /// The same sections and items without the reload and reconfigure marks (what a data
    /// source keeps once it has applied a snapshot).
    public var withoutMarks: Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: Helpers

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        sectionItems[section].insert(contentsOf: identifiers, at: index)
        let sectionIdentifier = sectionIdentifiers[section]
        for item in identifiers { itemSections[item] = sectionIdentifier }
    }

    /// Removes the identifiers already in the snapshot; UIKit's warning when there were some.
    private mutating func removeExisting(_ identifiers: [ItemIdentifierType]) -> DiffableSnapshotWarning? {
        let existing = identifiers.filter { itemSections[$0] != nil }
        guard !existing.isEmpty else { return nil }
        let marks = (reloadedItemIdentifiers, reconfiguredItemIdentifiers)
        deleteItems(existing)
        (reloadedItemIdentifiers, reconfiguredItemIdentifiers) = marks
        return .identifiersAlreadyExist(existing.map(describeIdentifier))
    }

    private mutating func reindexSections(from start: Int) {
        for index in start..<sectionIdentifiers.count { sectionIndexes[sectionIdentifiers[index]] = index }
        for (index, items) in sectionItems.enumerated().dropFirst(start) {
            for item in items { itemSections[item] = sectionIdentifiers[index] }
        }
    }

    private mutating func forgetMarks(of items: Set<ItemIdentifierType>) {
        reloadedItemIdentifiers.removeAll { items.contains($0) }
        reconfiguredItemIdentifiers.removeAll { items.contains($0) }
    }

    private static func mark<T: Hashable>(_ identifiers: [T], in list: inout [T]) {
        var seen = Set(list)
        for identifier in identifiers where seen.insert(identifier).inserted { list.append(identifier) }
    }

    private static func checkUnique(_ identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateItems(unique(duplicates).map(describeIdentifier)) }
    }

    private static func unique<T: Hashable>(_ list: [T]) -> [T] {
        var seen = Set<T>()
        return list.filter { seen.insert($0).inserted }
    }
}

/// How an identifier appears in a message (`String(describing:)`).
func describeIdentifier(_ identifier: some Hashable) -> String { String(describing: identifier) }

extension DiffableDataSourceSnapshot: Equatable {
    /// Same sections, items and marks in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.sectionItems == rhs.sectionItems
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
            && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
