import CollectionAnimation
import Foundation
import Testing
import UIKit

/// `UIRotationGestureRecognizer` under scripted two-finger twists (docs/REFERENCE.md §23.3).
/// The fingers sit either side of (150, 150), 50 pt from it, and turn about it by π/60 (3°) a
/// sample, 60 samples a second; the line from the first finger to the second then turns by the
/// same angle, so after k samples the rotation is kπ/60 and the velocity π rad/s. The threshold
/// is the chosen 0.1 rad: the second sample (π/30 ≈ 0.105) begins, the first (≈ 0.052) does not.
@MainActor @Suite struct RotationGestureTests {
    private let centre = CGPoint(x: 150, y: 150)

    /// A finger at `startAngle` on the circle, turning by `step` radians a sample for `samples`
    /// samples (1/60 s apart) from `start`, lifting 0.1 s after its last move.
    private func circlingFinger(from startAngle: CGFloat, step: CGFloat, samples: Int, start: Double = 0) -> TouchScript.Finger {
        var path = (0...samples).map { k in
            let angle = startAngle + CGFloat(k) * step
            return TouchScript.Sample(
                time: start + Double(k) / 60, location: CGPoint(x: centre.x + 50 * cos(angle), y: centre.y + 50 * sin(angle)))
        }
        path.append(TouchScript.Sample(time: path[path.count - 1].time + 0.1, location: path[path.count - 1].location))
        return TouchScript.Finger(path: path)
    }

    /// Two fingers opposite each other (the first at the left, the second at the right) turning
    /// together by `step` a sample for `samples` samples.
    private func twist(step: CGFloat, samples: Int) -> TouchScript {
        TouchScript(fingers: [
            circlingFinger(from: .pi, step: step, samples: samples), circlingFinger(from: 0, step: step, samples: samples),
        ])
    }

