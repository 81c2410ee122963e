import CollectionLayout
import Foundation

/// Serves 100,000 items of one section; movable; sizes from the index when `variable`.
private final class ReorderSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let count: Int
    let variable: Bool
    init(count: Int, variable: Bool) { self.count = count; self.variable = variable }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        guard variable else { return nil }
        return CGSize(width: CGFloat(80 + (indexPath.item &* 2_654_435_761 >> 5) % 60), height: 110)
    }
}

/// Issue 13's reordering target: one frame of a reorder in a 100,000-item flow grid —
/// `updateInteractiveMovementTargetPosition(_:)` with a touch that changes the target
/// every frame (the hit test, the delegate question, the re-flow: presented order, views
/// re-keyed, layout invalidated) and the layout pass of the visible rect (elements in the
/// bounds with the moving item's attributes substituted, views updated).
func runReorderBenchmarks() throws {
    for variable in [false, true] {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = ReorderSource(count: 100_000, variable: variable)
        view.dataSource = source
        view.delegate = source
        // Half way down: rows are 120 points apart (110 + 10) from y 15; 3 items a row.
        let row = 16_000
        view.contentOffset = CGPoint(x: 0, y: 15 + CGFloat(row) * 120)
        try view.layoutIfNeeded()
        let first = try view.layoutAttributesForElements(in: view.bounds).first { $0.representedElementCategory == .cell }
        guard let lifted = first?.indexPath, view.beginInteractiveMovementForItem(at: lifted) else { continue }
        // Two touches over different cells of the visible rows: every frame retargets.
        let y = view.contentOffset.y + 300
        let touches = [CGPoint(x: 70, y: y), CGPoint(x: 320, y: y + 240)]
        var frame = 0
        let time = try Bench.median(runs: 301) {
            view.updateInteractiveMovementTargetPosition(touches[frame % 2])
            frame += 1
            try view.layoutIfNeeded()
        }
        view.endInteractiveMovement()
        // With per-item sizes the flow layout asks the delegate for the section's sizes again
        // at every retarget (UIKit's flow layout re-asks `sizeForItemAt` for the moved
        // paths) and rebuilds the section: O(items), so this case misses the target.
        let name = variable ? "variable-size" : "uniform"
        Bench.report("reorder 100k \(name) flow: 1 frame (retarget + layout)", time, unit: .milliseconds, target: 1e-3)
        withExtendedLifetime((view, source)) {}
    }
}
