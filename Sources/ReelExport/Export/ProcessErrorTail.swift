import Foundation

/// A child process's standard error, read as it is written, keeping its last
/// ``keptBytes``: a pipe nobody reads holds 64 KiB, and a child that fills it stops — an
/// encoder stopped on its error output no longer reads the frames written to it, so both
/// processes would wait for each other for ever.
final class ProcessErrorTail: @unchecked Sendable {
    /// How much of the end of the output is kept for an error message.
    static let keptBytes = 16_384

    private let lock = NSLock()
    private var kept = Data()
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `handle` on a thread of its own until the end of its input.
    init(reading handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock {
                    kept.append(chunk)
                    if kept.count > 2 * Self.keptBytes { kept = Data(kept.suffix(Self.keptBytes)) }
                }
            }
            finished.signal()
        }
    }

    /// The last ``keptBytes`` of the output as text, trimmed, once the child has closed it
    /// (waiting at most `timeout` seconds for that: a grandchild may hold it open), or
    /// "no message".
    func text(waitingAtMost timeout: Double = 2) -> String {
        if finished.wait(timeout: .now() + timeout) == .success { finished.signal() }
        let data = lock.withLock { Data(kept.suffix(Self.keptBytes)) }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "no message" : text
    }
}
