import Foundation

/// Rectangular bodies moved by constant forces, springs, rigid links and collisions, one fixed
/// step at a time: the physics under UIKit Dynamics (docs/REFERENCE.md §24.7), with no UIKit
/// names — `UIDynamicAnimator` describes its behaviours as a world, steps it, and writes the
/// centres back.
///
/// A step of `dt` seconds: every body moves under its constant acceleration exactly
/// (x + v·dt + a·dt²/2); each spring then corrects the coordinate it acts on — the offset
/// between its two attachment points, or, with a length, the distance along the line
/// between them — by the difference between the oscillator's closed form
/// (``DampedOscillator``) and that free motion, split between the bodies by inverse mass;
/// rigid links (frequency 0) are projected back to their length with the velocity along
/// them removed; last, bodies are kept inside their groups' boundaries and out of one
/// another. Non-finite results leave a body where it was, at rest.
public struct DynamicsWorld: Sendable {
    /// One rectangular body.
    public struct Body: Sendable, Equatable {
        /// The centre, in points.
        public var center: SIMD2<Double>
        /// The velocity, in points per second.
        public var velocity: SIMD2<Double>
        /// The width and height, in points.
        public var size: SIMD2<Double>
        /// The density (1 by default; the mass is density × area / 10,000 points²).
        public var density: Double = 1
        /// Velocity damping per second (0 by default).
        public var resistance: Double = 0
        /// The restitution of its collisions (0 by default: no bounce).
        public var elasticity: Double = 0
        /// The friction of its collisions (0 by default).
        public var friction: Double = 0
        /// Whether forces and collisions leave it where it is.
        public var isAnchored = false
        /// The constant acceleration over the next step, in points per second².
        public var acceleration: SIMD2<Double> = .zero

        /// A body at `center` of `size`, moving at `velocity`.
        public init(center: SIMD2<Double>, size: SIMD2<Double>, velocity: SIMD2<Double> = .zero) {
            self.center = center
            self.size = size
            self.velocity = velocity
        }

        /// The mass: density × area / 10,000 (a 100 × 100 point body of density 1 weighs 1),
        /// the area at least 1 point² and a density that is not positive and finite taken as 1.
        public var mass: Double {
            let area = max(size.x.isFinite ? abs(size.x) : 0, 0) * max(size.y.isFinite ? abs(size.y) : 0, 0)
            let density = self.density.isFinite && self.density > 0 ? self.density : 1
            return density * max(area, 1) / 10_000
        }

        /// 1 / mass, 0 for an anchored body.
        var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    }

    /// A spring or rigid link from a point of one body to a fixed anchor or to a point of
    /// another body.
    public struct Spring: Sendable, Equatable {
        /// The index of the first body.
        public var body: Int
        /// The attachment point's offset from the first body's centre.
        public var offset: SIMD2<Double> = .zero
        /// The index of the second body; nil when the spring holds to ``anchor``.
        public var otherBody: Int?
        /// The attachment point's offset from the second body's centre.
        public var otherOffset: SIMD2<Double> = .zero
        /// The fixed anchor (when ``otherBody`` is nil).
        public var anchor: SIMD2<Double> = .zero
        /// The distance the spring holds between its two points.
        public var length: Double = 0
        /// The natural frequency in hertz; 0 makes a rigid link.
        public var frequency: Double = 0
        /// The damping ratio.
        public var dampingRatio: Double = 0

        /// A spring from `body` to a fixed `anchor`.
        public init(body: Int, anchor: SIMD2<Double>) {
            self.body = body
            self.anchor = anchor
        }

        /// A spring from `body` to `otherBody`.
        public init(body: Int, otherBody: Int) {
            self.body = body
            self.otherBody = otherBody
        }
    }

    /// Bodies that collide with one another and with boundaries.
    public struct CollisionGroup: Sendable, Equatable {
        /// The bodies' indices.
        public var bodies: [Int]
        /// Whether the bodies collide with one another.
        public var collidesBodies = true
        /// A rectangle (minimum and maximum corners) the bodies stay inside, if any.
        public var bounds: (min: SIMD2<Double>, max: SIMD2<Double>)?
        /// Line segments the bodies do not cross.
        public var segments: [(SIMD2<Double>, SIMD2<Double>)] = []

