import Foundation
import Testing

@testable import CollectionLayout

/// Numbers at the edge of `Double` (issue 12's traps): tiny items, huge insets, far-off
/// queries and offsets lay out without a trap, by the usual rules (docs/REFERENCE.md §4). Values
/// worked by hand; the flow defaults are 50 × 50 items and spacings of 10.
@Suite struct FlowLayoutExtremeValueTests {
    func host(items: Int = 12, configure: (FlowLayout) -> Void = { _ in }) -> (CollectionView, FlowLayout, CountsDataSource) {
        let layout = FlowLayout()
        configure(layout)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountsDataSource([items])
        view.dataSource = source
        return (view, layout, source)
    }

    @Test func aTinyItemHeightLaysOut() throws {
        // perLine = ⌊(390 + 10) / (100 + 10)⌋ = 3, justified: pitch 100 + (390 − 300) / 2 = 145.
        // Line spacing 0: the line pitch is 1e-300, so a query divides by 1e-300.
        let (view, layout, source) = host {
            $0.itemSize = CGSize(width: 100, height: 1e-300); $0.minimumLineSpacing = 0
        }
        try view.layoutIfNeeded()
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(all.count == 12)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))?.frame.minX == 290)
        // 1 point down is ~1e300 lines down: past the 4 lines, so nothing.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1, width: 390, height: 844)).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func aHugeSectionInsetLaysOut() throws {
        // available = 390 − 1e300: ⌊(available + 10) / 60⌋ is about −1.7e298, so one item per
        // line, centred though longer than the line (as recorded on iOS 26.1): item 0 at
        // x = 1e300 + (available − 50) / 2 (about 5e299), y 0; item 1 one pitch (60) lower.
        let (view, layout, source) = host { $0.sectionInset = EdgeInsets(top: 0, left: 1e300, bottom: 0, right: 0) }
        view.diagnosticHandler = { _ in }
        try view.layoutIfNeeded()
        let centred: CGFloat = 1e300 + ((390 - 1e300) - 50) / 2
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: centred, y: 0, width: 50, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 60)
        withExtendedLifetime(source) {}
    }

    @Test func farQueriesAndOffsetsFindWhatIsThere() throws {
        // 6 items per line (⌊400 / 60⌋), 2 lines.
        let (view, layout, source) = host()
        try view.layoutIfNeeded()
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1e308, height: 1e308)).count == 12)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: -1e300, width: 390, height: 844)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1e300, width: 390, height: 844)).isEmpty)
        view.contentOffset = CGPoint(x: 0, y: -1e300)
        try view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.isEmpty)
        view.contentOffset = CGPoint(x: 0, y: 1e300)
        try view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func aCountNearIntMaxHasNoOverflow() {
        // ⌈count / perLine⌉ without `count + perLine − 1`; the last line's end is clamped.
        let metrics = FlowSectionMetrics(
            inset: .zero, lineSpacing: 10, interitemSpacing: 10,
            headerLength: 0, footerLength: 0, available: 390)
        let section = FlowSectionBuilder.uniform(
            metrics: metrics, count: Int.max, size: CGSize(width: 50, height: 50),
            axis: FlowAxis(vertical: true))
        guard case let .uniform(grid) = section.items else { Issue.record("expected a uniform section"); return }
        #expect(grid.perLine == 6 && grid.lineCount(itemCount: Int.max) == Int.max / 6 + 1)
        // Lines ⌊(from − 50) / 60⌋ … ⌈to / 60⌉ (a query may take one line past `to`; callers
        // keep the frames that meet the rect): lines 0…2 for [0, 100).
        #expect(section.items(inLinesFrom: 0, to: 100) == 0..<18)
        // Past the content (lines end near 9.2e19): nothing. Over the last lines: up to the
        // last item, where (last line + 1) · 6 overflows Int.
        #expect(section.items(inLinesFrom: 1e30, to: 1e300).isEmpty)
        let tail = section.items(inLinesFrom: 9.2233720368547e19, to: 1e300)
        #expect(!tail.isEmpty && tail.upperBound == Int.max && tail.lowerBound % 6 == 0)
    }
}
