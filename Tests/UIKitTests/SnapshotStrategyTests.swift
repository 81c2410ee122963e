import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// The snapshot strategies that take a `UICollectionView`: a layout pass first, and a
/// collection view that raised UIKit exceptions fails the test and makes no snapshot.
@Suite struct UIKitSnapshotStrategyTests {
    private func snapshot<Format>(_ strategy: Snapshotting<UICollectionView, Format>, _ view: UICollectionView) -> Format? {
        var result: Format?
        strategy.snapshot(view).run { result = $0 }
        return result
    }

    @Test func attributesDumpTheVisibleElementsAfterALayoutPass() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: flowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let counts = Counts([3])
        view.dataSource = counts
        let text = try #require(snapshot(.attributes, view))
        #expect(!text.contains("exception:"))
        // Three 50 × 50 cells, one dump line each; width 200 fits 3 (perLine = floor(210 / 60)),
        // gap (200 − 150) / 2 = 25 → the third cell's frame starts at x 150.
        #expect(text.components(separatedBy: "\"category\": \"cell\"").count - 1 == 3)
        #expect(text.contains("\"indexPath\": [0, 2], \"frame\": [150, 0, 50, 50]"))
        #expect(view.visibleCells.count == 3)
    }

    @Test func raisedExceptionsFailTheTestAndMakeNoSnapshot() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: flowLayout())
        let counts = Counts([1]) // "cell" is never registered
        view.dataSource = counts
        var text: String?, image: RGBAImage?
        withKnownIssue {
            text = snapshot(.attributes, view)
            image = snapshot(.image(), view)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                .contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier cell")
        }
        #expect(text == nil && image == nil, "an exception must never become a snapshot")
    }

    @Test func animationIsAFilmstripOfTheLastUpdate() throws {
        let counts = Counts([4])
        let view = makeView(CircleLayout(), counts: counts, size: CGSize(width: 100, height: 80))
        var before: RGBAImage?
        withKnownIssue {
            before = snapshot(.animation(), view)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("has no animation")
        }
        #expect(before == nil) // nothing animated yet: a failure, no snapshot
        counts.sections[0] = 5
        view.insertItems(at: [IndexPath(item: 4, section: 0)])
        // Five frames of the 100 × 80 viewport at scale 1, side by side.
        let strip = try #require(snapshot(.animation(), view))
        #expect(strip.height == 80)
        #expect(strip.width >= 5 * 100)
    }

    @Test func imageRendersTheViewport() throws {
        let view = makeView(flowLayout(), counts: Counts([3]), size: CGSize(width: 200, height: 100))
        let image = try #require(snapshot(.image(scale: 1), view))
        #expect(image.width == 200 && image.height == 100)
    }

    @Test func imagePaintsTheCollectionViewsBackgroundColourOverWhite() throws {
        // Three 50 × 50 cells in the first row; below them (y 90) only the background shows.
        let view = makeView(flowLayout(), counts: Counts([3]), size: CGSize(width: 200, height: 100))
        let gap = { () throws -> [Int]? in
            let image = try #require(snapshot(.image(scale: 1), view))
            return image.pixel(x: 100, y: 90).map { [Int($0.r), Int($0.g), Int($0.b)] }
        }
        #expect(try gap() == [255, 255, 255])
        // systemGroupedBackground in the light appearance is #F2F2F7 (Apple's UI colour table).
        view.backgroundColor = .systemGroupedBackground
        #expect(try gap() == [242, 242, 247])
        // Half-transparent red over white: (255, 127.5, 127.5), rounded either way.
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let red = try #require(try gap())
        #expect(red[0] == 255 && (127...128).contains(red[1]) && (127...128).contains(red[2]))
    }
}
