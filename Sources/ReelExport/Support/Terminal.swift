import Foundation

/// Where the command writes, and whether a person is watching.
public struct Terminal: Sendable {
    /// The process's standard error.
    public static let standardError = Terminal(fileDescriptor: STDERR_FILENO)
    /// The process's standard output.
    public static let standardOutput = Terminal(fileDescriptor: STDOUT_FILENO)

    /// The file descriptor written to.
    public let fileDescriptor: Int32

    /// A terminal writing to `fileDescriptor`.
    public init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// Whether the stream is a terminal (progress is shown only then).
    public var isInteractive: Bool { isatty(fileDescriptor) == 1 }

    /// Writes text unbuffered.
    public func write(_ text: String) {
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
