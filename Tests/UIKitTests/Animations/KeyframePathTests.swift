import CollectionAnimation
import QuartzCore
import Testing
import UIKit

/// A keyframe animation along a `path` (`CAKeyframeAnimation.path`): the path's start and the
/// end of each element but a move are the keyframes, evenly timed unless paced; between two,
/// the value follows the element. One-second animations sampled by hand.
@Suite struct KeyframePathTests {
    /// `layer`'s position `time` seconds into a one-second `mode` animation along `path`.
    private func position(along path: CGPath, mode: CAAnimationCalculationMode = .linear, at time: Double) -> CGPoint {
        onFreshClock { clock in
            let layer = CALayer()
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = path
            move.values = [CGPoint(x: 999, y: 999), CGPoint(x: -999, y: -999)]
            move.calculationMode = mode
            move.duration = 1
            layer.add(move, forKey: "move")
            clock.advance(to: time)
            return layer.shown.position
        }
    }

    /// The L-shaped path (0, 0) → (300, 0) → (300, 100).
    private var corner: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        return path
    }

    @Test func keyframesAreEvenlyTimedAndTheValuesIgnored() {
        // Three keyframes at 0, 0.5 and 1: a quarter in, half the first line.
        #expect(position(along: corner, at: 0.25) == CGPoint(x: 150, y: 0))
        #expect(position(along: corner, at: 0.75) == CGPoint(x: 300, y: 50))
    }

    @Test func pacedGoesAtOneSpeedAlongTheLength() {
        // 400 points long: half way is 200 along the first line.
        #expect(position(along: corner, mode: .paced, at: 0.5) == CGPoint(x: 200, y: 0))
        #expect(position(along: corner, mode: .paced, at: 0.875) == CGPoint(x: 300, y: 50))
    }

    @Test func aCurveIsFollowedByItsParameter() {
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // One segment: at t = 0.5 the quadratic is (0.25·0 + 0.5·50 + 0.25·100, 0.5·100) = (50, 50).
        #expect(position(along: arch, at: 0.5) == CGPoint(x: 50, y: 50))
    }

    @Test func aClosedSubpathReturnsToItsStart() {
        let triangle = CGMutablePath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 100))
        triangle.closeSubpath()
        // Keyframes (0,0), (100,0), (100,100), (0,0) at thirds: five sixths in is half way back.
        let point = position(along: triangle, at: 5.0 / 6.0)
        #expect(abs(point.x - 50) < 1e-9 && abs(point.y - 50) < 1e-9)
    }
}
