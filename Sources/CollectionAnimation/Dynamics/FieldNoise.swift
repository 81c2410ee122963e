import Foundation

/// The smooth, seeded noise of noise and turbulence fields (docs/REFERENCE.md §24.13, chosen):
/// value noise on a lattice in x, y and time, each corner's value a fixed hash of its
/// coordinates, blended with a quintic fade, so every run gives the same frames.
enum FieldNoise {
    /// The noise vector at `point` (points) and `time` (seconds), each component in −1…1: the
    /// lattice cell is 25 + 475 × smoothness points (smoothness taken within 0…1), and the
    /// lattice moves through time at `speed` cells a second. Zero for input that is not finite
    /// or too large to place on the lattice.
    static func vector(at point: SIMD2<Double>, time: Double, smoothness: Double, speed: Double) -> SIMD2<Double> {
        let smooth = smoothness.isFinite ? min(max(smoothness, 0), 1) : 0
        let cell = 25 + 475 * smooth
        let depth = speed.isFinite && time.isFinite ? speed * time : 0
        let x = point.x / cell, y = point.y / cell
        return SIMD2(value(x, y, depth, seed: 0x5EED_0001), value(x, y, depth, seed: 0x5EED_0002))
    }

    /// Value noise in −1…1 at (x, y, z) in lattice cells.
    static func value(_ x: Double, _ y: Double, _ z: Double, seed: UInt64) -> Double {
        let floors = (x.rounded(.down), y.rounded(.down), z.rounded(.down))
        guard let ix = Int64(exactly: floors.0), let iy = Int64(exactly: floors.1), let iz = Int64(exactly: floors.2),
            ix < Int64.max, iy < Int64.max, iz < Int64.max
        else { return 0 }
        let fx = fade(x - floors.0), fy = fade(y - floors.1), fz = fade(z - floors.2)
        func corner(_ dx: Int64, _ dy: Int64, _ dz: Int64) -> Double { hash(ix + dx, iy + dy, iz + dz, seed: seed) }
        func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        let near = mix(mix(corner(0, 0, 0), corner(1, 0, 0), fx), mix(corner(0, 1, 0), corner(1, 1, 0), fx), fy)
        let far = mix(mix(corner(0, 0, 1), corner(1, 0, 1), fx), mix(corner(0, 1, 1), corner(1, 1, 1), fx), fy)
        return mix(near, far, fz)
    }

    /// 6t⁵ − 15t⁴ + 10t³: 0 and 1 at the ends with no slope or curvature there.
    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    /// A lattice corner's value in −1…1, from SplitMix64's finaliser over its coordinates.
    private static func hash(_ x: Int64, _ y: Int64, _ z: Int64, seed: UInt64) -> Double {
        var state = seed
        for coordinate in [x, y, z] {
            state = mixed(state ^ UInt64(bitPattern: coordinate) &+ 0x9E37_79B9_7F4A_7C15)
        }
        return Double(state >> 11) / Double(UInt64(1) << 53) * 2 - 1
    }

    private static func mixed(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
