/// The harness's own bounds, which keep one input well under a second (with the address
/// sanitizer on). They filter inputs the fuzzer may not run (``FuzzOutcome/skipped(reason:)``);
/// the limits `reel` itself enforces are the code under test and are not repeated here.
public struct FuzzLimits: Sendable, Equatable {
    /// Largest input in bytes (`Scripts/fuzz` passes the same `-max_len`).
    public var maximumInputBytes = 16 * 1024
    /// Most items in any one state of a scene (count-form sections are free to decode but
    /// every item is laid out).
    public var maximumItems = 2_000
    /// Most sections in any one state of a scene.
    public var maximumSections = 200
    /// Most timeline steps.
    public var maximumSteps = 32
    /// Largest raster the harness draws, in pixels: larger viewports render at a smaller
    /// scale (as `reel render --scale` would).
    public var maximumRenderPixels = 256 * 256
    /// Largest side of a `diff` target image made from raw bytes.
    public var maximumDiffSide = 64
    /// Largest RGBA size the PNG decoder may allocate.
    public var maximumImageBytes = 16 << 20
    /// The most processor time (user and system) one input may take, in seconds, or nil for
    /// no limit. Past it the input fails (``FuzzFailure``): within the harness's small
    /// inputs only work that grows faster than its input — a quadratic path — takes that
    /// long. Processor time, unlike wall-clock time, a loaded or nice'd machine does not
    /// stretch. `Scripts/fuzz` sets it (`REEL_FUZZ_CPU_SECONDS`).
    public var maximumProcessorSeconds: Double?

    /// The defaults above.
    public init() {}
}
