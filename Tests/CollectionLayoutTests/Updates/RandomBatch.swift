import Foundation
import TestTools

@testable import CollectionLayout

/// A random valid batch and its expected outcome, built on a model of identified items by
/// applying docs/REFERENCE.md §5's rules slot by slot (no rank arithmetic): deleted, reloaded and
/// moved-away items leave; move destinations and inserts take their after-update slots; the
/// remaining slots of each section are filled, in order, with its remaining old items, a
/// reloaded item taking its slot under a fresh identity. Sections work the same way.
struct RandomBatch: CustomStringConvertible {
    var oldSections: [[Int]] = []
    var oldSectionIDs: [Int] = []
    var newSections: [[Int]] = []
    var newSectionIDs: [Int] = []
    var operations: [BatchOperation] = []
    /// New sections whose items survive from an old section (not inserted, not reloaded).
    var survivingNewSections: [Int] = []
    /// Paths deleted outright (not folded), before the update.
    var deletedPaths: [IndexPath] = []
    /// Where each reloaded item or section reappears (its adjusted new path), by old path.
    var reloadTargets: [IndexPath: IndexPath] = [:]

    var oldCounts: [Int] { oldSections.map(\.count) }
    var newCounts: [Int] { newSections.map(\.count) }

    var description: String {
        "old \(oldCounts) new \(newCounts) ops \(operations)"
    }

    private enum Fate { case keep, delete, reload, move }

    private enum NewSection {
        case survivor(Int), inserted, reloaded(Int)
    }

