import Foundation
import Testing

@testable import CollectionAnimation

@Suite("Spring timing curves")
struct SpringCurveTests {
    // MARK: Closed forms, worked by hand from docs/REFERENCE.md §7

    @Test func criticallyDampedAtRest() {
        // UISpringTimingParameters(dampingRatio: 1, response: 2π): stiffness (2π/2π)² = 1,
        // damping 4π·1/(2π) = 2 → ω = 1, ζ = 2/(2·1) = 1.
        // x(t) = 1 − e^(−t)(1 + t); sampled over 2 s, fraction 0.5 is t = 1:
        // x(1) = 1 − 2/e = 1 − 0.7357588823 = 0.2642411177.
        let curve = TimingCurve.spring(dampingRatio: 1, response: 2 * .pi, duration: 2)
        #expect(timingClose(curve.progress(at: 0.5), 0.2642411177))
        guard case .spring(let spring) = curve else { Issue.record("not a spring"); return }
        #expect(timingClose(spring.naturalFrequency, 1, within: 1e-12))
        #expect(timingClose(spring.dampingRatio, 1, within: 1e-12))
    }

    @Test func underdampedFromSwiftUISpring() {
        // Spring(duration: 2π/5, bounce: 0.4): ω = 2π/(2π/5) = 5, ζ = 1 − 0.4 = 0.6;
        // ω_d = 5·√(1 − 0.36) = 4, ζω = 3.
        // x(t) = 1 − e^(−3t)(cos 4t + (3/4) sin 4t). At t = π/8 (fraction 0.5 of π/4):
        // cos(π/2) = 0, sin(π/2) = 1 → x = 1 − 0.75·e^(−3π/8) = 1 − 0.75·0.3078639713
        //   = 0.7691020215.
        let curve = TimingCurve.swiftUISpring(duration: 2 * .pi / 5, bounce: 0.4, animationDuration: .pi / 4)
        #expect(timingClose(curve.progress(at: 0.5), 0.7691020215))
    }

    @Test func underdampedWithInitialVelocityOvershoots() {
        // UISpringTimingParameters(dampingRatio: 0.6, response: 2π/5, initialVelocity: 3):
        // ω = 5, ζ = 0.6, ω_d = 4; the sine coefficient (ζω − v)/ω_d = (3 − 3)/4 = 0, so
        // x(t) = 1 − e^(−3t)·cos 4t. At t = π/4 (fraction 0.5 of π/2): cos π = −1 →
        // x = 1 + e^(−3π/4) = 1 + 0.0947802248 = 1.0947802248 (overshoot).
        let curve = TimingCurve.spring(dampingRatio: 0.6, response: 2 * .pi / 5, initialVelocity: 3, duration: .pi / 2)
        #expect(timingClose(curve.progress(at: 0.5), 1.0947802248))
    }

    @Test func overdampedFromNegativeBounce() {
        // Spring(duration: π/2, bounce: −0.25): ω = 2π/(π/2) = 4, ζ = 1.25.
        // Roots of s² + 2ζωs + ω² = s² + 10s + 16: s = −2, −8.
        // x(t) = 1 − (A·e^(−2t) + B·e^(−8t)), A + B = 1, −2A − 8B = 0 (v = 0)
        //   → A = 4/3, B = −1/3.
        // At t = ln 2 / 2 (fraction 0.5 of ln 2): e^(−2t) = 1/2, e^(−8t) = 1/16 →
        // x = 1 − 2/3 + 1/48 = 17/48 = 0.3541666667.
        let curve = TimingCurve.swiftUISpring(duration: .pi / 2, bounce: -0.25, animationDuration: log(2.0))
        #expect(timingClose(curve.progress(at: 0.5), 17.0 / 48.0))
    }

