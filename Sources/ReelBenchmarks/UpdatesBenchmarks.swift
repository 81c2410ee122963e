import CollectionLayout
import Foundation
import TestTools

/// Batch-update benchmarks: 1,000 mixed item operations (deletes, inserts, reloads, moves
/// inside and across sections) over 1,000,000 items in 100 sections. Target: validation +
/// normalisation + both mappings ≤ 50 ms (release).
func runUpdatesBenchmarks() {
    let (counts, operations) = makeUpdatesBenchmarkBatch()
    let runs = 15
    print("Updates: \(operations.count) operations over \(counts.reduce(0, +)) items in \(counts.count) sections")

    // Validation + normalisation + the mapping structures (queries are O(log k) each).
    var update: BatchUpdate?
    let build = updatesMedian(runs) {
        update = try? BatchUpdate(oldSectionCounts: counts, newSectionCounts: counts, operations: operations)
    }
    guard let update else {
        print("  the benchmark batch is invalid")
        return
    }
    print("  validate + normalise + mappings (lazy): median \(updatesFormat(build))")

    // Both mappings made dense: every old path → new and every new path → old.
    var checksum = 0
    let dense = updatesMedian(5) {
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                if let path = update.newIndexPath(forOld: IndexPath(index: section).appending(item)) { checksum &+= path[1] }
                if let path = update.oldIndexPath(forNew: IndexPath(index: section).appending(item)) { checksum &+= path[1] }
            }
        }
    }
    print("  both mappings queried for all 1,000,000 items (2,000,000 queries): median \(updatesFormat(dense)) [\(checksum & 1)]")

    // Both mappings made dense section by section (a merge per section).
    let merged = updatesMedian(5) {
        for section in counts.indices {
            for path in update.newIndexPaths(forOldSection: section) { if let path { checksum &+= path[1] } }
            for path in update.oldIndexPaths(forNewSection: section) { if let path { checksum &+= path[1] } }
        }
    }
    print("  both mappings for all 1,000,000 items by whole sections: median \(updatesFormat(merged)) [\(checksum & 1)]")

    // The whole host path: record, read counts, validate, commit, layout pass (base layout).
    let host = updatesMedian(5) {
        let source = BenchCounts(counts, reuseIdentifier: "cell")
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CollectionViewLayout())
        view.dataSource = source
        _ = view.sectionCounts
        _ = try? view.performBatchUpdates {
            for operation in operations {
                if case let .insertItems(paths) = operation { _ = try? view.insertItems(at: paths) }
                if case let .deleteItems(paths) = operation { _ = try? view.deleteItems(at: paths) }
                if case let .reloadItems(paths) = operation { _ = try? view.reloadItems(at: paths) }
                if case let .moveItem(from, to) = operation { _ = try? view.moveItem(at: from, to: to) }
            }
        }
        withExtendedLifetime(source) {}
    }
    print("  CollectionView.performBatchUpdates end to end (base layout): median \(updatesFormat(host))")
}

/// 100 sections of 10,000 items; per section 3 deletes, 3 inserts, 2 reloads and 2 moves
/// to the next section (counts unchanged), at random distinct positions: 1,000 operations.
private func makeUpdatesBenchmarkBatch() -> ([Int], [BatchOperation]) {
    let sections = 100, perSection = 10_000
    var generator = SplitMix64(seed: 0x5EED)
    func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
    func distinct(_ count: Int, excluding: inout Set<Int>) -> [Int] {
        var result: [Int] = []
        while result.count < count {
            let value = random(perSection)
            if excluding.insert(value).inserted { result.append(value) }
        }
        return result
    }
    var operations: [BatchOperation] = []
    var usedBefore = [Set<Int>](repeating: [], count: sections)
    var usedAfter = [Set<Int>](repeating: [], count: sections)
    for section in 0..<sections {
        for item in distinct(3, excluding: &usedBefore[section]) {
            operations.append(.deleteItems([IndexPath(item: item, section: section)]))
        }
        for item in distinct(2, excluding: &usedBefore[section]) {
            operations.append(.reloadItems([IndexPath(item: item, section: section)]))
        }
        for item in distinct(3, excluding: &usedAfter[section]) {
            operations.append(.insertItems([IndexPath(item: item, section: section)]))
        }
        let target = (section + 1) % sections
        let sources = distinct(2, excluding: &usedBefore[section])
        let destinations = distinct(2, excluding: &usedAfter[target])
        for (from, to) in zip(sources, destinations) {
            operations.append(.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: target)))
        }
    }
    return ([Int](repeating: perSection, count: sections), operations)
}

private func updatesMedian(_ runs: Int, _ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<runs { times.append(clock.measure(body)) }
    return times.sorted()[runs / 2]
}

private func updatesFormat(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.3f ms", milliseconds)
}
