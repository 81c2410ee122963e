import Foundation

// Force fields (`UIFieldBehavior`'s physics; docs/REFERENCE.md §24.13). A field is evaluated
// on each body at the start of a step, from the body's centre, velocity, mass and charge then,
// and what it gives is held over the step like any constant force (§24.7) — except a field
// pulling in proportion to distance with no falloff, which is a spring to its position solved
// in closed form, and drag, which damps like `resistance`.

extension DynamicsWorld {
    /// The points in a metre of the fields' units, 100 (docs/REFERENCE.md §24.13, chosen): a
    /// force of 1 accelerates a body of mass 1 at 100 points/s², as a push of magnitude 1 does.
    public static let pointsPerMetre = 100.0

    /// A force field acting on bodies in its region.
    public struct Field: Sendable, Equatable {
        /// What a field does.
        public enum Kind: Sendable, Equatable {
            /// A uniform acceleration along ``Field/direction``.
            case linearGravity
            /// An acceleration towards ``Field/position`` in proportion to the distance.
            case radialGravity
            /// A force towards ``Field/position`` in proportion to the distance (Hooke's law).
            case spring
            /// A force against the velocity, in proportion to it.
            case drag
            /// A velocity along ``Field/direction`` that replaces the body's.
            case velocity
            /// A seeded noise acceleration.
            case noise
            /// Noise in proportion to the body's speed.
            case turbulence
            /// A force on the charge, away from ``Field/position``.
            case electric
            /// A force on a moving charge, across its velocity.
            case magnetic
            /// An acceleration around ``Field/position``, counter-clockwise on screen.
            case vortex
            /// Nothing here: the caller evaluates its own force.
            case custom
        }

        /// What the field does.
        public var kind: Kind
        /// The centre, in points.
        public var position: SIMD2<Double> = .zero
        /// Where it acts, relative to ``position`` (everywhere by default).
        public var region = Region.infinite
        /// The strength (1 by default).
        public var strength: Double = 1
        /// The exponent of distance the strength falls off by (0 by default: none).
        public var falloff: Double = 0
        /// The distance below which distances count as this one, in points.
        public var minimumRadius: Double = Field.defaultMinimumRadius
        /// The direction of a linear gravity or velocity field.
        public var direction: SIMD2<Double> = .zero
        /// The smoothness of a noise or turbulence field, 0 (noisiest) to 1 (smoothest).
        public var smoothness: Double = 0
        /// How fast a noise or turbulence field changes, in lattice cells a second.
        public var animationSpeed: Double = 0

        /// A field of `kind` with the defaults.
        public init(kind: Kind) { self.kind = kind }

        /// The default ``minimumRadius``: a thousandth of a point ("very small, but not zero").
        public static let defaultMinimumRadius = 0.001

        /// What a field does to a body over the next step.
        public enum Effect: Sendable, Equatable {
            /// Nothing.
            case none
            /// An acceleration, in points/s².
            case acceleration(SIMD2<Double>)
            /// A velocity, in points/s, that replaces the body's and its acceleration.
            case velocity(SIMD2<Double>)
            /// A velocity damping per second, added to the body's resistance.
            case damping(Double)
            /// A spring to ``Field/position`` of this natural frequency in hertz, undamped.
            case spring(frequency: Double)
        }

        /// The factor distance makes: (max(distance, ``minimumRadius``) / 100 points)^−falloff,
        /// 1 with no falloff, 0 where that is not finite.
        public func falloffFactor(atDistance distance: Double) -> Double {
            guard falloff != 0 else { return 1 }
            let factor = pow(reach(distance) / DynamicsWorld.pointsPerMetre, -falloff)
            return factor.isFinite ? factor : 0
        }

        /// The distance as distance-based effects count it: at least ``minimumRadius``.
        private func reach(_ distance: Double) -> Double { minimumRadius > distance ? minimumRadius : distance }

        /// What the field does to `body` over the next step, `time` seconds into the run:
        /// nothing for an anchored body or one whose centre is outside the region.
        public func effect(on body: Body, time: Double) -> Effect {
            guard !body.isAnchored, region.contains(body.center - position) else { return .none }
            let offset = body.center - position
            let distance = offset.length
            let outward = distance > 0 ? offset / distance : .zero
            let scale = strength * falloffFactor(atDistance: distance)
            let metre = DynamicsWorld.pointsPerMetre
            switch kind {
            case .linearGravity: return .acceleration(direction * (scale * metre))
            case .radialGravity, .spring:
                let perMass = kind == .spring ? 1 / body.mass : 1
                if falloff == 0, strength > 0, distance >= minimumRadius {
                    return .spring(frequency: (strength * perMass).squareRoot() / (2 * .pi))
                }
                return .acceleration(outward * (-scale * reach(distance) * perMass))
            case .vortex: return .acceleration(SIMD2(outward.y, -outward.x) * (scale * reach(distance)))
            case .drag: return .damping(scale / body.mass)
            case .velocity: return .velocity(direction * (scale * metre))
            case .electric: return .acceleration(outward * (body.charge * scale * metre / body.mass))
            case .magnetic:
                return .acceleration(SIMD2(body.velocity.y, -body.velocity.x) * (body.charge * scale / body.mass))
            case .noise: return .acceleration(noise(at: body.center, time: time) * (scale * metre))
            case .turbulence: return .acceleration(noise(at: body.center, time: time) * (scale * body.velocity.length))
            case .custom: return .none
            }
        }

        private func noise(at point: SIMD2<Double>, time: Double) -> SIMD2<Double> {
            FieldNoise.vector(at: point - position, time: time, smoothness: smoothness, speed: animationSpeed)
        }
    }

    /// Applies what `field` does to the body at `index` over the next step (nothing for an
    /// index out of range or an effect that is not finite).
    public mutating func apply(_ field: Field, toBody index: Int, time: Double) {
        guard bodies.indices.contains(index) else { return }
        switch field.effect(on: bodies[index], time: time) {
        case .none: return
        case let .acceleration(acceleration):
            if acceleration.isFiniteVector { bodies[index].acceleration += acceleration }
        case let .velocity(velocity):
            if velocity.isFiniteVector { bodies[index].fieldVelocity = (bodies[index].fieldVelocity ?? .zero) + velocity }
        case let .damping(rate):
            if rate.isFinite { bodies[index].resistance += rate }
        case let .spring(frequency):
            guard frequency.isFinite, frequency > 0 else { return }
            var spring = Spring(body: index, anchor: field.position)
            spring.frequency = frequency
            springs.append(spring)
        }
    }
}
