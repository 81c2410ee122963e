import Foundation

/// A one-line progress display on a terminal — frames done, rate and time left — redrawn at
/// most ten times a second, and silent when stderr is not a terminal.
public final class ProgressReporter: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let terminal: Terminal
    private let enabled: Bool
    private let start = ContinuousClock.now
    private var lastDraw = ContinuousClock.now - .seconds(1)
    private let lock = NSLock()

    /// A reporter for `total` units of work named by `label` ("frames").
    public init(total: Int, label: String, terminal: Terminal = .standardError, quiet: Bool = false) {
        self.total = total
        self.label = label
        self.terminal = terminal
        self.enabled = !quiet && terminal.isInteractive
    }

    /// Reports that `done` units are complete.
    public func update(done: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = ContinuousClock.now
        guard done == total || now - lastDraw >= .milliseconds(100) else { return }
        lastDraw = now
        let elapsed = Self.seconds(now - start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let text = String(format: "%@ %d/%d  %.1f/s  %@ left", label, done, total, rate, Self.clock(left))
        terminal.write("\r\u{1B}[K" + text)
    }

    /// Clears the line.
    public func finish() {
        guard enabled else { return }
        terminal.write("\r\u{1B}[K")
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) / 1e18
    }

    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole >= 60 ? String(format: "%d:%02d", whole / 60, whole % 60) : "\(whole)s"
    }
}
