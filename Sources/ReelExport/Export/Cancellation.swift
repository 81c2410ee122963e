import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a flag that long work polls, so an export stops
/// between frames and cleans up instead of dying mid-write.
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var handlers: [@Sendable () -> Void] = []
    private var sources: [DispatchSourceSignal] = []

    /// A flag not yet set, listening to nothing until ``start()``.
    public init() {}

    /// Whether a signal has arrived.
    public var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled
    }

    /// Starts listening for SIGINT and SIGTERM (their default action is suspended until
    /// ``stop()``).
    public func start() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.cancel() }
            source.resume()
            sources.append(source)
        }
    }

    /// Marks the work cancelled and runs the handlers given to ``onCancel(_:)``, once.
    public func cancel() {
        lock.lock()
        let first = !cancelled
        cancelled = true
        let run = handlers
        handlers.removeAll()
        lock.unlock()
        if first { for handler in run { handler() } }
    }

    /// Runs `handler` once when the work is cancelled (at once when it already is), on the
    /// thread that cancels: for what polling the flag cannot stop, such as a write blocked on
    /// a child process that stopped reading.
    public func onCancel(_ handler: @escaping @Sendable () -> Void) {
        lock.lock()
        guard !cancelled else {
            lock.unlock()
            return handler()
        }
        handlers.append(handler)
        lock.unlock()
    }

    /// Stops listening and restores the default signal actions.
    public func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}

/// The error a cancelled export ends with (exit status 130, as shells expect after Ctrl-C).
public struct InterruptedError: Error, CustomStringConvertible, Sendable {
    /// An interruption.
    public init() {}

    /// What was abandoned.
    public var description: String { "interrupted: the export was abandoned; nothing was written and an existing output is as it was" }
}
