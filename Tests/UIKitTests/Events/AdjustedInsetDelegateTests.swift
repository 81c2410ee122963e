import Testing
import UIKit

/// `adjustedContentInsetDidChange()`'s default tells the delegate
/// (`scrollViewDidChangeAdjustedContentInset(_:)`), as Apple documents it; an override that
/// does not call `super` keeps it from the delegate.
@Suite struct AdjustedInsetDelegateTests {
    final class Listener: NSObject, UITableViewDelegate {
        var changes: [UIEdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes.append(scrollView.adjustedContentInset) }
    }

    final class QuietTable: UITableView {
        override func adjustedContentInsetDidChange() {}
    }

    @Test func theDelegateHearsEachChangeOfTheAdjustedInset() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let listener = Listener()
        table.delegate = listener
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.contentInset.bottom = 10
        #expect(
            listener.changes == [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)])
        #expect(table.scrollsToTop, "default true")
    }

    @Test func anOverrideWithoutSuperKeepsItFromTheDelegate() {
        let table = QuietTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let listener = Listener()
        table.delegate = listener
        table.contentInset.top = 30
        #expect(listener.changes.isEmpty)
        #expect(listener.scrollViewShouldScrollToTop(table), "UIKit's default without the method")
    }
}

/// Every scroll view's `delegate`, as on iOS: a plain scroll view keeps its own (weakly) and
/// tells it of scrolling; a table view's is its table view delegate, also through a
/// `UIScrollView` reference.
@Suite struct ScrollViewDelegatePropertyTests {
    final class Watcher: NSObject, UIScrollViewDelegate {
        var offsets: [CGFloat] = []
        var endedAnimations = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
    }

    final class Rows: NSObject, UITableViewDelegate {}

    /// A pager an app writes: it sets itself as its own delegate.
    final class Pager: UIScrollView, UIScrollViewDelegate {
        var scrolls = 0
        func start() { delegate = self }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    @Test func aPlainScrollViewTellsItsDelegate() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        var watcher: Watcher? = Watcher()
        scrollView.delegate = watcher
        scrollView.contentOffset.y = 50
        #expect(watcher?.offsets == [50])
        watcher = nil
        #expect(scrollView.delegate == nil, "held weakly")
        let pager = Pager(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pager.start()
        pager.contentOffset.x = 100
        #expect(pager.scrolls == 1)
    }

    @Test func anAnimatedScrollEndsWithTheDelegatesCall() {
        onFreshClock { clock in
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 400)
            let watcher = Watcher()
            scrollView.delegate = watcher
            scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
            #expect(watcher.endedAnimations == 0)
            clock.advance(to: clock.time + 1)
            #expect(watcher.endedAnimations == 1 && watcher.offsets.last == 100)
        }
    }

    @Test func aTableViewsDelegateIsItsTableViewDelegateThroughEitherType() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = Rows()
        let asScrollView: UIScrollView = table
        asScrollView.delegate = rows
        #expect(table.delegate === rows, "set through UIScrollView, read as the table's")
        #expect(asScrollView.delegate === rows)
        asScrollView.delegate = Watcher()
        #expect(table.delegate == nil, "not a table view delegate: not taken")
    }
}
