import Foundation

/// Where the command writes, and whether a person is watching.
struct Terminal: Sendable {
    /// The process's standard error.
    static let standardError = Terminal(fileDescriptor: STDERR_FILENO)
    /// The process's standard output.
    static let standardOutput = Terminal(fileDescriptor: STDOUT_FILENO)

    let fileDescriptor: Int32

    /// Whether the stream is a terminal (progress is shown only then).
    var isInteractive: Bool { isatty(fileDescriptor) == 1 }

    /// Writes text unbuffered.
    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(fileDescriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }
}