    @Test func springEndpointsAreExact() {
        let curves: [TimingCurve] = [
            .spring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.5),
            .spring(dampingRatio: 0.8, response: 0.4, duration: 1),
            .swiftUISpring(duration: 0.5, bounce: 0.3, animationDuration: 1),
        ]
        for curve in curves {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: 2) == 1)
        }
    }

    @Test func stiffnessAndDampingForms() {
        // ω = 5, ζ = 0.6: stiffness ω² = 25, damping 2ζω = 6.
        let spring = SpringCurve(stiffness: 25, damping: 6, duration: 1)
        #expect(timingClose(spring.naturalFrequency, 5, within: 1e-12))
        #expect(timingClose(spring.dampingRatio, 0.6, within: 1e-12))
        #expect(timingClose(spring.stiffness, 25, within: 1e-12))
        #expect(timingClose(spring.damping, 6, within: 1e-12))
    }

    // MARK: UIView's spring: the Newton solve for ω

    /// The envelope written out independently of the implementation (docs/REFERENCE.md §7).
    private func envelope(omega: Double, zeta: Double, velocity: Double, duration: Double) -> Double {
        if zeta < 1 {
            let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            return (zeta * omega - velocity) / dampedFrequency * exp(-zeta * omega * duration)
        }
        return exp(-omega * duration) * (1 + (omega - velocity) * duration)
    }

    @Test(arguments: [
        (0.5, 0.0, 0.3), (0.8, 2.0, 0.5), (1.0, 0.0, 0.5), (1.0, 3.0, 1.0), (0.2, -1.0, 2.0),
        (0.05, 0.0, 0.3), (0.9, 10.0, 0.3), (0.3, 0.0, 10.0), (0.7, 0.0, 0.01), (0.01, 0.0, 0.3),
    ])
    func newtonSolveReachesTheEnvelopeTarget(zeta: Double, velocity: Double, duration: Double) {
        let spring = SpringCurve.uiView(dampingRatio: zeta, initialVelocity: velocity, duration: duration)
        let value = envelope(omega: spring.naturalFrequency, zeta: zeta, velocity: velocity, duration: duration)
        #expect(abs(value - 0.001) <= 1e-9, "envelope \(value) for ζ \(zeta), v \(velocity), d \(duration)")
    }

    @Test func underdampedAtRestHasAClosedForm() {
        // v = 0, ζ < 1: (ζ/√(1 − ζ²))·e^(−ζωd) = 0.001. With ζ = 0.6: ζ/√(1 − ζ²) = 0.6/0.8
        // = 0.75, so e^(−0.6·ω·d) = 0.001/0.75 → ω = ln(750)/(0.6·d).
        // d = 0.5: ω = 6.6200732065/0.3 = 22.0669106884.
        let spring = SpringCurve.uiView(dampingRatio: 0.6, initialVelocity: 0, duration: 0.5)
        #expect(timingClose(spring.naturalFrequency, 22.0669106884))
        // So at d it is within its envelope, e^(−ζωd)/√(1 − ζ²) = (0.001/0.75)/0.8 = 0.0016667,
        // of rest.
        #expect(abs(1 - spring.value(atTime: 0.5)) <= 0.0016667)
    }

    @Test func criticallyDampedEndsWithinTheEnvelope() {
        // ζ = 1, v = 0: the envelope is 1 − x(d) itself, so x(d) = 0.999. With u = ωd,
        // e^(−u)(1 + u) = 0.001 → u = 9.2334134945 (e^(−9.2334)·10.2334 = 9.772e-5·10.2334
        // ≈ 0.001), so ω = u/d = 18.466826989 for d = 0.5.
        let spring = SpringCurve.uiView(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
        #expect(timingClose(spring.value(atTime: 0.5), 0.999, within: 1e-9))
        #expect(timingClose(spring.naturalFrequency * 0.5, 9.2334134945, within: 1e-6))
    }

    @Test func dampingRatioIsClamped() {
        let overdamped = SpringCurve.uiView(dampingRatio: 3, initialVelocity: 0, duration: 0.5)
        let critical = SpringCurve.uiView(dampingRatio: 1, initialVelocity: 0, duration: 0.5)
        #expect(overdamped == critical)
        #expect(overdamped.dampingRatio == 1)
        let zero = SpringCurve.uiView(dampingRatio: 0, initialVelocity: 0, duration: 0.5)
        let negative = SpringCurve.uiView(dampingRatio: -2, initialVelocity: 0, duration: 0.5)
        #expect(zero.dampingRatio == 1.19e-7)
        #expect(negative == zero)
        // ζ/√(1 − ζ²) ≈ 1.19e-7 < 0.001: the envelope never reaches 0.001, the solve has no
        // positive root and the documented fallback ω = 10 applies.
        #expect(zero.naturalFrequency == 10)
    }

    @Test func durationIsClampedForTheSolveOnly() {
        let long = SpringCurve.uiView(dampingRatio: 0.5, initialVelocity: 0, duration: 20)
        let ten = SpringCurve.uiView(dampingRatio: 0.5, initialVelocity: 0, duration: 10)
        #expect(long.naturalFrequency == ten.naturalFrequency)
        #expect(long.duration == 20)
        let short = SpringCurve.uiView(dampingRatio: 0.5, initialVelocity: 0, duration: 0.001)
        let hundredth = SpringCurve.uiView(dampingRatio: 0.5, initialVelocity: 0, duration: 0.01)
        #expect(short.naturalFrequency == hundredth.naturalFrequency)
        // ζ = 0.5, v = 0: ω = ln(1000·0.5/√0.75)/(0.5·d) = ln(577.3502692)/(0.5·d)
        //   = 6.3584491346/(0.5·10) = 1.2716898269 at d = 10.
        #expect(timingClose(ten.naturalFrequency, 1.2716898269, within: 1e-6))
    }

    @Test func uiViewSpringMatchesTheUnderdampedFormula() {
        // ζ = 0.6, v = 0, d = 0.5 → ω = 22.0669106884 (above), ω_d = 0.8ω = 17.6535285507,
        // ζω = 13.2401464130. At fraction 0.2 (t = 0.1):
        // e^(−1.3240146413) = 0.2660649994, cos(1.7653528551) = −0.1933314490,
        // sin(1.7653528551) = 0.9811335031, ζω/ω_d = 0.75
        // x = 1 − 0.2660649994·(−0.1933314490 + 0.75·0.9811335031)
        //   = 1 − 0.2660649994·0.5425186783 = 1 − 0.1445452318 = 0.8556547682.
        let curve = TimingCurve.spring(dampingRatio: 0.6, initialVelocity: 0, duration: 0.5)
        #expect(timingClose(curve.progress(at: 0.2), 0.8556547682))
    }
}
