import CollectionAnimation
import Testing
import UIKit

/// `UIViewPropertyAnimator` on the clock: values worked by hand from a linear curve (the
/// fraction is the progress) and UIView's spring closed form (docs/REFERENCE.md §7).
@Suite struct PropertyAnimatorTests {
    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

    @Test func aRunningAnimatorMovesWithTheClockAndCompletesAtTheEnd() {
        onFreshClock { clock in
            let view = square()
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            animator.addCompletion { ended.append($0) }
            #expect(animator.state == .inactive && view.center.x == 50)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning && view.center.x == 150)
            clock.advance(to: 0.25)
            #expect(near(animator.fractionComplete, 0.25))
            #expect(near(view.layer.shown.position.x, 75))
            clock.advance(to: 1)
            #expect(ended == [.end] && animator.state == .inactive)
            #expect(view.layer.animationKeys() == nil && view.center.x == 150)
        }
    }

    @Test func pausingScrubbingAndReversing() {
        onFreshClock { clock in
            let view = square()
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { ended.append($0) }
            animator.fractionComplete = 0.4
            #expect(animator.state == .active && !animator.isRunning)
            #expect(near(Double(view.layer.shown.opacity), 0.6))
            clock.advance(to: 5)
            #expect(near(Double(view.layer.shown.opacity), 0.6))
            // Run back from 0.4: 0.8 s to the start.
            animator.isReversed = true
            animator.startAnimation()
            clock.advance(to: 5.4)
            #expect(near(animator.fractionComplete, 0.2))
            clock.advance(to: 5.8)
            #expect(ended == [.start])
            // Back at the start: the model is what it was.
            #expect(view.alpha == 1)
        }
    }

    @Test func stoppingLeavesTheViewsWhereTheyShow() {
        onFreshClock { clock in
            let view = square()
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 250 }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(view.center.y == 150 && view.layer.animationKeys() == nil)
            animator.finishAnimation(at: .current)
            #expect(ended == [.current] && animator.state == .inactive)

            let quiet = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.y = 0 }
            quiet.addCompletion { ended.append($0) }
            quiet.startAnimation()
            clock.advance(to: 0.75)
            quiet.stopAnimation(true)
            #expect(quiet.state == .inactive && view.center.y == 112.5 && ended.count == 1)
        }
    }

    @Test func aSpringAnimatorFollowsUIViewsSpring() {
        onFreshClock { clock in
            let view = square()
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.x = 150 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            // As UIView's spring with ζ = 1 over 1 s: x(0.5) = 0.9444772 of the move.
            #expect(near(view.layer.shown.position.x, 50 + 94.44772, 1e-4))
        }
    }

    @Test func aRunningAnimatorFromTheClassMethodRunsAfterItsDelay() {
        onFreshClock { clock in
            let view = square()
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 }, completion: { ended.append($0) })
            clock.advance(to: 0.5)
            #expect(near(Double(view.layer.shown.opacity), 1))
            clock.advance(to: 1)
            #expect(near(Double(view.layer.shown.opacity), 0.5))
            clock.advance(to: 1.5)
            #expect(ended == [.end])
            #expect(animator.delay == 0.5)
        }
    }

    @Test func pausesOnCompletionHoldsTheEnd() {
        onFreshClock { clock in
            let view = square()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.pausesOnCompletion = true
            animator.startAnimation()
            clock.advance(to: 2)
            #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
            animator.isReversed = true
            animator.startAnimation()
            clock.advance(to: 2.5)
            #expect(near(Double(view.layer.shown.opacity), 0.5))
        }
    }
}
