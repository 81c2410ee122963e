import CollectionAnimation
import Foundation
import Testing
import UIKit

/// UIKit's begin/commit animation blocks (`beginAnimations(_:context:)` … `commitAnimations()`,
/// deprecated in iOS 13) on the clock. Expected values are worked by hand from the defaults
/// UIKit documents (0.2 s, ease in ease out: docs/REFERENCE.md §24.8), §7's curves and Core
/// Animation's timing model (§24.1).
@Suite struct BeginCommitAnimationTests {
    private func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        return view
    }

    private func opacity(_ view: UIView) -> Double { Double(view.layer.shown.opacity) }

    @Test func aBlockAnimatesOverTwoTenthsOfASecondAlongEaseInEaseOut() {
        onFreshClock { clock in
            let view = square()
            UIView.beginAnimations(nil, context: nil)
            view.alpha = 0
            UIView.commitAnimations()
            #expect(view.alpha == 0)
            #expect(view.layer.animationKeys() == ["opacity"])
            // Progress 0, 0.25, 0.5, 0.75 of 0.2 s: easeInEaseOut gives 0, 0.129162, 0.5,
            // 0.870838 (docs/REFERENCE.md §7), so opacity 1 − that.
            #expect(near(opacity(view), 1))
            clock.advance(to: 0.05)
            #expect(near(opacity(view), 1 - 0.129162, 1e-5))
            clock.advance(to: 0.1)
            #expect(near(opacity(view), 0.5, 1e-5))
            clock.advance(to: 0.15)
            #expect(near(opacity(view), 0.129162, 1e-5))
            clock.advance(to: 0.2)
            #expect(view.layer.animationKeys() == nil)
            #expect(near(opacity(view), 0))
        }
    }

    @Test func theSettersChangeTheChangesMadeAfterThem() {
        onFreshClock { clock in
            let early = square()
            let late = square()
            UIView.beginAnimations("move", context: nil)
            early.alpha = 0
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            late.alpha = 0
            UIView.commitAnimations()
            clock.advance(to: 0.1)
            // early: the defaults, half way along ease in ease out: 0.5. late: 1 s linear: 0.9.
            #expect(near(opacity(early), 0.5, 1e-5))
            #expect(near(opacity(late), 0.9))
            clock.advance(to: 0.5)
            #expect(early.layer.animationKeys() == nil)
            #expect(near(opacity(late), 0.5))
        }
    }

    /// A setter's case for a 1 s linear fade from 1 to 0: what it sets, the opacity expected
    /// at some times (Core Animation's timing, §24.1) and when the animation is over.
    enum TimingSetter: String, CaseIterable, Sendable {
        case delay, startDateAhead, repeatsAutoreversing, fractionalRepeats

        /// Calls the setter inside the block.
        @MainActor func apply() {
            switch self {
            case .delay: UIView.setAnimationDelay(0.5)
            case .startDateAhead: UIView.setAnimationStart(Date(timeIntervalSinceNow: 1))
            case .repeatsAutoreversing:
                UIView.setAnimationRepeatCount(2)
                UIView.setAnimationRepeatAutoreverses(true)
            case .fractionalRepeats: UIView.setAnimationRepeatCount(1.5)
            }
        }

        /// Times and the opacity shown then.
        var samples: [(time: Double, opacity: Double)] {
            switch self {
            // Delayed 0.5 s: the old value until then, half way at 1 s.
            case .delay: [(0.25, 1), (1, 0.5)]
            // Begun 1 s later (less the microseconds between the date and the call): half way at 1.5 s.
            case .startDateAhead: [(0.5, 1), (1.5, 0.5)]
            // A cycle is 1 s forward and 1 s back, twice.
            case .repeatsAutoreversing: [(0.25, 0.75), (1.5, 0.5), (2.25, 0.75), (3.75, 0.75)]
            // The second pass starts again from 1: a quarter of the way at 1.25 s.
            case .fractionalRepeats: [(1.25, 0.75)]
            }
        }

        /// When the last pass has ended: 0.5 + 1; just under 1 + 1; 2 × 2; 1.5 × 1.
        var end: Double {
            switch self {
            case .delay: 1.5
            case .startDateAhead: 2
            case .repeatsAutoreversing: 4
            case .fractionalRepeats: 1.5
            }
        }
    }

    @Test(arguments: TimingSetter.allCases) func theTimingSettersPlaceTheAnimationOnTheClock(_ setter: TimingSetter) {
        onFreshClock { clock in
            let view = square()
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            setter.apply()
            view.alpha = 0
            UIView.commitAnimations()
            for sample in setter.samples {
                clock.advance(to: sample.time)
                #expect(near(opacity(view), sample.opacity, 1e-3), "at \(sample.time) s")
            }
            #expect(view.layer.animationKeys() == ["opacity"])
            clock.advance(to: setter.end)
            #expect(view.layer.animationKeys() == nil)
            #expect(near(opacity(view), 0))
        }
    }

    @Test func aNestedBlockStartsWithItsOuterBlocksParametersAndKeepsItsOwn() {
        onFreshClock { clock in
            let inner = square()
            let outer = square()
            UIView.beginAnimations("outer", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.beginAnimations("inner", context: nil)
            #expect(UIView.inheritedAnimationDuration == 1)
            UIView.setAnimationDuration(2)
            inner.alpha = 0
            UIView.commitAnimations()
            outer.alpha = 0
            UIView.commitAnimations()
            clock.advance(to: 0.5)
            // inner: 2 s linear (inherited curve): 0.75. outer: its own 1 s: 0.5.
            #expect(near(opacity(inner), 0.75))
            #expect(near(opacity(outer), 0.5))
        }
    }

    @Test func aBlockBasedAnimationInsideInheritsTheBlocksDurationAndCurve() {
        onFreshClock { clock in
            let view = square()
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.animate(withDuration: 3) { view.alpha = 0 }
            UIView.commitAnimations()
            clock.advance(to: 0.5)
            // Nested blocks take the outer duration and curve (§24.2): 1 s linear, 0.5.
            #expect(near(opacity(view), 0.5))
        }
    }

    @Test func theRepeatCountWorksInsideABlockBasedAnimationToo() {
        onFreshClock { clock in
            let view = square()
            var finished: [Bool] = []
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    UIView.setAnimationRepeatCount(2)
                    view.alpha = 0
                }, completion: { finished.append($0) })
            // Second pass, half way: 0.5; two 1 s passes end at 2 s.
            clock.advance(to: 1.5)
            #expect(near(opacity(view), 0.5))
            #expect(finished.isEmpty)
            clock.advance(to: 2)
            #expect(finished == [true])
        }
    }

    @Test func beginningFromTheCurrentStateStartsFromWhatIsOnScreen() {
        onFreshClock { clock in
            let fromScreen = square()
            let fromModel = square()
            for view in [fromScreen, fromModel] {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
            }
            clock.advance(to: 0.5)
            for view in [fromScreen, fromModel] {
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationBeginsFromCurrentState(view === fromScreen)
                UIView.setAnimationDuration(1)
                UIView.setAnimationCurve(.linear)
                view.alpha = 1
                UIView.commitAnimations()
            }
            clock.advance(to: 1)
            // From the screen's 0.5 to 1, half way: 0.75. From the model's 0 to 1: 0.5.
            #expect(near(opacity(fromScreen), 0.75))
            #expect(near(opacity(fromModel), 0.5))
        }
    }

    @Test func aZeroDurationOrNoBlockMakesChangesAtOnce() {
        onFreshClock { _ in
            let view = square()
            UIView.setAnimationDuration(5)
            view.alpha = 0.5
            #expect(view.layer.animationKeys() == nil)
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0)
            view.alpha = 0
            UIView.commitAnimations()
            #expect(view.layer.animationKeys() == nil)
            UIView.beginAnimations(nil, context: nil)
            UIView.performWithoutAnimation { view.alpha = 1 }
            UIView.commitAnimations()
            #expect(view.layer.animationKeys() == nil)
            // A commit without a begin does nothing; a change after it does not animate.
            UIView.commitAnimations()
            view.alpha = 0.25
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func aBlockLeftOpenOnOneClockIsNotSeenOnAnother() {
        let first = AnimationClock()
        first.withCurrent { UIView.beginAnimations(nil, context: nil) }
        onFreshClock { _ in
            let view = square()
            view.alpha = 0
            #expect(view.layer.animationKeys() == nil)
        }
        let view = square()
        first.withCurrent {
            view.alpha = 0
            UIView.commitAnimations()
        }
        #expect(view.layer.animationKeys() == ["opacity"])
    }
}
