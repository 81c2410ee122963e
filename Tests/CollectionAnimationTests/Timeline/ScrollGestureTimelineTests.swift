import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// Counts the scroll notifications of a programmatic scroll.
private final class ScrollNotifications: CollectionViewDelegate {
    var didScroll = 0
    var didEndScrollingAnimation = 0
    func scrollViewDidScroll(_ scrollView: CollectionView) { didScroll += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) { didEndScrollingAnimation += 1 }
}

/// Fling and drag steps in a timeline (their length is the physics' own) and animated
/// programmatic scrolling on the host. The fixture is `ListScene`: a 200 × 300 view over six
/// 100-point rows (content 600, offsets 0…300), at @1x.
@Suite struct ScrollGestureTimelineTests {
    @Test func aFlingStepLastsItsTimeToRestAndSamplesInAnyOrder() throws {
        let timeline = try Timeline(
            steps: [.wait(0.1), .gesture(.fling(velocity: CGPoint(x: 0, y: 500))), .wait(0.2)], dataSource: ListScene())
        // 500 pt/s = 0.5 pt/ms: projected (0.5 − 0.01)/0.0020020027 = 244.755 → 245 at @1x. The
        // rate re-derived for 245: |ln ρ| = 0.49/245 = 0.002; rest after ln(0.5/0.01)/0.002 = 1956.01 ms.
        #expect(abs(timeline.stepDurations[1] - 1.95601) < 1e-5)
        #expect(timeline.steps[1].duration == 0)
        #expect(abs(timeline.stepStartTimes[2] - (0.1 + timeline.stepDurations[1])) < 1e-12)
        #expect(abs(timeline.duration - (0.3 + timeline.stepDurations[1])) < 1e-12)
        #expect(timeline.finalState.bounds.origin == CGPoint(x: 0, y: 245))
        // One second into the fling: 0.5·(1 − e^(−2))/0.002 = 250·0.8646647 = 216.166.
        let late = try timeline.state(at: 1.1).bounds.origin.y
        #expect(abs(late - 216.166) < 1e-3)
        // Random access gives the same state as in order.
        let early = try timeline.state(at: 0.3).bounds.origin.y
        #expect(try timeline.state(at: 1.1).bounds.origin.y == late)
        #expect(try timeline.state(at: 0.3).bounds.origin.y == early)
        #expect(early > 0 && early < late)
    }

    @Test func aDragStepRubberBandsThenBouncesBack() throws {
        let timeline = try Timeline(
            steps: [.gesture(.drag(translation: CGPoint(x: 0, y: -60), duration: 0.3, releaseVelocity: .zero))],
            dataSource: ListScene())
        // The finger asks for −60 at the release: −300·(1 − 1/(60·0.55/300 + 1)) = −300·0.0990991 = −29.7297.
        #expect(abs(try timeline.state(at: 0.3).bounds.origin.y - -29.7297) < 1e-3)
        // Then −29.7297·0.99ᵗ until within 0.5 px: ln(0.5/29.7297)/ln 0.99 = −4.08530/−0.0100503 = 406.48 ms.
        #expect(abs(timeline.duration - (0.3 + 0.40648)) < 1e-5)
        #expect(timeline.finalState.bounds.origin == .zero)
    }

    @Test func nonFiniteGestureInputsAreNoMotionNeverATrap() throws {
        let timeline = try Timeline(
            steps: [
                .gesture(.fling(velocity: CGPoint(x: 0, y: CGFloat.nan))),
                .gesture(.fling(velocity: CGPoint(x: CGFloat.infinity, y: 1))),
                .gesture(.drag(translation: CGPoint(x: 0, y: CGFloat.nan), duration: .infinity, releaseVelocity: .zero)),
            ], dataSource: ListScene())
        #expect(timeline.stepDurations == [0, 0, 0])
        #expect(timeline.finalState.bounds.origin == .zero)
    }

    @Test func aPathScrollAnimationFollowsThePhysicsInSeconds() {
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        let axis = ScrollAxis(minOffset: 0, maxOffset: 300, dimension: 300)
        let motion = ScrollMotion(x: .rest(at: 0), y: .release(from: 0, velocity: 0.5, target: 245, rate: 0.998, axis: axis))
        let animation = ScrollAnimation(collectionView: host.view, path: ScrollPath(drag: nil, release: motion))
        #expect(abs(animation.duration - 1.95601) < 1e-5)
        #expect(abs(animation.contentOffset(at: 1).y - 216.166) < 1e-3)
        #expect(animation.contentOffset(at: 5) == CGPoint(x: 0, y: 245))
    }

    @Test func animatedSetContentOffsetTakesPointThreeSecondsEaseOutAndEndsOnce() throws {
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        let notifications = ScrollNotifications()
        host.view.delegate = notifications
        let animation = try #require(host.view.setContentOffset(CGPoint(x: 0, y: 200), animated: true))
        #expect(animation.duration == 0.3 && animation.curve == .easeOut)
        #expect(host.view.contentOffset == .zero)
        // Half the time: ease-out(0.5) = 0.684643 → 136.929.
        animation.advance(to: 0.15)
        #expect(abs(host.view.contentOffset.y - 136.929) < 1e-3)
        animation.advance(to: 0.3)
        animation.advance(to: 0.4)
        #expect(host.view.contentOffset == CGPoint(x: 0, y: 200))
        #expect(notifications.didScroll == 2 && notifications.didEndScrollingAnimation == 1)
        // Unanimated: one didScroll, no animation; already there or not finite: nothing.
        #expect(host.view.setContentOffset(CGPoint(x: 0, y: 50), animated: false) == nil)
        #expect(notifications.didScroll == 3)
        #expect(host.view.setContentOffset(CGPoint(x: 0, y: 50), animated: true) == nil)
        #expect(host.view.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: true) == nil)
        #expect(host.view.contentOffset == CGPoint(x: 0, y: 50))
        #expect(notifications.didEndScrollingAnimation == 1)
    }

    @Test func animatedScrollToItemClampsToTheRange() throws {
        let host = TestHost([["A", "B", "C", "D", "E", "F"]])
        // Item 5 spans 500…600; at the top it would need 500, the last offset is 600 − 300 = 300.
        let animation = try #require(host.view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: true))
        #expect(animation.endOffset == CGPoint(x: 0, y: 300))
        #expect(host.view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: true) == nil)
    }
}
