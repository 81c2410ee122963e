import Foundation
import Testing

@testable import CollectionLayout

/// The rubber band, the edge spring and the bounce-back, worked by hand.
@Suite struct EdgePhysicsTests {
    @Test func rubberBandMatchesUIKitsFormulaForA844PointView() {
        // 844·(1 − 1/(x·0.55/844 + 1)).
        let d = 844.0
        #expect(abs(RubberBand.offset(forOvershoot: 50, dimension: d) - 26.63) < 0.005) // 844·(1 − 1/1.0325829)
        #expect(abs(RubberBand.offset(forOvershoot: 100, dimension: d) - 51.64) < 0.005) // 844·(1 − 1/1.0651659)
        #expect(abs(RubberBand.offset(forOvershoot: 200, dimension: d) - 97.32) < 0.005) // 844·(1 − 1/1.1303318)
        #expect(abs(RubberBand.offset(forOvershoot: 844, dimension: d) - 299.48) < 0.005) // 844·(1 − 1/1.55)
        #expect(RubberBand.offset(forOvershoot: .nan, dimension: d) == 0)
    }

    @Test func dragPastAnEdgeShowsTheBandOrTheEdgeWithoutBounces() {
        var axis = ScrollAxis(minOffset: 0, maxOffset: 1000, dimension: 300)
        // 100 past the top of a 300-point view: −300·(1 − 1/(100·0.55/300 + 1)) = −46.479.
        #expect(abs(axis.dragged(to: -100) - -46.479) < 1e-3)
        #expect(abs(axis.dragged(to: 1100) - 1046.479) < 1e-3)
        #expect(axis.dragged(to: 500) == 500)
        axis.bounces = false
        #expect(axis.dragged(to: -100) == 0)
        #expect(axis.dragged(to: 1100) == 1000)
    }

    @Test func bounceBackFromHundredPointsAtThreeXTakes636Milliseconds() {
        let axis = ScrollAxis(minOffset: 0, maxOffset: 1000, dimension: 844, scale: 3)
        let motion = AxisMotion.release(from: -100, velocity: 0, target: 0, rate: 0.998, axis: axis)
        // ln((0.5/3)/100)/ln 0.99 = −6.39693/−0.01005034 = 636.49 ms.
        #expect(abs(motion.duration - 636.49) < 0.01)
        // 0.99^100 = 0.36603: −100·0.36603.
        #expect(abs(motion.offset(at: 100) - -36.603) < 1e-3)
        #expect(motion.end == 0)
        #expect(motion.offset(at: 10_000) == 0)
    }

    @Test func deceleratingIntoTheEndSpringsPastItAndBack() throws {
        let axis = ScrollAxis(minOffset: 0, maxOffset: 300, dimension: 300, scale: 1)
        // From 0 at 2 pt/ms the target 994.0 is clamped to 300: the free motion crosses 300 at
        // 178.373 ms (rᵗ = 0.6996996) with v = 2·0.6996996 = 1.3993992 pt/ms.
        let motion = AxisMotion.release(from: 0, velocity: 2, target: 300, rate: 0.998, axis: axis)
        let crossing = try #require(motion.segments.last?.start)
        #expect(abs(crossing - 178.373) < 1e-3)
        #expect(abs(motion.offset(at: crossing) - 300) < 1e-9)
        // 50 ms into the spring: 0.99^50·1.3993992·0.998·(1 − 0.998^50)/0.002
        //   = 0.6050061·1.3993992·0.998·0.0952532/0.002 = 0.6050061·66.5153 = 40.2422 past the edge.
        #expect(abs(motion.offset(at: crossing + 50) - 340.2422) < 1e-3)
        // Done when 0.99ᵗ·1.3993992·499 = 698.3002 is within 0.5 px:
        // ln(0.5/698.3002)/ln 0.99 = 720.553 ms after the crossing.
        #expect(abs(motion.duration - (178.373 + 720.553)) < 0.01)
        #expect(motion.end == 300)
    }

    @Test func withoutBouncesTheMotionStopsAtTheEdge() {
        let axis = ScrollAxis(minOffset: 0, maxOffset: 300, dimension: 300, bounces: false)
        let motion = AxisMotion.release(from: 0, velocity: 2, target: 300, rate: 0.998, axis: axis)
        #expect(abs(motion.duration - 178.373) < 1e-3)
        #expect(motion.offset(at: 500) == 300)
        #expect(motion.offset(at: 100) < 300)
    }
}
