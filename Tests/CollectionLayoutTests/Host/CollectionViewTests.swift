import Foundation
import Testing

@testable import CollectionLayout

@Suite struct CollectionViewHostTests {
    @Test func aLayoutPassShowsTheElementsInTheBounds() throws {
        let host = ListHost(); let (view, layout) = (host.view, host.layout)
        try view.layoutIfNeeded()
        // Rows of 100 in a 300-tall viewport: items 0, 1, 2 (item 3 only touches the edge).
        #expect(view.indexPathsForVisibleItems == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(view.contentSize == CGSize(width: 100, height: 10_000))
        #expect(layout.prepareCalls == 1)
    }

    @Test func manyInvalidationsCostOnePass() throws {
        let host = ListHost(); let (view, layout) = (host.view, host.layout)
        try view.layoutIfNeeded()
        for _ in 0..<5 { layout.invalidateLayout() }
        try view.layoutIfNeeded()
        #expect(layout.prepareCalls == 2)
        try view.layoutIfNeeded()
        #expect(layout.prepareCalls == 2)
    }

    @Test func viewsLeavingTheBoundsAreReused() throws {
        let host = ListHost(); let view = host.view
        try view.layoutIfNeeded()
        #expect(view.createdViewCount == 3)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // Bounds y 150…450: items 1…4. Item 0 leaves, 3 and 4 arrive: one reuses item 0's view.
        view.contentOffset = CGPoint(x: 0, y: 150)
        try view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == [1, 2, 3, 4].map { IndexPath(item: $0, section: 0) })
        #expect(view.createdViewCount == 4)
        let reused = [3, 4].compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(reused.contains { $0 === first })
        #expect(view.queuedViewCount == 0)
    }

    @Test func dequeueingAnUnregisteredIdentifierThrows() {
        let layout = ListLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        let source = CountsDataSource([3])
        view.dataSource = source
        #expect(throws: CollectionViewError.unregisteredReuseIdentifier(kind: "cell", identifier: "cell")) {
            try view.layoutIfNeeded()
        }
    }

    @Test func singleSelectionReplacesAndAsksTheDelegate() throws {
        let host = ListHost(); let view = host.view
        let delegate = RecordingDelegate()
        view.delegate = delegate
        try view.layoutIfNeeded()
        view.tap(at: IndexPath(item: 0, section: 0))
        view.tap(at: IndexPath(item: 1, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // UIKit's order (UICollectionView.h): highlight on touch-down; on touch-up
        // shouldSelect, the old selection's didDeselect, didSelect, then didUnhighlight.
        #expect(
            delegate.calls == [
                "didHighlight 0", "shouldSelect 0", "didSelect 0", "didUnhighlight 0",
                "didHighlight 1", "shouldSelect 1", "didDeselect 0", "didSelect 1", "didUnhighlight 1",
            ])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesAndVetoesHold() throws {
        let host = ListHost(); let view = host.view
        let delegate = RecordingDelegate()
        delegate.vetoSelection = [IndexPath(item: 2, section: 0)]
        view.delegate = delegate
        view.allowsMultipleSelection = true
        try view.layoutIfNeeded()
        for item in [0, 1, 2, 0] { view.tap(at: IndexPath(item: item, section: 0)) }
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.allowsSelection = false
        view.tap(at: IndexPath(item: 3, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func selectedCellsShowTheirStateWhenTheyScrollIn() throws {
        let host = ListHost(); let view = host.view
        view.selectItem(at: IndexPath(item: 10, section: 0))
        view.contentOffset = CGPoint(x: 0, y: 1000)
        try view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 10, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 11, section: 0))?.isSelected == false)
    }

    @Test func scrollToItemPositionsAndClamps() throws {
        let host = ListHost(); let view = host.view
        // Item 10 spans y 1000…1100 in a 300-tall viewport.
        #expect(view.contentOffset(forItemAt: IndexPath(item: 10, section: 0), at: .top) == CGPoint(x: 0, y: 1000))
        // Centred: 1050 − 150 = 900. Bottom: 1100 − 300 = 800.
        #expect(view.contentOffset(forItemAt: IndexPath(item: 10, section: 0), at: .centeredVertically) == CGPoint(x: 0, y: 900))
        #expect(view.contentOffset(forItemAt: IndexPath(item: 10, section: 0), at: .bottom) == CGPoint(x: 0, y: 800))
        // The last item at the top would pass the end: clamped to 10 000 − 300 = 9 700.
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top)
        #expect(view.contentOffset == CGPoint(x: 0, y: 9_700))
        // With a top inset of 20 the first item at the top rests at −20.
        view.contentInset = EdgeInsets(top: 20)
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top)
        #expect(view.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test func reloadDataClearsSelectionAndRereadsCounts() throws {
        let host = ListHost(items: 5); let (view, source) = (host.view, host.source)
        view.selectItem(at: IndexPath(item: 1, section: 0))
        source.counts = [2]
        #expect(view.numberOfItems(inSection: 0) == 5) // cached until reload
        view.reloadData()
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }
}
