import Foundation
import Testing

@testable import CollectionLayout

/// A list of 100-point rows (`ListLayout`) that snaps releases to whole rows, asks to be
/// invalidated on every bounds change and records what it is asked.
private final class SnappingListLayout: ListLayout {
    var boundsChanges = 0
    var log: (String) -> Void = { _ in }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        log("layout target \(proposedContentOffset.y) velocity \(velocity.y)")
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / rowHeight).rounded() * rowHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChanges += 1
        return true
    }
}

/// Records the scroll notifications in order; may move the target.
private final class ScrollRecorder: CollectionViewDelegate {
    var calls: [String] = []
    var newTarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: CollectionView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: CollectionView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        calls.append("willEndDragging velocity \(velocity.y) target \(targetContentOffset.y)")
        if let newTarget { targetContentOffset = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: CollectionView) { calls.append("didEndDecelerating") }
}

/// A 100 × 300 view over 100 rows of 100 (content 10,000 tall, offsets 0…9,700).
private struct SnappingHost {
    let view: CollectionView
    let layout = SnappingListLayout()
    let source = CountsDataSource([100])
    let recorder = ScrollRecorder()

    init() {
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.delegate = recorder
        let recorder = recorder
        layout.log = { recorder.calls.append($0) }
    }
}

@Suite struct ScriptedScrollTests {
    @Test func aFlingAsksTheLayoutThenTheDelegateInUIKitsOrderAndLandsOnTheSnappedRow() throws {
        let host = SnappingHost()
        try host.view.layoutIfNeeded()
        let fling = host.view.beginFling(velocity: CGPoint(x: 0, y: 2))
        let offsets = fling.run(fps: 60)
        // Projected: (2 − 0.01)/|ln 0.998| = 994.0 (pixel-rounded at @1x); the layout snaps it
        // to row 10 (1000); the delegate is told 1000; the motion rests exactly there.
        #expect(
            host.recorder.calls == [
                "willBeginDragging", "layout target 994.0 velocity 2.0", "willEndDragging velocity 2.0 target 1000.0",
                "didEndDragging true", "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(offsets.last == CGPoint(x: 0, y: 1000))
        #expect(host.view.contentOffset == CGPoint(x: 0, y: 1000))
        // ρ = exp(−1.99/1000); rest after ln(0.005)·1000/1.99 = 2662.47 ms: 160 frames at 60 fps
        // (frame 160 is at 2666.7 ms).
        #expect(abs(try #require(fling.path).duration - 2662.47) < 0.01)
        #expect(offsets.count == 160)
        #expect(!host.view.isDecelerating && !host.view.isDragging)
        // Every frame moved the bounds, and the layout was asked about each.
        #expect(host.layout.boundsChanges == offsets.count)
    }

    @Test func theDelegatesTargetWinsAndTheMotionEndsExactlyThere() throws {
        let host = SnappingHost()
        host.recorder.newTarget = CGPoint(x: 0, y: 450)
        let fling = host.view.beginFling(velocity: CGPoint(x: 0, y: 2))
        fling.advance(to: 100)
        #expect(host.view.isDecelerating)
        // 100 ms in: ρ = exp(−1.99/450) = 0.9955875; 2·(1 − ρ^100)/0.0044222 = 2·0.3573932/0.0044222 = 161.6351.
        #expect(close(host.view.contentOffset.y, 161.6351, 1e-3))
        fling.finish()
        #expect(host.view.contentOffset == CGPoint(x: 0, y: 450))
    }

    @Test func aNaNVelocityIsNoMotionNeverATrap() throws {
        let host = SnappingHost()
        let fling = host.view.beginFling(velocity: CGPoint(x: 0, y: CGFloat.nan))
        #expect(fling.velocity == .zero)
        let offsets = fling.run(fps: 60)
        #expect(offsets == [.zero])
        #expect(
            host.recorder.calls == [
                "willBeginDragging", "layout target 0.0 velocity 0.0", "willEndDragging velocity 0.0 target 0.0", "didEndDragging false",
            ])
    }

