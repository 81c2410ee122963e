import Foundation
import Testing

@testable import CollectionAnimation

/// Fields, regions and field noise (docs/REFERENCE.md §24.13), worked by hand. A 100 × 100
/// body of density 1 has mass 1; fields count 100 points a metre.
@Suite struct DynamicsWorldFieldTests {
    func body(at center: SIMD2<Double>, velocity: SIMD2<Double> = .zero) -> DynamicsWorld.Body {
        DynamicsWorld.Body(center: center, size: [100, 100], velocity: velocity)
    }

    @Test func regionsCombineAsSets() {
        let disc = DynamicsWorld.Region.circle(radius: 50)
        let box = DynamicsWorld.Region.rectangle(size: [40, 200])
        #expect(disc.contains([30, 40])) // 50 from the centre: on the edge
        #expect(!disc.contains([30, 41]))
        #expect(box.contains([20, -100]) && !box.contains([21, 0]))
        #expect(disc.union(box).contains([0, 90]) && disc.union(box).contains([45, 0]))
        #expect(disc.intersection(box).contains([0, 45]) && !disc.intersection(box).contains([0, 90]))
        #expect(disc.subtracting(box).contains([45, 0]) && !disc.subtracting(box).contains([0, 0]))
        #expect(disc.inverse().contains([100, 0]) && !disc.inverse().contains([0, 0]))
        #expect(DynamicsWorld.Region.infinite.inverse() == .empty)
        #expect(disc.inverse().inverse() == disc)
        #expect(!DynamicsWorld.Region.infinite.inverse().contains([0, 0]))
        #expect(!disc.contains([.nan, 0]))
        #expect(!DynamicsWorld.Region.circle(radius: -1).contains([0, 0]))
    }

    @Test func regionsStopNestingAtTheMaximumDepth() {
        var region = DynamicsWorld.Region.circle(radius: 1)
        for offset in 1...1000 { region = region.union(.circle(radius: Double(offset))) }
        #expect(region.depth == DynamicsWorld.Region.maximumDepth)
        #expect(region.contains([256, 0]) && !region.contains([258, 0]))
    }

    @Test func falloffIsAPowerOfDistanceInMetresFromTheMinimumRadius() {
        var field = DynamicsWorld.Field(kind: .radialGravity)
        field.falloff = 2
        // (100/100)^−2 = 1, (200/100)^−2 = 1/4, (50/100)^−2 = 4.
        #expect(field.falloffFactor(atDistance: 100) == 1)
        #expect(field.falloffFactor(atDistance: 200) == 0.25)
        #expect(field.falloffFactor(atDistance: 50) == 4)
        field.minimumRadius = 100 // closer counts as 100
        #expect(field.falloffFactor(atDistance: 50) == 1)
        field.falloff = 0
        #expect(field.falloffFactor(atDistance: 0) == 1)
    }

    @Test func fieldsActOnlyInsideTheirRegionAndNotOnAnchoredBodies() {
        var field = DynamicsWorld.Field(kind: .linearGravity)
        field.direction = [0, 1]
        field.position = [100, 100]
        field.region = .circle(radius: 50)
        #expect(field.effect(on: body(at: [130, 140]), time: 0) == .acceleration([0, 100]))
        #expect(field.effect(on: body(at: [160, 100]), time: 0) == .none)
        var anchored = body(at: [100, 100])
        anchored.isAnchored = true
        #expect(field.effect(on: anchored, time: 0) == .none)
    }

    @Test func eachKindGivesItsDocumentedEffect() {
        // The body is 100 pt right of the field's position, mass 1, charge 2, moving at (0, 50).
        var probe = body(at: [100, 0], velocity: [0, 50])
        probe.charge = 2
        func effect(_ kind: DynamicsWorld.Field.Kind, _ change: (inout DynamicsWorld.Field) -> Void = { _ in })
            -> DynamicsWorld.Field.Effect
        {
            var field = DynamicsWorld.Field(kind: kind)
            change(&field)
            return field.effect(on: probe, time: 0)
        }
        // Electric: F = qE = 2 N outwards → 200 pt/s² on mass 1.
        #expect(effect(.electric) == .acceleration([200, 0]))
        // Magnetic: q·s·(v.y, −v.x) / m = 2·(50, 0).
        #expect(effect(.magnetic) == .acceleration([100, 0]))
        // Vortex: s·d along (r̂.y, −r̂.x) = 100·(0, −1): up on the right, counter-clockwise.
        #expect(effect(.vortex) == .acceleration([0, -100]))
        // Drag: damping s / m = 1 a second.
        #expect(effect(.drag) == .damping(1))
        // Velocity: 100·s·direction.
        #expect(effect(.velocity) { $0.direction = [0.5, 0] } == .velocity([50, 0]))
        // Radial gravity and springs with no falloff are undamped springs: ω = √(s / m).
        #expect(effect(.radialGravity) { $0.strength = 4 } == .spring(frequency: 2 / (2 * .pi)))
        // With falloff 1 they pull s·d·(d/100)^−1 = 1·100·1 = 100 pt/s² inwards.
        #expect(effect(.radialGravity) { $0.falloff = 1 } == .acceleration([-100, 0]))
        // A repelling radial field pushes out: −(−1)·100.
        #expect(effect(.radialGravity) { $0.strength = -1 } == .acceleration([100, 0]))
        #expect(effect(.custom) == .none)
    }

    @Test func aSpringFieldsFrequencyFallsWithMass() {
        // ω² = s / m: strength 4 on a 100 × 200 body (mass 2) gives ω = √2.
        var field = DynamicsWorld.Field(kind: .spring)
        field.strength = 4
        let heavy = DynamicsWorld.Body(center: [100, 0], size: [100, 200])
        #expect(field.effect(on: heavy, time: 0) == .spring(frequency: 2.0.squareRoot() / (2 * .pi)))
    }

    @Test func aVelocityFieldReplacesTheVelocityAndAcceleration() {
        // Imposed (60, 0) pt/s over gravity of 1000 pt/s²: one step moves 1 pt right, none down.
        var world = DynamicsWorld(bodies: [body(at: [0, 0], velocity: [0, -300])])
        world.bodies[0].acceleration = [0, 1000]
        world.bodies[0].fieldVelocity = [60, 0]
        world.step(by: 1.0 / 60)
        #expect(abs(world.bodies[0].center.x - 1) < 1e-12)
        #expect(world.bodies[0].center.y == 0)
    }

    @Test func noiseIsBoundedReproducibleAndFrozenWithoutSpeed() {
        var seen = Set<Double>()
        for step in 0..<200 {
            let point = SIMD2(Double(step) * 7.3, Double(step) * -3.1)
            let first = FieldNoise.vector(at: point, time: Double(step) / 60, smoothness: 0.3, speed: 1)
            let again = FieldNoise.vector(at: point, time: Double(step) / 60, smoothness: 0.3, speed: 1)
            #expect(first == again)
            #expect(abs(first.x) <= 1 && abs(first.y) <= 1)
            seen.insert(first.x)
            let frozen = FieldNoise.vector(at: point, time: 0, smoothness: 0.3, speed: 0)
            #expect(FieldNoise.vector(at: point, time: 9, smoothness: 0.3, speed: 0) == frozen)
        }
        #expect(seen.count > 150) // it varies from point to point
        #expect(FieldNoise.vector(at: [.infinity, 0], time: 0, smoothness: 0, speed: 1) == .zero)
        #expect(FieldNoise.vector(at: [1e300, 0], time: 0, smoothness: 0, speed: 1) == .zero)
    }
}
