extension DynamicsWorld {
    /// The area a field acts in, around its position (`UIRegion`'s shapes; docs/REFERENCE.md
    /// §24.13): everything, nothing, a circle or a rectangle centred on the origin, and their
    /// inverses, unions, intersections and differences.
    ///
    /// Combinations nest at most ``maximumDepth`` deep; one that would go deeper returns the
    /// region it was asked of unchanged, so no input builds a tree that is slow to test or to
    /// free.
    public struct Region: Sendable, Equatable {
        indirect enum Node: Sendable, Equatable {
            case infinite
            case empty
            case circle(radius: Double)
            case rectangle(size: SIMD2<Double>)
            case inverse(Node)
            case union(Node, Node)
            case intersection(Node, Node)
            case difference(Node, Node)
        }

        let node: Node
        /// How many combinations deep the region is (0 for a plain shape).
        public let depth: Int

        private init(_ node: Node, depth: Int) {
            self.node = node
            self.depth = depth
        }

        /// The deepest a region nests: 256 combinations.
        public static let maximumDepth = 256

        /// Every point.
        public static let infinite = Region(.infinite, depth: 0)
        /// No point.
        public static let empty = Region(.empty, depth: 0)

        /// The disc of `radius` around the origin (nothing for a radius that is negative or not
        /// a number).
        public static func circle(radius: Double) -> Region { Region(.circle(radius: radius), depth: 0) }

        /// The rectangle of `size` centred on the origin (nothing for a negative or non-number
        /// side).
        public static func rectangle(size: SIMD2<Double>) -> Region { Region(.rectangle(size: size), depth: 0) }

        /// The points not in this region; the inverse of ``infinite`` is ``empty`` and the
        /// inverse of an inverse the region itself.
        public func inverse() -> Region {
            switch node {
            case .infinite: return .empty
            case .empty: return .infinite
            case let .inverse(inner): return Region(inner, depth: max(depth - 1, 0))
            default: return combined(.inverse(node), depth: depth + 1)
            }
        }

        /// The points in this region or in `other`.
        public func union(_ other: Region) -> Region {
            combined(.union(node, other.node), depth: max(depth, other.depth) + 1)
        }

        /// The points in both this region and `other`.
        public func intersection(_ other: Region) -> Region {
            combined(.intersection(node, other.node), depth: max(depth, other.depth) + 1)
        }

        /// The points in this region and not in `other`.
        public func subtracting(_ other: Region) -> Region {
            combined(.difference(node, other.node), depth: max(depth, other.depth) + 1)
        }

        private func combined(_ node: Node, depth: Int) -> Region {
            depth <= Self.maximumDepth ? Region(node, depth: depth) : self
        }

        /// Whether `point`, relative to the region's centre, is inside it; a shape's edge is
        /// inside, and a point that is not finite is in no shape.
        ///
        /// - Complexity: O(n) in the shapes combined.
        public func contains(_ point: SIMD2<Double>) -> Bool { node.contains(point) }
    }
}

extension DynamicsWorld.Region.Node {
    func contains(_ point: SIMD2<Double>) -> Bool {
        switch self {
        case .infinite: return true
        case .empty: return false
        case let .circle(radius): return radius >= 0 && (point * point).sum() <= radius * radius
        case let .rectangle(size):
            return size.x >= 0 && size.y >= 0 && abs(point.x) <= size.x / 2 && abs(point.y) <= size.y / 2
        case let .inverse(inner): return !inner.contains(point)
        case let .union(first, second): return first.contains(point) || second.contains(point)
        case let .intersection(first, second): return first.contains(point) && second.contains(point)
        case let .difference(first, second): return first.contains(point) && !second.contains(point)
        }
    }
}
