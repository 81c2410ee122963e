import Foundation
import ReelExport

/// An error on its way to the terminal: a message already phrased for a person, and the
/// exit status to leave with.
struct CommandFailure: Error {
    /// The message; errors that carry their own location (scene errors) print it first.
    var message: String
    /// The process exit status (2 for errors, 1 for "different").
    var exitCode: Int32

    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    /// Wraps any error, keeping its own description.
    init(_ error: Error) {
        if let failure = error as? CommandFailure {
            self = failure
        } else {
            self.init(String(describing: error))
        }
    }

    /// Prints `reel: error: …` (or the located message itself when it already starts with
    /// a `file:line:column:` location) on stderr.
    func report() {
        let text = message.contains(": error: ") ? message : "reel: error: \(message)"
        Terminal.standardError.write(text + "\n")
    }
}
