import Foundation
import PropertyBased
import TestTools
import Testing

@testable import CollectionLayout

/// Random batches against the model of identified items in ``RandomBatch``.
@Suite("BatchUpdate: properties")
struct BatchUpdatePropertyTests {
    @Test func validBatchesMapEveryIdentityWhereTheModelSays() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(rng: &rng)
            do {
                let update = try BatchUpdate(
                    oldSectionCounts: batch.oldCounts, newSectionCounts: batch.newCounts, operations: batch.operations)
                let problems = batch.mismatches(update)
                #expect(problems.isEmpty, "\(batch)\n\(problems.prefix(5).joined(separator: "\n"))")
                // Every update item agrees with the mappings.
                for item in update.updateItems {
                    let before = item.indexPathBeforeUpdate, after = item.indexPathAfterUpdate
                    let section = item.isSectionOperation
                    func newOf(_ path: IndexPath) -> IndexPath? {
                        section ? update.newSection(forOld: path[0]).map { IndexPath(index: $0) } : update.newIndexPath(forOld: path)
                    }
                    func oldOf(_ path: IndexPath) -> IndexPath? {
                        section ? update.oldSection(forNew: path[0]).map { IndexPath(index: $0) } : update.oldIndexPath(forNew: path)
                    }
                    switch item.updateAction {
                    case .delete: #expect(before.flatMap(newOf) == nil && after == nil, "\(item) \(batch)")
                    case .insert: #expect(after.flatMap(oldOf) == nil && before == nil, "\(item) \(batch)")
                    case .reload:
                        #expect(before.flatMap(newOf) == nil && after.flatMap(oldOf) == nil && after != nil, "\(item) \(batch)")
                        #expect(after == before.flatMap { batch.reloadTargets[$0] }, "\(item) \(batch)")
                    case .move: #expect(before.flatMap(newOf) == after && after != nil, "\(item) \(batch)")
                    case .none: Issue.record("unexpected none item")
                    }
                }
                // The whole-section forms agree with the per-item queries.
                for (section, count) in batch.oldCounts.enumerated() {
                    #expect(
                        update.newIndexPaths(forOldSection: section)
                            == (0..<count).map { update.newIndexPath(forOld: ip(section, $0)) }, "\(batch)")
                }
                for (section, count) in batch.newCounts.enumerated() {
                    #expect(
                        update.oldIndexPaths(forNewSection: section)
                            == (0..<count).map { update.oldIndexPath(forNew: ip(section, $0)) }, "\(batch)")
                }
            } catch {
                Issue.record("valid batch threw \(error)\n\(batch)")
            }
        }
    }

    @Test func orderOfOperationsDoesNotMatter() async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(rng: &rng)
            let shuffled = batch.operations.shuffled(using: &rng)
            // Both orders are valid batches: each must build (a throw on either side is a
            // failure, never two equal nils), and they must agree.
            do {
                let first = try BatchUpdate(
                    oldSectionCounts: batch.oldCounts, newSectionCounts: batch.newCounts, operations: batch.operations)
                let second = try BatchUpdate(
                    oldSectionCounts: batch.oldCounts, newSectionCounts: batch.newCounts, operations: shuffled)
                #expect(first.updateItems == second.updateItems, "\(batch)\nshuffled: \(shuffled)")
                #expect(first.reusableSectionSources == second.reusableSectionSources, "\(batch)\nshuffled: \(shuffled)")
            } catch {
                Issue.record("a valid batch threw in one order: \(error)\n\(batch)\nshuffled: \(shuffled)")
            }
        }
    }

    @Test func invalidBatchesThrow() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(rng: &rng)
            let (operations, counts) = batch.corrupted(&rng)
            do {
                _ = try BatchUpdate(oldSectionCounts: batch.oldCounts, newSectionCounts: counts, operations: operations)
                Issue.record("corrupted batch did not throw: old \(batch.oldCounts) new \(counts) ops \(operations)")
            } catch {
                #expect((error as? BatchUpdateError)?.description.isEmpty == false)
            }
        }
    }

    @Test func arbitraryInputNeverTraps() async {
        // Garbage in (negative indexes, wrong counts, conflicts): a throw or a consistent
        // mapping, never a crash.
        var accepted = 0
        await propertyCheck(count: 10_000, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            func small() -> Int { Int.random(in: -1...3, using: &rng) }
            let old = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0...3, using: &rng) }
            let new = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0...3, using: &rng) }
            var operations: [BatchOperation] = []
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: operations.append(.insertItems([ip(small(), small())]))
                case 1: operations.append(.deleteItems([ip(small(), small())]))
                case 2: operations.append(.moveItem(at: ip(small(), small()), to: ip(small(), small())))
                case 3: operations.append(.reloadItems([ip(small(), small())]))
                case 4: operations.append(.insertSections(IndexSet(integer: max(0, small()))))
                case 5: operations.append(.deleteSections(IndexSet(integer: max(0, small()))))
                case 6: operations.append(.moveSection(small(), toSection: small()))
                default: operations.append(.reloadSections(IndexSet(integer: max(0, small()))))
                }
            }
            guard let update = try? BatchUpdate(oldSectionCounts: old, newSectionCounts: new, operations: operations)
            else { return }
            accepted += 1
            for (section, count) in new.enumerated() {
                for item in 0..<count {
                    if let source = update.oldIndexPath(forNew: ip(section, item)) {
                        #expect(update.newIndexPath(forOld: source) == ip(section, item), "\(old) \(new) \(operations)")
                    }
                }
            }
            for (section, count) in old.enumerated() {
                for item in 0..<count {
                    if let target = update.newIndexPath(forOld: ip(section, item)) {
                        #expect(update.oldIndexPath(forNew: target) == ip(section, item), "\(old) \(new) \(operations)")
                    }
                }
            }
        }
        // Some of the random updates are valid, so the mappings above are checked: about 2 %
        // (196, 201 and 209 of 10,000 in three runs), 200 expected; fewer than 100 is more than
        // seven standard deviations out. (With 500 updates and "at least 3" this failed once:
        // 10 expected, fewer than 3 has a chance near 3 × 10⁻³.)
        #expect(accepted >= 100, "\(accepted) of 10,000 updates were valid")
    }
}