    @Test func aDragPastTheTopRubberBandsThenBouncesBack() throws {
        let host = SnappingHost()
        let drag = host.view.beginDrag(by: CGPoint(x: 0, y: -100), duration: 100)
        drag.advance(to: 50)
        // Half way the finger asks for −50: −300·(1 − 1/(50·0.55/300 + 1)) = −300·0.0839695 = −25.1908.
        #expect(close(host.view.contentOffset.y, -25.1908, 1e-3))
        #expect(host.view.isDragging)
        drag.advance(to: 100)
        // At the release, −100 shows −46.4789; the target is the top (0): the bounce-back,
        // −46.4789·0.99ᵗ, done after ln(0.5/46.4789)/ln 0.99 = 450.94 ms.
        let path = try #require(drag.path)
        #expect(close(path.release.start.y, -46.4789, 1e-3))
        #expect(abs(path.duration - (100 + 450.94)) < 0.01)
        drag.advance(to: 200)
        // 100 ms into the bounce: −46.4789·0.99^100 = −46.4789·0.3660323 = −17.0128.
        #expect(close(host.view.contentOffset.y, -17.0128, 1e-3))
        drag.finish()
        #expect(host.view.contentOffset == .zero)
        #expect(host.recorder.calls.suffix(4) == ["didEndDragging true", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func framesAtAnyRateSampleTheSameMotion() throws {
        let slow = SnappingHost(), fast = SnappingHost()
        let at30 = slow.view.beginFling(velocity: CGPoint(x: 0, y: 1.5)).run(fps: 30)
        let at60 = fast.view.beginFling(velocity: CGPoint(x: 0, y: 1.5)).run(fps: 60)
        // Frame k at 30 fps is at the time of frame 2k at 60 fps: the closed form gives the
        // same offset whatever the steps between (UIKit's per-frame law telescopes the same way).
        for (index, offset) in at30.dropLast().enumerated() {
            #expect(offset == at60[2 * index + 1])
        }
        #expect(at30.last == at60.last)
    }

    @Test func withoutBouncesADragStopsAtTheEdge() {
        let host = SnappingHost()
        host.view.bounces = false
        let drag = host.view.beginDrag(by: CGPoint(x: 0, y: -100), duration: 100)
        drag.advance(to: 100)
        #expect(host.view.contentOffset == .zero)
    }

    @Test func alwaysBounceHorizontalAllowsTheBandOnContentThatFits() {
        let host = SnappingHost()
        // The list is exactly as wide as the view: no horizontal band unless asked.
        #expect(host.view.scrollAxes.x.bounces == false)
        host.view.alwaysBounceHorizontal = true
        #expect(host.view.scrollAxes.x.bounces == true)
    }

    @Test func aTouchDragFollowsTheFingerThenHandsTheLiftToTheRelease() throws {
        let host = SnappingHost()
        let drag = host.view.beginTouchDrag()
        #expect(host.recorder.calls == ["willBeginDragging"] && host.view.isDragging)
        // The finger asks for −100: −300·(1 − 1/(100·0.55/300 + 1)) = −46.4789 (§10.3).
        drag.move(by: CGPoint(x: 0, y: -100))
        #expect(close(host.view.contentOffset.y, -46.4789, 1e-3))
        let shown = host.view.contentOffset
        drag.move(by: CGPoint(x: 0, y: CGFloat.nan))
        #expect(host.view.contentOffset == shown)
        let release = drag.release(velocity: .zero)
        drag.move(by: CGPoint(x: 0, y: -200))
        #expect(host.view.contentOffset == shown)
        release.advance(to: 0)
        // Past the top without velocity: the target is the top, and the bounce-back decelerates.
        #expect(
            host.recorder.calls.suffix(4) == [
                "layout target 0.0 velocity 0.0", "willEndDragging velocity 0.0 target 0.0", "didEndDragging true", "willBeginDecelerating",
            ])
        release.finish()
        #expect(host.view.contentOffset == .zero && !host.view.isDragging && !host.view.isDecelerating)
    }

    @Test func aCaughtDecelerationStopsWhereItIsAndSaysItEnded() {
        let host = SnappingHost()
        let fling = host.view.beginFling(velocity: CGPoint(x: 0, y: 2))
        fling.advance(to: 100)
        let caught = host.view.contentOffset
        #expect(host.view.isDecelerating && caught.y > 0)
        fling.stop()
        #expect(fling.isFinished && !host.view.isDecelerating)
        #expect(host.recorder.calls.last == "didEndDecelerating")
        fling.advance(to: 200)
        #expect(host.view.contentOffset == caught)
    }
}
