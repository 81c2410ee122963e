/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded generator, so that the random
/// inputs of tests, benchmarks and the scene mutator are reproducible from a seed. Its one
/// home: every such input draws from it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state; each draw advances it by the golden-ratio increment.
    public var state: UInt64

    /// A generator whose first draw follows `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
