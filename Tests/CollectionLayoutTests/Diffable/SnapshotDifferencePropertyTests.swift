import Foundation
import PropertyBased
import TestTools
import Testing

@testable import CollectionLayout

/// Random pairs of snapshots: the computed batch, applied to the old data through
/// ``BatchUpdate``'s identity mapping, always yields the new snapshot (docs/REFERENCE.md §15).
@Suite("SnapshotDifference: properties")
struct SnapshotDifferencePropertyTests {
    /// A random snapshot over small pools (so that old and new share many identifiers),
    /// with random reload and reconfigure marks.
    static func randomSnapshot(_ rng: inout SplitMix64) -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        let sections = Array(0..<6).shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng))
        try? snapshot.appendSections(Array(sections))
        let items = Array(0..<30).shuffled(using: &rng).prefix(Int.random(in: 0...24, using: &rng))
        if !sections.isEmpty {
            for item in items {
                _ = try? snapshot.appendItems([item], toSection: sections.randomElement(using: &rng))
            }
        }
        let all = snapshot.itemIdentifiers
        if !all.isEmpty, Bool.random(using: &rng) {
            try? snapshot.reloadItems(Array(all.shuffled(using: &rng).prefix(3)))
            try? snapshot.reconfigureItems(Array(all.shuffled(using: &rng).prefix(3)))
        }
        if let section = snapshot.sectionIdentifiers.randomElement(using: &rng), Int.random(in: 0..<4, using: &rng) == 0 {
            try? snapshot.reloadSections([section])
        }
        return snapshot
    }

    static func counts(_ snapshot: DiffableDataSourceSnapshot<Int, Int>) -> [Int] {
        snapshot.sectionIdentifiers.map { (try? snapshot.numberOfItems(inSection: $0)) ?? -1 }
    }

    @Test func theBatchTurnsTheOldSnapshotIntoTheNewOne() async {
        await propertyCheck(count: 500, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let old = Self.randomSnapshot(&rng).withoutMarks
            let new = Self.randomSnapshot(&rng)
            let difference = SnapshotDifference(from: old, to: new)
            let context =
                "old \(old.sectionIdentifiers) \(old.sectionItems)\nnew \(new.sectionIdentifiers) \(new.sectionItems)\n\(difference.operations)"
            do {
                let update = try BatchUpdate(
                    oldSectionCounts: Self.counts(old), newSectionCounts: Self.counts(new), operations: difference.operations)
                // Every new item that keeps its identity is the same identifier as before.
                var fresh = 0
                for (section, items) in new.sectionItems.enumerated() {
                    for (index, item) in items.enumerated() {
                        if let oldPath = update.oldIndexPath(forNew: ip(section, index)) {
                            #expect(old.itemIdentifier(at: oldPath) == item, "\(item) at \(ip(section, index))\n\(context)")
                        } else {
                            fresh += 1
                        }
                    }
                }
                // And only the items the diff says are new lose it: inserts, reloads, and the
                // items of inserted or reloaded sections.
                let inFreshSections = difference.insertedSections.union(
                    IndexSet(
                        difference.reloadedSections.compactMap {
                            new.indexOfSection(old.sectionIdentifiers[$0])
                        })
                ).reduce(0) { $0 + new.sectionItems[$1].count }
                #expect(fresh == difference.insertedItems.count + difference.reloadedItems.count + inFreshSections, "\(context)")
                // Items in both snapshots with surviving sections are never deleted and inserted
                // unless reloaded.
                for path in difference.reconfiguredItems {
                    #expect(update.oldIndexPath(forNew: path) != nil, "reconfigured \(path) lost its identity\n\(context)")
                }
            } catch {
                Issue.record("the diff's batch is invalid: \(error)\n\(context)")
            }
        }
    }

    @Test func identicalSnapshotsNeverDiffer() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let snapshot = Self.randomSnapshot(&rng).withoutMarks
            #expect(SnapshotDifference(from: snapshot, to: snapshot).isEmpty)
        }
    }

    @Test func aPermutationCostsNMinusTheLongestKeptRun() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let old = Array(0..<Int.random(in: 0...40, using: &rng))
            let new = old.shuffled(using: &rng)
            var a = DiffableDataSourceSnapshot<Int, Int>(), b = a
            try? a.appendSections([0]); _ = try? a.appendItems(old)
            try? b.appendSections([0]); _ = try? b.appendItems(new)
            // Brute-force LIS length (O(n²) dynamic programming) of the new positions.
            var best = [Int](repeating: 1, count: new.count)
            let position = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
            for i in old.indices {
                for j in 0..<i where position[old[j], default: 0] < position[old[i], default: 0] { best[i] = max(best[i], best[j] + 1) }
            }
            let difference = SnapshotDifference(from: a, to: b)
            #expect(difference.movedItems.count == old.count - (best.max() ?? 0), "\(new)")
            #expect(difference.operations.count == difference.movedItems.count)
        }
    }
}
