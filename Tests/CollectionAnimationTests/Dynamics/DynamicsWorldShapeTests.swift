import Foundation
import Testing

@testable import CollectionAnimation

/// Collision shapes (docs/REFERENCE.md §24.12), worked by hand.
@Suite struct DynamicsWorldShapeTests {
    /// A 50 × 50 body of `shape` at `center`, at rest.
    func body(_ center: SIMD2<Double>, _ shape: DynamicsWorld.Body.Shape, size: SIMD2<Double> = [50, 50]) -> DynamicsWorld.Body {
        var body = DynamicsWorld.Body(center: center, size: size)
        body.shape = shape
        return body
    }

    /// `world` with its bodies in one group, stepped once.
    func stepped(_ world: DynamicsWorld) -> DynamicsWorld {
        var world = world
        world.collisionGroups = [DynamicsWorld.CollisionGroup(bodies: Array(world.bodies.indices))]
        world.step(by: 1.0 / 60)
        return world
    }

    @Test func twoCirclesSeparateAlongTheLineOfTheirCentres() {
        // Radius 25 each, centres (0, 0) and (24, 32): 40 apart, 10 too close along (0.6, 0.8);
        // equal masses move 5 each: to (−3, −4) and (27, 36). As boxes they would separate
        // vertically instead (overlap 26 across, 18 down).
        let world = stepped(DynamicsWorld(bodies: [body([0, 0], .ellipse), body([24, 32], .ellipse)]))
        #expect(abs(world.bodies[0].center.x + 3) < 1e-9 && abs(world.bodies[0].center.y + 4) < 1e-9)
        #expect(abs(world.bodies[1].center.x - 27) < 1e-9 && abs(world.bodies[1].center.y - 36) < 1e-9)
        let boxes = stepped(DynamicsWorld(bodies: [body([0, 0], .rectangle), body([24, 32], .rectangle)]))
        #expect(boxes.bodies[0].center.x == 0 && boxes.bodies[1].center.x == 24)
    }

    @Test func aCircleLeavesABoxsCornerAlongTheDiagonal() {
        // An anchored 100 × 100 box at the origin; a circle of radius 25 at (60, 60). The box's
        // closest point is its corner (50, 50), √200 ≈ 14.14 away: the circle moves out along
        // (1, 1)/√2 to 25 from the corner, (50 + 25/√2, 50 + 25/√2) ≈ (67.68, 67.68).
        var box = body([0, 0], .rectangle, size: [100, 100])
        box.isAnchored = true
        let world = stepped(DynamicsWorld(bodies: [box, body([60, 60], .ellipse)]))
        let expected = 50 + 25 / 2.0.squareRoot()
        #expect(abs(world.bodies[1].center.x - expected) < 1e-9 && abs(world.bodies[1].center.y - expected) < 1e-9)
        #expect(world.bodies[0].center == [0, 0])
    }

    @Test func aTurnedEllipseRestsOnTheFloorAtItsSupportDistance() {
        // 100 × 50 (semi-axes 50 and 25) turned 45°: it reaches √((50² + 25²)/2) = √1562.5 ≈ 39.53
        // down, so it rests at 480 − 39.53 on a floor at 480. The rectangle turned the same way
        // reaches (100 + 50)/2 · √½ ≈ 53.03 and rests at 426.97.
        for (shape, reach) in [(DynamicsWorld.Body.Shape.ellipse, 1562.5.squareRoot()), (.rectangle, 75 * 0.5.squareRoot())] {
            let restingY = restingCentreY(of: body([160, 100], shape, size: [100, 50]), turnedBy: .pi / 4)
            #expect(abs(restingY - (480 - reach)) < 1e-9)
        }
    }

    @Test func aCircleMeetsALineSegmentAtItsRadius() {
        // A circle of radius 25 falls onto the segment (0, 100)–(320, 100): it rests with its
        // centre at 100 − 25 = 75.
        var world = DynamicsWorld(bodies: [body([160, 0], .ellipse)])
        var group = DynamicsWorld.CollisionGroup(bodies: [0])
        group.segments = [([0, 100], [320, 100])]
        world.collisionGroups = [group]
        for _ in 0..<120 {
            world.bodies[0].acceleration = [0, 1000]
            world.step(by: 1.0 / 60)
        }
        #expect(abs(world.bodies[0].center.y - 75) < 1e-9)
    }
}
