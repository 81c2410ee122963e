/// The row and section changes of one table update, as UIKit's batch updates take them:
/// deletions and reloads at the index paths before the update, insertions at those after
/// (docs/REFERENCE.md §5, the collection view's rule). It maps a row from before to after.
struct TableUpdate: Equatable {
    /// Rows deleted, at their old index paths.
    var deletedRows = Set<IndexPath>()
    /// Rows inserted, at their new index paths.
    var insertedRows = Set<IndexPath>()
    /// Rows reloaded, at their old index paths.
    var reloadedRows = Set<IndexPath>()
    /// Sections deleted, at their old indexes.
    var deletedSections = IndexSet()
    /// Sections inserted, at their new indexes.
    var insertedSections = IndexSet()
    /// Sections reloaded, at their old indexes.
    var reloadedSections = IndexSet()

    /// Whether nothing changes.
    var isEmpty: Bool { self == TableUpdate() }

    /// Where an old section is after the update; nil when it is deleted.
    func newSection(_ section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        return Self.shift(section - deletedSections.count(in: 0..<max(0, section)), past: insertedSections.sorted())
    }

    /// Where an old row is after the update; nil when it, or its section, is deleted or
    /// reloaded (its cell is not kept).
    func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        guard !deletedRows.contains(indexPath), !reloadedRows.contains(indexPath), !reloadedSections.contains(indexPath.section),
            let section = newSection(indexPath.section)
        else { return nil }
        let deletedBefore = deletedRows.count { $0.section == indexPath.section && $0.row < indexPath.row }
        let inserted = insertedRows.filter { $0.section == section }.map(\.row).sorted()
        return IndexPath(row: Self.shift(indexPath.row - deletedBefore, past: inserted), section: section)
    }

    /// An index after deletions moved past the insertions at or before it (ascending).
    private static func shift(_ index: Int, past insertions: [Int]) -> Int {
        var result = index
        for inserted in insertions where inserted <= result { result += 1 }
        return result
    }

    /// The number of rows each old section should have after the update, for UIKit's check:
    /// before, less the deletions, plus the insertions into its new index.
    func expectedCount(ofOldSection section: Int, before: Int) -> (count: Int, inserted: Int, deleted: Int)? {
        guard let new = newSection(section), !reloadedSections.contains(section) else { return nil }
        let deleted = deletedRows.count { $0.section == section }
        let inserted = insertedRows.count { $0.section == new }
        return (before - deleted + inserted, inserted, deleted)
    }
}
