#if os(Linux)
import Foundation
import ReelTesting
import SceneFile
import SnapshotTesting
import UIKit

/// A view controller showing a compositional list of `count` rows (list cells with a title
/// and a subtitle), as a feature screen does.
@MainActor private final class ListController: UIViewController {
    let count: Int
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

    init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let list = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = "Detail of row \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}

/// `.image(on: .iPhone13)` of a controller with a 100-row list, verified against its
/// reference (swift-snapshot-testing's `verifySnapshot`, record mode `.never`): hosting,
/// layout, drawing at @3x (1170 × 2532) and comparison, per assertion.
@MainActor func runSnapshotBenchmarks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13)
    func assertion(_ record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(
            of: ListController(count: 100), as: strategy, named: "list", record: record, snapshotDirectory: folder.path, testName: "bench")
    }
    _ = assertion(.all)
    var failure: String?
    let time = Bench.median { failure = assertion(.never) }
    if let failure { print("snapshot verification failed: \(failure)") }
    Bench.report(".image(on: .iPhone13), 100-row list, verify (per assertion)", time, unit: .milliseconds, target: 0.050)
    try runMatrixBenchmark()
}
/// A `reel test` matrix — 3 devices × 2 styles × 3 text sizes of 20 screens, 360 cases —
/// verified against recorded references through `SceneTestSuite` (what `reel test` runs),
/// on all cores.
@MainActor func runMatrixBenchmark() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-matrix-\(UUID().uuidString)")
    let scenes = folder.appendingPathComponent("scenes")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<20 {
        let columns = 1 + index % 3
        let text = """
            viewport: [390, 844]
            layout: {flow: {itemSize: [\(340 / columns), 80], minimumLineSpacing: 12, sectionInset: [16, 16, 16, 16]}}
            sections: [{items: \(12 + index), header: "Screen \(index)"}]
            style: {cell: {color: secondarySystemBackground, textColor: label, font: {textStyle: body}}, header: {font: {textStyle: headline}}}
            """
        try text.write(to: scenes.appendingPathComponent("screen\(index).yaml"), atomically: false, encoding: .utf8)
    }
    var suite = SceneTestSuite(referenceFolder: folder.appendingPathComponent("refs"), options: ComparisonOptions(), mode: .missing)
    suite.variants = try SceneVariant.matrix(
        devices: ["iPhoneSe", "iPhone13", "iPadMini"], traits: ["light,dark", "small,large,accessibilityLarge"])
    _ = try suite.run(scenesIn: scenes)
    suite.mode = .never
    var failures = 0
    let time = try Bench.median(runs: 3) {
        failures = try suite.run(scenesIn: scenes).filter(\.verdict.isFailure).count
    }
    if failures > 0 { print("matrix: \(failures) cases failed") }
    Bench.report("reel test matrix, 20 screens × 18 variants (360 cases)", time, unit: .milliseconds, target: 10)
}
#endif
