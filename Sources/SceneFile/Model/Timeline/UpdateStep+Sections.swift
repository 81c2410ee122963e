import Foundation

extension UpdateStep {
    /// The data source after this update: ``sections`` when the scene gives it, else the
    /// sections derived from the operations by UIKit's rules (see
    /// ``derivedSections(from:)``).
    /// - Throws: ``SceneError`` located at the offending operation.
    public func resultingSections(from before: [SectionSpec]) throws -> [SectionSpec] {
        if let sections { return sections }
        return try derivedSections(from: before)
    }

    /// The sections after applying the operations to `before`, as UIKit maps identities.
    ///
    /// Deletes, reloads and move sources are before-paths; inserts and move destinations
    /// after-paths. Deleted sections and items go; each moved section or item goes to its
    /// destination; inserted sections are empty (plus any items inserted into them) with
    /// no header; inserted items are empty ``ItemSpec``s; the remaining slots are filled
    /// in order with the remaining old sections or items, which keep their specs. Reloads
    /// keep the spec. Count-form sections stay count-form unless a listed item moves in.
    /// Duplicate entries in an insert or delete list count once (they are index sets).
    ///
    /// Only the ranges and conflicts needed to build the result are checked here, with
    /// UIKit's messages; the update model validates the batch in full.
    /// - Throws: ``SceneError`` located at the offending operation.
    /// - Complexity: O(operations + items of list-form sections touched).
    public func derivedSections(from before: [SectionSpec]) throws -> [SectionSpec] {
        let sectionOrigins = try sectionMapping(before: before)
        var result: [SectionSpec] = []
        result.reserveCapacity(sectionOrigins.count)
        for (after, origin) in sectionOrigins.enumerated() {
            result.append(try section(after: after, origin: origin, before: before))
        }
        return result
    }

    // MARK: Sections

    private func fail(_ operation: Operation, _ index: Int, _ message: String) -> SceneError {
        let location =
            self.location(of: operation, at: index)
            ?? SceneLocation(file: "<scene>", line: 1, column: 1, keyPath: .root)
        return location.error(.invalidValue, message)
    }

    /// For each after-section, the before-section it comes from, or nil when inserted.
    private func sectionMapping(before: [SectionSpec]) throws -> [Int?] {
        let countBefore = before.count
        var deleted = Set<Int>()
        for (index, section) in deleteSections.enumerated() {
            guard section < countBefore else {
                throw fail(
                    .deleteSections, index,
                    "attempt to delete section \(section), but there are only \(countBefore) sections before the update")
            }
            deleted.insert(section)
        }
        var movedFrom = Set<Int>()
        for (index, move) in moveSections.enumerated() {
            guard move.from < countBefore else {
                throw fail(
                    .moveSections, index,
                    "attempt to move section \(move.from), but there are only \(countBefore) sections before the update")
            }
            guard !deleted.contains(move.from) else {
                throw fail(.moveSections, index, "attempt to perform a delete and a move from the same section (\(move.from))")
            }
            guard movedFrom.insert(move.from).inserted else {
                throw fail(.moveSections, index, "attempt to move section \(move.from) to two destinations")
            }
        }
        for (index, section) in reloadSections.enumerated() where section >= countBefore {
            throw fail(
                .reloadSections, index, "attempt to reload section \(section), but there are only \(countBefore) sections before the update"
            )
        }
        let inserted = Set(insertSections)
        let countAfter = countBefore - deleted.count + inserted.count
        enum Slot { case empty, inserted, old(Int) }
        var slots = [Slot](repeating: .empty, count: countAfter)
        for (index, section) in insertSections.enumerated() {
            guard section < countAfter else {
                throw fail(
                    .insertSections, index,
                    "attempt to insert section \(section) but there are only \(countAfter) sections after the update")
            }
            slots[section] = .inserted
        }
        for (index, move) in moveSections.enumerated() {
            guard move.to < countAfter else {
                throw fail(
                    .moveSections, index,
                    "attempt to move section \(move.from) to section \(move.to), but there are only \(countAfter) sections after the update"
                )
            }
            switch slots[move.to] {
            case .empty: slots[move.to] = .old(move.from)
            case .inserted:
                throw fail(.moveSections, index, "attempt to perform an insert and a move to the same section (\(move.to))")
            case let .old(other):
                throw fail(.moveSections, index, "attempt to move both section \(other) and section \(move.from) to section \(move.to)")
            }
        }
        var remaining = (0..<countBefore).lazy.filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        return slots.map { slot in
            switch slot {
            case .inserted: return nil
            case let .old(section): return section
            case .empty: return remaining.next()
            }
        }
    }

