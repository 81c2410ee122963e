import Foundation
import Testing

@testable import CollectionAnimation

/// Steps of docs/REFERENCE.md §24.7, worked by hand.
@Suite struct DynamicsWorldTests {
    @Test func aConstantAccelerationIsIntegratedExactly() {
        // a = 1000 pt/s² for 30 steps of 1/60 s: y = ½·1000·0.5² = 125.
        var world = DynamicsWorld(bodies: [DynamicsWorld.Body(center: [0, 0], size: [10, 10])])
        for _ in 0..<30 {
            world.bodies[0].acceleration = [0, 1000]
            world.step(by: 1.0 / 60)
        }
        #expect(abs(world.bodies[0].center.y - 125) < 1e-9)
        #expect(abs(world.bodies[0].velocity.y - 500) < 1e-9)
    }

    @Test func aRigidLinkBetweenBodiesKeepsItsLength() {
        // Two bodies 100 apart, linked rigidly; one is pushed sideways: still 100 apart.
        var world = DynamicsWorld(bodies: [
            DynamicsWorld.Body(center: [0, 0], size: [10, 10]), DynamicsWorld.Body(center: [100, 0], size: [10, 10]),
        ])
        var link = DynamicsWorld.Spring(body: 0, otherBody: 1)
        link.length = 100
        world.springs = [link]
        for _ in 0..<60 {
            world.bodies[1].acceleration = [0, 500]
            world.step(by: 1.0 / 60)
        }
        let distance = ((world.bodies[1].center - world.bodies[0].center) * (world.bodies[1].center - world.bodies[0].center)).sum()
        #expect(abs(distance.squareRoot() - 100) < 1e-9)
        #expect(world.bodies[1].center.y > 10)
    }

    @Test func aBodyComesToRestOnTheFloorOfItsBounds() {
        // 50 × 50 at y = 100 falling at 1000 pt/s² inside 0…480: rests at 480 − 25 = 455.
        var world = DynamicsWorld(bodies: [DynamicsWorld.Body(center: [100, 100], size: [50, 50])])
        var group = DynamicsWorld.CollisionGroup(bodies: [0])
        group.bounds = ([0, 0], [320, 480])
        world.collisionGroups = [group]
        var steps = 0
        repeat {
            world.bodies[0].acceleration = [0, 1000]
            world.step(by: 1.0 / 60)
            steps += 1
        } while !world.isAtRest && steps < 600
        #expect(world.isAtRest)
        #expect(world.bodies[0].center == [100, 455])
    }

    @Test func nonFiniteInputLeavesABodyWhereItWas() {
        var world = DynamicsWorld(bodies: [DynamicsWorld.Body(center: [5, 6], size: [10, 10])])
        world.bodies[0].acceleration = [.nan, .infinity]
        var spring = DynamicsWorld.Spring(body: 0, anchor: [.infinity, 0])
        spring.frequency = 1
        world.springs = [spring, DynamicsWorld.Spring(body: 7, otherBody: -1)]
        world.step(by: 1.0 / 60)
        #expect(world.bodies[0].center == [5, 6])
        #expect(world.bodies[0].velocity == .zero)
    }
}
