/// UIKit's `NSDiffableDataSourceSnapshot`: sections and items identified by `Hashable`
/// identifiers, a thin wrapper over the core `DiffableDataSourceSnapshot`
/// (docs/REFERENCE.md §15).
///
/// UIKit's mutating methods do not throw: where UIKit raises
/// `NSInternalInconsistencyException` (an unknown section or item, duplicate identifiers,
/// items with no section), this snapshot records UIKit's text in ``raisedExceptions`` and
/// stays unchanged, as the facade's `UICollectionView` does. UIKit's console warnings
/// (identifiers appended that already exist, which are moved) go to ``loggedWarnings``.
///
/// Deliberate difference: the non-mutating `itemIdentifiers(inSection:)` and
/// `numberOfItems(inSection:)` cannot record anything; for a section that is not in the
/// snapshot they answer `[]` and 0 (iOS 13's behaviour; iOS 14 and later raise).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The core snapshot this one wraps.
    public var core: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The exceptions UIKit would have raised, in order (an iOS app stops at the first).
    public private(set) var raisedExceptions: [UIKitException] = []
    /// UIKit's console warnings, in order.
    public private(set) var loggedWarnings: [String] = []

    /// An empty snapshot.
    public init() { core = DiffableDataSourceSnapshot() }

    /// A snapshot of a core snapshot's sections, items and marks.
    public init(_ core: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) { self.core = core }

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { core.numberOfItems }
    /// The number of sections.
    public var numberOfSections: Int { core.numberOfSections }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { core.sectionIdentifiers }
    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { core.itemIdentifiers }
    /// The sections marked for reload.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { core.reloadedSectionIdentifiers }
    /// The items marked for reload.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { core.reloadedItemIdentifiers }
    /// The items marked for reconfiguration.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { core.reconfiguredItemIdentifiers }

    /// The number of items in a section (0 for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        (try? core.numberOfItems(inSection: identifier)) ?? 0
    }

    /// The items of a section (`[]` for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        (try? core.itemIdentifiers(inSection: identifier)) ?? []
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        core.sectionIdentifier(containingItem: identifier)
    }

    /// The index of an item among all items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { core.indexOfItem(identifier) }

    /// The index of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { core.indexOfSection(identifier) }

    // MARK: Sections

    /// Adds sections at the end (`appendSections(_:)`).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { edit { try $0.appendSections(identifiers) } }

    /// Inserts sections before a section (`insertSections(_:beforeSection:)`).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        edit { try $0.insertSections(identifiers, beforeSection: toIdentifier) }
    }

    /// Inserts sections after a section (`insertSections(_:afterSection:)`).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        edit { try $0.insertSections(identifiers, afterSection: toIdentifier) }
    }

    /// Removes sections and their items (`deleteSections(_:)`).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { core.deleteSections(identifiers) }

    /// Moves a section before another (`moveSection(_:beforeSection:)`).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        edit { try $0.moveSection(identifier, beforeSection: toIdentifier) }
    }

    /// Moves a section after another (`moveSection(_:afterSection:)`).
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        edit { try $0.moveSection(identifier, afterSection: toIdentifier) }
    }

    /// Marks sections for reload (`reloadSections(_:)`).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { edit { try $0.reloadSections(identifiers) } }

    // MARK: Items

    /// Adds items at the end of a section, the last one when nil (`appendItems(_:toSection:)`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        editWarning { try $0.appendItems(identifiers, toSection: sectionIdentifier) }
    }

    /// Inserts items before an item (`insertItems(_:beforeItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        editWarning { try $0.insertItems(identifiers, beforeItem: beforeIdentifier) }
    }

    /// Inserts items after an item (`insertItems(_:afterItem:)`).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        editWarning { try $0.insertItems(identifiers, afterItem: afterIdentifier) }
    }

    /// Removes items (`deleteItems(_:)`).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { core.deleteItems(identifiers) }

    /// Removes every item and section (`deleteAllItems()`).
    public mutating func deleteAllItems() { core.deleteAllItems() }

    /// Moves an item before another (`moveItem(_:beforeItem:)`).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        edit { try $0.moveItem(identifier, beforeItem: toIdentifier) }
    }

    /// Moves an item after another (`moveItem(_:afterItem:)`).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        edit { try $0.moveItem(identifier, afterItem: toIdentifier) }
    }

    /// Marks items for reload: new cells (`reloadItems(_:)`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { edit { try $0.reloadItems(identifiers) } }

    /// Marks items for reconfiguration: the same cells configured again (`reconfigureItems(_:)`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { edit { try $0.reconfigureItems(identifiers) } }

    /// Runs a core edit on a copy; keeps it when it succeeds, records UIKit's text when not.
    private mutating func edit(_ change: (inout DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) throws -> Void) {
        do {
            try change(&core)
        } catch {
            record(error)
        }
    }

    /// As ``edit(_:)``, keeping the warning the edit returns.
    private mutating func editWarning(
        _ change: (inout DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) throws -> DiffableSnapshotWarning?
    ) {
        do {
            if let warning = try change(&core) { loggedWarnings.append(warning.description) }
        } catch {
            record(error)
        }
    }

    /// Records a core error with UIKit's text.
    private mutating func record(_ error: any Error) {
        raisedExceptions.append(UIKitException(diffableError: error))
    }
}
