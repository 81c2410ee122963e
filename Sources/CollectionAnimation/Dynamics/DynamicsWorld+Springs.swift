import Foundation

// Springs and rigid links of a step (docs/REFERENCE.md §24.7, §24.10). A spring's points are
// fixed in its bodies and turn with them; a correction is an impulse at the two points, which
// moves each body by impulse / mass and turns it by (arm × impulse) / moment of inertia. The
// impulse that changes the points' relative position or velocity by Δ is K⁻¹·Δ, where K, the
// inverse mass matrix of the points, is the sum over the two bodies of
// (1/m)·I + (1/I)·r⊥·r⊥ᵀ (r⊥ the arm turned a quarter turn); along one direction n it is Δ / nᵀKn.
// Without rotation K is (1/m₁ + 1/m₂)·I, so the bodies share Δ by inverse mass.

extension DynamicsWorld {
    /// The two attachment points of a spring in a state: arms from the centres, points and
    /// velocities (the second an anchor's, with no arm and no speed).
    struct SpringEnds {
        var arm: SIMD2<Double>
        var otherArm: SIMD2<Double> = .zero
        var point: SIMD2<Double>
        var otherPoint: SIMD2<Double>
        var velocity: SIMD2<Double>
        var otherVelocity: SIMD2<Double> = .zero
        /// The first point's position relative to the second.
        var offset: SIMD2<Double> { point - otherPoint }
        /// The first point's velocity relative to the second.
        var relativeVelocity: SIMD2<Double> { velocity - otherVelocity }
    }

    /// The ends of `spring` in `state`, nil when it names a missing body or one body twice.
    func ends(of spring: Spring, in state: [Body]) -> SpringEnds? {
        guard state.indices.contains(spring.body) else { return nil }
        let first = state[spring.body]
        let arm = first.arm(spring.offset)
        guard let other = spring.otherBody else {
            return SpringEnds(arm: arm, point: first.center + arm, otherPoint: spring.anchor, velocity: first.velocity(at: arm))
        }
        guard state.indices.contains(other), other != spring.body else { return nil }
        let second = state[other]
        let otherArm = second.arm(spring.otherOffset)
        return SpringEnds(
            arm: arm, otherArm: otherArm, point: first.center + arm, otherPoint: second.center + otherArm,
            velocity: first.velocity(at: arm), otherVelocity: second.velocity(at: otherArm))
    }

    /// The inverse mass matrix K of the spring's two points (columns), nil when neither body
    /// can move.
    private func inverseMassMatrix(of spring: Spring, ends: SpringEnds) -> (SIMD2<Double>, SIMD2<Double>)? {
        var first = SIMD2<Double>.zero, second = SIMD2<Double>.zero
        func add(_ body: Body, _ arm: SIMD2<Double>) {
            let inverseMass = body.inverseMass, inverseInertia = body.inverseInertia
            let turned = arm.perpendicular
            first += SIMD2(inverseMass, 0) + turned * (turned.x * inverseInertia)
            second += SIMD2(0, inverseMass) + turned * (turned.y * inverseInertia)
        }
        guard bodies.indices.contains(spring.body) else { return nil }
        add(bodies[spring.body], ends.arm)
        if let other = spring.otherBody, bodies.indices.contains(other) { add(bodies[other], ends.otherArm) }
        let determinant = first.x * second.y - second.x * first.y
        guard determinant.isFinite, determinant > 0 else { return nil }
        return (first, second)
    }

    /// The impulse that changes the points' relative motion by `change` (K⁻¹·change).
    private func impulse(for change: SIMD2<Double>, matrix: (SIMD2<Double>, SIMD2<Double>)) -> SIMD2<Double> {
        let (first, second) = matrix
        let determinant = first.x * second.y - second.x * first.y
        return SIMD2(second.y * change.x - second.x * change.y, first.x * change.y - first.y * change.x) / determinant
    }

    /// The impulse along `direction` that changes the points' relative motion along it by
    /// `change` (change / nᵀKn · n).
    private func impulse(along direction: SIMD2<Double>, by change: Double, matrix: (SIMD2<Double>, SIMD2<Double>)) -> SIMD2<Double> {
        let image = matrix.0 * direction.x + matrix.1 * direction.y
        let stiffness = (direction * image).sum()
        guard stiffness > 0, stiffness.isFinite else { return .zero }
        return direction * (change / stiffness)
    }

