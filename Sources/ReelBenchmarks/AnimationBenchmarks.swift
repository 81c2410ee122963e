import CollectionAnimation
import CollectionLayout
import Foundation

private func makeAnimationHost(
    sections: [Int], viewport: CGSize, pinned: Bool = false
) -> (CollectionView, FlowLayout, BenchCounts) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    layout.sectionHeadersPinToVisibleBounds = pinned
    let view = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
    let source = BenchCounts(sections)
    view.dataSource = source
    return (view, layout, source)
}

/// Animator figures: building an update / transition animation, sampling one frame of
/// each, a scroll frame with pinned headers, and a whole timeline at 60 fps. 1920 × 1080
/// viewport of 100 × 100 flow items (≈ 200 on screen).
func runAnimationBenchmarks() throws {
    let viewport = CGSize(width: 1920, height: 1080)

    // Update: delete 10 items at the top, then insert them back (two batches per run) in
    // 100,000 items; the batch commit plus the animation build.
    do {
        let (view, _, source) = makeAnimationHost(sections: [100_000], viewport: viewport)
        defer { withExtendedLifetime(source) {} }
        try view.layoutIfNeeded()
        let paths = (0..<10).map { IndexPath(item: $0 * 3, section: 0) }
        var animation: UpdateAnimation?
        let time = try Bench.median(runs: 9) {
            for insert in [false, true] {
                let snapshots = ElementSnapshot.visibleViews(of: view)
                let result = try view.performBatchUpdates {
                    source.sections[0] += insert ? 10 : -10
                    if insert { try view.insertItems(at: paths) } else { try view.deleteItems(at: paths) }
                }
                if let result {
                    animation = try UpdateAnimation(collectionView: view, result: result, oldSnapshots: snapshots)
                }
            }
        }
        Bench.report("animation: batch commit + update animation build (100k items)", time / 2, unit: .milliseconds, target: 0.010)
        if let animation { reportFrameSampling(animation, name: "update") }
    }

    // Transition: 100 × 100 → 60 × 60 items in 100,000 items, scrolled to the middle.
    do {
        let (view, _, source) = makeAnimationHost(sections: [100_000], viewport: viewport)
        defer { withExtendedLifetime(source) {} }
        view.contentOffset = CGPoint(x: 0, y: 500_000)
        var animation: TransitionAnimation?
        var small = true
        let time = try Bench.median(runs: 9) {
            let next = FlowLayout()
            next.itemSize = small ? CGSize(width: 60, height: 60) : CGSize(width: 100, height: 100)
            next.headerReferenceSize = CGSize(width: 0, height: 44)
            small.toggle()
            animation = try TransitionAnimation(collectionView: view, to: next)
        }
        Bench.report("animation: transition animation build (100k items)", time, unit: .milliseconds, target: 0.010)
        if let animation { reportFrameSampling(animation, name: "transition") }
    }

    // Scroll with pinned headers: 1,000 sections × 100 items, 60 frames over 1 s.
    do {
        let (view, _, source) = makeAnimationHost(sections: Array(repeating: 100, count: 1_000), viewport: viewport, pinned: true)
        defer { withExtendedLifetime(source) {} }
        try view.layoutIfNeeded()
        let scroll = ScrollAnimation(collectionView: view, to: CGPoint(x: 0, y: 20_000), duration: 1)
        let frames = 60
        let time = try Bench.median(runs: 7) {
            for frame in 0...frames { _ = try scroll.state(at: Double(frame) / Double(frames)) }
        }
        let visible = try scroll.state(at: 0.5).elements.count
        Bench.report(
            "animation: scroll frame, pinned headers (100k items, \(visible) on screen)", time / Double(frames + 1),
            unit: .microseconds, target: 0.001)
    }
}

/// Samples 300 frames of a 0.3 s animation and reports the time per frame.
private func reportFrameSampling(_ animation: some TrackedAnimation, name: String) {
    let frames = 300
    let sample = Bench.median(runs: 9) {
        var sink = 0
        for frame in 0..<frames { sink &+= animation.state(at: 0.3 * Double(frame) / Double(frames)).elements.count }
        if sink < 0 { print(sink) }
    }
    Bench.report(
        "animation: \(name) frame sample (\(animation.tracks.count) tracks)", sample / Double(frames),
        unit: .microseconds, target: 0.000_5)
}
