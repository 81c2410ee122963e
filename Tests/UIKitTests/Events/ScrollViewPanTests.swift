import CollectionAnimation
import Foundation
import Testing
import UIKit

/// Nine letters in a grid, logging the scroll delegate's calls (offsets and velocities as
/// their values) and the selection; it may move the release's target.
private final class ScrolledLetters: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var calls: [String] = []
    var selections: [Int] = []
    var newTarget: CGPoint?
    /// What the scroll view's pan answered inside `scrollViewWillEndDragging`.
    var panAtRelease: (state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint)?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath.item)
    }
    /// The vertical offset, −0 written as 0.
    private func offset(_ scrollView: UIScrollView) -> CGFloat { scrollView.contentOffset.y + 0 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(offset(scrollView))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging tracking \(scrollView.isTracking) dragging \(scrollView.isDragging)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging \(velocity.y) → \(targetContentOffset.pointee.y)")
        let pan = scrollView.panGestureRecognizer
        panAtRelease = (pan.state, pan.translation(in: scrollView), pan.velocity(in: scrollView))
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating \(offset(scrollView))")
    }
}

/// A finger through `points` (in the collection view's coordinates) at `times` (seconds),
/// lifting at the last.
private func finger(_ points: [(Double, CGFloat, CGFloat)]) -> TouchScript {
    TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: $0.1, y: $0.2)) })])
}

/// Scripted touches scroll a collection view through its own pan recognizer
/// (docs/REFERENCE.md §10.8), with UIKit's physics (§10) and delegate calls.
///
/// The grid: 390 × 200 over 110 × 110 items, insets 15 (columns at x 15, 140, 265; rows at
/// y 15, 135, 255): content 390 × 380, so y scrolls from 0 to 180 and x does not scroll.
@Suite struct ScrollViewPanTests {
    private func grid(
        _ app: ScrolledLetters,
        as make: @MainActor (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(frame:collectionViewLayout:)
    ) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        return shown(make(CGRect(x: 0, y: 0, width: 390, height: 200), layout), for: app)
    }

    /// `view` with `app` as its data source and delegate, laid out.
    private func shown(_ view: UICollectionView, for app: ScrolledLetters) -> UICollectionView {
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = app
        view.delegate = app
        view.layoutIfNeeded()
        return view
    }

    /// A new grid flicked (``flick(_:)``), and at `time` a 0.1 s tap 100 pt below the top of
    /// the bounds (script points are the view's own: content coordinates); the clock then at
    /// `time` + 0.05 s. Returns the offset when the tap went down.
    private func tapDuringFlick(at time: Double, clock: AnimationClock) -> (ScrolledLetters, UICollectionView, CGFloat) {
        let app = ScrolledLetters()
        let view = grid(app)
        view.scheduleTouches(flick(view))
        clock.advance(to: time)
        let offset = view.contentOffset.y
        view.scheduleTouches(TouchScript.press(at: CGPoint(x: 195, y: offset + 100), duration: 0.1))
        clock.advance(to: time + 0.05)
        return (app, view, offset)
    }

    @Test func everyScrollViewHasItsPanAmongItsRecognizers() {
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = plain.panGestureRecognizer
        #expect(pan.view === plain)
        #expect(plain.gestureRecognizers?.contains { $0 === pan } == true)
        // The same recognizer each time, enabled while scrolling is.
        #expect(plain.panGestureRecognizer === pan)
        #expect(pan.isEnabled)
        plain.isScrollEnabled = false
        #expect(!pan.isEnabled)
        plain.isScrollEnabled = true
        #expect(pan.isEnabled)
        let app = ScrolledLetters()
        let view = grid(app)
        #expect(view.gestureRecognizers?.first === view.panGestureRecognizer)
    }

    /// A new grid whose pan's target logs its states with the content offset, and a finger
    /// scheduled on it: down at y 150; 10 pt up at 0.1 s (the pan's hysteresis: it begins,
    /// translation −10, the content stays at 0); 50 up at 0.2 s → 40; 90 up at 0.3 s → 80;
    /// held there (0.45 s) and lifted at 0.5 s: no velocity, the target is where it rests.
    private func gridWithUpwardDrag() -> (ScrolledLetters, UICollectionView, StateLog) {
        let app = ScrolledLetters()
        let view = grid(app)
        let states = StateLog()
        view.panGestureRecognizer.addHandler { states.entries.append(($0.state, view.contentOffset.y)) }
        view.scheduleTouches(
            finger([(0, 195, 150), (0.1, 195, 140), (0.2, 195, 100), (0.3, 195, 60), (0.45, 195, 60), (0.5, 195, 60)]))
        return (app, view, states)
    }

