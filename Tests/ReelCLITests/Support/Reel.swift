import Foundation
import Testing

/// Runs the built `reel` binary (built beside the test bundle by `swift build --build-tests`).
enum Reel {
    struct Result {
        /// How the process ended.
        var termination: Termination
        var stdout: String
        var stderr: String

        /// The status the process exited with, or nil when a signal ended it: a process
        /// killed by SIGINT (2) never reads as an error exit of 2.
        var status: Int32? {
            if case let .exited(status) = termination { return status }
            return nil
        }
    }

    /// A process's end: it exited with a status, or a signal killed it.
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// The package root (for sample scenes).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `reel` executable next to the running test bundle.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !directory.path.isEmpty, directory.path != "/" {
            let candidate = directory.appendingPathComponent("reel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/reel")
    }

    /// Runs `reel` with arguments in `directory` (default: the package root), with
    /// `environment` (default: this process's).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = directory ?? packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let termination: Termination =
            process.terminationReason == .exit ? .exited(process.terminationStatus) : .signalled(process.terminationStatus)
        return Result(
            termination: termination,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