    /// A 300 × 300 view with a rotation recognizer whose handler records (state, rotation, velocity).
    private func rotatingView() -> (UIView, UIRotationGestureRecognizer, Log) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let rotation = UIRotationGestureRecognizer()
        let log = Log()
        rotation.addHandler { _ in log.entries.append((rotation.state, rotation.rotation, rotation.velocity)) }
        view.addGestureRecognizer(rotation)
        return (view, rotation, log)
    }

    final class Log {
        var entries: [(state: UIGestureRecognizer.State, rotation: CGFloat, velocity: CGFloat)] = []
        var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    }

    @Test func aQuarterTurnClockwiseIsARotationOfHalfPi() {
        onFreshClock { _ in
            let (view, rotation, log) = rotatingView()
            view.simulateTouches(twist(step: .pi / 60, samples: 30))
            // Began at the second sample with what it had turned, changed at each of the 28
            // samples after, ended when both fingers lifted.
            #expect(log.states == [.began] + Array(repeating: .changed, count: 28) + [.ended])
            #expect(abs(log.entries[0].rotation - .pi / 30) < 1e-9)
            #expect(abs(log.entries[log.entries.count - 1].rotation - .pi / 2) < 1e-9)
            // 3° every 1/60 s: π rad/s.
            #expect(abs(log.entries[log.entries.count - 1].velocity - .pi) < 1e-6)
            #expect(rotation.state == .possible)
            #expect(rotation.rotation == 0 && rotation.velocity == 0)
        }
    }

    @Test func aCounterclockwiseTwistIsNegative() {
        onFreshClock { _ in
            let (view, _, log) = rotatingView()
            view.simulateTouches(twist(step: -.pi / 60, samples: 30))
            #expect(abs(log.entries[log.entries.count - 1].rotation + .pi / 2) < 1e-9)
            #expect(abs(log.entries[log.entries.count - 1].velocity + .pi) < 1e-6)
        }
    }

    @Test func aTwistPastHalfATurnKeepsCounting() {
        onFreshClock { _ in
            let (view, _, log) = rotatingView()
            // Three quarters of a turn: the line's angle passes ±π, the rotation does not wrap.
            view.simulateTouches(twist(step: .pi / 60, samples: 90))
            #expect(abs(log.entries[log.entries.count - 1].rotation - 3 * .pi / 2) < 1e-9)
        }
    }

    @Test func settingTheRotationMeasuresOnFromItAndResetsTheVelocity() {
        onFreshClock { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let rotation = UIRotationGestureRecognizer()
            var velocityAfterSetting: CGFloat?
            var last: CGFloat = .nan
            rotation.addHandler { _ in
                if rotation.state == .began {
                    rotation.rotation = 0
                    velocityAfterSetting = rotation.velocity
                }
                last = rotation.rotation
            }
            view.addGestureRecognizer(rotation)
            view.simulateTouches(twist(step: .pi / 60, samples: 30))
            #expect(velocityAfterSetting == 0)
            // From the second sample on: 28 samples of π/60.
            #expect(abs(last - 28 * .pi / 60) < 1e-9)
        }
    }

    @Test func liftingOneFingerDoesNotEndIt() {
        onFreshClock { _ in
            let (view, _, log) = rotatingView()
            // The second finger turns with the first for 15 samples (π/4) and lifts half a
            // sample later; the first keeps circling alone to 30 samples, then lifts.
            var second = circlingFinger(from: 0, step: .pi / 60, samples: 15)
            second.path[second.path.count - 1].time = 15.5 / 60
            view.simulateTouches(TouchScript(fingers: [circlingFinger(from: .pi, step: .pi / 60, samples: 30), second]))
            // One finger turns no line: no change after the lift, and the end comes with the last finger.
            #expect(log.states == [.began] + Array(repeating: .changed, count: 13) + [.ended])
            #expect(abs(log.entries[log.entries.count - 1].rotation - .pi / 4) < 1e-9)
            #expect(log.entries[log.entries.count - 1].rotation == log.entries[log.entries.count - 2].rotation)
        }
    }

    @Test func aPinchIsNotARotation() {
        onFreshClock { _ in
            let (view, _, log) = rotatingView()
            view.simulateTouches(.pinch(center: centre, from: 100, to: 200, duration: 0.5))
            #expect(log.states.isEmpty)
        }
    }

    @Test func fingersOnOnePointTurnNothingUntilTheyPart() {
        onFreshClock { _ in
            let (view, rotation, log) = rotatingView()
            let still = TouchScript.Finger(path: [0, 1, 2, 3].map { TouchScript.Sample(time: Double($0) / 60, location: centre) })
            // The second finger starts on the first (no line), goes up (line at −π/2), then right
            // (line at 0): only the quarter turn from a line that exists counts.
            let moving = TouchScript.Finger(path: [
                TouchScript.Sample(time: 0, location: centre), TouchScript.Sample(time: 1.0 / 60, location: CGPoint(x: 150, y: 100)),
                TouchScript.Sample(time: 2.0 / 60, location: CGPoint(x: 200, y: 150)),
                TouchScript.Sample(time: 3.0 / 60, location: CGPoint(x: 200, y: 150)),
            ])
            view.simulateTouches(TouchScript(fingers: [still, moving]))
            #expect(log.states == [.began, .ended])
            #expect(abs(log.entries[0].rotation - .pi / 2) < 1e-9)
            #expect(rotation.state == .possible)
        }
    }

    @Test func aLocationThatIsNotANumberChangesNothing() {
        onFreshClock { _ in
            let (view, _, log) = rotatingView()
            var first = circlingFinger(from: .pi, step: .pi / 60, samples: 30)
            // The first finger's tenth sample is (NaN, NaN): that move turns nothing and the
            // next measures from the line before it, so the whole twist still counts.
            first.path[10].location = CGPoint(x: CGFloat.nan, y: .nan)
            view.simulateTouches(TouchScript(fingers: [first, circlingFinger(from: 0, step: .pi / 60, samples: 30)]))
            #expect(log.entries.allSatisfy { $0.rotation.isFinite && $0.velocity.isFinite })
            #expect(abs(log.entries[log.entries.count - 1].rotation - .pi / 2) < 1e-9)
        }
    }
}
