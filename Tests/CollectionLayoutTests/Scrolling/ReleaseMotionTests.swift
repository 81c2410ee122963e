import Foundation
import Testing

@testable import CollectionLayout

/// Where a release comes to rest: the re-derived deceleration and paging, worked by hand.
@Suite struct ReleaseMotionTests {
    let axis = ScrollAxis(minOffset: 0, maxOffset: 100_000, dimension: 390, scale: 3)

    @Test func anUnchangedTargetDeceleratesWithTheViewsRate() {
        // The projected target 994.0 from 2 pt/ms: ρ = exp(−1.99/994.0) = 0.9979999 ≈ 0.998,
        // resting after ln(0.005)·994.0/1.99 = 2646.49 ms.
        let motion = AxisMotion.release(from: 0, velocity: 2, target: 994, rate: 0.998, axis: axis)
        #expect(abs(motion.duration - 2646.49) < 0.01)
        #expect(motion.end == 994)
        #expect(abs(motion.offset(at: motion.duration) - 994) < 1e-9)
    }

    @Test func aChangedTargetIsReachedExactlyWithTheSameInitialVelocity() throws {
        // Target 500 from 0 at 2 pt/ms: |ln ρ| = 1.99/500 = 0.00398, ρ = 0.9960279;
        // rest after ln(0.005)/ln ρ = 5.2983174·500/1.99 = 1331.236 ms.
        let motion = AxisMotion.release(from: 0, velocity: 2, target: 500, rate: 0.998, axis: axis)
        #expect(abs(motion.duration - 1331.236) < 1e-3)
        #expect(motion.offset(at: motion.duration) == 500)
        // Initial velocity 2 pt/ms: over the first 0.001 ms it moves 0.002 pt.
        #expect(abs(motion.offset(at: 0.001) - 0.002) < 1e-8)
        // Offset at 500 ms: 2·(1 − ρ^500)/0.00398 = 2·(1 − 0.1366954)/0.00398 = 433.8214.
        #expect(abs(motion.offset(at: 500) - 433.8214) < 1e-3)
    }

    @Test func aTargetBehindTheVelocitySettlesOnIt() {
        let motion = AxisMotion.release(from: 100, velocity: 2, target: 0, rate: 0.998, axis: axis)
        guard let phase = motion.segments.first?.phase, case .settle = phase else {
            Issue.record("expected a settle, got \(motion.segments)")
            return
        }
        #expect(motion.end == 0)
        #expect(motion.offset(at: motion.duration + 1) == 0)
        // The spring's law at the rest time is within 0.5 px (1/6 pt at @3x) of the target:
        // the snap is invisible.
        #expect(abs(AxisMotion.offset(of: phase, at: motion.duration)) <= 0.5 / 3 + 1e-6)
        // It first keeps going forward (velocity 2 pt/ms).
        #expect(motion.offset(at: 1) > 100)
    }

    @Test func noVelocityAndNoChangeIsNoMotion() {
        #expect(AxisMotion.release(from: 40, velocity: 0, target: 40, rate: 0.998, axis: axis) == .rest(at: 40))
    }

    @Test func pagingTargetsForGivenVelocities() {
        var paged = axis
        paged.isPagingEnabled = true
        // From page 0 at 2 pt/ms the free rest offset 994.0 is page round(2.549) = 3, but a
        // flick moves at most one page: 390.
        #expect(paged.projectedTarget(from: 0, velocity: 2, rate: 0.998, dragStart: 0) == 390)
        // Released at 100 with 0.3 pt/ms: 100 + 0.29/0.0020020027 = 244.855 → round(0.628) = 1 → 390.
        #expect(paged.projectedTarget(from: 100, velocity: 0.3, rate: 0.998, dragStart: 0) == 390)
        // No flick: the nearest page to the release offset. 200/390 = 0.513 → 390; 190 → 0.
        #expect(paged.projectedTarget(from: 200, velocity: 0, rate: 0.998, dragStart: 0) == 390)
        #expect(paged.projectedTarget(from: 190, velocity: 0, rate: 0.998, dragStart: 0) == 0)
        // Backwards from page 2 (780) at −2 pt/ms: 780 − 994.0 < 0 → page 1 (one page back).
        #expect(paged.projectedTarget(from: 780, velocity: -2, rate: 0.998, dragStart: 780) == 390)
    }

    @Test func pagingSettlesExactlyOnThePage() {
        var paged = axis
        paged.isPagingEnabled = true
        let motion = AxisMotion.release(from: 60, velocity: 2, target: 390, rate: 0.998, axis: paged)
        #expect(motion.end == 390)
        #expect(motion.offset(at: motion.duration) == 390)
        // The settle approximation takes a few hundred ms for a page.
        #expect(motion.duration > 200 && motion.duration < 600)
        // Sampled at any rate, the offsets reach the page and never jump past it by more
        // than the spring's single overshoot.
        let samples = stride(from: 0.0, through: motion.duration, by: 1).map { motion.offset(at: $0) }
        #expect(samples.allSatisfy { $0 >= 60 && $0 < 420 })
    }

    @Test func twoDimensionalMotionRestsWhenBothAxesDo() {
        let axes = ScrollAxes(x: axis, y: axis)
        let motion = ScrollMotion.release(
            from: .zero, velocity: CGPoint(x: 2, y: 0.5), target: CGPoint(x: 994, y: 200), rate: .normal, axes: axes)
        #expect(motion.end == CGPoint(x: 994, y: 200))
        #expect(motion.duration == max(motion.x.duration, motion.y.duration))
        #expect(motion.offset(at: motion.duration) == CGPoint(x: 994, y: 200))
    }
}
