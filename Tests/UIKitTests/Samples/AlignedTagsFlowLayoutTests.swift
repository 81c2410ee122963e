import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `AlignedTagsFlowLayout`, values worked by hand: a 320-wide view, section insets 10,
/// 8 between tags, 10 between lines, tags 40 high of widths 100, 150, 80, 200, 60. The
/// available width is 300; the flow layout's greedy lines (docs/REFERENCE.md §4) are
/// [100, 150] (258; + 8 + 80 = 346 > 300), [80, 200] (288; + 8 + 60 > 300) and [60], at
/// y 10, 60 and 110.
@Suite(.snapshots(record: .never)) struct AlignedTagsFlowLayoutTests {
    private func makeTags(_ alignment: AlignedTagsFlowLayout.Alignment, _ tags: TagSizes) -> UICollectionView {
        let layout = AlignedTagsFlowLayout()
        layout.alignment = alignment
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        return makeSampleView(layout, source: tags, size: CGSize(width: 320, height: 170))
    }

    private func xs(_ view: UICollectionView) -> [CGFloat?] {
        itemFrames(view, count: 5).map { $0?.minX }
    }

    @Test func leftStartsEveryLineAtTheLeftInset() {
        let tags = TagSizes(widths: [100, 150, 80, 200, 60])
        let view = makeTags(.left, tags)
        // 10, 10 + 100 + 8 = 118 | 10, 10 + 80 + 8 = 98 | 10.
        #expect(xs(view) == [10, 118, 10, 98, 10])
        #expect(itemFrames(view, count: 5).map { $0?.minY } == [10, 10, 60, 60, 110])
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func rightEndsEveryLineAtTheRightInset() {
        let tags = TagSizes(widths: [100, 150, 80, 200, 60])
        let view = makeTags(.right, tags)
        // A line of total t starts at 320 − 10 − t: 258 → 52 (then 52 + 108 = 160);
        // 288 → 22 (then 22 + 88 = 110); 60 → 250.
        #expect(xs(view) == [52, 160, 22, 110, 250])
        // The single-item query aligns the item's whole line too.
        #expect(
            view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 110, y: 60, width: 200, height: 40))
        withExtendedLifetime(tags) {}
    }

    @Test func centerSplitsTheSpareWidth() {
        let tags = TagSizes(widths: [100, 150, 80, 200, 60])
        let view = makeTags(.center, tags)
        // 10 + (300 − t) / 2: 258 → 31 (then 139); 288 → 16 (then 104); 60 → 130.
        #expect(xs(view) == [31, 139, 16, 104, 130])
        withExtendedLifetime(tags) {}
    }

    @Test func leftIsAgainstTheLeadingEdgeInRightToLeft() {
        let tags = TagSizes(widths: [100, 150, 80, 200, 60])
        let view = makeTags(.left, tags)
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        // The left-to-right xs 10, 118 | 10, 98 | 10 flipped in 320 (x′ = 320 − x − w):
        // 320 − 110 = 210, 320 − 268 = 52 | 320 − 90 = 230, 320 − 298 = 22 | 320 − 70 = 250.
        #expect(xs(view) == [210, 52, 230, 22, 250])
        #expect(view.visibleCells.map(\.frame.minX).sorted() == [22, 52, 210, 230, 250])
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(tags) {}
    }

    @Test func snapshots() {
        for alignment in [AlignedTagsFlowLayout.Alignment.left, .center, .right] {
            let tags = TagSizes(widths: [100, 150, 80, 200, 60])
            let view = makeTags(alignment, tags)
            assertSnapshot(of: view, as: .image(scale: 2), named: "\(alignment)")
            withExtendedLifetime(tags) {}
        }
        let tags = TagSizes(widths: [100, 150, 80, 200, 60])
        let view = makeTags(.center, tags)
        view.performBatchUpdates({
            tags.widths.insert(70, at: 0)
            tags.widths.remove(at: 4)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(tags) {}
    }
}
