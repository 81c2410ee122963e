/// What a fuzz input is fed to. The libFuzzer executable (`Scripts/fuzz`) runs one target
/// per process, named by `REEL_FUZZ_TARGET`; the replay tests run every target's fixtures.
public enum FuzzTarget: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A scene file (YAML or JSON text) through every stage `reel` runs it through: decoding,
    /// the collection-view host, a layout pass, the attribute dump, the timeline, display
    /// lists, and the PNG, SVG and PDF backends.
    case scene
    /// PNG bytes through `PNGDecoder`, and a decoded image back through `PNGEncoder` (the
    /// round trip must give the same pixels).
    case png
    /// Two images through `reel diff`'s comparison (`ImageComparison`) and its diff image;
    /// see ``DiffInput`` for how the bytes become two images and options.
    case diff
    /// A program of constraint-solver operations (add, remove, change constants, edit
    /// variables and suggest values) with odd numbers; see `SolverInput`.
    case solver

    /// The target's name, as `Scripts/fuzz` and the fixture folders spell it.
    public var description: String { rawValue }
}