    @Test func theContentFollowsTheFingerFromWhereThePanBeganWithUIKitsCalls() {
        onFreshClock { clock in
            let (app, view, states) = gridWithUpwardDrag()
            clock.advance(to: 0.05)
            #expect(view.isTracking && !view.isDragging)
            clock.advance(to: 0.1)
            #expect(view.isTracking && view.isDragging && view.contentOffset.y == 0)
            clock.advance(to: 0.2)
            #expect(view.contentOffset.y == 40)
            clock.advance(to: 1)
            #expect(view.contentOffset == CGPoint(x: 0, y: 80))
            #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)
            #expect(
                app.calls == [
                    "willBeginDragging tracking true dragging true", "didScroll 40.0", "didScroll 80.0", "willEndDragging 0.0 → 80.0",
                    "didEndDragging false",
                ])
            // The app's target runs after the scroll view's own action: it sees the content moved.
            #expect(states.entries.map(\.state) == [.began, .changed, .changed, .changed, .ended])
            #expect(states.entries.map(\.offset) == [0, 40, 80, 80, 80])
            #expect(app.panAtRelease?.state == .ended)
            #expect(app.panAtRelease?.translation == CGPoint(x: 0, y: -90))
            #expect(app.panAtRelease?.velocity == .zero)
        }
    }

    @Test func pastTheTopTheContentRubberBandsAndBouncesBack() {
        onFreshClock { clock in
            let app = ScrolledLetters()
            let view = grid(app)
            // Down at y 50, 10 down at 0.1 s (begins), 110 down at 0.2 s: the finger asks for
            // offset −100. Rubber band (§10.3), d = 200, c = 0.55:
            // 200·(1 − 1/(100·0.55/200 + 1)) = 200·(1 − 1/1.275) = 43.1372549… above the top.
            view.scheduleTouches(finger([(0, 195, 50), (0.1, 195, 60), (0.2, 195, 160), (0.35, 195, 160), (0.4, 195, 160)]))
            clock.advance(to: 0.2)
            #expect(near(view.contentOffset.y, -200 * (1 - 1 / 1.275), 1e-9))
            // Lifted with no velocity past the edge: it springs back to 0 (the target), decelerating.
            clock.advance(to: 0.4)
            #expect(view.isDecelerating && !view.isDragging)
            #expect(app.calls.suffix(3) == ["willEndDragging 0.0 → 0.0", "didEndDragging true", "willBeginDecelerating"])
            clock.advance(to: 10)
            #expect(view.contentOffset.y == 0 && !view.isDecelerating)
            #expect(app.calls.last == "didEndDecelerating 0.0")
        }
    }

    /// A finger moving up 20 pt every 0.02 s from y 190: the pan begins at the first move
    /// (translation −20), the content follows the 100 pt after it to offset 100, and the
    /// velocity over the last 0.1 s of samples is −100 pt / 0.1 s = −1000 pt/s on screen:
    /// the delegate gets +1 pt/ms (content direction, per millisecond).
    private func flick(_ view: UICollectionView) -> TouchScript {
        finger([
            (0, 195, 190), (0.02, 195, 170), (0.04, 195, 150), (0.06, 195, 130), (0.08, 195, 110), (0.1, 195, 90), (0.12, 195, 70),
            (0.121, 195, 70),
        ])
    }

    @Test func aFlickReleasesWithTheFingersVelocityInPointsPerMillisecondAndTheDelegatesTargetWins() {
        onFreshClock { clock in
            let app = ScrolledLetters()
            let view = grid(app)
            app.newTarget = CGPoint(x: 0, y: 60)
            view.scheduleTouches(flick(view))
            clock.advance(to: 0.121)
            #expect(near(app.panAtRelease?.velocity.y ?? 0, -1000, 1e-9))
            #expect(app.panAtRelease?.translation == CGPoint(x: 0, y: -120))
            let release = app.calls.first { $0.hasPrefix("willEndDragging") } ?? ""
            #expect(release.hasPrefix("willEndDragging 1.0000000000000") || release.hasPrefix("willEndDragging 0.9999999999999"))
            // Free deceleration from 100 at 1 pt/ms would pass the end (§10.2): the target
            // proposed is the end, 180; the delegate moved it to 60, where the content rests.
            // (100 + (1 − 0.01)/|ln 0.998| = 100 + 494.5 → clamped to 180.)
            #expect(release.hasSuffix("→ 180.0"))
            #expect(view.isDecelerating)
            clock.advance(to: 12)
            #expect(view.contentOffset.y == 60 && !view.isDecelerating)
            #expect(
                app.calls.filter { !$0.hasPrefix("didScroll") } == [
                    "willBeginDragging tracking true dragging true", release, "didEndDragging true", "willBeginDecelerating",
                    "didEndDecelerating 60.0",
                ])
        }
    }

    @Test func aFingerThatCatchesTheDecelerationStopsItWhereItIs() {
        onFreshClock { clock in
            // Caught 29 ms after the release, short of the end (180).
            let (app, view, caught) = tapDuringFlick(at: 0.15, clock: clock)
            #expect(view.isTracking && !view.isDecelerating)
            #expect(view.contentOffset.y == caught)
            #expect(caught > 100 && caught < 180)
            #expect(app.calls.last == "didEndDecelerating \(caught)")
            clock.advance(to: 5)
            #expect(view.contentOffset.y == caught)
            // The tap neither dragged, decelerated again nor selected.
            #expect(app.calls.last == "didEndDecelerating \(caught)")
            #expect(app.selections.isEmpty)
        }
    }

    @Test func aFingerOnABouncePastTheEndLetsItSettleOnTheEdge() {
        onFreshClock { clock in
            // 129 ms after the release the flick (1 pt/ms from 100; its free deceleration
            // crosses the end, 180, and the edge spring takes over, §10.7) is past the end.
            let (app, view, touched) = tapDuringFlick(at: 0.25, clock: clock)
            #expect(touched > 180 && view.isDecelerating)
            clock.advance(to: 5)
            #expect(view.contentOffset.y == 180 && !view.isDecelerating)
            #expect(app.calls.last == "didEndDecelerating 180.0")
            #expect(app.selections.isEmpty)
        }
    }

    @Test func disabledScrollingLeavesTheContentAndTheTapStillSelects() {
        onFreshClock { clock in
            let app = ScrolledLetters()
            let view = grid(app)
            view.isScrollEnabled = false
            view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 100), (0.2, 195, 60)]))
            #expect(view.contentOffset == .zero && app.calls.isEmpty && !view.isTracking)
            // That drag left item 4 (x 140…250, y 135…245) and selected nothing; one of 30 pt
            // that lifts on it selects it: nothing took the touch from the collection view.
            #expect(app.selections.isEmpty)
            view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 180), (0.2, 195, 160)]))
            #expect(app.selections == [4])
        }
    }

    @Test func aDragThatScrollsTakesTheTouchFromTheCell() throws {
        try onFreshClock { clock in
            let app = ScrolledLetters()
            let view = grid(app)
            let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
            // The cell gets the touch at once (by default it would wait 150 ms, §10.8).
            view.delaysContentTouches = false
            view.scheduleTouches(finger([(0, 195, 150), (0.05, 195, 145), (0.1, 195, 130), (0.2, 195, 100)]))
            clock.advance(to: 0.05)
            #expect(cell.isHighlighted)
            clock.advance(to: 0.1)
            #expect(!cell.isHighlighted && view.isDragging)
            clock.advance(to: 2)
            #expect(app.selections.isEmpty)
        }
    }

    /// A new grid in a container with an app's pan, logging its states with the content offset,
    /// that `configure` sets up; then a finger up 20 pt (where the pans may begin), 20 more,
    /// lifted slowly (0.2 pt/ms, under the 0.25 threshold): the content rests at 20.
    private func dragUpUnderContainerPan(_ configure: (UIPanGestureRecognizer, UICollectionView) -> Void) -> (UICollectionView, StateLog) {
        let app = ScrolledLetters()
        let view = grid(app)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        container.addSubview(view)
        let states = StateLog()
        let pan = UIPanGestureRecognizer { states.entries.append(($0.state, view.contentOffset.y)) }
        configure(pan, view)
        container.addGestureRecognizer(pan)
        view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 130), (0.2, 195, 110), (0.25, 195, 110)]))
        return (view, states)
    }

    @Test func anAppsPanRequiredToWaitForTheScrollTakesOnlySidewaysDrags() {
        onFreshClock { clock in
            // Up: the scroll's pan begins, the app's fails.
            let (view, states) = dragUpUnderContainerPan { pan, view in pan.require(toFail: view.panGestureRecognizer) }
            #expect(view.contentOffset.y == 20 && states.entries.isEmpty)
            // Sideways: the content cannot scroll along x, so the scroll's pan fails and the
            // app's begins.
            view.simulateTouches(finger([(0, 100, 150), (0.1, 130, 152), (0.2, 160, 152), (0.25, 160, 152)]))
            #expect(view.contentOffset.y == 20)
            #expect(states.entries.map(\.state) == [.began, .changed, .ended])
        }
    }

    @Test func aPagingDragPastHalfAPageSettlesOnTheNextPage() {
        onFreshClock { clock in
            // 300 × 200 pages, ten in a row: x scrolls from 0 to 2700, y does not.
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 300, height: 200)
            layout.minimumLineSpacing = 0
            let app = ScrolledLetters()
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
            view.isPagingEnabled = true
            _ = shown(view, for: app)
            // Left 10 pt (the pan begins), 180 pt in all: the content follows the 170 after the
            // start to x 170; held, lifted without velocity: the page nearest 170 is
            // round(170/300 = 0.57) = page 1, x 300 (§10.5).
            view.scheduleTouches(finger([(0, 250, 100), (0.1, 240, 100), (0.2, 70, 100), (0.4, 70, 100), (0.45, 70, 100)]))
            clock.advance(to: 0.2)
            #expect(view.contentOffset == CGPoint(x: 170, y: 0))
            clock.advance(to: 0.45)
            #expect(view.isDecelerating)
            clock.advance(to: 5)
            #expect(view.contentOffset == CGPoint(x: 300, y: 0) && !view.isDecelerating)
            #expect(app.calls.contains("didEndDragging true"))
        }
    }

    @Test func turningScrollingOffMidDragCancelsThePanAndTheContentStays() {
        onFreshClock { clock in
            let (_, view, states) = gridWithUpwardDrag()
            clock.advance(to: 0.2)
            view.isScrollEnabled = false
            clock.advance(to: 2)
            #expect(states.entries.map(\.state) == [.began, .changed, .cancelled])
            #expect(view.contentOffset.y == 40 && !view.isDragging && !view.isDecelerating)
        }
    }

    @Test func anAppsPanAllowedThroughItsDelegateRecognizesAlongsideTheScroll() {
        onFreshClock { clock in
            // Both pans begin at the first move.
            let together = Together()
            let (view, states) = dragUpUnderContainerPan { pan, _ in pan.delegate = together }
            #expect(view.contentOffset.y == 20)
            #expect(states.entries.map(\.state) == [.began, .changed, .ended])
            #expect(states.entries.map(\.offset) == [0, 20, 20])
        }
    }

    @Test func aScrollViewClassThatIsAGestureDelegateIsItsPansDelegate() {
        onFreshClock { clock in
            let app = ScrolledLetters()
            let view = grid(app, as: DeafGrid.init(frame:collectionViewLayout:))
            #expect(view.panGestureRecognizer.delegate === view)
            // It lets its pan receive no touch: nothing tracks or scrolls.
            view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 130), (0.2, 195, 110), (0.25, 195, 110)]))
            #expect(view.contentOffset == .zero && app.calls.isEmpty)
        }
    }

    @Test func badTouchesNeverTrapOrHang() {
        onFreshClock { clock in
            let app = ScrolledLetters()
            let view = grid(app)
            // A NaN point mid-drag and a finger that crosses 10⁹ points in a millisecond.
            view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 130), (0.2, .nan, .nan), (0.3, 195, 100)]))
            view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 130), (0.101, 195, -1e9), (0.102, 195, -1e9)]))
            clock.advance(to: clock.time + 60)
            #expect(view.contentOffset.y.isFinite && view.contentOffset.y >= 0 && view.contentOffset.y <= 180)
            #expect(!view.isDragging && !view.isDecelerating)
            // An absurdly long hold lifts as late as asked, then the view is still.
            view.simulateTouches(finger([(0, 195, 150), (0.1, 195, 130), (1e6, 195, 130)]))
            #expect(!view.isTracking && !view.isDragging)
        }
    }

    /// Lets its recognizer recognize alongside any other.
    private final class Together: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// A collection view class that, as its pan's delegate, lets it receive no touch.
    private final class DeafGrid: UICollectionView, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            gestureRecognizer !== panGestureRecognizer
        }
    }

    private final class StateLog {
        var entries: [(state: UIGestureRecognizer.State, offset: CGFloat)] = []
    }
}
