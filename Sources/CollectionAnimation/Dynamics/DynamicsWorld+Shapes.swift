import Foundation

// The shapes bodies collide as (docs/REFERENCE.md §24.12): a rectangle — the upright box
// around it once turned (§24.10) — or an ellipse inscribed in it, turning with it. Against a
// group's bounds and segments a shape reaches, along a direction n, its support distance:
// |n.x|·w′/2 + |n.y|·h′/2 for the box (w′ × h′ its size), √((a·n·u)² + (b·n·v)²) for an
// ellipse of semi-axes a, b along its own axes u, v — exact for a line. Two rectangles
// separate along the axis of least overlap (§24.7); a circle (an ellipse with a = b) against
// a circle along the line of their centres, and against a box from the box's closest point,
// both exactly; any other pair with an ellipse along the line of the centres, by the sum of
// the two support distances (an approximation for ellipses that are not circles).

extension DynamicsWorld.Body {
    /// What a body collides as.
    public enum Shape: Sendable, Equatable {
        /// Its rectangle (the default).
        case rectangle
        /// The ellipse inscribed in its rectangle; a circle when the rectangle is a square.
        case ellipse
    }

    /// Whether the body collides as a circle: an ellipse of equal axes.
    var isCircle: Bool { shape == .ellipse && size.x == size.y }

    /// How far the shape reaches from the centre along the unit direction `direction`.
    func reach(along direction: SIMD2<Double>) -> Double {
        let half = SIMD2(abs(size.x), abs(size.y)) / 2
        guard shape == .ellipse else {
            let box = collisionSize / 2
            return abs(direction.x) * box.x + abs(direction.y) * box.y
        }
        let u = DynamicsWorld.rotate(SIMD2(1, 0), by: angle), v = u.perpendicular
        let along = half.x * (direction * u).sum(), across = half.y * (direction * v).sum()
        return (along * along + across * across).squareRoot()
    }

    /// The width and height of the upright box around the shape, which bounds use.
    var collisionSize: SIMD2<Double> {
        guard angle != 0 || shape == .ellipse else { return size }
        if shape == .ellipse { return SIMD2(reach(along: SIMD2(1, 0)), reach(along: SIMD2(0, 1))) * 2 }
        let cosine = abs(cos(angle)), sine = abs(sin(angle))
        return SIMD2(size.x * cosine + size.y * sine, size.x * sine + size.y * cosine)
    }
}

extension DynamicsWorld {
    /// How two overlapping bodies are pushed apart: the unit normal from the first towards the
    /// second and the depth along it; nil when they do not overlap.
    func penetration(of a: Body, _ b: Body) -> (normal: SIMD2<Double>, depth: Double)? {
        let gap = b.center - a.center
        if a.shape == .rectangle, b.shape == .rectangle {
            let overlap = (a.collisionSize + b.collisionSize) / 2 - SIMD2(abs(gap.x), abs(gap.y))
            guard overlap.x > 0, overlap.y > 0, overlap.isFiniteVector else { return nil }
            let axis = overlap.x < overlap.y ? 0 : 1
            var normal = SIMD2<Double>.zero
            normal[axis] = gap[axis] < 0 ? -1 : 1
            return (normal, overlap[axis])
        }
        if a.isCircle, b.shape == .rectangle { return circle(a, against: b).map { (-$0.normal, $0.depth) } }
        if b.isCircle, a.shape == .rectangle { return circle(b, against: a) }
        let distance = gap.length
        let normal = distance > 1e-9 ? gap / distance : SIMD2<Double>(0, 1)
        let depth = a.reach(along: normal) + b.reach(along: normal) - distance
        guard depth > 0, depth.isFinite, normal.isFiniteVector else { return nil }
        return (normal, depth)
    }

    /// A circle against a box: the normal from the box towards the circle and the depth.
    private func circle(_ circle: Body, against box: Body) -> (normal: SIMD2<Double>, depth: Double)? {
        let radius = abs(circle.size.x) / 2, half = box.collisionSize / 2
        let offset = circle.center - box.center
        let closest = SIMD2(min(max(offset.x, -half.x), half.x), min(max(offset.y, -half.y), half.y))
        let outside = offset - closest
        let distance = outside.length
        guard offset.isFiniteVector, half.isFiniteVector else { return nil }
        if distance > 1e-9 {
            guard distance < radius else { return nil }
            return (outside / distance, radius - distance)
        }
        // The centre is inside the box: out through the nearest face.
        let room = half - SIMD2(abs(offset.x), abs(offset.y))
        let axis = room.x < room.y ? 0 : 1
        var normal = SIMD2<Double>.zero
        normal[axis] = offset[axis] < 0 ? -1 : 1
        return (normal, room[axis] + radius)
    }
}