    // MARK: Items

    /// The section at `after`, with its items mapped.
    private func section(after: Int, origin: Int?, before: [SectionSpec]) throws -> SectionSpec {
        let deletedSections = Set(deleteSections)
        var base = origin.map { before[$0] } ?? SectionSpec(items: .count(0))
        let countBefore = base.items.count

        var deleted = Set<Int>()
        if let origin {
            for (index, path) in deleteItems.enumerated() where path.section == origin {
                guard path.item < countBefore else {
                    throw fail(
                        .deleteItems, index,
                        "attempt to delete item \(path.item) from section \(origin) which only contains \(countBefore) items before the update"
                    )
                }
                deleted.insert(path.item)
            }
            for (index, path) in reloadItems.enumerated() where path.section == origin {
                guard path.item < countBefore else {
                    throw fail(
                        .reloadItems, index,
                        "attempt to reload item \(path.item) from section \(origin) which only contains \(countBefore) items before the update"
                    )
                }
                guard !deleted.contains(path.item) else {
                    throw fail(.reloadItems, index, "attempt to delete and reload the same index path (\(Self.text(path)))")
                }
            }
        }
        var movedOut = Set<Int>()
        for (index, move) in moveItems.enumerated() {
            guard move.from.section < before.count, !deletedSections.contains(move.from.section) else {
                throw fail(
                    .moveItems, index,
                    "attempt to move index path (\(Self.text(move.from))) out of a section that does not exist after the update")
            }
            guard move.from.section == origin else { continue }
            guard move.from.item < countBefore else {
                throw fail(
                    .moveItems, index,
                    "attempt to move index path (\(Self.text(move.from))) that does not exist - there are only \(countBefore) items in section \(move.from.section) before the update"
                )
            }
            guard !deleted.contains(move.from.item) else {
                throw fail(.moveItems, index, "attempt to perform a delete and a move from the same index path (\(Self.text(move.from)))")
            }
            guard movedOut.insert(move.from.item).inserted else {
                throw fail(.moveItems, index, "attempt to move item at index path \(Self.text(move.from)) to two destinations")
            }
        }
        let inserts = Set(insertItems.filter { $0.section == after }.map(\.item))
        let movesIn = moveItems.enumerated().filter { $0.element.to.section == after }
        let countAfter = countBefore - deleted.count - movedOut.count + inserts.count + movesIn.count

        var placed: [Int: ItemSpec] = [:]
        for (index, path) in insertItems.enumerated() where path.section == after {
            guard path.item < countAfter else {
                throw fail(
                    .insertItems, index,
                    "attempt to insert item \(path.item) into section \(after), but there are only \(countAfter) items in section \(after) after the update"
                )
            }
            placed[path.item] = ItemSpec()
        }
        for (index, move) in movesIn {
            guard move.to.item < countAfter else {
                throw fail(
                    .moveItems, index,
                    "attempt to move index path (\(Self.text(move.from))) to index path (\(Self.text(move.to))) that does not exist - there are only \(countAfter) items in section \(after) after the update"
                )
            }
            guard placed[move.to.item] == nil else {
                if inserts.contains(move.to.item) {
                    throw fail(.moveItems, index, "attempt to perform an insert and a move to the same index path (\(Self.text(move.to)))")
                }
                throw fail(.moveItems, index, "attempt to move two items to index path \(Self.text(move.to))")
            }
            placed[move.to.item] = before[move.from.section].items.item(at: move.from.item) ?? ItemSpec()
        }

        let defaultItem = ItemSpec()
        if case .count = base.items, placed.values.allSatisfy({ $0 == defaultItem }) {
            base.items = .count(countAfter)
            return base
        }
        var items: [ItemSpec] = []
        items.reserveCapacity(countAfter)
        var next = 0
        for slot in 0..<countAfter {
            if let item = placed[slot] {
                items.append(item)
                continue
            }
            while next < countBefore, deleted.contains(next) || movedOut.contains(next) { next += 1 }
            items.append(base.items.item(at: next) ?? defaultItem)
            next += 1
        }
        base.items = .list(items)
        return base
    }

    private static func text(_ path: IndexPath) -> String {
        "[" + path.map(String.init).joined(separator: ", ") + "]"
    }
}
