import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `StretchyHeaderFlowLayout`, values worked by hand: a 330 × 300 view, a 120-high header,
/// items 100 × 100, section insets 10, 5 between items, 10 between lines. The available
/// width 310 holds 3 items (3·100 + 2·5 = 310), at x 10, 115, 220; lines at y 120 + 10 =
/// 130 and 240. The pull is p = −(contentOffset.y + adjustedContentInset.top).
@Suite(.snapshots(record: .never)) struct StretchyHeaderFlowLayoutTests {
    private let header = IndexPath(item: 0, section: 0)

    private func makeStretchy(_ counts: Counts) -> UICollectionView {
        let layout = StretchyHeaderFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 120)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 10
        return makeSampleView(layout, source: counts, size: CGSize(width: 330, height: 300))
    }

    private func headerFrame(_ view: UICollectionView) -> CGRect? {
        view.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: header)?.frame
    }

    @Test func theHeaderKeepsItsBottomAndFollowsThePull() {
        let counts = Counts([6])
        let view = makeStretchy(counts)
        #expect(headerFrame(view) == CGRect(x: 0, y: 0, width: 330, height: 120))
        #expect(
            itemFrames(view, count: 4).map { $0?.origin } == [
                CGPoint(x: 10, y: 130), CGPoint(x: 115, y: 130), CGPoint(x: 220, y: 130), CGPoint(x: 10, y: 240),
            ])
        // Pulled by 60: (0, 0 − 60, 330, 120 + 60); the items stay.
        view.contentOffset = CGPoint(x: 0, y: -60)
        view.layoutIfNeeded()
        #expect(headerFrame(view) == CGRect(x: 0, y: -60, width: 330, height: 180))
        #expect(
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.frame
                == CGRect(x: 0, y: -60, width: 330, height: 180))
        #expect(itemFrames(view, count: 1) == [CGRect(x: 10, y: 130, width: 100, height: 100)])
        // Scrolled up (offset 40, p = −40): the flow layout's header.
        view.contentOffset = CGPoint(x: 0, y: 40)
        view.layoutIfNeeded()
        #expect(headerFrame(view) == CGRect(x: 0, y: 0, width: 330, height: 120))
        #expect(view.raisedExceptions.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func theContentInsetIsTheRestingPlace() {
        let counts = Counts([6])
        let view = makeStretchy(counts)
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // At rest at offset −20: p = −(−20 + 20) = 0, no stretch.
        view.contentOffset = CGPoint(x: 0, y: -20)
        view.layoutIfNeeded()
        #expect(headerFrame(view) == CGRect(x: 0, y: 0, width: 330, height: 120))
        // Offset −50: p = 30 → (0, −30, 330, 150).
        view.contentOffset = CGPoint(x: 0, y: -50)
        view.layoutIfNeeded()
        #expect(headerFrame(view) == CGRect(x: 0, y: -30, width: 330, height: 150))
        withExtendedLifetime(counts) {}
    }

    @Test func snapshots() {
        let counts = Counts([6])
        let view = makeStretchy(counts)
        view.contentOffset = CGPoint(x: 0, y: -60)
        assertSnapshot(of: view, as: .image(scale: 2), named: "stretched")
        view.contentOffset = .zero
        view.layoutIfNeeded()
        view.performBatchUpdates({
            counts.sections[0] = 6
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 4, section: 0)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(counts) {}
    }
}
