import CollectionLayout
import Foundation

/// Scroll physics: a scripted fling over 1,000,000 flow items, 120 frames (2 s at 60 fps),
/// each frame the physics' offset, the bounds change and a layout pass (the flow layout's
/// query, reuse, attributes on the views); and the cost of sampling the motion alone.
func runPhysicsBenchmarks() throws {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let source = BenchCounts([1_000_000])
    view.dataSource = source
    defer { withExtendedLifetime(source) {} }
    try view.layoutIfNeeded()

    // 8 pt/ms (8000 pt/s): free deceleration for ln(0.01/8)/ln(0.998) = 3.3 s; the first 2 s
    // cover (8 − 8·0.998^2000)/0.002 ≈ 3,500 pt.
    let frames = 120
    var start = 0.0
    let time = try Bench.median(runs: 7) {
        view.contentOffset = CGPoint(x: 0, y: start)
        start = start == 0 ? 1_000_000 : 0
        let fling = view.beginFling(velocity: CGPoint(x: 0, y: 8))
        for frame in 1...frames {
            fling.advance(to: Double(frame) * 1000 / 60)
            try view.layoutIfNeeded()
        }
    }
    Bench.report(
        "physics: fling frame, 1M flow items (offset + layout pass)", time / Double(frames), unit: .milliseconds, target: 0.0005)

    let motion = ScrollMotion.release(
        from: .zero, velocity: CGPoint(x: 0, y: 8), target: CGPoint(x: 0, y: 3995), rate: .normal, axes: view.scrollAxes)
    var sink = 0.0
    let samples = 100_000
    let sampling = Bench.median(runs: 7) {
        for index in 0..<samples { sink += Double(motion.offset(at: Double(index) * 0.05).y) }
    }
    Bench.report("physics: motion offset at t (closed form)", sampling / Double(samples), unit: .microseconds, target: 0.000001)
    if sink.isNaN { print("") }
}
