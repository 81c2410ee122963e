/// The row and section changes of one table update, as UIKit's batch updates take them:
/// deletions and reloads at the index paths before the update, insertions at those after,
/// moves from before to after (docs/REFERENCE.md §5, the collection view's rule). It maps a
/// row from before to after.
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
    /// Rows moved, from their old index paths to their new ones.
    var movedRows: [IndexPath: IndexPath] = [:]
    /// Sections moved, from their old indexes to their new ones.
    var movedSections: [Int: Int] = [:]

    /// Whether nothing changes.
    var isEmpty: Bool { self == TableUpdate() }

    /// Where an old section is after the update; nil when it is deleted.
    func newSection(_ section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        if let moved = movedSections[section] { return moved }
        let gone = deletedSections.count(in: 0..<max(0, section)) + movedSections.keys.count { $0 < section }
        return Self.shift(section - gone, past: (Array(insertedSections) + movedSections.values).sorted())
    }

    /// Where an old row is after the update; nil when it, or its section, is deleted or
    /// reloaded (its cell is not kept).
    func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        guard !deletedRows.contains(indexPath), !reloadedRows.contains(indexPath), !reloadedSections.contains(indexPath.section),
            let section = newSection(indexPath.section)
        else { return nil }
        if let moved = movedRows[indexPath] { return moved }
        let gone = rowsLeaving(indexPath.section).count { $0.row < indexPath.row }
        return IndexPath(row: Self.shift(indexPath.row - gone, past: rowsArriving(section).sorted()), section: section)
    }

    /// The old rows of an old section that leave it: deleted or moved away.
    private func rowsLeaving(_ section: Int) -> [IndexPath] {
        deletedRows.filter { $0.section == section } + movedRows.keys.filter { $0.section == section }
    }

    /// The new rows of a new section that arrive in it: inserted or moved in.
    private func rowsArriving(_ section: Int) -> [Int] {
        insertedRows.filter { $0.section == section }.map(\.row) + movedRows.values.filter { $0.section == section }.map(\.row)
    }

    /// An index after deletions moved past the insertions at or before it (ascending).
    private static func shift(_ index: Int, past insertions: [Int]) -> Int {
        var result = index
        for inserted in insertions where inserted <= result { result += 1 }
        return result
    }

    /// The rows an old section should have after the update, for UIKit's check: before, less
    /// the deletions and moves out, plus the insertions and moves into its new index.
    func expectedCount(ofOldSection section: Int, before: Int) -> Counted? {
        guard let new = newSection(section), !reloadedSections.contains(section), movedSections[section] == nil else { return nil }
        let counted = Counted(
            before: before, inserted: insertedRows.count { $0.section == new }, deleted: deletedRows.count { $0.section == section },
            movedIn: movedRows.count { $0.key.section != section && $0.value.section == new },
            movedOut: movedRows.count { $0.key.section == section && $0.value.section != new })
        return counted
    }

    /// What UIKit's check counts for one section.
    struct Counted {
        var before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
        /// The rows expected after the update.
        var expected: Int { before - deleted + inserted + movedIn - movedOut }
    }
}
