@testable import CollectionAnimation

/// The height at which `body`, held turned by `angle` (it may not turn further), comes to rest
/// after falling for two seconds (120 steps of 1/60 s at 1000 points a second squared) inside
/// the boundary 0…320 × 0…480.
func restingCentreY(of body: DynamicsWorld.Body, turnedBy angle: Double) -> Double {
    var world = DynamicsWorld(bodies: [body])
    world.bodies[0].angle = angle
    world.bodies[0].allowsRotation = false
    var group = DynamicsWorld.CollisionGroup(bodies: [0])
    group.bounds = ([0, 0], [320, 480])
    world.collisionGroups = [group]
    for _ in 0..<120 {
        world.bodies[0].acceleration = [0, 1000]
        world.step(by: 1.0 / 60)
    }
    return world.bodies[0].center.y
}
