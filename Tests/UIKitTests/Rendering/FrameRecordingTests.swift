import CollectionAnimation
import CollectionRendering
import Testing
import UIKit

/// `DisplayList.frames(of:duration:fps:…)`: a collection view drawn at each frame of the
/// animation clock, its views at their presentation values.
@Suite struct FrameRecordingTests {
    /// One 100 × 60 cell whose content view holds a yellow highlight filling it.
    private final class HighlightCell: UICollectionViewCell {
        let highlight = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            highlight.backgroundColor = .systemYellow
            contentView.addSubview(highlight)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            highlight.frame = contentView.bounds
        }
    }

    private final class OneItem: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

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

    @Test func aHighlightFadesAlongItsCurveInTheFrames() throws {
        try onFreshClock { clock in
            let source = OneItem()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 60)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 60), collectionViewLayout: layout)
            view.register(HighlightCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = source
            view.layoutIfNeeded()
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
            let source = OneItem()
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 60), collectionViewLayout: UICollectionViewFlowLayout())
            view.register(HighlightCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = source
            for (duration, fps) in [(Double.nan, 10.0), (1, 0), (-1, 10), (1, .infinity)] {
                var count = 0
                try DisplayList.frames(of: view, duration: duration, fps: fps) { _, _ in count += 1 }
                #expect(count == 1)
            }
            #expect(clock.time == 0)
        }
    }
}