    init(rng: inout SplitMix64, maxSections: Int = 5, maxItems: Int = 6) {
        var nextID = 0
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        func fate(_ rng: inout SplitMix64, keep: Int) -> Fate {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < keep { return .keep }
            let rest = (roll - keep) * 3 / (100 - keep)
            return rest == 0 ? .delete : rest == 1 ? .reload : .move
        }
        var ops: [BatchOperation] = []

        // Old model.
        let sectionCount = Int.random(in: 0...maxSections, using: &rng)
        oldSections = (0..<sectionCount).map { _ in
            (0..<Int.random(in: 0...maxItems, using: &rng)).map { _ in fresh() }
        }
        oldSectionIDs = oldSections.map { _ in fresh() }

        // Sections.
        let sectionFates = (0..<sectionCount).map { _ in fate(&rng, keep: 55) }
        let deletedSections = sectionFates.indices.filter { sectionFates[$0] == .delete }
        let reloadedSections = sectionFates.indices.filter { sectionFates[$0] == .reload }
        let movedSections = sectionFates.indices.filter { sectionFates[$0] == .move }
        let insertedCount = Int.random(in: 0...2, using: &rng)
        let newSectionCount = sectionCount - deletedSections.count + insertedCount
        let slots = Array(0..<newSectionCount).shuffled(using: &rng)
        var kinds = [NewSection?](repeating: nil, count: newSectionCount)
        var sectionIDs = [Int](repeating: 0, count: newSectionCount)
        var newOfOld: [Int: Int] = [:]
        for (index, section) in movedSections.enumerated() {
            kinds[slots[index]] = .survivor(section)
            sectionIDs[slots[index]] = oldSectionIDs[section]
            newOfOld[section] = slots[index]
            ops.append(.moveSection(section, toSection: slots[index]))
        }
        let insertedSlots = Array(slots[movedSections.count..<(movedSections.count + insertedCount)])
        for slot in insertedSlots {
            kinds[slot] = .inserted
            sectionIDs[slot] = fresh()
        }
        var free = (0..<newSectionCount).filter { kinds[$0] == nil }.makeIterator()
        for section in 0..<sectionCount where sectionFates[section] == .keep || sectionFates[section] == .reload {
            guard let slot = free.next() else { break }
            if sectionFates[section] == .keep {
                kinds[slot] = .survivor(section)
                sectionIDs[slot] = oldSectionIDs[section]
                newOfOld[section] = slot
            } else {
                kinds[slot] = .reloaded(section)
                sectionIDs[slot] = fresh()
                reloadTargets[IndexPath(index: section)] = IndexPath(index: slot)
            }
        }
        if !deletedSections.isEmpty { ops.append(.deleteSections(IndexSet(deletedSections))) }
        if !reloadedSections.isEmpty { ops.append(.reloadSections(IndexSet(reloadedSections))) }
        if !insertedSlots.isEmpty { ops.append(.insertSections(IndexSet(insertedSlots))) }
        newSectionIDs = sectionIDs
        survivingNewSections = (0..<newSectionCount).filter {
            if case .survivor = kinds[$0] { return true } else { return false }
        }

        // Items of surviving sections.
        var stay: [Int: [(item: Int, reload: Bool)]] = [:]
        var movedInto: [Int: [(section: Int, item: Int)]] = [:]
        var deletes: [IndexPath] = [], reloads: [IndexPath] = [], inserts: [IndexPath] = []
        for (section, fateOfSection) in sectionFates.enumerated() where fateOfSection == .keep || fateOfSection == .move {
            for item in oldSections[section].indices {
                switch fate(&rng, keep: 70) {
                case .keep: stay[section, default: []].append((item, false))
                case .reload:
                    stay[section, default: []].append((item, true))
                    reloads.append(ip(section, item))
                case .delete: deletes.append(ip(section, item))
                case .move:
                    let target = survivingNewSections[Int.random(in: 0..<survivingNewSections.count, using: &rng)]
                    movedInto[target, default: []].append((section, item))
                }
            }
        }
        deletedPaths = deletes
        var result = [[Int]](repeating: [], count: newSectionCount)
        for slot in 0..<newSectionCount {
            switch kinds[slot] {
            case let .survivor(source):
                let staying = stay[source] ?? []
                let incoming = (movedInto[slot] ?? []).shuffled(using: &rng)
                let insertCount = Int.random(in: 0...2, using: &rng)
                let count = staying.count + incoming.count + insertCount
                let itemSlots = Array(0..<count).shuffled(using: &rng)
                var ids = [Int?](repeating: nil, count: count)
                for (index, move) in incoming.enumerated() {
                    ids[itemSlots[index]] = oldSections[move.section][move.item]
                    ops.append(.moveItem(at: ip(move.section, move.item), to: ip(slot, itemSlots[index])))
                }
                for index in incoming.count..<(incoming.count + insertCount) {
                    ids[itemSlots[index]] = fresh()
                    inserts.append(ip(slot, itemSlots[index]))
                }
                var remaining = staying.makeIterator()
                for index in 0..<count where ids[index] == nil {
                    guard let next = remaining.next() else { break }
                    ids[index] = next.reload ? fresh() : oldSections[source][next.item]
                    if next.reload { reloadTargets[ip(source, next.item)] = ip(slot, index) }
                }
                result[slot] = ids.map { $0 ?? -1 }
            case .inserted:
                let count = Int.random(in: 0...maxItems, using: &rng)
                result[slot] = (0..<count).map { _ in fresh() }
                // Folded into the section insert.
                for item in 0..<count where Bool.random(using: &rng) { inserts.append(ip(slot, item)) }
            case let .reloaded(source):
                let count = Int.random(in: 0...maxItems, using: &rng)
                result[slot] = (0..<count).map { _ in fresh() }
                // Folded into the section reload.
                for item in oldSections[source].indices where Int.random(in: 0..<4, using: &rng) == 0 {
                    deletes.append(ip(source, item))
                }
            case .none:
                result[slot] = []
            }
        }
        for section in deletedSections {
            for item in oldSections[section].indices where Bool.random(using: &rng) { deletes.append(ip(section, item)) }
        }
        newSections = result

        // Split the path lists into several calls; shuffle all calls.
        func chunks(_ paths: [IndexPath], _ make: ([IndexPath]) -> BatchOperation, _ rng: inout SplitMix64) {
            var rest = paths.shuffled(using: &rng)
            while !rest.isEmpty {
                let size = Int.random(in: 1...rest.count, using: &rng)
                ops.append(make(Array(rest.prefix(size))))
                rest.removeFirst(size)
            }
        }
        chunks(deletes, BatchOperation.deleteItems, &rng)
        chunks(reloads, BatchOperation.reloadItems, &rng)
        chunks(inserts, BatchOperation.insertItems, &rng)
        operations = ops.shuffled(using: &rng)
    }