        /// A group of `bodies`.
        public init(bodies: [Int]) { self.bodies = bodies }

        /// Whether two groups hold the same bodies, flag, bounds and segments.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.bodies == rhs.bodies && lhs.collidesBodies == rhs.collidesBodies
                && lhs.bounds?.min == rhs.bounds?.min && lhs.bounds?.max == rhs.bounds?.max
                && lhs.segments.elementsEqual(rhs.segments) { $0.0 == $1.0 && $0.1 == $1.1 }
        }
    }

    /// What a body touched in a step.
    public struct Contact: Sendable, Hashable {
        /// What is on the other side.
        public enum Partner: Sendable, Hashable {
            /// Another body.
            case body(Int)
            /// The group's bounds rectangle.
            case bounds
            /// One of the group's segments.
            case segment(Int)
        }
        /// The index of the group.
        public var group: Int
        /// The index of the body.
        public var body: Int
        /// The other side.
        public var partner: Partner
    }

    /// The bodies.
    public var bodies: [Body]
    /// The springs and rigid links.
    public var springs: [Spring] = []
    /// The collision groups.
    public var collisionGroups: [CollisionGroup] = []

    /// A world of `bodies`.
    public init(bodies: [Body]) { self.bodies = bodies }

    /// The speed below which a body counts as at rest, at both ends of a step: 0.1 point per
    /// second (docs/REFERENCE.md §24.7, chosen).
    public static let restSpeed = 0.1

    /// Whether every body moved slower than ``restSpeed`` at the start and at the end of the
    /// last step (false before the first).
    public private(set) var isAtRest = false

    /// The contacts of the last step, each a body and what it touched.
    public internal(set) var contacts: [Contact: SIMD2<Double>] = [:]

    /// Advances the world `dt` seconds (nothing for a step that is not positive and finite).
    public mutating func step(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        let before = bodies
        for index in bodies.indices where !bodies[index].isAnchored {
            var body = bodies[index]
            body.center += body.velocity * dt + body.acceleration * (dt * dt / 2)
            body.velocity += body.acceleration * dt
            bodies[index] = body
        }
        for spring in springs where spring.frequency > 0 { correct(by: spring, from: before, dt: dt) }
        for spring in springs where !(spring.frequency > 0) { project(spring) }
        for index in bodies.indices {
            let resistance = bodies[index].resistance
            if resistance.isFinite, resistance > 0 { bodies[index].velocity *= exp(-resistance * dt) }
        }
        contacts = [:]
        for group in collisionGroups.indices { collide(group: group, from: before, dt: dt) }
        var resting = true
        for index in bodies.indices {
            let body = bodies[index]
            if !(body.center.x.isFinite && body.center.y.isFinite && body.velocity.x.isFinite && body.velocity.y.isFinite) {
                bodies[index].center = before[index].center.isFiniteVector ? before[index].center : .zero
                bodies[index].velocity = .zero
                continue
            }
            if body.velocity.length >= Self.restSpeed || before[index].velocity.length >= Self.restSpeed { resting = false }
        }
        isAtRest = resting
    }

    /// The attachment points of `spring` (the second its anchor) and their velocities.
    private func ends(of spring: Spring, in state: [Body]) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)? {
        guard state.indices.contains(spring.body) else { return nil }
        let first = state[spring.body]
        guard let other = spring.otherBody else { return (first.center + spring.offset, spring.anchor, first.velocity, .zero) }
        guard state.indices.contains(other), other != spring.body else { return nil }
        let second = state[other]
        return (first.center + spring.offset, second.center + spring.otherOffset, first.velocity, second.velocity)
    }

    /// The shares of a correction the two ends take (inverse masses over their sum).
    private func shares(of spring: Spring) -> (Double, Double)? {
        guard bodies.indices.contains(spring.body) else { return nil }
        let first = bodies[spring.body].inverseMass
        let second = spring.otherBody.map { bodies.indices.contains($0) ? bodies[$0].inverseMass : 0 } ?? 0
        let total = first + second
        guard total > 0 else { return nil }
        return (first / total, second / total)
    }

    private mutating func apply(_ spring: Spring, position: SIMD2<Double>, velocity: SIMD2<Double>) {
        guard let (first, second) = shares(of: spring), position.isFiniteVector, velocity.isFiniteVector else { return }
        bodies[spring.body].center += position * first
        bodies[spring.body].velocity += velocity * first
        if let other = spring.otherBody {
            bodies[other].center -= position * second
            bodies[other].velocity -= velocity * second
        }
    }

    /// Replaces the free motion of the spring's coordinate over the step by its closed form.
    private mutating func correct(by spring: Spring, from before: [Body], dt: Double) {
        guard let start = ends(of: spring, in: before), shares(of: spring) != nil else { return }
        let oscillator = DampedOscillator(frequency: spring.frequency, dampingRatio: spring.dampingRatio)
        let offset = start.0 - start.1, velocity = start.2 - start.3
        let acceleration = relativeAcceleration(of: spring, in: before)
        if !(spring.length > 0) {
            var position = SIMD2<Double>.zero, speed = SIMD2<Double>.zero
            for axis in 0..<2 {
                let exact = oscillator.advance(position: offset[axis], velocity: velocity[axis], acceleration: acceleration[axis], by: dt)
                let free = DampedOscillator.free(position: offset[axis], velocity: velocity[axis], acceleration: acceleration[axis], by: dt)
                position[axis] = exact.position - free.position
                speed[axis] = exact.velocity - free.velocity
            }
            apply(spring, position: position, velocity: speed)
            return
        }
        let distance = offset.length
        let direction = distance > 1e-9 ? offset / distance : SIMD2<Double>(0, 1)
        let radial = distance - spring.length
        let radialVelocity = (velocity * direction).sum(), radialAcceleration = (acceleration * direction).sum()
        let exact = oscillator.advance(position: radial, velocity: radialVelocity, acceleration: radialAcceleration, by: dt)
        let free = DampedOscillator.free(position: radial, velocity: radialVelocity, acceleration: radialAcceleration, by: dt)
        apply(spring, position: direction * (exact.position - free.position), velocity: direction * (exact.velocity - free.velocity))
    }

    /// The difference of the two ends' constant accelerations (an anchor has none).
    private func relativeAcceleration(of spring: Spring, in state: [Body]) -> SIMD2<Double> {
        let first = state[spring.body].isAnchored ? .zero : state[spring.body].acceleration
        guard let other = spring.otherBody else { return first }
        return first - (state[other].isAnchored ? .zero : state[other].acceleration)
    }

    /// Puts a rigid link's points back at its length and removes their speed along it.
    private mutating func project(_ spring: Spring) {
        guard let now = ends(of: spring, in: bodies) else { return }
        let offset = now.0 - now.1
        let distance = offset.length
        let length = spring.length.isFinite ? max(spring.length, 0) : 0
        guard distance > 1e-9 else {
            apply(spring, position: -offset, velocity: -(now.2 - now.3))
            return
        }
        let direction = offset / distance
        let along = ((now.2 - now.3) * direction).sum()
        apply(spring, position: direction * (length - distance), velocity: direction * -along)
    }
}

extension DampedOscillator {
    /// The motion with no spring: x + v·t + a·t²/2, v + a·t.
    static func free(position: Double, velocity: Double, acceleration: Double, by time: Double) -> (position: Double, velocity: Double) {
        (position + velocity * time + acceleration * time * time / 2, velocity + acceleration * time)
    }
}

extension SIMD2 where Scalar == Double {
    /// The Euclidean length.
    var length: Double { (self * self).sum().squareRoot() }
    /// Whether both components are finite.
    var isFiniteVector: Bool { x.isFinite && y.isFinite }
}
