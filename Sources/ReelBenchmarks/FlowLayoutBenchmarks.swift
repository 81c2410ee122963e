import CollectionLayout
import Foundation

/// Serves counts and (optionally) per-item sizes without storing them.
private final class BenchSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sections: [Int]
    let variable: Bool
    init(sections: [Int], variable: Bool) { self.sections = sections; self.variable = variable }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        guard variable else { return nil }
        // Tag-like widths 40…199, heights 30…45, from the index (no storage).
        let i = indexPath.item &* 2_654_435_761 &+ indexPath.section
        return CGSize(width: CGFloat(40 + (i >> 3) % 160), height: CGFloat(30 + (i >> 11) % 16))
    }
}

private func makeHost(sections: [Int], variable: Bool, viewport: CGSize) -> (CollectionView, FlowLayout, BenchSource) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let source = BenchSource(sections: sections, variable: variable)
    view.dataSource = source
    view.delegate = source
    return (view, layout, source)
}

/// Flow layout targets of issue "Layout engine".
func runFlowLayoutBenchmarks() throws {
    let viewport = CGSize(width: 1920, height: 1080)

    // 1,000,000 variable-size items: prepare time and memory kept per item.
    do {
        let (view, layout, source) = makeHost(sections: [1_000_000], variable: true, viewport: viewport)
        let time = Bench.median(runs: 5) {
            layout.invalidateLayout()
            layout.prepareIfNeeded()
        }
        Bench.report("variable 1,000,000 items: prepare", time, unit: .milliseconds, target: 0.100)
        Bench.report(
            "variable 1,000,000 items: layout memory per item", Double(layout.storageByteCount) / 1_000_000, unit: .bytes, target: 64)
        let query = Bench.median(runs: 200) {
            view.contentOffset = CGPoint(x: 0, y: layout.collectionViewContentSize.height / 2)
            _ = layout.layoutAttributesForElements(in: view.bounds)
        }
        Bench.report("variable 1,000,000 items: 1920×1080 rect query", query, unit: .microseconds, target: 10e-6)
        withExtendedLifetime((view, source)) {}
    }

    // 10,000,000 uniform items in 100 sections: nothing per item.
    do {
        let (view, layout, source) = makeHost(sections: Array(repeating: 100_000, count: 100), variable: false, viewport: viewport)
        let time = Bench.median(runs: 9) {
            layout.invalidateLayout()
            layout.prepareIfNeeded()
        }
        Bench.report("uniform 10,000,000 items in 100 sections: prepare", time, unit: .milliseconds, target: 0.005)
        let query = Bench.median(runs: 200) {
            view.contentOffset = CGPoint(x: 0, y: layout.collectionViewContentSize.height * 0.73)
            _ = layout.layoutAttributesForElements(in: view.bounds)
        }
        Bench.report("uniform 10,000,000 items: 1920×1080 rect query", query, unit: .microseconds, target: 20e-6)
        withExtendedLifetime((view, source)) {}
    }

    // Issue "Batch updates": one insert into 1,000,000 variable-size items in 100 sections
    // through performBatchUpdates, end to end (validation, mappings, layout update, layout pass).
    do {
        let (view, layout, source) = makeHost(sections: Array(repeating: 10_000, count: 100), variable: true, viewport: viewport)
        try view.layoutIfNeeded()
        let time = try Bench.median(runs: 9) {
            try view.performBatchUpdates {
                source.sections[50] += 1
                try view.insertItems(at: [IndexPath(item: 0, section: 50)])
            }
        }
        Bench.report("performBatchUpdates: insert 1 into 1,000,000 variable items / 100 sections", time, unit: .milliseconds, target: 0.005)
        withExtendedLifetime((view, layout, source)) {}
    }

    // One section re-flowed after an insert among 100 (the batch-update path).
    do {
        let (view, layout, source) = makeHost(sections: Array(repeating: 10_000, count: 100), variable: true, viewport: viewport)
        layout.prepareIfNeeded()
        let time = Bench.median(runs: 9) {
            let context = InvalidationContext()
            context.invalidateDataSourceCounts = true
            context.reusableSectionSources = (0..<100).map { $0 == 50 ? nil : $0 }
            layout.invalidateLayout(with: context)
            layout.prepareIfNeeded()
        }
        Bench.report("variable 1,000,000 items / 100 sections: re-flow one section", time, unit: .milliseconds, target: 0.005)
        withExtendedLifetime((view, source)) {}
    }
}
