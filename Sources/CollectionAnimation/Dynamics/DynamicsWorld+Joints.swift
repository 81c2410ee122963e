import Foundation

// The iOS 9 attachment kinds of a step (docs/REFERENCE.md §24.11): ropes that hold a maximum
// distance, points that slide along an axis within a range, and limits on the angle between two
// bodies (or a body and the world) — a pin leaves the angle within its range, a weld and a
// slide keep it — with a friction torque against their relative turn. Each is projected after
// the springs, like a rigid link (§24.7): positions put back inside the constraint through
// the points' inverse mass matrix (§24.10), and the velocity that leaves it removed.

extension DynamicsWorld {
    /// Whether a spring is projected rather than solved in closed form: a rigid distance
    /// (frequency 0), and every rope and slide.
    func isRigid(_ spring: Spring) -> Bool {
        guard case .distance = spring.kind else { return true }
        return !(spring.frequency > 0)
    }

    /// Holds a rope at most its length: beyond it, the points are put back at the length and
    /// their speed apart removed; within it, nothing.
    mutating func projectRope(_ spring: Spring) {
        guard let now = ends(of: spring, in: bodies) else { return }
        let length = spring.length.isFinite ? max(spring.length, 0) : 0
        let distance = now.offset.length
        guard distance > length, distance > 1e-9 else { return }
        let direction = now.offset / distance
        let apart = (now.relativeVelocity * direction).sum()
        correct(spring, ends: now, along: direction, position: length - distance, velocity: apart > 0 ? -apart : 0)
    }

    /// Keeps the first point on the line through the second along `axis` (turning with the
    /// second body, or fixed in the world for an anchor), within `minimum…maximum` of where
    /// they met.
    mutating func projectSlide(_ spring: Spring, axis: SIMD2<Double>, minimum: Double, maximum: Double) {
        guard let now = ends(of: spring, in: bodies), axis.isFiniteVector, axis.length > 1e-12 else { return }
        var direction = axis / axis.length
        if let other = spring.otherBody, bodies.indices.contains(other) { direction = bodies[other].arm(direction) }
        let across = direction.perpendicular
        let sideways = (now.offset * across).sum()
        correct(spring, ends: now, along: across, position: -sideways, velocity: -(now.relativeVelocity * across).sum())
        guard let moved = ends(of: spring, in: bodies) else { return }
        let along = (moved.offset * direction).sum(), speed = (moved.relativeVelocity * direction).sum()
        let lower = minimum.isNaN ? 0 : min(minimum, 0), upper = maximum.isNaN ? 0 : max(maximum, 0)
        if along < lower {
            correct(spring, ends: moved, along: direction, position: lower - along, velocity: speed < 0 ? -speed : 0)
        } else if along > upper {
            correct(spring, ends: moved, along: direction, position: upper - along, velocity: speed > 0 ? -speed : 0)
        }
    }

    /// The first body's angle less the second's (the world's is 0) less the reference.
    private func relativeAngle(of spring: Spring) -> (angle: Double, speed: Double, first: Double, second: Double)? {
        guard bodies.indices.contains(spring.body) else { return nil }
        let first = bodies[spring.body]
        var angle = first.angle - spring.referenceAngle, speed = first.angularVelocity, secondInverse = 0.0
        if let other = spring.otherBody {
            guard bodies.indices.contains(other), other != spring.body else { return nil }
            angle -= bodies[other].angle
            speed -= bodies[other].angularVelocity
            secondInverse = bodies[other].inverseInertia
        }
        guard angle.isFinite, speed.isFinite, first.inverseInertia + secondInverse > 0 else { return nil }
        return (angle, speed, first.inverseInertia, secondInverse)
    }

    /// Turns the two bodies apart by `angle` and `speed` (relative), shared by inverse inertia.
    private mutating func turn(_ spring: Spring, angle: Double, speed: Double, shares: (Double, Double)) {
        let total = shares.0 + shares.1
        bodies[spring.body].angle += angle * shares.0 / total
        bodies[spring.body].angularVelocity += speed * shares.0 / total
        if let other = spring.otherBody {
            bodies[other].angle -= angle * shares.1 / total
            bodies[other].angularVelocity -= speed * shares.1 / total
        }
    }

    /// Keeps the relative angle within the spring's range, removing the turn that leaves it.
    mutating func limitAngle(of spring: Spring) {
        guard spring.minimumAngle > -.infinity || spring.maximumAngle < .infinity, let now = relativeAngle(of: spring) else { return }
        let lower = spring.minimumAngle.isNaN ? 0 : min(spring.minimumAngle, 0)
        let upper = spring.maximumAngle.isNaN ? 0 : max(spring.maximumAngle, 0)
        if now.angle < lower {
            turn(spring, angle: lower - now.angle, speed: now.speed < 0 ? -now.speed : 0, shares: (now.first, now.second))
        } else if now.angle > upper {
            turn(spring, angle: upper - now.angle, speed: now.speed > 0 ? -now.speed : 0, shares: (now.first, now.second))
        } else if lower == upper {
            turn(spring, angle: 0, speed: -now.speed, shares: (now.first, now.second))
        }
    }

    /// Slows the relative turn by at most frictionTorque × dt × (1/I₁ + 1/I₂).
    mutating func resistTurn(of spring: Spring, dt: Double) {
        guard spring.frictionTorque.isFinite, spring.frictionTorque > 0, let now = relativeAngle(of: spring) else { return }
        let most = spring.frictionTorque * dt * (now.first + now.second)
        let change = min(abs(now.speed), most) * (now.speed < 0 ? 1 : -1)
        turn(spring, angle: 0, speed: change, shares: (now.first, now.second))
    }
}
