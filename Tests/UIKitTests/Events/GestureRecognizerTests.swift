import CollectionAnimation
import Testing
import UIKit

/// A view that records the touches the responder chain gives it.
final class TouchLog: UIView {
    var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
}

/// Gesture recognizers driven by scripted touches on the clock. Times and distances are
/// UIKit's documented defaults (a long press: 0.5 s, 10 pt) or the chosen metrics of
/// docs/REFERENCE.md §23; velocities are worked by hand from the scripted points.
@Suite struct GestureRecognizerTests {
    private func canvas() -> TouchLog { TouchLog(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) }

    /// A recognizer of `type` on `view` logging its states with their clock times.
    private func attach<R: UIGestureRecognizer>(_ recognizer: R, to view: UIView, log: Log) -> R {
        recognizer.addHandler { log.entries.append(($0.state, AnimationClock.current.time)) }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    final class Log {
        var entries: [(UIGestureRecognizer.State, Double)] = []
        var states: [UIGestureRecognizer.State] { entries.map(\.0) }
    }

    @Test func aLongPressIsRecognizedAtHalfASecond() {
        onFreshClock { clock in
            let view = canvas()
            let log = Log()
            _ = attach(UILongPressGestureRecognizer(), to: view, log: log)
            view.scheduleTouches(.press(at: CGPoint(x: 50, y: 50), duration: 0.8))
            clock.advance(to: 0.49)
            #expect(log.states.isEmpty)
            clock.advance(to: 0.5)
            #expect(log.states == [.began])
            #expect(log.entries[0].1 == 0.5)
            clock.advance(to: 1)
            #expect(log.states == [.began, .ended])
        }
    }

    @Test func aPressLiftedAt049SecondsIsNotALongPress() {
        onFreshClock { _ in
            let view = canvas()
            let log = Log()
            let press = attach(UILongPressGestureRecognizer(), to: view, log: log)
            view.simulateTouches(.press(at: CGPoint(x: 50, y: 50), duration: 0.49))
            #expect(log.states.isEmpty)
            // It failed, and is back to possible now that the touch has ended.
            #expect(press.state == .possible)
            // The view got the whole touch: nothing recognized to take it.
            #expect(view.events == ["began", "ended"])
        }
    }

    @Test func aLongPressThatMovesTooFarFailsAndOneThatBeganFollowsTheFinger() {
        onFreshClock { _ in
            let view = canvas()
            let log = Log()
            let press = attach(UILongPressGestureRecognizer(), to: view, log: log)
            // 11 pt within the first 0.2 s: more than the allowable 10.
            view.simulateTouches(.drag(through: [CGPoint(x: 50, y: 50), CGPoint(x: 61, y: 50)], duration: 0.2, endHold: 0.5))
            #expect(log.states.isEmpty)
            // Held 0.5 s, then dragged: began, changed…, ended, the location following.
            var locations: [CGPoint] = []
            press.addHandler { locations.append($0.location(in: view)) }
            view.simulateTouches(.drag(through: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)], hold: 0.6, duration: 0.5))
            #expect(log.states.first == .began && log.states.last == .ended && log.states.contains(.changed))
            #expect(locations.first == CGPoint(x: 50, y: 50))
            #expect(locations.last == CGPoint(x: 150, y: 50))
        }
    }

    @Test func recognizingCancelsTheViewsTouchesUnlessTold() {
        onFreshClock { _ in
            let view = canvas()
            let press = attach(UILongPressGestureRecognizer(), to: view, log: Log())
            view.simulateTouches(.press(at: CGPoint(x: 50, y: 50), duration: 0.7))
            #expect(view.events == ["began", "cancelled"])
            view.events = []
            press.cancelsTouchesInView = false
            view.simulateTouches(.press(at: CGPoint(x: 50, y: 50), duration: 0.7))
            #expect(view.events == ["began", "ended"])
        }
    }

    @Test func delayedTouchesReachTheViewOnlyWhenTheRecognizerFails() {
        onFreshClock { clock in
            let view = canvas()
            let press = attach(UILongPressGestureRecognizer(), to: view, log: Log())
            press.delaysTouchesBegan = true
            view.scheduleTouches(.press(at: CGPoint(x: 50, y: 50), duration: 0.3))
            clock.advance(to: 0.2)
            #expect(view.events.isEmpty)
            clock.advance(to: 0.3)
            // Lifted early: the press failed, the held touch goes to the view whole.
            #expect(view.events == ["began", "ended"])
            view.events = []
            view.simulateTouches(.press(at: CGPoint(x: 50, y: 50), duration: 0.7))
            // Recognized: the view never hears of it.
            #expect(view.events.isEmpty)
        }
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        onFreshClock { clock in
            let view = canvas()
            let log = Log()
            let single = attach(UITapGestureRecognizer(), to: view, log: log)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            var doubles = 0
            double.addHandler { _ in doubles += 1 }
            view.addGestureRecognizer(double)
            single.require(toFail: double)
            view.simulateTouches(.tap(at: CGPoint(x: 20, y: 20)))
            #expect(log.states.isEmpty)
            // The double tap gives up 0.35 s after the tap's end (0.1 s): the single tap is then recognized.
            clock.advance(to: 0.44)
            #expect(log.states.isEmpty)
            clock.advance(to: 0.45)
            #expect(log.states == [.ended])
            #expect(near(log.entries[0].1, 0.45))
            view.simulateTouches(.taps(2, at: CGPoint(x: 20, y: 20)))
            #expect(doubles == 1)
            #expect(log.states == [.ended])
        }
    }

    @Test func aPansTranslationAndVelocityFollowTheScriptedPoints() {
        onFreshClock { _ in
            let view = canvas()
            let pan = UIPanGestureRecognizer()
            var seen: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
            pan.addHandler { _ in seen.append((pan.state, pan.translation(in: view), pan.velocity(in: view))) }
            view.addGestureRecognizer(pan)
            // Down at (0, 100); then 4 pt right every 1/60 s for five samples, then 12 pt a
            // step for two more.
            let times = [0.0, 1, 2, 3, 4, 5, 6, 7].map { $0 / 60 }
            let xs: [CGFloat] = [0, 4, 8, 12, 16, 20, 32, 44]
            var path = zip(times, xs).map { TouchScript.Sample(time: $0, location: CGPoint(x: $1, y: 100)) }
            path.append(TouchScript.Sample(time: 7.0 / 60, location: CGPoint(x: 44, y: 100)))
            view.simulateTouches(TouchScript(fingers: [TouchScript.Finger(path: path)]))
            // Began at the first sample 10 pt or more from the start: x 12 (translation 12).
            #expect(seen.first?.0 == .began)
            #expect(seen.first?.1 == CGPoint(x: 12, y: 0))
            // At x 44 (7/60 s): the window reaches back 0.1 s = 6/60 s to x 4 (1/60 s):
            // (44 − 4) / (6/60) = 400 pt/s.
            let last = seen[seen.count - 2]
            #expect(last.1 == CGPoint(x: 44, y: 0))
            #expect(abs(last.2.x - 400) < 1e-6 && last.2.y == 0)
            #expect(seen.last?.0 == .ended)
            pan.setTranslation(.zero, in: view)
        }
    }

    @Test func setTranslationMeasuresFromNow() {
        onFreshClock { _ in
            let view = canvas()
            let pan = UIPanGestureRecognizer()
            var translations: [CGPoint] = []
            pan.addHandler { gesture in
                let pan = gesture as! UIPanGestureRecognizer
                translations.append(pan.translation(in: view))
                pan.setTranslation(.zero, in: view)
            }
            view.addGestureRecognizer(pan)
            view.simulateTouches(.drag(through: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 60)], duration: 0.1, fps: 60))
            // Six steps of 10 pt: 10 at the start, then 10 each time after the reset.
            #expect(translations.dropLast().allSatisfy { $0 == CGPoint(x: 0, y: 10) })
        }
    }

    @Test func swipesGoTheirWayOnly() {
        onFreshClock { _ in
            let view = canvas()
            let log = Log()
            let swipe = attach(UISwipeGestureRecognizer(), to: view, log: log)
            view.simulateTouches(.drag(through: [CGPoint(x: 200, y: 100), CGPoint(x: 100, y: 100)], duration: 0.2))
            #expect(log.states.isEmpty)
            view.simulateTouches(.drag(through: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], duration: 0.2))
            #expect(log.states == [.ended])
            swipe.direction = [.left, .up]
            view.simulateTouches(.drag(through: [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 100)], duration: 0.2))
            #expect(log.states == [.ended, .ended])
            // Too slow: 100 pt in 1 s passes 50 pt only after 0.5 s.
            view.simulateTouches(.drag(through: [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 100)], duration: 1.2))
            #expect(log.states == [.ended, .ended])
        }
    }

    @Test func aPinchScalesByTheFingersDistance() {
        onFreshClock { _ in
            let view = canvas()
            let pinch = UIPinchGestureRecognizer()
            var scales: [CGFloat] = []
            pinch.addHandler { _ in scales.append(pinch.scale) }
            view.addGestureRecognizer(pinch)
            view.simulateTouches(.pinch(center: CGPoint(x: 150, y: 150), from: 100, to: 200, duration: 0.5))
            #expect(pinch.state == .possible)
            #expect(scales.last == 2)
            // Began once the distance had grown by 8 pt or more: 30 samples of 100/30 pt each,
            // the third at 110 pt: scale 1.1.
            #expect(abs(scales[0] - 1.1) < 1e-9)
        }
    }

    @Test func aPinchEndsWhenBothFingersHaveLifted() {
        onFreshClock { _ in
            let view = canvas()
            let log = Log()
            let pinch = attach(UIPinchGestureRecognizer(), to: view, log: log)
            var scales: [CGFloat] = []
            pinch.addHandler { _ in scales.append(pinch.scale) }
            // The right finger moves from 100 to 200 pt from the left one over 0.5 s and lifts;
            // the left one stays, moves 20 pt alone at 0.7 s, and lifts at 0.8 s.
            let left = TouchScript.Finger(
                path: [(0, 100), (0.6, 100), (0.7, 80), (0.8, 80)].map {
                    TouchScript.Sample(time: $0.0, location: CGPoint(x: $0.1, y: 150))
                })
            let right = TouchScript.drag(through: [CGPoint(x: 200, y: 150), CGPoint(x: 300, y: 150)], duration: 0.5).fingers[0]
            view.simulateTouches(TouchScript(fingers: [left, right]))
            // UIKit's documentation: it ends when both fingers have lifted; one finger changes nothing.
            #expect(log.states.filter { $0 != .changed } == [.began, .ended])
            #expect(log.entries.last?.1 == 0.8)
            #expect(scales.suffix(2) == [2, 2])
        }
    }

    @Test func theDelegateDecides() {
        final class Gate: NSObject, UIGestureRecognizerDelegate {
            var begin = true
            var receive = true
            var together = false
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { together }
        }
        onFreshClock { _ in
            let view = canvas()
            let gate = Gate()
            let log = Log()
            let tap = attach(UITapGestureRecognizer(), to: view, log: log)
            tap.delegate = gate
            gate.begin = false
            view.simulateTouches(.tap(at: CGPoint(x: 10, y: 10)))
            #expect(log.states.isEmpty)
            gate.begin = true
            gate.receive = false
            view.simulateTouches(.tap(at: CGPoint(x: 10, y: 10)))
            #expect(log.states.isEmpty)
            gate.receive = true
            // Two taps recognizers: only one recognizes, unless the delegate lets both.
            let other = attach(UITapGestureRecognizer(), to: view, log: log)
            view.simulateTouches(.tap(at: CGPoint(x: 10, y: 10)))
            #expect(log.states == [.ended])
            gate.together = true
            view.simulateTouches(.tap(at: CGPoint(x: 10, y: 10)))
            #expect(log.states == [.ended, .ended, .ended])
            _ = other
        }
    }
}
