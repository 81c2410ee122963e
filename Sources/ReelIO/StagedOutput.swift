import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output built under a hidden temporary name beside its destination and moved into
/// place only when it is complete: the one build-beside-then-rename path for every file and
/// folder CollectionReel writes (``AtomicFile/write(_:to:)-(Data,_)``, streamed animated PNGs
/// and videos, PNG-sequence folders).
///
/// The temporary name is `.<name>.tmp-<pid>-<random>` in the destination's folder, so the
/// final rename never crosses a file system. Readers see the old output or the complete new
/// one, never a part: an error or Ctrl-C leaves only ``temporary``, which ``discard()``
/// removes.
public struct StagedOutput: Sendable, Hashable {
    /// The final name.
    public let destination: URL
    /// Where the output is built.
    public let temporary: URL

    /// A staging name for `destination` in the same folder.
    public init(destination: URL) {
        self.destination = destination
        let suffix = String(UInt64.random(in: 0...UInt64.max) & 0xFFFF_FFFF_FFFF, radix: 16)
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).tmp-\(getpid())-\(suffix)")
    }

    /// Flushes the finished temporary file to disk, renames it over ``destination`` and
    /// makes the rename durable.
    /// - Throws: ``AtomicFile/WriteError`` naming the destination; the temporary file is
    ///   then removed.
    public func commitFile() throws(AtomicFile.WriteError) {
        let fd = open(temporary.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure("cannot open the finished temporary file") }
        if fsync(fd) != 0 {
            let error = failure("fsync failed")
            close(fd)
            throw error
        }
        close(fd)
        guard rename(temporary.path, destination.path) == 0 else { throw failure("rename failed") }
        Self.syncFolder(destination.deletingLastPathComponent().path)
    }

    /// Moves the finished temporary folder to ``destination``. A folder already there is
    /// replaced whole: the two are exchanged in one atomic step where the system allows
    /// (Linux `renameat2(RENAME_EXCHANGE)`), else the old one is first renamed aside; then
    /// the old folder and its files are removed. Files inside must already be synced
    /// (``AtomicFile`` syncs each one, or ``syncContents()`` all at once).
    /// - Throws: ``AtomicFile/WriteError`` naming the destination; the temporary folder is
    ///   then removed and an existing destination is left as it was.
    public func commitFolder() throws(AtomicFile.WriteError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory)
        guard exists else {
            guard rename(temporary.path, destination.path) == 0 else { throw failure("rename failed") }
            Self.syncFolder(destination.deletingLastPathComponent().path)
            return
        }
        guard isDirectory.boolValue else {
            discard()
            throw AtomicFile.WriteError(path: destination.path, reason: "a file of that name exists and is not a folder")
        }
        if Self.exchange(temporary.path, destination.path) {
            // `temporary` now holds the old folder.
            Self.syncFolder(destination.deletingLastPathComponent().path)
            discard()
            return
        }
        let aside = StagedOutput(destination: destination).temporary
        guard rename(destination.path, aside.path) == 0 else { throw failure("cannot move the old folder aside") }
        guard rename(temporary.path, destination.path) == 0 else {
            let error = failure("rename failed")
            _ = rename(aside.path, destination.path)
            throw error
        }
        Self.syncFolder(destination.deletingLastPathComponent().path)
        try? FileManager.default.removeItem(at: aside)
    }

    /// Builds a whole folder at `destination`: creates the missing parent folders, runs
    /// `body` with an empty temporary folder beside the destination to fill, then moves it
    /// into place with ``commitFolder()``.
    ///
    /// When `body` or the commit throws, the temporary folder and every parent folder this
    /// call created are removed and an existing destination is left as it was: nothing on
    /// disk has changed.
    /// - Throws: what `body` throws, or ``AtomicFile/WriteError`` naming the folder.
    public static func buildFolder(at destination: URL, _ body: (URL) throws -> Void) throws {
        let created = try createParents(of: destination)
        let staged = StagedOutput(destination: destination)
        do {
            do { try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false) } catch {
                throw AtomicFile.WriteError(
                    path: destination.path, reason: "cannot create a folder beside it (\(error.localizedDescription))")
            }
            try body(staged.temporary)
            try staged.commitFolder()
        } catch {
            staged.discard()
            for folder in created { try? FileManager.default.removeItem(at: folder) }
            throw error
        }
    }

    /// Creates the missing folders above `url`, returning them innermost first.
    private static func createParents(of url: URL) throws(AtomicFile.WriteError) -> [URL] {
        var missing: [URL] = []
        var folder = url.deletingLastPathComponent().standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        for (index, folder) in missing.reversed().enumerated() {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) } catch {
                for made in missing.suffix(index) { try? FileManager.default.removeItem(at: made) }
                throw AtomicFile.WriteError(path: folder.path, reason: "cannot create the folder (\(error.localizedDescription))")
            }
        }
        return missing
    }

    /// Removes the temporary file or folder, if any.
    public func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }

    /// A write error naming the destination (with the system's reason), after removing the
    /// temporary output.
    private func failure(_ what: String) -> AtomicFile.WriteError {
        let reason = "\(what) (\(String(cString: strerror(errno))))"
        discard()
        return AtomicFile.WriteError(path: destination.path, reason: reason)
    }

    /// Makes renames in `folder` durable; a failure here does not undo a completed rename.
    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Flushes everything written into the temporary folder to disk in one step — Linux's
    /// `syncfs` on its file system (looked up at run time, as the C library module does not
    /// export it), else `sync` — for files written without their own `fsync`
    /// (`AtomicFile.writeNewFile(_:to:synced:)`), so that the commit after it is durable.
    /// - Throws: ``AtomicFile/WriteError`` naming the destination when the flush fails; the
    ///   temporary folder is then removed.
    public func syncContents() throws(AtomicFile.WriteError) {
        #if os(Linux)
        typealias SyncFS = @convention(c) (Int32) -> Int32
        if let symbol = dlsym(nil, "syncfs") {
            let fd = open(temporary.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { throw failure("cannot open the staging folder") }
            defer { close(fd) }
            guard unsafeBitCast(symbol, to: SyncFS.self)(fd) == 0 else { throw failure("syncfs failed") }
            return
        }
        #endif
        sync()
    }

    /// Swaps two paths atomically with Linux's `renameat2(…, RENAME_EXCHANGE)`, looked up at
    /// run time (the C library module does not export it); false when unavailable or refused
    /// (then nothing changed).
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }
}
