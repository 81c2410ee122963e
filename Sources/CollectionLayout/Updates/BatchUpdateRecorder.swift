/// The state of a batch update while its block runs: nesting depth, the counts when the
/// outermost block began, the operations recorded so far and the completions to call.
///
/// The host keeps one; only the outermost block's end applies the batch.
struct BatchUpdateRecorder {
    /// How many `performBatchUpdates` blocks are running (0: none).
    var depth = 0
    /// The host's cached counts when the outermost block began.
    var beforeCounts: [Int] = []
    /// The operations recorded so far, in call order.
    var operations: [BatchOperation] = []
    /// The completion handlers of every block of the batch, outermost first.
    var completions: [(Bool) -> Void] = []

    /// Whether a batch is being recorded.
    var isRecording: Bool { depth > 0 }
}
