import Foundation

/// Writes files atomically: the bytes go to a temporary file in the destination's folder,
/// are flushed to disk, and are renamed over the final name. A crash or Ctrl-C leaves
/// either the old file or the new one, never a truncated one.
enum AtomicWrite {
    /// Writes `data` to `url`.
    /// - Throws: ``CommandFailure`` naming the path and the reason (missing folder, no
    ///   permission, disk full).
    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure("cannot write \(url.path): the folder \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw CommandFailure("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw CommandFailure("cannot write \(url.path): \(failure)")
        }
    }
}
