import Foundation

/// Rectangular bodies moved and turned by constant forces, springs, rigid links and
/// collisions, one fixed step at a time: the physics under UIKit Dynamics
/// (docs/REFERENCE.md §24.7, §24.10), with no UIKit names — `UIDynamicAnimator` describes its
/// behaviours as a world, steps it, and writes the centres and angles back.
///
/// A step of `dt` seconds: every body moves and turns under its constant accelerations
/// exactly (x + v·dt + a·dt²/2, θ + ω·dt + α·dt²/2); each spring then corrects the coordinate
/// it acts on — the offset between its two attachment points, or, with a length, the distance
/// along the line between them — by the difference between the oscillator's closed form
/// (``DampedOscillator``) and that free motion, as an impulse at the two points that moves and
/// turns each body by its inverse mass and inverse moment of inertia; rigid links (frequency
/// 0) are projected back to their length with the velocity along them removed; last, bodies
/// are kept inside their groups' boundaries and out of one another. Non-finite results leave a
/// body where it was, at rest.
public struct DynamicsWorld: Sendable {
    /// One rectangular body.
    public struct Body: Sendable, Equatable {
        /// The centre, in points.
        public var center: SIMD2<Double>
        /// The velocity, in points per second.
        public var velocity: SIMD2<Double>
        /// The rotation in radians, clockwise on a screen whose y axis points down (0 by default).
        public var angle: Double = 0
        /// The angular velocity in radians per second (0 by default).
        public var angularVelocity: Double = 0
        /// The constant angular acceleration over the next step, in radians per second².
        public var angularAcceleration: Double = 0
        /// Angular velocity damping per second (0 by default).
        public var angularResistance: Double = 0
        /// Whether the body turns (true by default); a body that does not has no inverse moment
        /// of inertia.
        public var allowsRotation = true
        /// What it collides as: its rectangle by default, or the ellipse inscribed in it
        /// (docs/REFERENCE.md §24.12).
        public var shape = Shape.rectangle
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
        /// The charge electric and magnetic fields act on (0 by default; docs/REFERENCE.md §24.13).
        public var charge: Double = 0
        /// A velocity fields impose over the next step, replacing ``velocity`` and
        /// ``acceleration`` at its start (nil by default; docs/REFERENCE.md §24.13).
        public var fieldVelocity: SIMD2<Double>?

        /// A body at `center` of `size`, moving at `velocity`.
        public init(center: SIMD2<Double>, size: SIMD2<Double>, velocity: SIMD2<Double> = .zero) {
            self.center = center
            self.size = size
            self.velocity = velocity
        }

        /// The mass: density × area / 10,000 (a 100 × 100 point body of density 1 weighs 1),
        /// the area at least 1 point² and a density that is not positive and finite taken as 1.
        public var mass: Double {
            let area = extent.x * extent.y
            let density = self.density.isFinite && self.density > 0 ? self.density : 1
            return density * max(area, 1) / 10_000
        }

        /// 1 / mass, 0 for an anchored body.
        var inverseMass: Double { isAnchored ? 0 : 1 / mass }

        /// The moment of inertia of a uniform rectangle about its centre: mass × (w² + h²) / 12,
        /// in mass × points² (docs/REFERENCE.md §24.10).
        public var momentOfInertia: Double {
            mass * max(extent.x * extent.x + extent.y * extent.y, 1) / 12
        }

        /// The width and height as the mass counts them: their magnitudes, 0 where not finite.
        private var extent: SIMD2<Double> {
            SIMD2(size.x.isFinite ? abs(size.x) : 0, size.y.isFinite ? abs(size.y) : 0)
        }

        /// 1 / moment of inertia, 0 for an anchored body or one that does not turn.
        var inverseInertia: Double { isAnchored || !allowsRotation ? 0 : 1 / momentOfInertia }

        /// `offset`, fixed in the body, turned by its angle.
        public func arm(_ offset: SIMD2<Double>) -> SIMD2<Double> { DynamicsWorld.rotate(offset, by: angle) }

        /// The velocity of the point at `arm` from the centre: v + ω × arm.
        func velocity(at arm: SIMD2<Double>) -> SIMD2<Double> { velocity + angularVelocity * arm.perpendicular }

        /// Applies the constant force `force` (mass × points/s²) at `offset` from the centre,
        /// fixed in the body, over the next step: an acceleration force / mass and an angular
        /// acceleration (arm × force) / moment of inertia.
        public mutating func applyForce(_ force: SIMD2<Double>, at offset: SIMD2<Double> = .zero) {
            guard !isAnchored, force.isFiniteVector, offset.isFiniteVector else { return }
            acceleration += force * inverseMass
            angularAcceleration += arm(offset).cross(force) * inverseInertia
        }

        /// Applies the impulse `impulse` (mass × points/s) at `offset` from the centre, fixed in
        /// the body: a change of velocity impulse / mass and of angular velocity
        /// (arm × impulse) / moment of inertia.
        public mutating func applyImpulse(_ impulse: SIMD2<Double>, at offset: SIMD2<Double> = .zero) {
            guard !isAnchored, impulse.isFiniteVector, offset.isFiniteVector else { return }
            velocity += impulse * inverseMass
            angularVelocity += arm(offset).cross(impulse) * inverseInertia
        }
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
        /// What the link holds: a distance by default (docs/REFERENCE.md §24.11).
        public var kind = Kind.distance
        /// The least angle of the first body less the second's (or the world's) less
        /// ``referenceAngle`` (−∞ by default, 0 or less).
        public var minimumAngle = -Double.infinity
        /// The greatest such angle (∞ by default, 0 or more).
        public var maximumAngle = Double.infinity
        /// The relative angle the angle range is measured from.
        public var referenceAngle: Double = 0
        /// The torque resisting the bodies' relative turn (0 by default).
        public var frictionTorque: Double = 0

