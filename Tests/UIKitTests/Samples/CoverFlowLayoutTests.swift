import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// The UIKit-idiom port of the core's `CoverFlowLayout`, values worked by hand: a 400 × 240
/// view, items 160 × 200, 20 apart (pitch 180), side inset (400 − 160) / 2 = 120, so item
/// i's centre is (200 + 180 i, 120); turn π/3 at one pitch, eye distance 500.
@Suite(.snapshots(record: .never)) struct CoverFlowLayoutTests {
    private func makeCoverFlow(_ counts: Counts) -> UICollectionView {
        makeSampleView(CoverFlowLayout(), source: counts, size: CGSize(width: 400, height: 240))
    }

    @Test func theCentreItemFacesTheViewerAndTheOthersTurnAway() throws {
        let counts = Counts([5])
        let view = makeCoverFlow(counts)
        // Content 2·120 + 5·180 − 20 = 1120 wide.
        #expect(view.contentSize == CGSize(width: 1120, height: 240))
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 120, y: 20, width: 160, height: 200))
        #expect(CATransform3DIsIdentity(first.transform3D) && first.zIndex == 1000)
        // Item 1, d = 180 / 180 = 1: R_y(π/3) before the perspective (m34 = −1/500):
        // m11 = cos 60° = 0.5, m14 = −(−sin 60°)/500 = 0.0017320508, m34 = 0.5·(−1/500) = −0.001.
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let t = second.transform3D
        #expect(abs(t.m11 - 0.5) < 1e-9 && abs(t.m14 - 0.0017320508) < 1e-9 && abs(t.m34 + 0.001) < 1e-12)
        #expect(second.zIndex == 990 && second.center == CGPoint(x: 380, y: 120))
        // Its projected frame: an edge at x = ±80 goes to ±80·0.5 / w, w = 1 ± 80·0.0017320508
        // (the outer, right edge recedes): right 40 / 1.1385641 = 35.1320, left −40 / 0.8614359
        // = −46.4340; the left edge's corners ±100 / 0.8614359 = ±116.0854. So
        // (380 − 46.4340, 120 − 116.0854, 81.5660, 232.1708).
        #expect(isClose(second.frame, CGRect(x: 333.5660, y: 3.9146, width: 81.5660, height: 232.1708)))
        withExtendedLifetime(counts) {}
    }

    @Test func halfwayBetweenTwoItemsBothTurnHalfAndScrollingSnaps() throws {
        let counts = Counts([5])
        let view = makeCoverFlow(counts)
        view.contentOffset = CGPoint(x: 90, y: 0)
        view.layoutIfNeeded()
        // Visible centre 290: item 0 (200) is d = −0.5, item 1 (380) d = 0.5: turns ∓π/6,
        // m11 = cos 30° = 0.866025; both zIndex 1000 − 5 = 995.
        let a = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let b = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(a.transform3D.m11 - 0.866025) < 1e-6 && abs(b.transform3D.m11 - 0.866025) < 1e-6)
        #expect(a.zIndex == 995 && b.zIndex == 995)
        // Snapping: 250 / 180 = 1.39 → item 1 at 180; 2000 → 11, clamped to item 4 at 720.
        let layout = view.collectionViewLayout
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 250, y: 0), withScrollingVelocity: .zero)
                == CGPoint(x: 180, y: 0))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 2000, y: 0), withScrollingVelocity: .zero)
                == CGPoint(x: 720, y: 0))
        withExtendedLifetime(counts) {}
    }

    @Test func snapshots() {
        let counts = Counts([5])
        let view = makeCoverFlow(counts)
        view.contentOffset = CGPoint(x: 180, y: 0)
        assertSnapshot(of: view, as: .image(scale: 2), named: "coverflow")
        view.layoutIfNeeded()
        view.performBatchUpdates({
            counts.sections[0] = 5
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
            view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(counts) {}
    }
}
