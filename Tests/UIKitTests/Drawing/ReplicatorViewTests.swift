import CollectionAnimation
import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// `CAReplicatorLayer` in views (docs/REFERENCE.md §22.19): as a view's `layerClass`, as
/// MarqueeLabel uses it to draw its label twice, and a replicated repeating animation in the
/// frames of a collection view and in an image snapshot. Expected pixels are worked by hand.
@MainActor @Suite(.snapshots(record: .never)) struct ReplicatorViewTests {
    let white = (255, 255, 255), red = (255, 0, 0), green = (0, 255, 0)

    /// A view backed by a replicator layer, as MarqueeLabel declares it.
    final class ReplicatorView: UIView {
        override class var layerClass: AnyClass { CAReplicatorLayer.self }
        var replicator: CAReplicatorLayer? { layer as? CAReplicatorLayer }
    }

    /// A cell holding a 40 × 40 spinner in its content view.
    final class SpinnerCell: UICollectionViewCell {
        let spinner = CAReplicatorLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            contentView.layer.addSublayer(spinner)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aViewBackedByAReplicatorDrawsItsSubviewsAsInstances() throws {
        // MarqueeLabel's continuous scroll: two instances, the second moved by the text's
        // width and gap (here 50). The red subview at x 5…25 shows again at 55…75; the view's
        // own green background is drawn once, under both.
        let view = ReplicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.backgroundColor = .green
        let text = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        text.backgroundColor = .red
        view.addSubview(text)
        #expect(view.layerClassMismatch == nil)
        let replicator = try #require(view.replicator)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: .white))
        expectPixel(image, 15, 10, red, tolerance: 3, "the subview")
        expectPixel(image, 65, 10, red, tolerance: 3, "its copy")
        expectPixel(image, 40, 10, green, tolerance: 3, "the view's background between them")
        expectPixel(image, 90, 10, green, tolerance: 3, "the view's background after the copy")
    }

    @Test func aReplicatedRepeatingAnimationRunsInTheFrames() throws {
        // Spinner dots 0.2 s apart, frames at 0.05, 0.3 and 0.55 s. Instance k is at
        // t − 0.2k s: opacity 1 − t in a pass, its model's 0 before it begins.
        // 0.05: 0.95, 0, 0, 0; 0.3: 0.7, 0.9, 0, 0; 0.55: 0.45, 0.65, 0.85, 0.
        try onFreshClock { clock in
            let source = OneItemSource()
            let view = flowCollectionView(source, cells: SpinnerCell.self, size: CGSize(width: 40, height: 40))
            let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SpinnerCell)
            startSpinner(cell.spinner, delay: 0.2)
            clock.advance(to: 0.05)
            let expected: [[Double]] = [[0.95, 0, 0, 0], [0.7, 0.9, 0, 0], [0.45, 0.65, 0.85, 0]]
            var times: [Double] = []
            try DisplayList.frames(of: view, duration: 0.5, fps: 4, background: .white, scale: 1) { index, frame in
                times.append(clock.time)
                guard index < expected.count else { return }
                let image = try OutputFormat.png.pixels(of: frame)
                for ((x, y), alpha) in zip(spinnerDots, expected[index]) {
                    let other = Int((255 * (1 - alpha)).rounded())
                    expectPixel(image, x, y, (255, other, other), tolerance: 3, "frame \(index): dot at (\(x), \(y))")
                }
            }
            #expect(times.count == 3 && near(times[1], 0.3) && near(times[2], 0.55))
        }
    }

    @Test func aSpinnerAndAMarqueeInAnImageSnapshot() throws {
        // A replicator-backed row (two copies of a label, 90 apart) over a spinner whose red
        // dots darken: instance k's red is multiplied by 1 − 0.25k. At 0.35 s instances 0…3 are
        // 0.35, 0.25, 0.15 and 0.05 s into their fade: opacities 0.65, 0.75, 0.85, 0.95.
        try onFreshClock { clock in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 80))
            root.backgroundColor = .white
            let marquee = ReplicatorView(frame: CGRect(x: 0, y: 0, width: 180, height: 30))
            let label = UILabel(frame: CGRect(x: 4, y: 0, width: 80, height: 30))
            label.text = "Marquee"
            marquee.addSubview(label)
            marquee.replicator?.instanceCount = 2
            marquee.replicator?.instanceTransform = CATransform3DMakeTranslation(90, 0, 0)
            root.addSubview(marquee)
            let spinnerView = UIView(frame: CGRect(x: 70, y: 36, width: 40, height: 40))
            let spinner = CAReplicatorLayer()
            spinner.frame = spinnerView.bounds
            startSpinner(spinner, delay: 0.1)
            spinner.instanceRedOffset = -0.25
            spinnerView.layer.addSublayer(spinner)
            root.addSubview(spinnerView)
            clock.advance(to: 0.35)
            assertSnapshot(of: root, as: .image)
        }
    }
}
