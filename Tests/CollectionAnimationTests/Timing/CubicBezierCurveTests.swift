import Foundation
import Testing

@testable import CollectionAnimation

/// Approximate comparison for tests (not transitive).
func timingClose(_ actual: Double, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
    abs(actual - expected) <= tolerance
}

@Suite("Cubic Bézier timing curves")
struct CubicBezierCurveTests {
    // Check values from docs/REFERENCE.md §7 (the same as CSS / WebKit's UnitBezier).
    @Test func defaultCurveAtHalf() {
        #expect(timingClose(TimingCurve.default.progress(at: 0.5), 0.802403))
    }

    @Test func easeInAtHalf() {
        #expect(timingClose(TimingCurve.easeIn.progress(at: 0.5), 0.315357))
    }

    @Test func easeOutAtHalf() {
        #expect(timingClose(TimingCurve.easeOut.progress(at: 0.5), 0.684643))
    }

    @Test func easeInEaseOutAtQuarter() {
        #expect(timingClose(TimingCurve.easeInEaseOut.progress(at: 0.25), 0.129162))
    }

    @Test func easeInEaseOutIsSymmetric() {
        // Control points (0.42, 0) and (0.58, 1) are point-symmetric about (0.5, 0.5):
        // p(1 − f) = 1 − p(f); so p(0.75) = 1 − 0.129162 = 0.870838 and p(0.5) = 0.5.
        #expect(timingClose(TimingCurve.easeInEaseOut.progress(at: 0.75), 0.870838))
        #expect(timingClose(TimingCurve.easeInEaseOut.progress(at: 0.5), 0.5, within: 1e-9))
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func endpointsAreExact(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        // Clamped outside [0, 1].
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: 1.5) == 1)
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func coreAnimationCurvesAreMonotonic(curve: TimingCurve) {
        var previous = 0.0
        for step in 0...1000 {
            let value = curve.progress(at: Double(step) / 1000)
            #expect(value >= previous - 1e-12, "not monotonic at \(Double(step) / 1000)")
            #expect(value >= 0 && value <= 1)
            previous = value
        }
    }

    @Test func linearIsTheIdentity() {
        for fraction in [0.1, 0.3, 0.77, 0.999] {
            #expect(TimingCurve.linear.progress(at: fraction) == fraction)
        }
    }

    @Test func solverInvertsX() {
        // For easeIn (0.42, 0, 1, 1): x(t) = 3·0.42·t(1 − t)² + 3t²(1 − t) + t³.
        // At t = 0.5: x = 1.26·0.125 + 3·0.125 + 0.125 = 0.1575 + 0.375 + 0.125 = 0.6575,
        //             y = 3·0.25·0.5 + 0.125 = 0.375 + 0.125 = 0.5.
        #expect(timingClose(TimingCurve.easeIn.progress(at: 0.6575), 0.5, within: 1e-8))
    }

    @Test func customCurveWithOvershootingControlPoint() {
        // (0.5, −0.5, 0.5, 1.5): x(t) = 1.5t(1 − t)² + 1.5t²(1 − t) + t³ = 1.5t − 1.5t² + t³;
        // at t = 0.5: x = 0.75 − 0.375 + 0.125 = 0.5;
        // y(t) = −1.5t(1 − t)² + 4.5t²(1 − t) + t³; at t = 0.5: −0.1875 + 0.5625 + 0.125 = 0.5.
        let curve = TimingCurve.cubicBezier(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5)
        #expect(timingClose(curve.progress(at: 0.5), 0.5, within: 1e-8))
        // y(0.25) = −1.5·0.25·0.5625 + 4.5·0.0625·0.75 + 0.015625
        //         = −0.2109375 + 0.2109375 + 0.015625 = 0.015625,
        // x(0.25) = 0.375 − 0.09375 + 0.015625 = 0.296875.
        #expect(timingClose(curve.progress(at: 0.296875), 0.015625, within: 1e-8))
    }

    @Test func nonFiniteControlPointsFallBackToLinear() {
        let curve = CubicBezierCurve(x1: .nan, y1: 0, x2: 1, y2: 1)
        #expect(curve == CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(curve.progress(at: 0.4) == 0.4)
    }

    @Test func namedCurves() {
        #expect(TimingCurve(named: "easeInEaseOut") == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(TimingCurve(named: "default") == .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(TimingCurve(named: "linear") == .linear)
        #expect(TimingCurve(named: "easeIn") == .easeIn && TimingCurve(named: "easeOut") == .easeOut)
        #expect(TimingCurve(named: "EaseIn") == nil)
        #expect(TimingCurve.names.allSatisfy { TimingCurve(named: $0) != nil })
        #expect(TimingCurve.easeIn.duration == nil)
        #expect(TimingCurve.spring(dampingRatio: 0.5, duration: 0.4).duration == 0.4)
    }
}
