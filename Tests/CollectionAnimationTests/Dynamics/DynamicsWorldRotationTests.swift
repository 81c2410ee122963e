import Foundation
import Testing

@testable import CollectionAnimation

/// Turning bodies (docs/REFERENCE.md §24.10), worked by hand.
@Suite struct DynamicsWorldRotationTests {
    @Test func theMomentOfInertiaIsARectangles() {
        // 100 × 200 of density 1: mass 100·200/10,000 = 2; I = 2·(100² + 200²)/12 = 100,000/12.
        let body = DynamicsWorld.Body(center: [0, 0], size: [100, 200])
        #expect(body.mass == 2)
        #expect(abs(body.momentOfInertia - 100_000.0 / 12) < 1e-9)
    }

    @Test func anAngularVelocityIsIntegratedExactly() {
        // ω = 2 rad/s and α = 4 rad/s² for 30 steps of 1/60 s: θ = 2·0.5 + ½·4·0.5² = 1.5.
        var world = DynamicsWorld(bodies: [DynamicsWorld.Body(center: [0, 0], size: [10, 10])])
        world.bodies[0].angularVelocity = 2
        for _ in 0..<30 {
            world.bodies[0].angularAcceleration = 4
            world.step(by: 1.0 / 60)
        }
        #expect(abs(world.bodies[0].angle - 1.5) < 1e-12)
        #expect(abs(world.bodies[0].angularVelocity - 4) < 1e-12)
        #expect(world.bodies[0].center == [0, 0])
    }

    @Test func aForceAtAnArmTurnsByItsTorque() {
        // 100 × 100 (mass 1, I = 20,000/12): force (0, 60) at (0, −50) from the centre, an arm
        // turned by the body's angle π/2 to (50, 0): torque 50·60 = 3000, α = 3000·12/20,000 = 1.8.
        var body = DynamicsWorld.Body(center: [0, 0], size: [100, 100])
        body.angle = .pi / 2
        body.applyForce([0, 60], at: [0, -50])
        #expect(abs(body.angularAcceleration - 1.8) < 1e-9)
        #expect(body.acceleration == [0, 60])
        body.allowsRotation = false
        body.angularAcceleration = 0
        body.applyImpulse([0, 60], at: [0, -50])
        #expect(body.angularVelocity == 0)
        #expect(body.velocity == [0, 60])
    }

    @Test func aTurnedBodyCollidesAsTheBoxAroundIt() {
        // 100 × 20 turned a quarter turn stands 100 high: falling inside 0…480 it rests at
        // 480 − 50 = 430 (unturned it would rest at 480 − 10 = 470).
        let restingY = restingCentreY(of: DynamicsWorld.Body(center: [160, 100], size: [100, 20]), turnedBy: .pi / 2)
        #expect(abs(restingY - 430) < 1e-9)
    }

    @Test func aTurningBodyIsNotAtRest() {
        // Centre still, turning at 0.01 rad/s: the corners of a 100 × 100 body move at
        // 0.01·√2·50 ≈ 0.71 pt/s, above the rest speed 0.1.
        var world = DynamicsWorld(bodies: [DynamicsWorld.Body(center: [0, 0], size: [100, 100])])
        world.bodies[0].angularVelocity = 0.01
        world.step(by: 1.0 / 60)
        #expect(!world.isAtRest)
        world.bodies[0].angularVelocity = 0.001
        world.step(by: 1.0 / 60)
        world.step(by: 1.0 / 60)
        #expect(world.isAtRest)
    }
}
