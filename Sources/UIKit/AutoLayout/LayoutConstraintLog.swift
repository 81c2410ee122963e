import Foundation

/// Linux only: what UIKit's Auto Layout prints to the console and the exceptions it raises,
/// recorded so that tests can read them (as ``UICollectionView/raisedExceptions`` records a
/// collection view's).
///
/// UIKit prints some Auto Layout problems and carries on — unsatisfiable constraints
/// ("[LayoutConstraints] Unable to simultaneously satisfy constraints." and the rest of its
/// report, word for word), a constraint installed on a view that is not an ancestor of its
/// items, a layout pass that never settles — and raises an exception for others: items with
/// no common ancestor, a malformed constraint, a constant that is not finite, a priority
/// changed between required and optional on an installed constraint, an `updateConstraints()`
/// that does not call `super`. Here both are recorded in a log and printed on standard error;
/// an exception's request is ignored and the program carries on, as after UIKit's message.
/// Addresses in the recorded texts are normalised (`0x1`, `0x2`… in order of appearance in
/// each entry), so a test can compare them exactly.
///
/// Auto Layout writes to ``current``: the log ``record(into:_:)`` scoped to the current task
/// and its child tasks, else the process-wide ``shared`` log. Tests that run in parallel
/// each record into a log of their own.
public final class LayoutConstraintLog: @unchecked Sendable {
    /// One thing UIKit would have printed or raised.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// The text as UIKit prints it (an exception: its reason).
        public var text: String
        /// The exception UIKit would have raised; nil for a console message.
        public var exception: UIKitException?

        /// The message, or the exception as the console shows it.
        public var description: String { exception?.description ?? text }
    }

    private let lock = NSLock()
    private var storedEntries: [Entry] = []

    /// Whether entries are also written to standard error, as UIKit writes them to the
    /// console; default true.
    public var printsToStandardError: Bool {
        get { lock.withLock { prints } }
        set { lock.withLock { prints = newValue } }
    }
    private var prints = true

    /// An empty log.
    public init() {}

    /// Everything recorded, oldest first.
    public var entries: [Entry] { lock.withLock { storedEntries } }

    /// The console messages recorded (unsatisfiable constraints and the like), oldest first.
    public var messages: [String] { entries.filter { $0.exception == nil }.map(\.text) }

    /// The exceptions UIKit would have raised, oldest first.
    public var raisedExceptions: [UIKitException] { entries.compactMap(\.exception) }

    /// Forgets everything recorded.
    public func removeAll() { lock.withLock { storedEntries.removeAll() } }

    /// The process-wide log, written to outside ``record(into:_:)``.
    public static let shared = LayoutConstraintLog()

    /// The log scoped to the current task, if any.
    @TaskLocal private static var scoped: LayoutConstraintLog?

    /// The log Auto Layout writes to now: the scoped one, else ``shared``.
    public static var current: LayoutConstraintLog { scoped ?? shared }

    /// Runs `body` with Auto Layout's messages and exceptions recorded into `log` — in the
    /// current task and the child tasks it creates, not in others.
    public static func record<Result>(into log: LayoutConstraintLog, _ body: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(log, operation: body)
    }

    /// Runs `body` recording Auto Layout's messages and exceptions into a log of its own,
    /// then adds them to the log that was current (printed once, as that log prints) and
    /// returns them with `body`'s result: what a snapshot strategy checks for the exceptions
    /// raised while it prepared its view, without taking them from the test's log.
    package static func capturing<Result>(_ body: () throws -> Result) rethrows -> (result: Result, entries: [Entry]) {
        let outer = current
        let log = LayoutConstraintLog()
        log.printsToStandardError = outer.printsToStandardError
        defer {
            let entries = log.entries
            outer.lock.withLock { outer.storedEntries += entries }
        }
        return (try record(into: log, body), log.entries)
    }

    /// Records and prints a console message.
    static func print(_ text: String) {
        current.append(Entry(text: text, exception: nil))
    }

    /// Records and prints an exception UIKit would have raised.
    static func raise(_ exception: UIKitException) {
        current.append(Entry(text: exception.reason, exception: exception))
    }

    private func append(_ entry: Entry) {
        let prints = lock.withLock {
            storedEntries.append(entry)
            return self.prints
        }
        guard prints else { return }
        let line =
            entry.exception.map {
                "*** UIKit would raise '\($0.name)', reason: '\($0.reason)' (recorded in LayoutConstraintLog; ignored)"
            } ?? entry.text
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
