import Foundation

/// Runs `executable` with `arguments` to its end and returns its exit status and standard
/// output; standard error goes where the caller's does.
public func processOutput(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: Data) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitWithoutTurningRunLoop()
    return (process.terminationStatus, data)
}

extension ExternalTool {
    /// Runs the real program (``locate()``) with `arguments`: its exit status and standard output.
    public func output(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        try processOutput(locate(), arguments)
    }
}

extension Process {
    /// Waits until the process has exited without turning this thread's run loop, unlike
    /// `waitUntilExit()` (which runs it every 50 ms on Linux): a run-loop turn settles the
    /// animation clock of the UIKit code under test (docs/REFERENCE.md §24.5), so a test waiting
    /// for an outside tool must not move its own animations on. Foundation's process-monitoring
    /// thread observes the exit.
    public func waitWithoutTurningRunLoop() {
        while isRunning { usleep(1_000) }
    }
}
