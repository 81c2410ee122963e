import ReelTesting
import SnapshotTesting
import Testing
import UIKit
import UIKitSampleLayouts

/// `WaterfallLayout`, values worked by hand from its rules: a 340-wide view, section
/// insets 10 on every side, 10 between columns and items; the delegate gives section 0
/// three columns and section 1 two.
///
/// Section 0: column width (340 − 20 − 2·10) / 3 = 100, columns at x 10, 120, 230, the
/// section's top at 0 + 10. Heights 100, 60, 80, 40, each to the shortest column:
/// 0 → col 0 (10,10) [bottoms 120, 10, 10]; 1 → col 1 (120,10) [120, 80, 10];
/// 2 → col 2 (230,10) [120, 80, 100]; 3 → col 1 (120,80) [120, 130, 100].
/// Tallest item bottom 120 → section 0 ends at 130.
/// Section 1: column width (340 − 20 − 10) / 2 = 155, columns at x 10, 175, top 140.
/// Heights 50, 70, 30: 0 → col 0 (10,140); 1 → col 1 (175,140); 2 → col 0 (10,200).
/// Tallest bottom 230 → content height 240.
@Suite(.snapshots(record: .never)) struct WaterfallLayoutTests {
    private func makeWaterfall() -> (UICollectionView, WaterfallHeights) {
        let layout = WaterfallLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let model = WaterfallHeights(heights: [[100, 60, 80, 40], [50, 70, 30]], columns: [3, 2])
        return (makeSampleView(layout, source: model, size: CGSize(width: 340, height: 260)), model)
    }

    @Test func itemsGoToTheShortestOfTheDelegatesColumns() {
        let (view, model) = makeWaterfall()
        #expect(
            itemFrames(view, section: 0, count: 4) == [
                CGRect(x: 10, y: 10, width: 100, height: 100), CGRect(x: 120, y: 10, width: 100, height: 60),
                CGRect(x: 230, y: 10, width: 100, height: 80), CGRect(x: 120, y: 80, width: 100, height: 40),
            ])
        #expect(
            itemFrames(view, section: 1, count: 3) == [
                CGRect(x: 10, y: 140, width: 155, height: 50), CGRect(x: 175, y: 140, width: 155, height: 70),
                CGRect(x: 10, y: 200, width: 155, height: 30),
            ])
        #expect(view.contentSize == CGSize(width: 340, height: 240))
        // The delegate was told each section's column width.
        #expect(model.columnWidths[IndexPath(item: 3, section: 0)] == 100)
        #expect(model.columnWidths[IndexPath(item: 0, section: 1)] == 155)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func aBatchInsertDropsTheCacheAndReflows() {
        let (view, model) = makeWaterfall()
        view.performBatchUpdates({
            model.heights[0].insert(50, at: 0)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        // Section 0 heights 50, 100, 60, 80, 40: 0 → col 0 (10,10) [70, 10, 10];
        // 1 → col 1 (120,10) [70, 120, 10]; 2 → col 2 (230,10) [70, 120, 80];
        // 3 → col 0 (10,70) [160, 120, 80]; 4 → col 2 (230,80) [160, 120, 130].
        // Tallest bottom 150 → section 1 starts at 170; content 170 + 90 + 10 = 270.
        #expect(
            itemFrames(view, section: 0, count: 5) == [
                CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 120, y: 10, width: 100, height: 100),
                CGRect(x: 230, y: 10, width: 100, height: 60), CGRect(x: 10, y: 70, width: 100, height: 80),
                CGRect(x: 230, y: 80, width: 100, height: 40),
            ])
        #expect(itemFrames(view, section: 1, count: 1) == [CGRect(x: 10, y: 170, width: 155, height: 50)])
        #expect(view.contentSize == CGSize(width: 340, height: 270))
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func aWidthChangeRebuildsTheColumnsAndAScrollDoesNot() {
        let layout = WaterfallLayout()
        let model = WaterfallHeights(heights: [[100, 50, 80, 60, 40]])
        let view = makeSampleView(layout, source: model, size: CGSize(width: 300, height: 600))
        // Two columns (the layout's default), 0 insets: (300 − 10) / 2 = 145 wide.
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 300, height: 600)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 600)))
        // 200 wide: (200 − 10) / 2 = 95, columns at x 0 and 105; the same shortest-column
        // order as at 300 (heights do not depend on the width here): item 2 → (105, 60).
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        view.layoutIfNeeded()
        #expect(itemFrames(view, count: 3)[2] == CGRect(x: 105, y: 60, width: 95, height: 80))
        #expect(model.columnWidths[IndexPath(item: 2, section: 0)] == 95)
        #expect(view.contentSize == CGSize(width: 200, height: 190))
        withExtendedLifetime(model) {}
    }

    @Test func snapshots() {
        let (view, model) = makeWaterfall()
        assertSnapshot(of: view, as: .image(scale: 2), named: "waterfall")
        view.performBatchUpdates({
            model.heights[0].insert(50, at: 0)
            model.heights[1].remove(at: 1)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 1, section: 1)])
        })
        assertSnapshot(of: view, as: .animation(), named: "update")
        withExtendedLifetime(model) {}
    }
}
