import CairoRendering
import Foundation

/// Runs one fuzz input through a ``FuzzTarget``: the single entry point shared by the
/// libFuzzer executable (`Sources/ReelFuzz`, built only by `Scripts/fuzz`) and the replay
/// tests, so a crash input found by the fuzzer replays in the normal test suite.
///
/// Everything happens in memory: PNG, SVG and PDF bytes are made and dropped, no file is
/// written. Reads are confined to ``sandbox``: a scene whose images or attribute files lie
/// elsewhere is skipped. Not thread-safe (it holds one ``CairoRendering/CairoRenderer``);
/// make one per thread.
public final class FuzzHarness {
    /// The folder scenes resolve relative paths against and may read from (the fuzzer uses
    /// `Samples/Scenes`, so `image: images/photo-1.png` draws a real photo).
    public let sandbox: URL
    /// The harness's bounds.
    public let limits: FuzzLimits
    /// The renderer every scene is drawn with (its fonts load once).
    let renderer: CairoRenderer

    /// A harness reading from `sandbox`.
    /// - Throws: ``CairoRendering/RenderError`` when the pinned fonts are missing.
    public init(sandbox: URL, limits: FuzzLimits = FuzzLimits()) throws {
        self.sandbox = sandbox.standardizedFileURL.resolvingSymlinksInPath()
        self.limits = limits
        renderer = try CairoRenderer()
    }

    /// Runs `bytes` through `target`.
    /// - Returns: whether the input was accepted, rejected with an error (fine for bad
    ///   input), or skipped as beyond ``limits``.
    /// - Throws: ``FuzzFailure`` when an invariant of the target broke.
    public func run(_ target: FuzzTarget, _ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) -> FuzzOutcome {
        guard bytes.count <= limits.maximumInputBytes else {
            return .skipped(reason: "\(bytes.count) bytes, beyond the harness's \(limits.maximumInputBytes)")
        }
        switch target {
        case .scene: return try runScene(Data(bytes))
        case .png: return try runPNG(bytes)
        case .diff: return try runDiff(bytes)
        case .solver: return try runSolver(bytes)
        }
    }

    /// Runs `data` through `target`, as the bytes overload does.
    public func run(_ target: FuzzTarget, _ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(FuzzFailure) -> FuzzOutcome in try run(target, bytes) }
        }
        return try result.get()
    }
}
