import Foundation
import Testing

@testable import CollectionLayout

@Suite("Self-sizing")
struct SelfSizingTests {
    @Test("flow with an estimate: cells take their preferred sizes and the lines re-flow")
    func flowTakesPreferredSizes() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let host = SelfSizingHost(
            layout, sizes: [CGSize(width: 100, height: 20), CGSize(width: 150, height: 40), CGSize(width: 100, height: 20)])
        try host.view.layoutIfNeeded()
        let frames = host.cellFrames
        // Width 320, spacing 10. Line 1: 100 + 10 + 150 = 260; adding 100 needs 370 > 320, so
        // item 2 opens line 2. Line 1 is full with two items: justified, gap (320 − 250) / 1 =
        // 70 → x = 0, 170; height 40 (tallest), item 0 centred: y = (40 − 20) / 2 = 10.
        // Line 2 (last) left-aligned at x 0, y = 40 + 10 = 50.
        #expect(frames[0] == CGRect(x: 0, y: 10, width: 100, height: 20))
        #expect(frames[1] == CGRect(x: 170, y: 0, width: 150, height: 40))
        #expect(frames[2] == CGRect(x: 0, y: 50, width: 100, height: 20))
        // Content height: 40 + 10 + 20 = 70.
        #expect(host.view.contentSize == CGSize(width: 320, height: 70))
    }

    @Test("a pass announces the views it will ask, in order, before asking them")
    func passAnnouncesItsRequests() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let host = SelfSizingHost(
            layout, sizes: [CGSize(width: 100, height: 20), CGSize(width: 150, height: 40), CGSize(width: 100, height: 20)])
        try host.view.layoutIfNeeded()
        // Pass 1 shows items 0–2 at the 50 × 50 estimate and asks each once; they change size,
        // so pass 2 shows them at their preferred sizes and asks nothing more. One batch of
        // three, announced before the three `fittingSize` calls, in the same order, with the
        // same sizing (both axes free, the width capped at the view's 320).
        let free = SelfSizing(fitsWidth: true, fitsHeight: true, maximumSize: CGSize(width: 320, height: CGFloat.infinity))
        #expect(host.sizing.prepared.count == 1)
        #expect(host.sizing.prepared.first?.map(\.0.indexPath.item) == [0, 1, 2])
        #expect(host.sizing.prepared.first?.allSatisfy { $0.1 == free } == true)
        #expect(host.sizing.requests.map(\.0) == host.sizing.prepared.first?.map(\.0))
    }

    @Test("flow: a free width is capped at the line length; without an estimate nothing self-sizes")
    func flowCapsWidthAndNeedsEstimate() throws {
        let estimating = FlowLayout()
        estimating.estimatedItemSize = FlowLayout.automaticSize
        estimating.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let host = SelfSizingHost(estimating, sizes: [CGSize(width: 1000, height: 30)])
        try host.view.layoutIfNeeded()
        // Line length 320 − 10 − 10 = 300: the width is capped at 300, at x = 10.
        #expect(host.cellFrames[0] == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(
            host.sizing.requests.first?.1
                == SelfSizing(fitsWidth: true, fitsHeight: true, maximumSize: CGSize(width: 300, height: CGFloat.infinity)))

        let plain = FlowLayout()
        let fixed = SelfSizingHost(plain, sizes: [CGSize(width: 1000, height: 30)])
        try fixed.view.layoutIfNeeded()
        #expect(fixed.cellFrames[0]?.size == CGSize(width: 50, height: 50))
        #expect(fixed.sizing.requests.isEmpty)
    }

    @Test("automaticSize: off-screen items take the average of the self-sized ones")
    func automaticSizeAveragesPreferredSizes() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = FlowLayout.automaticSize
        // A 320 × 40 view. At first every item is 50 × 50 (nothing sized: UIKit's 50 × 50),
        // five to a line ((320 + 10) / 60 → 5): line 1 (items 0–4) is visible, line 2 (items
        // 5, 6) at y 60 is not. Items 0–4 take 320 × (40, 60, 40, 60, 40), one per line.
        let heights: [CGFloat] = [40, 60, 40, 60, 40, 500, 500]
        let host = SelfSizingHost(layout, sizes: heights.map { CGSize(width: 320, height: $0) }, size: CGSize(width: 320, height: 40))
        try host.view.layoutIfNeeded()
        // Item 5 keeps the average of the sized ones, (320, 240 / 5 = 48), at
        // y = (40 + 60 + 40 + 60 + 40) + 5 × 10 = 290.
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        #expect(frame == CGRect(x: 0, y: 290, width: 320, height: 48))
    }

    @Test("the call order of one self-sizing cell, as UIKit's")
    func invalidationCallOrder() throws {
        let log = CallLog()
        LoggingCell.log = log
        defer { LoggingCell.log = nil }
        let layout = LoggingFlowLayout(log: log)
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let host = SelfSizingHost(layout, sizes: [CGSize(width: 80, height: 30)], cellClass: LoggingCell.self)
        log.entries.removeAll()
        try host.view.layoutIfNeeded()
        #expect(
            log.entries == [
                "prepare", "apply 0 50.0x50.0", "preferred 0 80.0x30.0", "shouldInvalidate 0 true", "invalidationContext 0",
                "invalidateLayout(with:) [0]",
                // The same layout pass runs again with the new size; the cell is not asked again.
                "prepare", "apply 0 80.0x30.0",
            ])
        // A later pass with nothing invalid asks nothing.
        host.view.setNeedsLayout()
        log.entries.removeAll()
        try host.view.layoutIfNeeded()
        #expect(log.entries == ["apply 0 80.0x30.0"])
    }

    @Test("a layout that does not self-size: the preferred attributes equal the given ones, the layout is not asked")
    func baseLayoutIsNotAsked() throws {
        let layout = ListLayout()
        let host = SelfSizingHost(layout, sizes: [CGSize(width: 10, height: 10)])
        try host.view.layoutIfNeeded()
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(host.sizing.requests.isEmpty)
    }

    @Test("compositional estimated heights: each row takes its cell's height and the rows below move")
    func compositionalEstimatedHeights() throws {
        let row = size(.fractionalWidth(1), .estimated(44))
        var section = LayoutSection(group: .horizontal(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]))
        section.interGroupSpacing = 5
        let layout = CompositionalLayout(section: section)
        let host = SelfSizingHost(
            layout, sizes: [CGSize(width: 1, height: 30), CGSize(width: 1, height: 80), CGSize(width: 1, height: 44)])
        try host.view.layoutIfNeeded()
        // Width fixed (320, fractional), height from the content: rows at y = 0, 30 + 5 = 35,
        // 35 + 80 + 5 = 120; content height 120 + 44 = 164.
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(host.cellFrames[1] == CGRect(x: 0, y: 35, width: 320, height: 80))
        #expect(host.cellFrames[2] == CGRect(x: 0, y: 120, width: 320, height: 44))
        #expect(host.view.contentSize.height == 164)
        #expect(host.sizing.requests.first?.1 == SelfSizing(fitsWidth: false, fitsHeight: true))
    }

    @Test("compositional: a group grows by its tallest item; an absolute group keeps its length")
    func compositionalGroupGrowth() throws {
        let half = size(.fractionalWidth(0.5), .estimated(50))
        let rowSize = size(.fractionalWidth(1), .estimated(50))
        let section = LayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [.item(LayoutItem(layoutSize: half))]))
        let host = SelfSizingHost(
            CompositionalLayout(section: section),
            sizes: [CGSize(width: 1, height: 70), CGSize(width: 1, height: 20), CGSize(width: 1, height: 20)])
        try host.view.layoutIfNeeded()
        // Row 0 holds items 0 and 1: change max(70 − 50, 20 − 50) = 20 → length 70; row 1 at y 70.
        #expect(host.cellFrames[1] == CGRect(x: 160, y: 0, width: 160, height: 20))
        #expect(host.cellFrames[2] == CGRect(x: 0, y: 70, width: 160, height: 20))

        let fixedRow = size(.fractionalWidth(1), .absolute(50))
        let fixedSection = LayoutSection(group: .horizontal(layoutSize: fixedRow, subitems: [.item(LayoutItem(layoutSize: half))]))
        let fixed = SelfSizingHost(
            CompositionalLayout(section: fixedSection),
            sizes: [CGSize(width: 1, height: 70), CGSize(width: 1, height: 20), CGSize(width: 1, height: 20)])
        try fixed.view.layoutIfNeeded()
        // The item takes 70 but the absolute row stays 50 long: row 1 at y 50.
        #expect(fixed.cellFrames[0] == CGRect(x: 0, y: 0, width: 160, height: 70))
        #expect(fixed.cellFrames[2] == CGRect(x: 0, y: 50, width: 160, height: 20))
    }

    @Test("preferred sizes follow their items through a batch update; the moved cell is not asked again")
    func sizesFollowItemsThroughBatchUpdates() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        // Three items one per line (320 wide), heights 20, 30, 40.
        let host = SelfSizingHost(
            layout, sizes: [CGSize(width: 320, height: 20), CGSize(width: 320, height: 30), CGSize(width: 320, height: 40)])
        try host.view.layoutIfNeeded()
        let asked = host.sizing.requests.count
        #expect(asked == 3)
        host.source.sizes.removeFirst()
        _ = try host.view.performBatchUpdates { _ = try host.view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        // Old items 1 and 2 are now 0 and 1 and keep 30 and 40: at y 0 and 30 + 10 = 40, with
        // no cell asked again (their views already show the sizes they preferred).
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 40, width: 320, height: 40))
        try host.view.layoutIfNeeded()
        #expect(host.sizing.requests.count == asked)
    }

    @Test("a reconfigured cell is asked again and its new size re-flows the items after it")
    func resetSelfSizingAsksAgain() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let host = SelfSizingHost(layout, sizes: [CGSize(width: 320, height: 20), CGSize(width: 320, height: 30)])
        try host.view.layoutIfNeeded()
        // The first cell's content now needs 60: configure it in place and ask again.
        host.view.cellForItem(at: IndexPath(item: 0, section: 0))?.contentConfiguration = FixedContent(size: CGSize(width: 320, height: 60))
        host.view.resetSelfSizing(at: [IndexPath(item: 0, section: 0)])
        try host.view.layoutIfNeeded()
        // 60 tall; the second moves to 60 + 10 = 70.
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(host.cellFrames[1] == CGRect(x: 0, y: 70, width: 320, height: 30))
    }
}
