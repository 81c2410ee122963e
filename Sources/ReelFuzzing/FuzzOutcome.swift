/// What one fuzz input came to. Every outcome is fine for the fuzzer; a broken invariant is
/// thrown as ``FuzzFailure`` instead, and a trap is a crash.
public enum FuzzOutcome: Sendable, Equatable, CustomStringConvertible {
    /// Every stage ran; `stages` names what ran (`"decode, layout, png, svg, pdf"`).
    case accepted(stages: String)
    /// A stage refused the input with an error, as it should for bad input.
    case rejected(stage: String, message: String)
    /// The harness did not run the input because it is beyond ``FuzzLimits`` (so that one
    /// input stays well under a second) or reaches outside the harness's folder.
    case skipped(reason: String)

    /// Whether every stage ran.
    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }

    /// One line for logs.
    public var description: String {
        switch self {
        case let .accepted(stages): return "accepted (\(stages))"
        case let .rejected(stage, message): return "rejected at \(stage): \(message)"
        case let .skipped(reason): return "skipped: \(reason)"
        }
    }
}

/// An invariant the harness checks broke: a bug even though nothing trapped (for example
/// a PNG that does not decode back to the pixels it was encoded from, or a scene decoding
/// error that is not a located ``SceneFile/SceneError``). The fuzzer aborts on it, so
/// libFuzzer keeps the input; the replay tests fail on it.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
    /// The target whose invariant broke.
    public var target: FuzzTarget
    /// What broke.
    public var message: String

    /// A failure of `target`'s invariant.
    public init(_ target: FuzzTarget, _ message: String) {
        self.target = target
        self.message = message
    }

    /// `fuzz[png]: …`.
    public var description: String { "fuzz[\(target)]: \(message)" }
}
