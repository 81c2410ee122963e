import CollectionAnimation
import CollectionRendering
import Testing
import UIKit

/// `DisplayList.frames(of:duration:fps:…)`: a collection view drawn at each frame of the
/// animation clock, its views at their presentation values.
@Suite struct FrameRecordingTests {
    /// The opacity of the highlight's layer in a frame: the layer filled yellow, under the cell's.
    private func highlightAlpha(in frame: DisplayList) -> CGFloat? {
        func find(in layers: [ContentLayer]) -> CGFloat? {
            for layer in layers {
                if layer.content.fill == UIColor.systemYellow.cgColor.renderColor { return layer.alpha }
                if let alpha = find(in: layer.content.sublayers) { return alpha }
            }
            return nil
        }
        return frame.elements.first { $0.key == .cell(IndexPath(item: 0, section: 0)) }.flatMap { find(in: $0.content.sublayers) }
    }

    /// A collection view of `source` in `size`, laid out.
    private func collectionView(
        _ source: OneItemSource, _ layout: UICollectionViewLayout, size: CGSize,
        cells: UICollectionViewCell.Type = UICollectionViewCell.self
    ) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(cells, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    /// A flow layout of `size` items, `lineSpacing` apart.
    private func flow(_ size: CGSize, lineSpacing: CGFloat = 10) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size
        layout.minimumLineSpacing = lineSpacing
        return layout
    }

    @Test func aHighlightFadesAlongItsCurveInTheFrames() throws {
        try onFreshClock { clock in
            let source = OneItemSource()
            let view = collectionView(
                source, flow(CGSize(width: 100, height: 60)), size: CGSize(width: 100, height: 60), cells: HighlightCell.self)
            let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? HighlightCell)
            clock.advance(to: 1)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn) { cell.highlight.alpha = 0 }
            var alphas: [CGFloat] = []
            var times: [Double] = []
            try DisplayList.frames(of: view, duration: 0.4, fps: 10) { _, frame in
                times.append(clock.time)
                alphas.append(try #require(highlightAlpha(in: frame)))
            }
            // Frames at 1.0, 1.1, 1.2, 1.3, 1.4 s of the clock: 0 %, 25 %, 50 %, 75 %, 100 %.
            #expect(times.count == 5 && near(times[1], 1.1) && near(times[2], 1.2) && times[4] == 1.4)
            // Ease in, (0.42, 0) (1, 1): x(t) = 1.26 t (1 − t)² + 3 t² (1 − t) + t³.
            // x = 0.25 at t = 0.1887870, where y(t) = 3 t² (1 − t) + t³ = 0.0934647: alpha 0.9065353.
            // x = 0.5 at t = 0.3742534, where y = 0.3153568: alpha 0.6846432.
            #expect(alphas[0] == 1)
            #expect(near(Double(alphas[1]), 0.9065353))
            #expect(near(Double(alphas[2]), 0.6846432))
            #expect(alphas[4] == 0)
            // The model changed at once.
            #expect(cell.highlight.alpha == 0)
        }
    }

    @Test func aRateOrDurationThatIsNotPositiveDrawsTheOneFrameOfNow() throws {
        try onFreshClock { clock in
            let source = OneItemSource()
            let view = collectionView(source, UICollectionViewFlowLayout(), size: CGSize(width: 100, height: 60))
            for (duration, fps) in [(Double.nan, 10.0), (1, 0), (-1, 10), (1, .infinity)] {
                var count = 0
                try DisplayList.frames(of: view, duration: duration, fps: fps) { _, _ in count += 1 }
                #expect(count == 1)
            }
            #expect(clock.time == 0)
        }
    }

    @Test func aBatchUpdateIsSampledOnTheClock() throws {
        try onFreshClock { clock in
            let source = OneItemSource()
            // One column of 50 × 50 items, 10 apart: item k at y = 60k.
            let view = collectionView(source, flow(CGSize(width: 50, height: 50)), size: CGSize(width: 50, height: 200))
            clock.advance(to: 2)
            source.count = 2
            view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
            var moved: [CGFloat] = [], inserted: [CGFloat] = []
            try DisplayList.frames(of: view, duration: 0.3, fps: 40) { _, frame in
                let cells = frame.elements.filter { $0.key.category == .cell }
                moved.append(cells.first { $0.key.indexPath.item == 1 }?.attributes.frame.minY ?? -1)
                inserted.append(cells.first { $0.key.indexPath.item == 0 }?.attributes.alpha ?? -1)
            }
            // UIKit's 0.3 s ease in ease out, (0.42, 0) (0.58, 1), from when it was made; frames
            // each 0.025 s. At 25 % (frame 3): x(t) = 1.26 t (1 − t)² + 1.74 t² (1 − t) + t³ =
            // 0.25 at t = 0.2250652, y(t) = 3 t² (1 − t) + t³ = 0.129161931; at 50 % (frame 6) 0.5
            // by symmetry. The old item 0 moves from y 0 to 60; the inserted one fades in.
            #expect(moved.count == 13)
            // At 0 the inserted item is transparent, so not drawn.
            #expect(moved[0] == 0 && inserted[0] == -1)
            #expect(near(moved[3], 60 * 0.129161931) && near(inserted[3], 0.129161931))
            #expect(near(moved[6], 30) && near(inserted[6], 0.5))
            #expect(moved[12] == 60 && inserted[12] == 1)
        }
    }

    @Test func aLayoutChangeIsSampledOnTheClockAndEndsThere() throws {
        try onFreshClock { clock in
            let source = OneItemSource()
            let small = flow(CGSize(width: 50, height: 50)), large = flow(CGSize(width: 100, height: 100))
            let view = collectionView(source, small, size: CGSize(width: 100, height: 200))
            view.setCollectionViewLayout(large, animated: true)
            var widths: [CGFloat] = []
            try DisplayList.frames(of: view, duration: 0.4, fps: 20) { _, frame in
                widths.append(frame.elements.first { $0.key.category == .cell }?.attributes.frame.width ?? -1)
            }
            // 0.3 s, ease in ease out: 50 % at 0.15 s (frame 3) by symmetry, a width of 75; the
            // last frames (0.3, 0.35, 0.4 s) the new layout's 100.
            #expect(widths.count == 9)
            #expect(widths[0] == 50 && widths[3] == 75)
            #expect(widths[6...].allSatisfy { $0 == 100 })
            // A change without animation stops the one on the clock.
            view.setCollectionViewLayout(small, animated: true)
            view.setCollectionViewLayout(large, animated: false)
            try DisplayList.frames(of: view, duration: 0, fps: 20) { _, frame in
                #expect(frame.elements.first { $0.key.category == .cell }?.attributes.frame.width == 100)
            }
            #expect(clock.time == 0.4)
        }
    }
}
