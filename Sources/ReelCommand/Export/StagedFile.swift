import Foundation

/// An output built in a hidden temporary file beside its destination and renamed into place
/// only when complete, so an error or Ctrl-C never leaves a partial file under the final
/// name (streamed exports: animated PNG, ffmpeg's video).
struct StagedFile: Sendable {
    /// The final name.
    let destination: URL
    /// Where the file is built.
    let temporary: URL

    /// A staging name for `destination` in the same folder (so the rename is atomic).
    init(destination: URL) {
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).tmp-\(getpid())")
    }

    /// Renames the finished file into place.
    /// - Throws: ``CommandFailure`` naming the destination (the temporary file is removed).
    func commit() throws {
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw CommandFailure("cannot write \(destination.path): \(reason)")
        }
    }

    /// Removes the temporary file, if any.
    func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
