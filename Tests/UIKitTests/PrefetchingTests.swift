import Foundation
import Testing
import UIKit

/// Records the prefetch data source's calls by item, and any prefetched item that was
/// visible at the call.
private final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    var calls: [String] = []
    var prefetchedWhileVisible: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append("prefetch \(indexPaths.map(\.item))")
        prefetchedWhileVisible += indexPaths.filter { collectionView.cellForItem(at: $0) != nil }
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append("cancel \(indexPaths.map(\.item))")
    }
}

/// Implements only the required method: cancelling falls to the empty default.
private final class PrefetchOnly: NSObject, UICollectionViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
    }
}

/// Prefetching (iOS 10) through the UIKit facade, as docs/REFERENCE.md §17 models it. A
/// vertical flow layout of 100 × 100 items with no line spacing in a 100 × 200 view: one
/// column, item i spans y = 100·i … 100·i + 100; the range ahead is the bounds extended by
/// one viewport height (200) in the direction of the last scroll.
@Suite struct UIKitPrefetchingTests {
    /// Lays out a column of 20 items, gives it `source` as its prefetch data source, runs
    /// `configure`, lays it out again, then scrolls to each offset in turn (without
    /// animation, so each lays out).
    private func scroll(
        _ source: any UICollectionViewDataSourcePrefetching, toY offsets: [CGFloat],
        configure: (UICollectionView) -> Void = { _ in }
    ) {
        let counts = Counts([20])
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let view = makeView(layout, counts: counts, size: CGSize(width: 100, height: 200))
        view.prefetchDataSource = source
        configure(view)
        view.setNeedsLayout()
        view.layoutIfNeeded() // a pass with the source set, before any scroll
        for y in offsets { view.setContentOffset(CGPoint(x: 0, y: y), animated: false) }
        withExtendedLifetime(counts) {}
    }

    @Test func uikitsDefaults() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(view.isPrefetchingEnabled)
        #expect(view.prefetchDataSource == nil)
    }

    @Test func theFirstLayoutPrefetchesNothing() {
        let prefetcher = Prefetcher()
        scroll(prefetcher, toY: [])
        #expect(prefetcher.calls.isEmpty)
    }

    @Test func scrollingDownThenBack() {
        let prefetcher = Prefetcher()
        // Offset 150: bounds y 150…350, visible items 1, 2, 3. Range y 150…550: items 1…5
        // (item 5 spans 500…600); not visible: 4 (400 − 350 = 50 below) and 5 (150 below).
        // Back to 50: bounds y 50…250, visible 0, 1, 2; range y −150…250 holds only those, so
        // nothing new; 4 and 5 left the range without showing: cancelled.
        scroll(prefetcher, toY: [150, 50])
        #expect(prefetcher.calls == ["prefetch [4, 5]", "cancel [4, 5]"])
        #expect(prefetcher.prefetchedWhileVisible.isEmpty)
    }

    @Test func anItemThatShowsIsNeitherCancelledNorPrefetchedAgain() {
        let prefetcher = Prefetcher()
        // 150: prefetch 4, 5 (as above). 300: bounds y 300…500, visible 3, 4 (item 4 showed:
        // done). Range 300…700: items 3…6; 5 is outstanding, 6 (600 − 500 = 100 below) is new.
        scroll(prefetcher, toY: [150, 300])
        #expect(prefetcher.calls == ["prefetch [4, 5]", "prefetch [6]"])
    }

    @Test func nothingWhenDisabledOrNil() {
        let disabled = Prefetcher()
        scroll(disabled, toY: [150, 300]) { $0.isPrefetchingEnabled = false }
        #expect(disabled.calls.isEmpty)
        let removed = Prefetcher()
        scroll(removed, toY: [150, 300]) { $0.prefetchDataSource = nil }
        #expect(removed.calls.isEmpty)
    }

    @Test func cancellingIsOptional() {
        let prefetcher = PrefetchOnly()
        scroll(prefetcher, toY: [150, 50])
        #expect(prefetcher.prefetched == [[4, 5]])
    }

    @Test func badOffsetsNeverTrap() {
        let prefetcher = Prefetcher()
        // A NaN offset has no direction, and a negative one (above the content) has
        // nothing ahead: neither prefetches, neither traps.
        scroll(prefetcher, toY: [.nan, -80, .infinity])
        #expect(!prefetcher.calls.contains { $0.hasPrefix("prefetch") })
    }
}
