import Foundation
import Testing

@testable import ReelIO

@Suite("AtomicFile")
struct AtomicFileTests {
    static func makeDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("Writes the bytes, replaces an existing file, leaves no temporary files") func writes() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("out.png")
        try AtomicFile.write([1, 2, 3], to: url)
        try AtomicFile.write(Data([4, 5]), to: url)
        #expect(try Data(contentsOf: url) == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.png"])
    }

    @Test("A missing directory fails cleanly with the path in the message") func missingDirectory() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("nope/out.png")
        do {
            try AtomicFile.write([1], to: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == url.path)
            #expect(error.description.contains(url.path))
            #expect(error.description.contains("directory does not exist"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("A temporary file the directory refuses fails cleanly and leaves nothing behind") func uncreatable() throws {
        // The directory refuses the staged file however privileged the process (CI runs as
        // root, which ignores permissions): a destination name of 250 bytes is allowed, but
        // its staged name, `.<name>.tmp-<pid>-<random>`, passes the 255-byte limit on a name
        // (ENAMETOOLONG), so creating it fails as it does in a read-only directory.
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(String(repeating: "n", count: 250))
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data([9])), "the name itself is allowed")
        try FileManager.default.removeItem(at: url)
        do {
            try AtomicFile.write([1], to: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == url.path)
            #expect(error.reason.hasPrefix("cannot create a file in \(dir.path)"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test("Renaming onto a directory fails and removes the temporary file") func renameFails() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inner"), withIntermediateDirectories: true)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1], to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken"])
    }
}
