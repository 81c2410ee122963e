import CollectionLayout
import Foundation

/// Compositional layout targets of the issue "Compositional layout and list configuration":
/// 1,000,000 items in 10,000 sections of a repeating nested group, without and with a badge
/// on every item (item-anchored supplementary items).
func runCompositionalBenchmarks() throws {
    try measureCompositional(badges: [], label: "1M items")
    let badge = SupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)), elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    try measureCompositional(badges: [badge], label: "1M badged items")
    try runListBenchmarks()
}

/// Prepare, memory and a 1080p query over the mosaic, each item carrying `badges`.
private func measureCompositional(badges: [SupplementaryItem], label: String) throws {
    // A mosaic: a large item beside a column of two, 300 tall; sections inset 16.
    let column = LayoutGroup.vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
        subitems: [
            .item(
                LayoutItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
                    supplementaryItems: badges))
        ])
    var group = LayoutGroup.horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
        subitems: [
            .item(
                LayoutItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)),
                    supplementaryItems: badges)),
            .group(column),
        ])
    group.interItemSpacing = .fixed(4)
    var section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    section.interGroupSpacing = 4
    let layout = CompositionalLayout(section: section)
    let (view, source) = try measurePrepareAndQuery(layout, label: label)
    // One item inserted into section 5,000 and deleted again: each batch re-lays out that
    // section and moves the 4,999 after it (CompositionalLayout+Reuse.swift).
    let path = IndexPath(item: 50, section: 5_000)
    let insertAndDelete = try Bench.median(runs: 21) {
        source.sections[5_000] += 1
        _ = try view.insertItems(at: [path])
        try view.layoutIfNeeded()
        source.sections[5_000] -= 1
        _ = try view.deleteItems(at: [path])
        try view.layoutIfNeeded()
    }
    Bench.report("\(label): one insert, batch update and re-layout", insertAndDelete / 2, unit: .milliseconds, target: 0.001)
    withExtendedLifetime((view, source)) {}
}

/// The same targets for a list: 1,000,000 rows in 10,000 inset-grouped sections with
/// headers, separators and backgrounds (the query returns each row's separator too).
private func runListBenchmarks() throws {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = CompositionalLayout.list(using: configuration)
    let prepared = try measurePrepareAndQuery(layout, label: "list, 1M rows")
    withExtendedLifetime(prepared) {}
}

/// Prepares `layout` over 10,000 sections of 100 items in a 1920 × 1080 view and reports
/// the prepare, the layout's memory per item and a 1080p query halfway
/// down; returns the view and its data source for further measures.
private func measurePrepareAndQuery(
    _ layout: CompositionalLayout, label: String
) throws -> (CollectionView, BenchCounts) {
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let source = BenchCounts(Array(repeating: 100, count: 10_000))
    view.dataSource = source
    let prepare = Bench.median(runs: 5) {
        layout.invalidateLayout()
        layout.prepareIfNeeded()
    }
    Bench.report("\(label): prepare", prepare, unit: .milliseconds, target: 0.100)
    Bench.report("\(label): layout memory per item", Double(layout.storageByteCount) / 1_000_000, unit: .bytes, target: 64)
    let query = Bench.median(runs: 200) {
        view.contentOffset = CGPoint(x: 0, y: layout.collectionViewContentSize.height / 2)
        _ = layout.layoutAttributesForElements(in: view.bounds)
    }
    Bench.report("\(label): 1920×1080 rect query", query, unit: .microseconds, target: 20e-6)
    return (view, source)
}