    /// Applies a position impulse and a velocity impulse at the spring's points, equal and
    /// opposite on the two bodies; the angle changes by (arm × position impulse) / inertia.
    private mutating func apply(_ spring: Spring, ends: SpringEnds, position: SIMD2<Double>, velocity: SIMD2<Double>) {
        guard position.isFiniteVector, velocity.isFiniteVector else { return }
        func push(_ index: Int, arm: SIMD2<Double>, sign: Double) {
            guard bodies.indices.contains(index) else { return }
            let inverseMass = bodies[index].inverseMass, inverseInertia = bodies[index].inverseInertia
            bodies[index].center += position * (sign * inverseMass)
            bodies[index].velocity += velocity * (sign * inverseMass)
            bodies[index].angle += arm.cross(position) * (sign * inverseInertia)
            bodies[index].angularVelocity += arm.cross(velocity) * (sign * inverseInertia)
        }
        push(spring.body, arm: ends.arm, sign: 1)
        if let other = spring.otherBody { push(other, arm: ends.otherArm, sign: -1) }
    }

    /// Replaces the free motion of the spring's coordinate over the step by its closed form:
    /// the closed form starts from the ends `before` the step, and the correction is what it
    /// differs by from the ends after the free motion (`moved`).
    mutating func correct(by spring: Spring, from before: [Body], moved: [Body], dt: Double) {
        guard let start = ends(of: spring, in: before), let now = ends(of: spring, in: moved),
            let matrix = inverseMassMatrix(of: spring, ends: now)
        else { return }
        let oscillator = DampedOscillator(frequency: spring.frequency, dampingRatio: spring.dampingRatio)
        let offset = start.offset, velocity = start.relativeVelocity
        let acceleration = relativeAcceleration(of: spring, ends: start, in: before)
        if !(spring.length > 0) {
            var position = SIMD2<Double>.zero, speed = SIMD2<Double>.zero
            for axis in 0..<2 {
                let exact = oscillator.advance(position: offset[axis], velocity: velocity[axis], acceleration: acceleration[axis], by: dt)
                position[axis] = exact.position - now.offset[axis]
                speed[axis] = exact.velocity - now.relativeVelocity[axis]
            }
            apply(spring, ends: now, position: impulse(for: position, matrix: matrix), velocity: impulse(for: speed, matrix: matrix))
            return
        }
        let distance = offset.length
        let direction = distance > 1e-9 ? offset / distance : SIMD2<Double>(0, 1)
        let radial = distance - spring.length
        let radialVelocity = (velocity * direction).sum(), radialAcceleration = (acceleration * direction).sum()
        let exact = oscillator.advance(position: radial, velocity: radialVelocity, acceleration: radialAcceleration, by: dt)
        let current = (now.offset * direction).sum() - spring.length, currentVelocity = (now.relativeVelocity * direction).sum()
        apply(
            spring, ends: now,
            position: impulse(along: direction, by: exact.position - current, matrix: matrix),
            velocity: impulse(along: direction, by: exact.velocity - currentVelocity, matrix: matrix))
    }

    /// The difference of the two points' accelerations at the start of the step: each body's
    /// constant acceleration plus α × arm − ω²·arm (an anchor has none).
    private func relativeAcceleration(of spring: Spring, ends: SpringEnds, in state: [Body]) -> SIMD2<Double> {
        func acceleration(_ body: Body, _ arm: SIMD2<Double>) -> SIMD2<Double> {
            guard !body.isAnchored else { return .zero }
            return body.acceleration + body.angularAcceleration * arm.perpendicular - arm * (body.angularVelocity * body.angularVelocity)
        }
        let first = acceleration(state[spring.body], ends.arm)
        guard let other = spring.otherBody else { return first }
        return first - acceleration(state[other], ends.otherArm)
    }

    /// Applies the impulses along `direction` that change the points' relative position by
    /// `position` and their relative velocity by `velocity` along it.
    mutating func correct(_ spring: Spring, ends: SpringEnds, along direction: SIMD2<Double>, position: Double, velocity: Double) {
        guard let matrix = inverseMassMatrix(of: spring, ends: ends) else { return }
        apply(
            spring, ends: ends, position: impulse(along: direction, by: position, matrix: matrix),
            velocity: impulse(along: direction, by: velocity, matrix: matrix))
    }

    /// Projects a rigid link by its kind (docs/REFERENCE.md §24.7, §24.11).
    mutating func project(_ spring: Spring) {
        switch spring.kind {
        case .distance: projectDistance(spring)
        case .limit: projectRope(spring)
        case let .slide(axis, minimum, maximum): projectSlide(spring, axis: axis, minimum: minimum, maximum: maximum)
        }
    }

    /// Puts a rigid link's points back at its length and removes their speed along it.
    private mutating func projectDistance(_ spring: Spring) {
        guard let now = ends(of: spring, in: bodies), let matrix = inverseMassMatrix(of: spring, ends: now) else { return }
        let offset = now.offset
        let distance = offset.length
        let length = spring.length.isFinite ? max(spring.length, 0) : 0
        guard distance > 1e-9 else {
            apply(
                spring, ends: now, position: impulse(for: -offset, matrix: matrix),
                velocity: impulse(for: -now.relativeVelocity, matrix: matrix))
            return
        }
        let direction = offset / distance
        correct(spring, ends: now, along: direction, position: length - distance, velocity: -(now.relativeVelocity * direction).sum())
    }
}
