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
    process.waitUntilExit()
    return (process.terminationStatus, data)
}

extension ExternalTool {
    /// Runs the real program (``locate()``) with `arguments`: its exit status and standard output.
    public func output(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        try processOutput(locate(), arguments)
    }
}