        /// What a link holds between its two points.
        public enum Kind: Sendable, Equatable {
            /// Their distance, ``length`` (a spring, or a rigid rod at frequency 0).
            case distance
            /// At most ``length`` apart, always rigid (a rope).
            case limit
            /// The first point on the line through the second along `axis` (fixed in the
            /// second body, or in the world for an anchor), `minimum`…`maximum` along it from
            /// where they met; always rigid.
            case slide(axis: SIMD2<Double>, minimum: Double, maximum: Double)
        }

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
    /// second, for its centre and for its corners turning about it (docs/REFERENCE.md §24.7,
    /// §24.10, chosen).
    public static let restSpeed = 0.1

    /// The passes over rigid links and angle limits each step: 4 (docs/REFERENCE.md §24.11,
    /// chosen).
    static let constraintPasses = 4

    /// Whether every body moved slower than ``restSpeed`` at the start and at the end of the
    /// last step (false before the first).
    public private(set) var isAtRest = false

    /// The contacts of the last step, each a body and what it touched.
    public internal(set) var contacts: [Contact: SIMD2<Double>] = [:]

    /// Advances the world `dt` seconds (nothing for a step that is not positive and finite).
    public mutating func step(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        for index in bodies.indices where !bodies[index].isAnchored {
            guard let imposed = bodies[index].fieldVelocity, imposed.isFiniteVector else { continue }
            bodies[index].velocity = imposed
            bodies[index].acceleration = .zero
        }
        let before = bodies
        for index in bodies.indices where !bodies[index].isAnchored {
            var body = bodies[index]
            body.center += body.velocity * dt + body.acceleration * (dt * dt / 2)
            body.velocity += body.acceleration * dt
            if body.allowsRotation, body.angularAcceleration.isFinite {
                body.angle += body.angularVelocity * dt + body.angularAcceleration * (dt * dt / 2)
                body.angularVelocity += body.angularAcceleration * dt
            }
            bodies[index] = body
        }
        let moved = bodies
        for spring in springs where !isRigid(spring) { correct(by: spring, from: before, moved: moved, dt: dt) }
        for spring in springs { resistTurn(of: spring, dt: dt) }
        // Rigid links and angle limits move the same bodies: a few passes let a pin's point and
        // its angle limit settle together.
        for _ in 0..<Self.constraintPasses {
            for spring in springs {
                if isRigid(spring) { project(spring) }
                limitAngle(of: spring)
            }
        }
        for index in bodies.indices {
            let resistance = bodies[index].resistance, angular = bodies[index].angularResistance
            if resistance.isFinite, resistance > 0 { bodies[index].velocity *= exp(-resistance * dt) }
            if angular.isFinite, angular > 0 { bodies[index].angularVelocity *= exp(-angular * dt) }
        }
        contacts = [:]
        for group in collisionGroups.indices { collide(group: group, from: before, dt: dt) }
        var resting = true
        for index in bodies.indices {
            let body = bodies[index]
            if !(body.center.isFiniteVector && body.velocity.isFiniteVector && body.angle.isFinite && body.angularVelocity.isFinite) {
                bodies[index].center = before[index].center.isFiniteVector ? before[index].center : .zero
                bodies[index].angle = before[index].angle.isFinite ? before[index].angle : 0
                bodies[index].velocity = .zero
                bodies[index].angularVelocity = 0
                continue
            }
            if body.restingSpeed >= Self.restSpeed || before[index].restingSpeed >= Self.restSpeed { resting = false }
        }
        isAtRest = resting
    }
}

extension DampedOscillator {
    /// The motion with no spring: x + v·t + a·t²/2, v + a·t.
    static func free(position: Double, velocity: Double, acceleration: Double, by time: Double) -> (position: Double, velocity: Double) {
        (position + velocity * time + acceleration * time * time / 2, velocity + acceleration * time)
    }
}

extension DynamicsWorld {
    /// `vector` turned by `angle` radians (clockwise on a screen whose y axis points down); a
    /// non-finite angle leaves it as it is.
    public static func rotate(_ vector: SIMD2<Double>, by angle: Double) -> SIMD2<Double> {
        guard angle != 0, angle.isFinite else { return vector }
        let cosine = cos(angle), sine = sin(angle)
        return SIMD2(vector.x * cosine - vector.y * sine, vector.x * sine + vector.y * cosine)
    }
}

extension DynamicsWorld.Body {
    /// The larger of the centre's speed and the corners' speed about it (|ω| × half the
    /// diagonal).
    var restingSpeed: Double {
        guard angularVelocity != 0, size.isFiniteVector else { return velocity.length }
        return max(velocity.length, abs(angularVelocity) * size.length / 2)
    }
}

extension SIMD2 where Scalar == Double {
    /// The Euclidean length.
    var length: Double { (self * self).sum().squareRoot() }
    /// The vector turned a quarter turn: (−y, x), so that ω × r is ω · r.perpendicular.
    var perpendicular: SIMD2<Double> { SIMD2(-y, x) }
    /// The 2D cross product x·other.y − y·other.x (the torque of `other` at arm `self`).
    func cross(_ other: SIMD2<Double>) -> Double { x * other.y - y * other.x }
    /// Whether both components are finite.
    var isFiniteVector: Bool { x.isFinite && y.isFinite }
}
