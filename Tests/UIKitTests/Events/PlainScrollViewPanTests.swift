import CollectionAnimation
import Foundation
import Testing
import UIKit

/// Thirty rows of 44 pt in a 320 × 200 table (content 1320 high: y scrolls from 0 to 1120),
/// logging the scroll delegate's calls; it may move the release's target.
private final class ScrolledRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []
    var newTarget: CGPoint?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging tracking \(scrollView.isTracking) dragging \(scrollView.isDragging)")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate) dragging \(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        // In thousandths of a pt/ms: the velocity estimate's floating-point sum is not exact.
        calls.append("willEndDragging \((velocity.y * 1000).rounded() / 1000)")
        targetContentOffset.pointee = newTarget ?? targetContentOffset.pointee
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(scrollView.contentOffset.y + 0)") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating \(scrollView.contentOffset.y + 0) decelerating \(scrollView.isDecelerating)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// One finger through `points` — (seconds, x, y) in the scrolled view's coordinates, taken
/// when scheduled — lifting at the last.
private func path(_ points: [(Double, CGFloat, CGFloat)]) -> TouchScript {
    TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: $0.1, y: $0.2)) })])
}

/// Scripted touches scroll a plain `UIScrollView`, a subclass of it and a `UITableView`
/// through their pan recognizers with the rules the collection view follows
/// (docs/REFERENCE.md §10.8, the physics of §10.7): every value below is worked by hand.
@Suite struct PlainScrollViewPanTests {
    /// A 320 × 200 scroll view over content 320 × 1000 (y scrolls from 0 to 800).
    private func column(_ make: @MainActor (CGRect) -> UIScrollView = UIScrollView.init(frame:)) -> UIScrollView {
        let view = make(CGRect(x: 0, y: 0, width: 320, height: 200))
        view.contentSize = CGSize(width: 320, height: 1000)
        return view
    }

    /// Down at y 150; 10 up at 0.1 s (the pan's 10 pt hysteresis: it begins with translation
    /// −10 and the content does not jump); 50 up at 0.2 s → offset 40; 90 up at 0.3 s → 80;
    /// held still until the lift at 0.5 s, so the release velocity is zero.
    private let upward = path([(0, 160, 150), (0.1, 160, 140), (0.2, 160, 100), (0.3, 160, 60), (0.45, 160, 60), (0.5, 160, 60)])

    @Test func aPlainScrollViewAndASubclassFollowTheFingerWithoutAJump() {
        final class ChipStrip: UIScrollView {}
        for view in [column(), column(ChipStrip.init(frame:))] {
            onFreshClock { clock in
                view.scheduleTouches(upward)
                clock.advance(to: 0.05)
                #expect(view.isTracking && !view.isDragging)
                clock.advance(to: 0.1)
                #expect(view.isDragging && view.contentOffset.y == 0)
                clock.advance(to: 0.2)
                #expect(view.contentOffset.y == 40)
                clock.advance(to: 1)
                #expect(view.contentOffset == CGPoint(x: 0, y: 80))
                #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
            }
        }
    }

    @Test func pastTheTopAPlainScrollViewRubberBandsThenBouncesBack() {
        onFreshClock { clock in
            let view = column()
            // Down at y 50, 10 down at 0.1 s (begins), 110 down at 0.2 s: the finger asks for
            // offset −100. Rubber band (§10.3), d = 200, c = 0.55:
            // 200·(1 − 1/(100·0.55/200 + 1)) = 200·(1 − 1/1.275) above the top.
            view.scheduleTouches(path([(0, 160, 50), (0.1, 160, 60), (0.2, 160, 160), (0.35, 160, 160), (0.4, 160, 160)]))
            clock.advance(to: 0.2)
            #expect(near(view.contentOffset.y, -200 * (1 - 1 / 1.275), 1e-9))
            clock.advance(to: 0.4)
            #expect(view.isDecelerating && !view.isDragging)
            clock.advance(to: 10)
            #expect(view.contentOffset.y == 0 && !view.isDecelerating)
        }
    }

    @Test func withoutBouncesThePlainScrollViewStopsAtTheEdge() {
        onFreshClock { clock in
            let view = column()
            view.bounces = false
            view.scheduleTouches(path([(0, 160, 50), (0.1, 160, 60), (0.2, 160, 160), (0.35, 160, 160), (0.4, 160, 160)]))
            clock.advance(to: 0.2)
            #expect(view.contentOffset.y == 0)
        }
    }

    @Test func aPagerSettlesOnThePageNearestTheRelease() {
        onFreshClock { clock in
            // Three 300-pt pages side by side. Down at x 250, 10 left at 0.1 s (begins), then
            // 150 and 160 further: offset 160, held (no velocity) and lifted. Paging (§10.5):
            // the page nearest 160 is round(160/300) = 1 → 300.
            let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            pager.contentSize = CGSize(width: 900, height: 200)
            pager.isPagingEnabled = true
            pager.scheduleTouches(path([(0, 250, 100), (0.1, 240, 100), (0.2, 90, 100), (0.3, 80, 100), (0.45, 80, 100), (0.5, 80, 100)]))
            clock.advance(to: 0.3)
            #expect(pager.contentOffset.x == 160)
            clock.advance(to: 0.5)
            #expect(pager.isDecelerating)
            clock.advance(to: 5)
            #expect(pager.contentOffset == CGPoint(x: 300, y: 0) && !pager.isDecelerating)
        }
    }