    /// Every disagreement between `update`'s mappings and the model (empty when right).
    func mismatches(_ update: BatchUpdate) -> [String] {
        var problems: [String] = []
        if update.newSectionCounts != newCounts { problems.append("counts \(update.newSectionCounts) != \(newCounts)") }
        let oldSectionOfID = Dictionary(uniqueKeysWithValues: oldSectionIDs.enumerated().map { ($1, $0) })
        var survivingSections = Set<Int>()
        for (section, id) in newSectionIDs.enumerated() {
            let expected = oldSectionOfID[id]
            if let expected { survivingSections.insert(expected) }
            if update.oldSection(forNew: section) != expected {
                problems.append(
                    "oldSection(forNew: \(section)) = \(String(describing: update.oldSection(forNew: section))), expected \(String(describing: expected))"
                )
            }
            if let expected, update.newSection(forOld: expected) != section {
                problems.append("newSection(forOld: \(expected)) != \(section)")
            }
        }
        for section in oldSectionIDs.indices where !survivingSections.contains(section) {
            if update.newSection(forOld: section) != nil { problems.append("old section \(section) should be gone") }
        }
        var oldPathOfID: [Int: IndexPath] = [:]
        for (section, items) in oldSections.enumerated() {
            for (item, id) in items.enumerated() { oldPathOfID[id] = ip(section, item) }
        }
        var survivors = Set<Int>()
        for (section, items) in newSections.enumerated() {
            for (item, id) in items.enumerated() {
                let path = ip(section, item)
                let expected = oldPathOfID[id]
                if expected != nil { survivors.insert(id) }
                let actual = update.oldIndexPath(forNew: path)
                if actual != expected {
                    problems.append(
                        "oldIndexPath(forNew: \(path)) = \(String(describing: actual)), expected \(String(describing: expected))")
                }
                if let expected, update.newIndexPath(forOld: expected) != path {
                    problems.append(
                        "newIndexPath(forOld: \(expected)) = \(String(describing: update.newIndexPath(forOld: expected))), expected \(path)"
                    )
                }
            }
        }
        for (id, path) in oldPathOfID where !survivors.contains(id) {
            if let actual = update.newIndexPath(forOld: path) {
                problems.append("old item \(path) should be gone, maps to \(actual)")
            }
        }
        return problems
    }

    /// The batch made invalid in one of four ways chosen by `rng`: a wrong count, an
    /// out-of-range delete, a delete-and-move conflict, or an out-of-range section delete.
    func corrupted(_ rng: inout SplitMix64) -> (operations: [BatchOperation], newCounts: [Int]) {
        var ops = operations
        var counts = newCounts
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            if let section = survivingNewSections.randomElement(using: &rng) {
                counts[section] += 1
            } else {
                counts.append(0)
            }
        case 1:
            if let section = oldSections.indices.randomElement(using: &rng) {
                ops.append(.deleteItems([ip(section, oldSections[section].count + Int.random(in: 0...2, using: &rng))]))
            } else {
                ops.append(.deleteItems([ip(0, 0)]))
            }
        case 2:
            if let path = deletedPaths.randomElement(using: &rng) {
                ops.append(.moveItem(at: path, to: ip(0, 0)))
            } else {
                counts.append(1)
            }
        default:
            ops.append(.deleteSections(IndexSet(integer: oldSections.count + Int.random(in: 0...2, using: &rng))))
        }
        return (ops.shuffled(using: &rng), counts)
    }
}
