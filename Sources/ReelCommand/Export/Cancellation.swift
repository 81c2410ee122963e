import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a flag that long work polls, so an export stops
/// between frames and cleans up instead of dying mid-write.
final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var sources: [DispatchSourceSignal] = []

    /// Whether a signal has arrived.
    var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled
    }

    /// Starts listening for SIGINT and SIGTERM (their default action is suspended until
    /// ``stop()``).
    func start() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.cancel() }
            source.resume()
            sources.append(source)
        }
    }

    /// Marks the work cancelled.
    func cancel() {
        lock.lock(); cancelled = true; lock.unlock()
    }

    /// Stops listening and restores the default signal actions.
    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}

/// The error a cancelled export ends with (exit status 130, as shells expect after Ctrl-C).
struct InterruptedError: Error, CustomStringConvertible {
    var description: String { "interrupted: the export was abandoned; nothing was written and an existing output is as it was" }
}
