// The libFuzzer executable. This target exists only when `REEL_FUZZ=1` (see Package.swift)
// and is built only by `Scripts/fuzz`, with `-sanitize=fuzzer,address -parse-as-library`.
// SwiftPM links an executable's entry point under its own name, so `main` here hands over
// to libFuzzer's driver (`LLVMFuzzerRunDriver`) instead of relying on libFuzzer's `main`.
// Everything an input runs through lives in the ReelFuzzing library, which the replay tests
// call too.
import Foundation
import ReelFuzzing

/// The target and harness of this process, made on the first input.
private struct Session {
    let target: FuzzTarget
    let harness: FuzzHarness
    /// `REEL_FUZZ_VERBOSE=1`: print every input's outcome on stderr (for replaying a corpus).
    let verbose: Bool

    /// `REEL_FUZZ_TARGET` (default `scene`) reading from `REEL_FUZZ_SANDBOX` (default
    /// `Samples/Scenes` under the current directory); exits with a message when either is bad.
    static func make() -> Session {
        let environment = ProcessInfo.processInfo.environment
        let name = environment["REEL_FUZZ_TARGET"] ?? "scene"
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("ReelFuzz: unknown REEL_FUZZ_TARGET \(name); use one of \(names)\n".utf8))
            exit(2)
        }
        let sandbox =
            environment["REEL_FUZZ_SANDBOX"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Samples/Scenes")
        var limits = FuzzLimits()
        if let seconds = environment["REEL_FUZZ_CPU_SECONDS"] {
            guard let value = Double(seconds), value > 0 else {
                FileHandle.standardError.write(Data("ReelFuzz: REEL_FUZZ_CPU_SECONDS must be a positive number, got \(seconds)\n".utf8))
                exit(2)
            }
            limits.maximumProcessorSeconds = value
        }
        do {
            return Session(
                target: target, harness: try FuzzHarness(sandbox: sandbox, limits: limits), verbose: environment["REEL_FUZZ_VERBOSE"] == "1"
            )
        } catch {
            FileHandle.standardError.write(Data("ReelFuzz: cannot start: \(error)\n".utf8))
            exit(2)
        }
    }
}

nonisolated(unsafe) private var session: Session?

/// libFuzzer's callback: one input through the session's target. A broken invariant
/// aborts, so that libFuzzer saves the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let current = session ?? Session.make()
    session = current
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
    do {
        let start = FuzzHarness.processorTime()
        let outcome = try current.harness.run(current.target, bytes)
        if current.verbose {
            let spent = FuzzHarness.processorTime() - start
            FileHandle.standardError.write(Data("outcome: \(outcome) [\(bytes.count) bytes, \(String(format: "%.3f", spent)) s]\n".utf8))
        }
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        abort()
    }
    return 0
}

/// libFuzzer's driver: parses the flags, then calls `callback` for every input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands the command line to libFuzzer.
@main
enum ReelFuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, testOneInput))
    }
}

/// libFuzzer's own mutator, for the inputs the scene mutator leaves alone.
@_silgen_name("LLVMFuzzerMutate")
private func defaultMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's mutation hook: for the scene target, three mutations in four go through
/// ``SceneMutator`` (valid-looking scenes that reach the later stages); the rest, and every
/// mutation of the other targets, are libFuzzer's byte-level ones.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data else { return 0 }
    let current = session ?? Session.make()
    session = current
    if current.target == .scene, seed % 4 != 0 {
        var mutator = SceneMutator(seed: UInt64(seed))
        let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        if let mutated = mutator.mutate(text, maximumBytes: maxSize) {
            let bytes = Array(mutated.utf8)
            if bytes.count <= maxSize {
                bytes.withUnsafeBufferPointer { source in
                    if let base = source.baseAddress { data.update(from: base, count: bytes.count) }
                }
                return bytes.count
            }
        }
    }
    return defaultMutate(data, size, maxSize)
}
