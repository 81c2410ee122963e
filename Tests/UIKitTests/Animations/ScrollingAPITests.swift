import CollectionAnimation
import Foundation
import Testing
import UIKit

/// `scrollRectToVisible(_:animated:)` and animated `setContentOffset(_:animated:)` on the
/// clock. The animated scroll is 0.3 s ease-out (CollectionAnimation's estimate of UIKit's);
/// easeOut(0.5) = 0.684643 (docs/REFERENCE.md §7).
@Suite struct ScrollingAPITests {
    /// A 100 × 200 scroll view over 1000 points of content.
    private func scrollView() -> UIScrollView {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.contentSize = CGSize(width: 100, height: 1000)
        return view
    }

    @Test func aRectBelowIsScrolledUpToTheBottomEdge() {
        let view = scrollView()
        view.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        // Its bottom (550) at the bottom of the 200-point bounds: offset 350.
        #expect(view.contentOffset == CGPoint(x: 0, y: 350))
        // Visible already: nothing moves.
        view.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 10), animated: false)
        #expect(view.contentOffset.y == 350)
        // Above: to the top edge; past the content's end: clamped to 800.
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(view.contentOffset.y == 100)
        view.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 100), animated: false)
        #expect(view.contentOffset.y == 800)
    }

    @Test func theAdjustedInsetNarrowsWhatCountsAsVisible() {
        let view = scrollView()
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        view.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        // The bottom edge is 30 points up: offset 550 − (200 − 30) = 380.
        #expect(view.contentOffset.y == 380)
        view.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        // The top: 20 points down, so offset −20, the top of the scrollable range.
        #expect(view.contentOffset.y == -20)
    }

    @Test func anAnimatedScrollPlaysOnTheClock() {
        onFreshClock { clock in
            let view = scrollView()
            view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            #expect(view.contentOffset.y == 0)
            clock.advance(to: 0.15)
            #expect(abs(view.contentOffset.y - 300 * 0.684643) < 1e-3)
            clock.advance(to: 1)
            #expect(view.contentOffset.y == 300)
        }
    }

    /// A collection view delegate counting scroll notifications and ended scroll animations.
    final class ScrollListener: NSObject, UICollectionViewDelegate {
        var scrolls = 0
        var ended = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
    }

    @Test func aCollectionViewsAnimatedScrollTellsItsDelegateEachFrame() {
        onFreshClock { clock in
            let counts = Counts([200])
            let view = makeView(flowLayout(), counts: counts)
            let listener = ScrollListener()
            view.delegate = listener
            view.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            #expect(view.pendingScrollAnimation != nil)
            clock.advance(to: 0.15)
            #expect(abs(view.contentOffset.y - 600 * 0.684643) < 1e-3)
            clock.advance(to: 1)
            // 0.3 s at 60 frames a second: 18 frames.
            #expect(view.contentOffset.y == 600)
            #expect(listener.scrolls == 18 && listener.ended == 1)
            #expect(view.pendingScrollAnimation == nil)
            // scrollRectToVisible goes the same way.
            // Below the bounds (600…1080): its bottom, 1510, at the bottom edge.
            view.scrollRectToVisible(CGRect(x: 0, y: 1500, width: 10, height: 10), animated: true)
            clock.advance(to: 2)
            #expect(abs(view.contentOffset.y - (1510 - 480)) < 1e-9)
            withExtendedLifetime(counts) {}
        }
    }

    @Test func aTurnOfTheRunLoopPlaysAnAnimatedScrollOut() {
        onFreshClock { clock in
            let counts = Counts([200])
            let view = makeView(flowLayout(), counts: counts)
            let listener = ScrollListener()
            view.delegate = listener
            // Code that never advances the clock, waiting as an iOS test would: the run loop
            // turns and the clock settles through the 18 frames (docs/REFERENCE.md §24.5).
            view.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            RunLoop.current.run(until: Date())
            #expect(view.contentOffset.y == 600)
            #expect(listener.ended == 1)
            // The frames end at 0.3 s; settling then plays out the scroll indicators' 0.33 s
            // fade, the last thing waiting on the clock (docs/REFERENCE.md §10.10).
            #expect(abs(clock.time - 0.63) < 1e-9)
            withExtendedLifetime(counts) {}
        }
    }
}
