import Testing
import UIKit

/// A table's data prefetching (docs/REFERENCE.md §27.9): the collection view's model over
/// the rows, worked by hand on a 390 × 100 table of 20 rows 44 tall (row r spans
/// 44r…44r + 44).
@Suite struct TablePrefetchingTests {
    /// Records what the table asked.
    final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(indexPaths.map(\.row))")
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(indexPaths.map(\.row))")
        }
    }

    private func scroll(_ table: UITableView, to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    @Test func rowsAheadOfAScrollArePrefetchedNearestFirstAndCancelledWhenLeftBehind() {
        let rows = TableRows([20]) { _ in 44 }
        let prefetcher = Prefetcher()
        let table = makeTable(rows, size: CGSize(width: 390, height: 100)) { $0.prefetchDataSource = prefetcher }
        #expect(prefetcher.calls.isEmpty, "nothing on the first layout")
        // Down to 44: the bounds 44…144 show rows 1–3; the range reaches 244, so rows 4
        // (176, 32 below) and 5 (220, 76 below) are prefetched, nearest first.
        scroll(table, to: 44)
        #expect(prefetcher.calls == ["prefetch [4, 5]"])
        // Down to 88: rows 2–4 show (4 is done); the range 88…288 holds 5 (outstanding) and
        // 6 (264), which is new.
        scroll(table, to: 88)
        #expect(prefetcher.calls.last == "prefetch [6]")
        // Back up to 0: rows 0–2 show and the range −100…100 holds nothing unseen, so 5 and 6,
        // left unshown, are cancelled.
        scroll(table, to: 0)
        #expect(prefetcher.calls == ["prefetch [4, 5]", "prefetch [6]", "cancel [5, 6]"])
    }

    @Test func prefetchingOffOrWithoutASourceTellsNothing() {
        let rows = TableRows([20]) { _ in 44 }
        let prefetcher = Prefetcher()
        let table = makeTable(rows, size: CGSize(width: 390, height: 100)) { $0.prefetchDataSource = prefetcher }
        #expect(table.isPrefetchingEnabled)
        table.isPrefetchingEnabled = false
        scroll(table, to: 44)
        #expect(prefetcher.calls.isEmpty)
        table.isPrefetchingEnabled = true
        table.prefetchDataSource = nil
        scroll(table, to: 88)
        #expect(prefetcher.calls.isEmpty)
    }
}
