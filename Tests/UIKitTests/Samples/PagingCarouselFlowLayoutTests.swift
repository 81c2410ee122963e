import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `PagingCarouselFlowLayout`, values worked by hand: a 300 × 160 view, items 200 × 100,
/// 20 apart, so `prepare()` sets side insets (300 − 200) / 2 = 50 and top/bottom
/// (160 − 100) / 2 = 30; the page is 220 and item i's untransformed frame is
/// (50 + 220 i, 30, 200, 100), centre (150 + 220 i, 80). Scale = 1 − 0.2·min(d, 1), d the
/// distance from the visible centre in pages.
@Suite(.snapshots(record: .never)) struct PagingCarouselFlowLayoutTests {
    private func makeCarousel(_ counts: Counts = Counts([5])) -> UICollectionView {
        makeSampleView(PagingCarouselFlowLayout(), source: counts, size: CGSize(width: 300, height: 160))
    }

    @Test func itemsShrinkWithTheirDistanceFromTheVisibleCentre() {
        let counts = Counts([5])
        let view = makeCarousel(counts)
        #expect(
            (view.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset
                == UIEdgeInsets(top: 30, left: 50, bottom: 30, right: 50))
        // Offset 0, visible centre 150: item 0 unscaled; item 1 one page away: 0.8 →
        // 160 × 80 about (370, 80) → (290, 40).
        #expect(
            itemFrames(view, count: 2) == [
                CGRect(x: 50, y: 30, width: 200, height: 100), CGRect(x: 290, y: 40, width: 160, height: 80),
            ])
        // Offset 55, visible centre 205: item 0 is 55 away (d 0.25, scale 0.95 → 190 × 95
        // about (150, 80) → (55, 32.5)); item 1 is 165 away (d 0.75, scale 0.85 → 170 × 85
        // about (370, 80) → (285, 37.5)).
        view.contentOffset = CGPoint(x: 55, y: 0)
        view.layoutIfNeeded()
        let scrolled = itemFrames(view, count: 2)
        #expect(isClose(scrolled[0], CGRect(x: 55, y: 32.5, width: 190, height: 95)))
        #expect(isClose(scrolled[1], CGRect(x: 285, y: 37.5, width: 170, height: 85)))
        // Content: 50 + 5·200 + 4·20 + 50 = 1180 wide.
        #expect(view.contentSize == CGSize(width: 1180, height: 160))
        #expect(view.raisedExceptions.isEmpty && view.loggedWarnings.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func targetContentOffsetCentresAnItemInTheFlingsDirection() {
        let counts = Counts([5])
        let view = makeCarousel(counts)
        let layout = view.collectionViewLayout
        func target(_ x: CGFloat, _ velocity: CGFloat) -> CGPoint {
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: x, y: 7), withScrollingVelocity: CGPoint(x: velocity, y: 0))
        }
        // Item i is centred at offset 50 + 100 − 150 + 220 i = 220 i. Proposed 300 is page
        // 1.36: nearest → 1 (220); a fling right → 2 (440); a fling left → 1 (220).
        #expect(target(300, 0) == CGPoint(x: 220, y: 7))
        #expect(target(300, 0.5) == CGPoint(x: 440, y: 7))
        #expect(target(300, -0.5) == CGPoint(x: 220, y: 7))
        // Beyond the ends: page 4.55 → 5, clamped to the last item 4 (880); −50 → 0.
        #expect(target(1000, 0) == CGPoint(x: 880, y: 7))
        #expect(target(-50, 0) == CGPoint(x: 0, y: 7))
        withExtendedLifetime(counts) {}
    }

    @Test func snapshots() {
        // 400 wide: side insets 100, item 1 centred at offset 220, its neighbours one page
        // away at scale 0.8 showing 60 pt each side.
        let counts = Counts([5])
        let view = makeSampleView(PagingCarouselFlowLayout(), source: counts, size: CGSize(width: 400, height: 160))
        view.contentOffset = CGPoint(x: 220, y: 0)
        assertSnapshot(of: view, as: .image(scale: 2), named: "carousel")
        view.performBatchUpdates({
            counts.sections[0] = 4
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(counts) {}
    }
}
