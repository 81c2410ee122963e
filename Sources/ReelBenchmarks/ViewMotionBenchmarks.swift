#if os(Linux)
import CollectionAnimation
import Foundation
import TestTools
import UIKit

/// Hit testing and view animations: `ReelBenchmarks motion`.
@MainActor func runViewMotionBenchmarks() throws {
    // A 1,000-leaf tree: a 1000 × 1000 root, 10 bands of 10 rows of 10 cells (1,111 views).
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    for band in 0..<10 {
        let bandView = UIView(frame: CGRect(x: 0, y: CGFloat(band) * 100, width: 1000, height: 100))
        root.addSubview(bandView)
        for row in 0..<10 {
            let rowView = UIView(frame: CGRect(x: CGFloat(row) * 100, y: 0, width: 100, height: 100))
            bandView.addSubview(rowView)
            for cell in 0..<10 {
                rowView.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(cell) * 10, width: 100, height: 10)))
            }
        }
    }
    var random = SplitMix64(seed: 26)
    let points = (0..<10_000).map { _ in CGPoint(x: Double(random.next() % 100_000) / 100, y: Double(random.next() % 100_000) / 100) }
    var hits = 0
    let tree = Bench.median(runs: 11) {
        for point in points where root.hitTest(point, with: nil) != nil { hits += 1 }
    }
    Bench.report("hit test, 1,000-view tree (3 levels), per query", tree / Double(points.count), unit: .microseconds, target: 5e-6)

    // A 60-frame UIView.animate of 100 views (frame, alpha, colour), sampled frame by frame:
    // the clock advanced one frame and every layer's presentation taken, as the renderer
    // reads it, before any drawing.
    let clock = AnimationClock()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let views = (0..<100).map { index -> UIView in
        let view = UIView(frame: CGRect(x: CGFloat(index % 10) * 100, y: CGFloat(index / 10) * 100, width: 80, height: 80))
        view.backgroundColor = .systemBlue
        container.addSubview(view)
        return view
    }
    var checksum: CGFloat = 0
    let perFrame =
        Bench.median(runs: 11) {
            clock.withCurrent {
                UIView.animate(withDuration: 1) {
                    for view in views {
                        view.frame = view.frame.offsetBy(dx: 10, dy: 20).insetBy(dx: -5, dy: -5)
                        view.alpha = view.alpha < 1 ? 1 : 0.5
                        view.backgroundColor = view.backgroundColor == .systemBlue ? .systemRed : .systemBlue
                    }
                }
                for _ in 0..<60 {
                    clock.advance(by: 1.0 / 60)
                    for view in views {
                        guard let shown = view.layer.presentation() else { continue }
                        checksum += shown.position.x + CGFloat(shown.opacity)
                    }
                }
            }
        } / 60
    Bench.report("UIView.animate of 100 views, per sampled frame (60 frames)", perFrame, unit: .milliseconds, target: 1e-3)
    if hits < 0 || checksum.isNaN { print("unreachable") }
}
#endif
