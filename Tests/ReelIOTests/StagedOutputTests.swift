import Foundation
import Testing

@testable import ReelIO

@Suite("StagedOutput")
struct StagedOutputTests {
    private func makeDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func contents(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test("The staging name is hidden, beside the destination, and unique") func naming() throws {
        let destination = URL(fileURLWithPath: "/tmp/out/frames")
        let a = StagedOutput(destination: destination), b = StagedOutput(destination: destination)
        #expect(a.temporary.deletingLastPathComponent() == destination.deletingLastPathComponent())
        #expect(a.temporary.lastPathComponent.hasPrefix(".frames.tmp-\(getpid())-"))
        #expect(a.temporary != b.temporary)
    }

    @Test("A new folder is moved into place whole") func newFolder() throws {
        let dir = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let staged = StagedOutput(destination: dir.appendingPathComponent("frames"))
        try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false)
        try AtomicFile.write([1], to: staged.temporary.appendingPathComponent("a"))
        try staged.commitFolder()
        #expect(try contents(dir) == ["frames"])
        #expect(try contents(dir.appendingPathComponent("frames")) == ["a"])
    }

    @Test("Files written without their own fsync are flushed at once, then committed with their bytes")
    func syncedAtOnce() throws {
        let dir = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let staged = StagedOutput(destination: dir.appendingPathComponent("frames"))
        try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false)
        for i in 0..<2 {
            try AtomicFile.writeNewFile(Data([UInt8(i), 7]), to: staged.temporary.appendingPathComponent("f\(i)"), synced: false)
        }
        // The same by path, as a PNG sequence writes its frames.
        try AtomicFile.writeNewFile(Data([2, 7]), atPath: staged.temporary.path + "/f2", synced: false)
        // A name already taken is still refused, synced or not, by URL or by path; the
        // error names the file.
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.writeNewFile(Data([9]), to: staged.temporary.appendingPathComponent("f0"), synced: false)
        }
        let taken = #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.writeNewFile(Data([9]), atPath: staged.temporary.path + "/f2", synced: false)
        }
        #expect(taken?.path == staged.temporary.path + "/f2")
        try staged.syncContents()
        try staged.commitFolder()
        let frames = dir.appendingPathComponent("frames")
        #expect(try contents(frames) == ["f0", "f1", "f2"])
        #expect(try Data(contentsOf: frames.appendingPathComponent("f2")) == Data([2, 7]))
    }

    @Test("An existing folder is replaced whole: no old file survives, nothing is left aside") func replacesFolder() throws {
        let dir = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        try AtomicFile.write([1], to: frames.appendingPathComponent("old-1"))
        try AtomicFile.write([2], to: frames.appendingPathComponent("shared"))
        let staged = StagedOutput(destination: frames)
        try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false)
        try AtomicFile.write([3], to: staged.temporary.appendingPathComponent("shared"))
        try staged.commitFolder()
        #expect(try contents(dir) == ["frames"])
        #expect(try contents(frames) == ["shared"])
        #expect(try Data(contentsOf: frames.appendingPathComponent("shared")) == Data([3]))
    }

    @Test("A file in the way is refused and the staging folder removed") func fileInTheWay() throws {
        let dir = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("frames")
        try AtomicFile.write([9], to: target)
        let staged = StagedOutput(destination: target)
        try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false)
        #expect(throws: AtomicFile.WriteError.self) { try staged.commitFolder() }
        #expect(try contents(dir) == ["frames"])
        #expect(try Data(contentsOf: target) == Data([9]))
    }

    @Test("Discarding removes a staged folder and its files; the destination is untouched") func discard() throws {
        let dir = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let staged = StagedOutput(destination: dir.appendingPathComponent("out.png"))
        try AtomicFile.write([1, 2], to: dir.appendingPathComponent("out.png"))
        try FileManager.default.createDirectory(at: staged.temporary, withIntermediateDirectories: false)
        try AtomicFile.write([1], to: staged.temporary.appendingPathComponent("x"))
        staged.discard()
        #expect(try contents(dir) == ["out.png"])
    }

    @Test("A staged file is committed over the destination") func commitFile() throws {
        let dir = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out.png")
        try AtomicFile.write([1], to: target)
        let staged = StagedOutput(destination: target)
        #expect(FileManager.default.createFile(atPath: staged.temporary.path, contents: Data([7, 8])))
        try staged.commitFile()
        #expect(try contents(dir) == ["out.png"])
        #expect(try Data(contentsOf: target) == Data([7, 8]))
    }
}
