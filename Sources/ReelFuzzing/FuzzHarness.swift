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
        let start = Self.processorTime()
        let outcome: FuzzOutcome
        switch target {
        case .scene: outcome = try runScene(Data(bytes))
        case .png: outcome = try runPNG(bytes)
        case .diff: outcome = try runDiff(bytes)
        case .solver: outcome = try runSolver(bytes)
        }
        let spent = Self.processorTime() - start
        if let limit = limits.maximumProcessorSeconds, spent > limit {
            throw FuzzFailure(
                target,
                String(
                    format: "%d bytes took %.1f s of processor time, beyond the limit of %.1f s: work growing faster than the input?",
                    bytes.count, spent, limit))
        }
        return outcome
    }

    /// This process's user and system time so far, in seconds.
    public static func processorTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Runs `data` through `target`, as the bytes overload does.
    public func run(_ target: FuzzTarget, _ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(FuzzFailure) -> FuzzOutcome in try run(target, bytes) }
        }
        return try result.get()
    }
}
