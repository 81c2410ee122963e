import Foundation
import Testing
import UIKit

/// Records the prefetch data source's calls, by item.
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
    private func column(_ counts: Counts) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        return makeView(layout, counts: counts, size: CGSize(width: 100, height: 200))
    }

    private func scroll(_ view: UICollectionView, toY y: CGFloat) {
        view.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }

    @Test func uikitsDefaults() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(view.isPrefetchingEnabled)
        #expect(view.prefetchDataSource == nil)
    }

    @Test func scrollingDownThenBack() {
        let counts = Counts([20])
        let view = column(counts)
        let prefetcher = Prefetcher()
        view.prefetchDataSource = prefetcher
        view.layoutIfNeeded()
        #expect(prefetcher.calls.isEmpty, "no scroll yet")
        // Offset 150: bounds y 150…350, visible items 1, 2, 3. Range y 150…550: items 1…5
        // (item 5 spans 500…600); not visible: 4 (400 − 350 = 50 below) and 5 (150 below).
        scroll(view, toY: 150)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
        #expect(prefetcher.calls == ["prefetch [4, 5]"])
        // Back to 50: bounds y 50…250, visible 0, 1, 2; range y −150…250 holds only those, so
        // nothing new; 4 and 5 left the range without showing: cancelled.
        scroll(view, toY: 50)
        #expect(prefetcher.calls == ["prefetch [4, 5]", "cancel [4, 5]"])
        #expect(prefetcher.prefetchedWhileVisible.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func anItemThatShowsIsNeitherCancelledNorPrefetchedAgain() {
        let counts = Counts([20])
        let view = column(counts)
        let prefetcher = Prefetcher()
        view.prefetchDataSource = prefetcher
        scroll(view, toY: 150) // prefetch 4, 5 (as above)
        // Offset 300: bounds y 300…500, visible 3, 4 (item 4 showed: done). Range 300…700:
        // items 3…6; 5 is outstanding, 6 (600 − 500 = 100 below) is new.
        scroll(view, toY: 300)
        #expect(prefetcher.calls == ["prefetch [4, 5]", "prefetch [6]"])
        withExtendedLifetime(counts) {}
    }

    @Test func nothingWhenDisabledOrNil() {
        let counts = Counts([20])
        let view = column(counts)
        let prefetcher = Prefetcher()
        view.prefetchDataSource = prefetcher
        view.isPrefetchingEnabled = false
        scroll(view, toY: 150)
        #expect(prefetcher.calls.isEmpty)
        view.isPrefetchingEnabled = true
        view.prefetchDataSource = nil
        scroll(view, toY: 300)
        #expect(prefetcher.calls.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func cancellingIsOptional() {
        let counts = Counts([20])
        let view = column(counts)
        let prefetcher = PrefetchOnly()
        view.prefetchDataSource = prefetcher
        scroll(view, toY: 150)
        scroll(view, toY: 50)
        #expect(prefetcher.prefetched == [[4, 5]])
        withExtendedLifetime(counts) {}
    }

    @Test func badOffsetsNeverTrap() {
        let counts = Counts([20])
        let view = column(counts)
        let prefetcher = Prefetcher()
        view.prefetchDataSource = prefetcher
        // A NaN offset has no direction, and a negative one (above the content) has
        // nothing ahead: neither prefetches, neither traps.
        scroll(view, toY: .nan)
        scroll(view, toY: -80)
        scroll(view, toY: .infinity)
        #expect(!prefetcher.calls.contains { $0.hasPrefix("prefetch") })
        withExtendedLifetime(counts) {}
    }
}
