import CollectionAnimation
import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// `.animation(duration:fps:…)`: the clock's next seconds drawn frame by frame into one
/// filmstrip, so a view animation inside a cell is what the snapshot shows. Expected pixels:
/// systemYellow (255, 204, 0) at the highlight's alpha over the white background.
@Suite struct AnimationFilmstripTests {
    @Test func aCellsFadeIsDrawnAtEachFrame() throws {
        try onFreshClock { clock in
            let source = OneItemSource()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 60)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 60), collectionViewLayout: layout)
            view.register(HighlightCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = source
            view.layoutIfNeeded()
            let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? HighlightCell)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { cell.highlight.alpha = 0 }
            let strip = try #require(snapshotValue(.animation(duration: 0.4, fps: 5), view))
            // Frames at 0, 0.2 and 0.4 s (alpha 1, 0.5, 0), 100 pt wide with 8 px between.
            #expect(strip.width == 3 * 100 + 2 * 8 && strip.height == 60)
            pixel(strip, 50, 30, is: (255, 204, 0))
            pixel(strip, 158, 30, is: (255, 230, 128))
            pixel(strip, 266, 30, is: (255, 255, 255))
            #expect(near(clock.time, 0.4))
        }
    }

    @Test func aFilmstripOfMoreThanAHundredFramesIsRefused() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: UICollectionViewFlowLayout())
        var strip: RGBAImage?
        withKnownIssue {
            strip = snapshotValue(.animation(duration: 20, fps: 10), view)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("more than 100 frames")
        }
        #expect(strip == nil)
    }
}