    @Test func aTableTellsItsDelegateInUIKitsOrder() {
        onFreshClock { clock in
            let app = ScrolledRows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.dataSource = app
            table.delegate = app
            table.layoutIfNeeded()
            app.calls = []
            table.scheduleTouches(upward)
            clock.advance(to: 1)
            #expect(table.contentOffset.y == 80)
            #expect(
                app.calls == [
                    "willBeginDragging tracking true dragging true", "didScroll 40.0", "didScroll 80.0", "willEndDragging 0.0",
                    "didEndDragging false dragging false",
                ])
        }
    }

    @Test func aTableFlickHandsTheDelegateItsVelocityAndGoesWhereTheDelegateSays() {
        onFreshClock { clock in
            let app = ScrolledRows()
            app.newTarget = CGPoint(x: 0, y: 300)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.dataSource = app
            table.delegate = app
            table.layoutIfNeeded()
            app.calls = []
            // Up 20 pt every 0.02 s from y 190: over the last 0.1 s of samples the finger moved
            // −100 pt, −1000 pt/s on screen: the delegate gets +1 pt/ms (content direction).
            let moves = (0...6).map { (Double($0) * 0.02, CGFloat(160), CGFloat(190 - 20 * $0)) }
            table.scheduleTouches(path(moves + [(0.121, 160, 70)]))
            clock.advance(to: 10)
            #expect(table.contentOffset.y == 300 && !table.isDecelerating)
            #expect(app.calls.contains("willEndDragging 1.0"))
            let release = app.calls.firstIndex(of: "willEndDragging 1.0") ?? 0
            #expect(
                Array(app.calls[release...].prefix(3)) == [
                    "willEndDragging 1.0", "didEndDragging true dragging false", "willBeginDecelerating",
                ])
            #expect(app.calls.last == "didEndDecelerating 300.0 decelerating false")
        }
    }

    /// Where a 320 × 200 view over content 1000 × 1000 rests after a finger down at
    /// (160, 150) that begins the pan at 0.1 s at `begin` and moves to `end` at 0.2 s, held and
    /// lifted (no velocity): the content follows the finger's move since the pan began.
    private func restAfterDrag(from begin: CGPoint, to end: CGPoint, lock: Bool) -> CGPoint {
        onFreshClock { clock in
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            view.contentSize = CGSize(width: 1000, height: 1000)
            view.isDirectionalLockEnabled = lock
            view.simulateTouches(
                path([(0, 160, 150), (0.1, begin.x, begin.y), (0.2, end.x, end.y), (0.4, end.x, end.y), (0.45, end.x, end.y)]))
            clock.advance(to: 5)
            return view.contentOffset
        }
    }

    @Test func aDirectionalLockKeepsAMostlyVerticalDragVertical() {
        // It begins 2 left and 10 up (vertical: 2 ≤ 10/2), then moves 18 left and 40 up.
        let (begin, end) = (CGPoint(x: 158, y: 140), CGPoint(x: 140, y: 100))
        #expect(restAfterDrag(from: begin, to: end, lock: false) == CGPoint(x: 18, y: 40))
        #expect(restAfterDrag(from: begin, to: end, lock: true) == CGPoint(x: 0, y: 40))
        // A diagonal start (8 left, 8 up) is not locked: 32 and 32 more.
        #expect(restAfterDrag(from: CGPoint(x: 152, y: 142), to: CGPoint(x: 120, y: 110), lock: true) == CGPoint(x: 32, y: 32))
    }

    @Test func turningScrollingOffLeavesAPlainScrollViewStill() {
        onFreshClock { clock in
            let view = column()
            view.isScrollEnabled = false
            view.scheduleTouches(upward)
            clock.advance(to: 1)
            #expect(view.contentOffset == .zero && !view.isDragging)
        }
    }

    @Test func badTouchesOnAPlainScrollViewNeverTrapOrHang() {
        onFreshClock { clock in
            let view = column()
            let scripts = [
                // A NaN point mid-drag; a finger that crosses 10⁹ points in a millisecond (a
                // huge release velocity); a hold lifting after 10⁶ s.
                [(0, 160, 150), (0.1, 160, 130), (0.2, .nan, .nan), (0.3, 160, 100)],
                [(0, 160, 150), (0.1, 160, 130), (0.101, 160, -1e9), (0.102, 160, -1e9)],
                [(0, 160, 150), (0.1, 160, 130), (1e6, 160, 130)],
            ].map(path)
            for script in scripts {
                view.simulateTouches(script)
                clock.advance(to: clock.time + 60)
                #expect(view.contentOffset.y.isFinite && (0...800).contains(view.contentOffset.y))
                #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
            }
        }
    }
}
