import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// The UIKit-idiom port of Apple's `CircleLayout`, values worked by hand: a 300 × 300 view,
/// centre (150, 150), radius 300 / 2.5 = 120, item i of n at angle 2πi/n, 70 × 70.
/// (UpdateAnimationTests covers its insert and delete hooks.)
@Suite(.snapshots(record: .never)) struct CircleLayoutTests {
    @Test func itemsSitEvenlyOnTheCircle() throws {
        let counts = Counts([5])
        let layout = CircleLayout()
        let view = makeSampleView(layout, source: counts, size: CGSize(width: 300, height: 300))
        #expect(layout.circleCenter == CGPoint(x: 150, y: 150) && layout.effectiveRadius == 120 && layout.cellCount == 5)
        // Item 0 at 0°: centre (270, 150) → frame (235, 115, 70, 70).
        #expect(itemFrames(view, count: 1) == [CGRect(x: 235, y: 115, width: 70, height: 70)])
        // Item 1 at 72°: (150 + 120·0.309017, 150 + 120·0.951057) = (187.082, 264.127).
        #expect(isClose(itemFrames(view, count: 2)[1], CGRect(x: 152.082, y: 229.127, width: 70, height: 70), tolerance: 0.001))
        // Outside section 0's items: nil.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil)
        // Only items meeting the rect: (230…260, 140…160) meets item 0 alone.
        let hits = layout.layoutAttributesForElements(in: CGRect(x: 230, y: 140, width: 30, height: 20)) ?? []
        #expect(hits.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        // A radius of 100: item 0 at (250, 150).
        layout.radius = 100
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 250, y: 150))
        #expect(view.contentSize == CGSize(width: 300, height: 300))
        withExtendedLifetime(counts) {}
    }

    @Test func snapshots() {
        let counts = Counts([6])
        let view = makeSampleView(CircleLayout(), source: counts, size: CGSize(width: 300, height: 300))
        assertSnapshot(of: view, as: .image(scale: 2), named: "circle")
        view.performBatchUpdates({
            counts.sections[0] = 6
            view.insertItems(at: [IndexPath(item: 5, section: 0)])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(counts) {}
    }
}
