import Foundation
import Testing

@testable import CollectionLayout

/// Records prefetch and cancel calls, and any prefetched item that was visible at the call.
final class RecordingPrefetcher: CollectionViewDataSourcePrefetching {
    var calls: [String] = []
    var prefetchedWhileVisible: [IndexPath] = []

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        record("prefetch", indexPaths)
        prefetchedWhileVisible += indexPaths.filter { collectionView.cellForItem(at: $0) != nil }
    }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        record("cancel", indexPaths)
    }
    private func record(_ call: String, _ indexPaths: [IndexPath]) { calls.append("\(call) \(indexPaths.map(\.item))") }
}

/// The prefetching model (docs/REFERENCE.md §17) on `ListHost`: a 100 × 300 view over a
/// one-column list whose item i spans y = 100·i … 100·i + 100. A cell is visible when its
/// frame shares area with the bounds; the range ahead is the bounds extended by one
/// viewport height (300) in the direction of the last scroll.
@Suite struct PrefetchingTests {
    private func scroll(_ view: CollectionView, toY y: CGFloat) throws {
        view.contentOffset = CGPoint(x: 0, y: y)
        try view.layoutIfNeeded()
    }

    /// A laid-out host whose prefetch data source is `prefetcher`.
    private func host(_ prefetcher: RecordingPrefetcher) throws -> ListHost {
        let host = try ListHost.laidOut()
        host.view.prefetchDataSource = prefetcher
        return host
    }

    @Test func theFirstLayoutPrefetchesNothing() throws {
        let prefetcher = RecordingPrefetcher()
        let host = ListHost()
        host.view.prefetchDataSource = prefetcher
        try host.view.layoutIfNeeded() // the first pass, with the source already set
        #expect(host.view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(prefetcher.calls.isEmpty)
    }

    @Test func scrollingDownPrefetchesTheNextViewportNearestFirst() throws {
        let prefetcher = RecordingPrefetcher()
        let view = try host(prefetcher).view
        // Bounds y 150…450: visible items 1…4 (item 4 spans 400…500).
        // Range y 150…750: items 1…7 (item 7 spans 700…800, 700 < 750); not visible: 5, 6, 7,
        // at 500 − 450 = 50, 150 and 250 below the bounds.
        try scroll(view, toY: 150)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
        #expect(prefetcher.calls == ["prefetch [5, 6, 7]"])
        // Bounds y 250…550: visible 2…5, so item 5 showed (done, no call). Range 250…850:
        // items 2…8; 6 and 7 are already prefetched, 8 (800 < 850) is new.
        try scroll(view, toY: 250)
        #expect(prefetcher.calls == ["prefetch [5, 6, 7]", "prefetch [8]"])
        #expect(view.prefetchedItems == [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0), IndexPath(item: 8, section: 0)])
        #expect(prefetcher.prefetchedWhileVisible.isEmpty, "no prefetch names a visible item")
    }

    @Test func scrollingBackCancelsWhatDidNotShowAndPrefetchesAbove() throws {
        let prefetcher = RecordingPrefetcher()
        let view = try host(prefetcher).view
        try scroll(view, toY: 150) // prefetch 5, 6, 7 (as above)
        // Up to y 100: bounds 100…400, visible 1…3; range y −200…400 (origin 100 − 300,
        // height 600): items 0…3, so item 0 (100 − 100 = 0 above the bounds) is prefetched;
        // 5, 6 and 7 left the range without showing: cancelled first.
        try scroll(view, toY: 100)
        #expect(prefetcher.calls == ["prefetch [5, 6, 7]", "cancel [5, 6, 7]", "prefetch [0]"])
        // Down again: 5, 6, 7 are prefetched anew (bounds 150…450, range 150…750); item 0
        // leaves the range (it ends at 100) without showing: cancelled.
        try scroll(view, toY: 150)
        #expect(prefetcher.calls.suffix(2) == ["cancel [0]", "prefetch [5, 6, 7]"])
    }

    @Test func nothingWhenDisabledOrWithoutASource() throws {
        let prefetcher = RecordingPrefetcher()
        let view = try host(prefetcher).view
        view.isPrefetchingEnabled = false
        try scroll(view, toY: 150)
        #expect(prefetcher.calls.isEmpty)
        #expect(view.prefetchedItems.isEmpty)
        view.isPrefetchingEnabled = true
        view.prefetchDataSource = nil
        try scroll(view, toY: 250)
        #expect(prefetcher.calls.isEmpty)
    }

    @Test func theRangeFollowsEachAxisThatMoved() throws {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        let right = CollectionView.ScrollHeading(from: .zero, to: CGPoint(x: 5, y: 0))
        // x: 10 … 10 + 2·100; y unchanged.
        #expect(CollectionView.prefetchRange(around: bounds, heading: right) == CGRect(x: 10, y: 20, width: 200, height: 50))
        let upLeft = CollectionView.ScrollHeading(from: CGPoint(x: 5, y: 5), to: .zero)
        // x: 10 − 100 … 110; y: 20 − 50 … 70.
        #expect(CollectionView.prefetchRange(around: bounds, heading: upLeft) == CGRect(x: -90, y: -30, width: 200, height: 100))
        #expect(CollectionView.prefetchRange(around: bounds, heading: .none) == nil)
    }

    @Test func badOffsetsNeverTrap() throws {
        let heading = CollectionView.ScrollHeading(from: .zero, to: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity))
        #expect(heading == .none)
        let nanBounds = CGRect(x: 0, y: CGFloat.nan, width: 100, height: 300)
        #expect(
            CollectionView.prefetchRange(around: nanBounds, heading: CollectionView.ScrollHeading(from: .zero, to: CGPoint(x: 0, y: 1)))
                == nil)
        let far = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10)
        #expect(CollectionView.prefetchDistance(of: far, from: CGRect(x: 0, y: 0, width: 10, height: 10)) == .infinity)
        // A negative offset (above the content) prefetches nothing above and does not trap.
        let prefetcher = RecordingPrefetcher()
        let view = try host(prefetcher).view
        try scroll(view, toY: -120)
        #expect(prefetcher.calls.isEmpty)
    }
}
