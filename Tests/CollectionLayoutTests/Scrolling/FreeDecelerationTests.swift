import Foundation
import Testing

@testable import CollectionLayout

/// Free deceleration, worked by hand from v(t) = v0·rᵗ (t in ms, v in pt/ms).
@Suite struct FreeDecelerationTests {
    @Test func normalRateFromTwoPointsPerMillisecondRestsAt994AfterAbout2647Milliseconds() {
        let free = FreeDeceleration(start: 0, velocity: 2, rate: DecelerationRate.normal.effectiveValue)
        // |ln 0.998| = 0.0020020027; target = (2 − 0.01)/0.0020020027 = 994.0047.
        #expect(abs(free.restOffset - 994.0047) < 1e-3)
        // t = ln(0.01/2)/ln 0.998 = −5.2983174/−0.0020020027 = 2646.51 ms.
        #expect(abs(free.restTime - 2646.51) < 0.01)
        #expect(free.restTime.rounded() == 2647)
        // The offset at rest is the target itself (the continuous law).
        #expect(abs(free.offset(at: free.restTime) - free.restOffset) < 1e-9)
    }

    @Test func fastRateFromTwoPointsPerMillisecondRestsAt198After527Milliseconds() {
        let free = FreeDeceleration(start: 0, velocity: 2, rate: DecelerationRate.fast.effectiveValue)
        // |ln 0.99| = 0.01005034; 1.99/0.01005034 = 198.0033; ln(0.005)/ln(0.99) = 527.18 ms.
        #expect(abs(free.restOffset - 198.0033) < 1e-3)
        #expect(abs(free.restTime - 527.18) < 0.01)
    }

    @Test func offsetAtOneSecondFollowsTheClosedForm() {
        let free = FreeDeceleration(start: 100, velocity: 2, rate: 0.998)
        // 0.998^1000 = e^(−2.0020027) = 0.1350645; 2·(1 − 0.1350645)/0.0020020027 = 864.0703.
        #expect(abs(free.offset(at: 1000) - (100 + 864.0703)) < 1e-3)
        // UIKit's per-frame sum: 2·0.998·(1 − 0.1350645)/0.002 = 863.2056, 0.1% shorter.
        #expect(abs(free.frameSumOffset(at: 1000) - (100 + 863.2056)) < 1e-3)
        // v(1000) = 2·0.1350645.
        #expect(abs(free.velocity(at: 1000) - 0.270129) < 1e-6)
    }

    @Test func negativeVelocityMirrors() {
        let free = FreeDeceleration(start: 1000, velocity: -2, rate: 0.998)
        #expect(abs(free.restOffset - (1000 - 994.0047)) < 1e-3)
        #expect(abs(free.offset(at: 1000) - (1000 - 864.0703)) < 1e-3)
    }

    @Test func aSpeedAtTheFloorDoesNotMove() {
        let free = FreeDeceleration(start: 5, velocity: 0.01, rate: 0.998)
        #expect(free.restTime == 0)
        #expect(free.restOffset == 5)
    }

    @Test func crossingAnEdgeIsSolvedExactly() throws {
        let free = FreeDeceleration(start: 0, velocity: 2, rate: 0.998)
        // rᵗ = 1 − 300·0.0020020027/2 = 0.6996996; t = ln(0.6996996)/ln(0.998) = 178.373 ms.
        let time = try #require(free.time(reaching: 300))
        #expect(abs(time - 178.373) < 1e-3)
        #expect(abs(free.offset(at: time) - 300) < 1e-9)
        // Beyond the rest offset (994.0) it never gets there; behind it neither.
        #expect(free.time(reaching: 1000) == nil)
        #expect(free.time(reaching: -10) == nil)
    }

    @Test func projectedTargetIsClampedAndPixelRounded() {
        let axis = ScrollAxis(minOffset: 0, maxOffset: 5000, dimension: 844, scale: 3)
        // 994.0047 on a @3x grid: 994 + round(0.0047·3)/3 = 994.0.
        #expect(axis.projectedTarget(from: 0, velocity: 2, rate: 0.998, dragStart: 0) == 994)
        // From 4500 the target 5494.0 is clamped to the end of the content.
        #expect(axis.projectedTarget(from: 4500, velocity: 2, rate: 0.998, dragStart: 4500) == 5000)
        // A pixel rounding at @2x: 10.3 → 10 + round(0.6)/2 = 10.5.
        #expect(ScrollPhysics.pixelRounded(10.3, scale: 2) == 10.5)
    }

    @Test func releaseVelocityBelowQuarterPointPerMillisecondIsZeroAndNonFiniteIsNoMotion() {
        // 0.2² + 0.1² = 0.05 < 0.0625: no deceleration.
        #expect(ScrollPhysics.releaseVelocity(CGPoint(x: 0.2, y: 0.1)) == .zero)
        // 0.2² + 0.2² = 0.08 ≥ 0.0625: kept.
        #expect(ScrollPhysics.releaseVelocity(CGPoint(x: 0.2, y: 0.2)) == CGPoint(x: 0.2, y: 0.2))
        #expect(ScrollPhysics.releaseVelocity(CGPoint(x: CGFloat.nan, y: 3)) == .zero)
        #expect(ScrollPhysics.releaseVelocity(CGPoint(x: 1, y: CGFloat.infinity)) == .zero)
    }

    @Test func customRatesAreKeptAndInvalidOnesCountAsNormal() {
        #expect(DecelerationRate(rawValue: 0.995).effectiveValue == 0.995)
        #expect(DecelerationRate(rawValue: 1.5).effectiveValue == 0.998)
        #expect(DecelerationRate(rawValue: .nan).effectiveValue == 0.998)
        // 0.995: (2 − 0.01)/|ln 0.995| = 1.99/0.00501254 = 397.0044.
        #expect(abs(FreeDeceleration(start: 0, velocity: 2, rate: 0.995).restOffset - 397.0044) < 1e-3)
    }
}
