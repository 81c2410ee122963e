import Foundation

extension BatchUpdate {
    /// A batch whose counts after the update are derived from the operations, for callers
    /// that have no data source to ask (a scene file that omits the sections after an
    /// update).
    ///
    /// Derivation: the section count is the old count plus inserted minus deleted sections.
    /// A surviving section keeps its old count, minus deletes and moves out, plus inserts
    /// and moves in (reloads change nothing); a reloaded section keeps its old count; an
    /// inserted section holds as many items as were inserted into it. The result is then
    /// validated like any batch, so an inconsistent list of operations throws UIKit's
    /// message (an insert at item 3 of an inserted section given one insert is out of range).
    /// - Throws: ``BatchUpdateError`` as ``init(oldSectionCounts:newSectionCounts:operations:)``.
    /// - Complexity: O(k log k + S).
    public init(oldSectionCounts: [Int], operations: [BatchOperation]) throws(BatchUpdateError) {
        let counts = Self.derivedSectionCounts(old: oldSectionCounts.map { max(0, $0) }, operations: operations)
        try self.init(oldSectionCounts: oldSectionCounts, newSectionCounts: counts, operations: operations)
    }

    /// Best-effort counts after `operations`: never traps on invalid input (out-of-range
    /// paths are skipped); validation reports the problem afterwards.
    private static func derivedSectionCounts(old: [Int], operations: [BatchOperation]) -> [Int] {
        var deleteSections = Set<Int>(), insertSections = Set<Int>(), reloadSections = Set<Int>()
        var sectionMoves = Set<SectionMove>()
        var deletes = Set<ItemSlot>(), inserts = Set<ItemSlot>()
        var moves = Set<ItemMove>()
        for operation in operations {
            switch operation {
            case let .insertItems(paths):
                for path in paths where path.count == 2 { inserts.insert(ItemSlot(section: path[0], item: path[1])) }
            case let .deleteItems(paths):
                for path in paths where path.count == 2 { deletes.insert(ItemSlot(section: path[0], item: path[1])) }
            case .reloadItems: break
            case let .moveItem(from, to):
                guard from.count == 2, to.count == 2 else { continue }
                moves.insert(ItemMove(from: ItemSlot(section: from[0], item: from[1]), to: ItemSlot(section: to[0], item: to[1])))
            case let .insertSections(set): insertSections.formUnion(set)
            case let .deleteSections(set): deleteSections.formUnion(set)
            case let .reloadSections(set): reloadSections.formUnion(set)
            case let .moveSection(from, to): sectionMoves.insert(SectionMove(from: from, to: to))
            }
        }
        let oldCount = old.count
        let newCount = max(0, oldCount + insertSections.count - deleteSections.count)
        var counts = [Int](repeating: 0, count: newCount)
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var fresh = [Bool](repeating: false, count: newCount)
        var taken = [Bool](repeating: false, count: newCount)
        var removed = [Bool](repeating: false, count: oldCount)
        for section in insertSections where section >= 0 && section < newCount {
            taken[section] = true
            fresh[section] = true
        }
        for section in deleteSections where section >= 0 && section < oldCount { removed[section] = true }
        for move in sectionMoves where move.from >= 0 && move.from < oldCount && move.to >= 0 && move.to < newCount {
            guard !removed[move.from], !taken[move.to] else { continue }
            removed[move.from] = true
            taken[move.to] = true
            oldToNew[move.from] = move.to
            counts[move.to] = old[move.from]
        }
        var slot = 0
        for section in 0..<oldCount where !removed[section] {
            while slot < newCount && taken[slot] { slot += 1 }
            guard slot < newCount else { break }
            counts[slot] = old[section]
            if reloadSections.contains(section) { fresh[slot] = true } else { oldToNew[section] = slot }
            slot += 1
        }
        func surviving(_ item: ItemSlot) -> Int? {
            guard item.section >= 0, item.section < oldCount, item.item >= 0, item.item < old[item.section] else { return nil }
            let target = oldToNew[item.section]
            return target >= 0 ? target : nil
        }
        func open(_ item: ItemSlot) -> Bool { item.section >= 0 && item.section < newCount && item.item >= 0 }
        for item in deletes { if let target = surviving(item) { counts[target] -= 1 } }
        // Inserts into a reloaded section are folded into the reload (its count is kept).
        for item in inserts where open(item) && !(fresh[item.section] && !insertSections.contains(item.section)) {
            counts[item.section] += 1
        }
        for move in moves {
            guard let source = surviving(move.from), open(move.to), !fresh[move.to.section] else { continue }
            counts[source] -= 1
            counts[move.to.section] += 1
        }
        return counts.map { max(0, $0) }
    }
}
