import CollectionLayout
import Foundation
import TestTools

/// Diffable-data-source benchmark: the difference between two snapshots of 100,000 items
/// in 10 sections with 1% changes (300 deletes, 300 inserts, 300 moves, 100 reloads).
/// Target: ≤ 20 ms (release) for `SnapshotDifference` (docs/REFERENCE.md §15).
func runDiffableBenchmarks() {
    let (old, new) = makeDiffableBenchmarkSnapshots()
    var difference = SnapshotDifference()
    let time = Bench.median(runs: 9) { difference = SnapshotDifference(from: old, to: new) }
    print(
        "Diffable: \(old.numberOfItems) → \(new.numberOfItems) items; \(difference.deletedItems.count) deletes, "
            + "\(difference.insertedItems.count) inserts, \(difference.movedItems.count) moves, \(difference.reloadedItems.count) reloads")
    Bench.report("diff of two 100,000-item snapshots, 1% changed", time, unit: .milliseconds, target: 0.020)
    let valid =
        (try? BatchUpdate(
            oldSectionCounts: old.sectionIdentifiers.map { (try? old.numberOfItems(inSection: $0)) ?? 0 },
            newSectionCounts: new.sectionIdentifiers.map { (try? new.numberOfItems(inSection: $0)) ?? 0 },
            operations: difference.operations)) != nil
    print("  the batch is \(valid ? "valid" : "INVALID")")
}

/// Two snapshots of `Int` items: 10 sections of 10,000; the new one deletes 300 items,
/// inserts 300 new ones, moves 300 (half within their section, half across) and reloads
/// 100, at positions from a fixed-seed generator.
func makeDiffableBenchmarkSnapshots() -> (DiffableDataSourceSnapshot<Int, Int>, DiffableDataSourceSnapshot<Int, Int>) {
    var rng = SplitMix64(seed: 0x5EED)
    var sections = (0..<10).map { section in Array(section * 10_000..<(section + 1) * 10_000) }
    var old = DiffableDataSourceSnapshot<Int, Int>()
    try? old.appendSections(Array(0..<10))
    for (section, items) in sections.enumerated() { _ = try? old.appendItems(items, toSection: section) }
    for _ in 0..<300 {
        let section = Int(rng.next() % 10)
        sections[section].remove(at: Int(rng.next() % UInt64(sections[section].count)))
    }
    for index in 0..<300 {
        let section = Int(rng.next() % 10)
        sections[section].insert(1_000_000 + index, at: Int(rng.next() % UInt64(sections[section].count + 1)))
    }
    for index in 0..<300 {
        let from = Int(rng.next() % 10), to = index.isMultiple(of: 2) ? from : Int(rng.next() % 10)
        let item = sections[from].remove(at: Int(rng.next() % UInt64(sections[from].count)))
        sections[to].insert(item, at: Int(rng.next() % UInt64(sections[to].count + 1)))
    }
    var new = DiffableDataSourceSnapshot<Int, Int>()
    try? new.appendSections(Array(0..<10))
    for (section, items) in sections.enumerated() { _ = try? new.appendItems(items, toSection: section) }
    let kept = new.itemIdentifiers.filter { $0 < 1_000_000 }
    try? new.reloadItems((0..<100).map { _ in kept[Int(rng.next() % UInt64(kept.count))] })
    return (old, new)
}
