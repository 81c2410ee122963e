import CollectionAnimation
import Testing
import UIKit

/// `UIView.animate…`: the model changes at once, the layer gets UIKit's animations, and the
/// presentation moves on the clock. Values are worked by hand from the curves of
/// docs/REFERENCE.md §7 and the timing rules of Core Animation.
@Suite struct ViewAnimationTests {
    private func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        return view
    }

    @Test func theModelChangesAtOnceAndThePresentationOnTheClock() {
        onFreshClock { clock in
            let view = square()
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { finished.append($0) }
            #expect(view.alpha == 0)
            #expect(view.layer.animationKeys() == ["opacity"])
            clock.advance(to: 0.25)
            #expect(near(Double(view.layer.shown.opacity), 0.75))
            clock.advance(to: 0.99)
            #expect(finished.isEmpty)
            clock.advance(to: 1)
            #expect(finished == [true])
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func beginningFromTheCurrentStateWithNothingRunningStartsFromTheOldValue() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear]) { view.alpha = 0 }
            #expect(view.layer.animationKeys() == ["opacity"])
            clock.advance(to: 0.5)
            // 1 → 0, half way: 0.5.
            #expect(near(Double(view.layer.shown.opacity), 0.5))
        }
    }

    @Test func beginningFromTheCurrentStateWhileOneRunsStartsFromTheValueOnScreen() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
            clock.advance(to: 0.5)
            // On screen 0.5; the new animation runs 0.5 → 1 over 1 s.
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear]) { view.alpha = 1 }
            clock.advance(to: 1)
            #expect(near(Double(view.layer.shown.opacity), 0.75))
        }
    }

    @Test func theDefaultCurveEasesInAndOut() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(withDuration: 2) { view.alpha = 0 }
            clock.advance(to: 0.5)
            // easeInEaseOut(0.25) = 0.129162 (docs/REFERENCE.md §7).
            #expect(near(Double(view.layer.shown.opacity), 1 - 0.129162, 1e-6))
        }
    }

    @Test func aFrameChangeAnimatesPositionAndSizeAdditively() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
                })
            #expect(view.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
            #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds.size"])
            clock.advance(to: 0.5)
            // Centre 50 → 200 and width 100 → 200, half way: 125 and 150.
            #expect(view.layer.shown.position == CGPoint(x: 125, y: 50))
            #expect(view.layer.shown.bounds.size == CGSize(width: 150, height: 100))
            // A second move while the first runs plays on top of it.
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 300 })
            #expect(view.layer.animationKeys()?.contains("position-2") == true)
            clock.advance(to: 1)
            // First: done. Second, half way from 200 to 300: 250.
            #expect(near(view.layer.shown.position.x, 250))
        }
    }

    @Test func aDelayShowsTheOldValueFirst() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.y = 150 })
            clock.advance(to: 0.4)
            #expect(view.layer.shown.position.y == 50)
            clock.advance(to: 1)
            #expect(near(view.layer.shown.position.y, 100))
        }
    }

    @Test func aSpringMatchesUIKitsClosedForm() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: { view.center.x = 150 })
            // ζ = 1, d = 1: ω solves e^(−ω)(1 + ω) = 0.001 → ω = 9.2334135 (hand-solved by Newton);
            // x(t) = 1 − e^(−ωt)(1 + ωt): x(0.25) = 0.6710675, x(0.5) = 0.9444772 of the 100 pt move.
            clock.advance(to: 0.25)
            #expect(near(view.layer.shown.position.x, 50 + 67.10675, 1e-4))
            clock.advance(to: 0.5)
            #expect(near(view.layer.shown.position.x, 50 + 94.44772, 1e-4))
            clock.advance(to: 1)
            #expect(view.layer.shown.position.x == 150)
        }
    }

    @Test func keyframesArriveAtTheirRelativeTimes() {
        onFreshClock { clock in
            let view = square()
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(
                withDuration: 2, delay: 0, options: linear,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0.5 }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 150 }
                })
            #expect(view.alpha == 0.5)
            // 25 % of each keyframe: alpha 1 → 0 over 0…1 s: 0.75 at 0.25 s; 0 → 0.5 over 1…1.5 s:
            // 0.125 at 1.125 s; x 50 → 150 over 1.5…2 s: 75 at 1.625 s (held at 50 before).
            clock.advance(to: 0.25)
            #expect(near(Double(view.layer.shown.opacity), 0.75))
            #expect(view.layer.shown.position.x == 50)
            clock.advance(to: 1.125)
            #expect(near(Double(view.layer.shown.opacity), 0.125))
            clock.advance(to: 1.625)
            #expect(near(view.layer.shown.position.x, 75))
            #expect(near(Double(view.layer.shown.opacity), 0.5))
        }
    }

    @Test func keyframesShareOneCurveOverTheWholeAnimationByDefault() {
        onFreshClock { clock in
            let view = square()
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
                })
            clock.advance(to: 0.25)
            // Ease in, ease out over the whole second: progress 0.129162 at 0.25 s, a quarter of
            // the way into the first keyframe's half: alpha 1 − 0.129162 / 0.5.
            #expect(near(Double(view.layer.shown.opacity), 1 - 0.129162 * 2, 1e-6))
        }
    }

    @Test func changesWithoutAnimationDoNotAnimate() {
        onFreshClock { _ in
            let view = square()
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { view.alpha = 0.5 }
                view.center.x = 10
            }
            #expect(view.layer.animationKeys() == ["position"])
            view.alpha = 0.2
            #expect(view.layer.animationKeys() == ["position"])
        }
    }

    @Test func aReplacedAnimationCompletesUnfinished() {
        onFreshClock { clock in
            let view = square()
            var results: [String] = []
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { results.append("first \($0)") }
            clock.advance(to: 0.5)
            UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { results.append("second \($0)") }
            clock.advance(to: 2)
            #expect(results == ["first false", "second true"])
        }
    }

    @Test func aZeroDurationChangesAtOnceAndCompletesOnTheNextAdvance() {
        onFreshClock { clock in
            let view = square()
            var done = false
            UIView.animate(withDuration: 0, animations: { view.alpha = 0 }) { _ in done = true }
            #expect(view.layer.animationKeys() == nil)
            #expect(!done)
            clock.advance(by: 0)
            #expect(done)
        }
    }

    @Test func repeatingAutoreversingAnimationsGoBackAndForth() {
        onFreshClock { clock in
            let view = square()
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 })
            clock.advance(to: 1.5)
            #expect(near(Double(view.layer.shown.opacity), 0.5))
            clock.advance(to: 100.25)
            #expect(near(Double(view.layer.shown.opacity), 0.75))
        }
    }
}
