import Foundation

// Collisions of a step (docs/REFERENCE.md §24.7, §24.10, §24.12): each body as its shape — the
// upright box around its turned rectangle, or its ellipse — with no torque; kept inside
// their group's bounds, off its segments and out of one another. A body pushed out of a
// boundary loses its speed into it, and bounces back with its elasticity unless that speed is
// no more than one step of its acceleration plus the rest speed (resting contact); friction
// takes from the speed along the contact at most the friction times the speed taken across it.

extension DynamicsWorld {
    /// Resolves the collisions of one group after the bodies moved: four passes, each keeping
    /// the bodies inside the boundaries and then separating the pairs still overlapping. A body
    /// a boundary held along an axis does not give way along it to another body, which is then
    /// held in turn, so a stack rests on the floor rather than sinking into it.
    mutating func collide(group index: Int, from before: [Body], dt: Double) {
        let group = collisionGroups[index]
        let members = group.bodies.filter { bodies.indices.contains($0) && !bodies[$0].isAnchored }
        var held = [SIMD2<Double>](repeating: .zero, count: bodies.count)
        for _ in 0..<4 {
            for body in members {
                if let bounds = group.bounds { keep(body, inside: bounds, group: index, dt: dt, held: &held) }
                for (segment, line) in group.segments.enumerated() {
                    keep(body, off: line, previous: before[body].center, group: index, segment: segment, dt: dt, held: &held)
                }
            }
            guard group.collidesBodies else { break }
            for (position, first) in group.bodies.enumerated() where bodies.indices.contains(first) {
                for second in group.bodies.dropFirst(position + 1) where bodies.indices.contains(second) && second != first {
                    separate(first, second, group: index, dt: dt, held: &held)
                }
            }
        }
        for body in members {
            if let bounds = group.bounds { keep(body, inside: bounds, group: index, dt: dt, held: &held) }
        }
    }

    /// Takes away the speed of `body` into a boundary of normal `normal` (pointing back into
    /// free space), with a bounce and friction.
    private mutating func bounce(_ body: Int, normal: SIMD2<Double>, dt: Double) {
        var velocity = bodies[body].velocity
        let into = (velocity * normal).sum()
        guard into < 0 else { return }
        let push = (bodies[body].acceleration * normal).sum()
        let resting = -into <= abs(push) * dt + Self.restSpeed
        let elasticity = min(max(bodies[body].elasticity.isFinite ? bodies[body].elasticity : 0, 0), 1)
        let change = -into * (1 + (resting ? 0 : elasticity))
        velocity += normal * change
        let tangent = SIMD2<Double>(-normal.y, normal.x)
        let along = (velocity * tangent).sum()
        let friction = bodies[body].friction.isFinite ? max(bodies[body].friction, 0) : 0
        let slowed = max(abs(along) - friction * -into, 0) * (along < 0 ? -1 : 1)
        velocity += tangent * (slowed - along)
        bodies[body].velocity = velocity
    }

    private mutating func keep(
        _ body: Int, inside bounds: (min: SIMD2<Double>, max: SIMD2<Double>), group: Int, dt: Double, held: inout [SIMD2<Double>]
    ) {
        let half = bodies[body].collisionSize / 2
        for axis in 0..<2 {
            let low = bounds.min[axis] + half[axis], high = bounds.max[axis] - half[axis]
            guard low.isFinite, high.isFinite else { continue }
            var normal = SIMD2<Double>.zero
            if bodies[body].center[axis] < low || high < low {
                bodies[body].center[axis] = low
                normal[axis] = 1
            } else if bodies[body].center[axis] > high {
                bodies[body].center[axis] = high
                normal[axis] = -1
            } else {
                continue
            }
            bounce(body, normal: normal, dt: dt)
            held[body][axis] = 1
            contacts[Contact(group: group, body: body, partner: .bounds)] = bodies[body].center - normal * half
        }
    }

    private mutating func keep(
        _ body: Int, off line: (SIMD2<Double>, SIMD2<Double>), previous: SIMD2<Double>, group: Int, segment: Int, dt: Double,
        held: inout [SIMD2<Double>]
    ) {
        let along = line.1 - line.0
        let length = along.length
        guard length > 1e-9, length.isFinite else { return }
        let tangent = along / length
        var normal = SIMD2<Double>(-tangent.y, tangent.x)
        if ((previous - line.0) * normal).sum() < 0 { normal = -normal }
        let reach = bodies[body].reach(along: normal), extent = bodies[body].reach(along: tangent)
        let offset = bodies[body].center - line.0
        let distance = (offset * normal).sum(), position = (offset * tangent).sum()
        guard distance < reach, distance > -reach, position > -extent, position < length + extent else { return }
        bodies[body].center += normal * (reach - distance)
        bounce(body, normal: normal, dt: dt)
        held[body][abs(normal.x) > abs(normal.y) ? 0 : 1] = 1
        contacts[Contact(group: group, body: body, partner: .segment(segment))] = bodies[body].center - normal * reach
    }

    /// Pushes two overlapping bodies apart along their normal (`penetration(of:_:)`; the axis
    /// of least overlap for two rectangles), by inverse mass (a body held along the normal's
    /// main axis does not move while the other can), and exchanges their speed along it
    /// (restitution the larger elasticity, friction the geometric mean of the two).
    private mutating func separate(_ first: Int, _ second: Int, group: Int, dt: Double, held: inout [SIMD2<Double>]) {
        let a = bodies[first], b = bodies[second]
        guard a.inverseMass + b.inverseMass > 0, let (normal, depth) = penetration(of: a, b) else { return }
        let axis = abs(normal.x) >= abs(normal.y) ? 0 : 1
        var inverseA = held[first][axis] > 0 ? 0 : a.inverseMass, inverseB = held[second][axis] > 0 ? 0 : b.inverseMass
        if inverseA + inverseB == 0 { (inverseA, inverseB) = (a.inverseMass, b.inverseMass) }
        if inverseA == 0 || a.inverseMass == 0 { held[second][axis] = 1 }
        if inverseB == 0 || b.inverseMass == 0 { held[first][axis] = 1 }
        let total = inverseA + inverseB
        bodies[first].center -= normal * (depth * inverseA / total)
        bodies[second].center += normal * (depth * inverseB / total)
        let closing = ((b.velocity - a.velocity) * normal).sum()
        contacts[Contact(group: group, body: first, partner: .body(second))] = bodies[first].center + normal * a.reach(along: normal)
        guard closing < 0 else { return }
        let push = abs(((b.acceleration - a.acceleration) * normal).sum())
        let resting = -closing <= push * dt + Self.restSpeed
        let elasticity = resting ? 0 : min(max(max(a.elasticity, b.elasticity), 0), 1)
        let impulse = -(1 + elasticity) * closing / total
        bodies[first].velocity -= normal * (impulse * inverseA)
        bodies[second].velocity += normal * (impulse * inverseB)
        let tangent = SIMD2<Double>(-normal.y, normal.x)
        let sliding = ((bodies[second].velocity - bodies[first].velocity) * tangent).sum()
        let friction = (max(a.friction, 0) * max(b.friction, 0)).squareRoot()
        guard friction.isFinite, friction > 0 else { return }
        let limit = friction * impulse
        let tangential = min(max(-sliding / total, -limit), limit)
        bodies[first].velocity -= tangent * (tangential * inverseA)
        bodies[second].velocity += tangent * (tangential * inverseB)
    }
}
