import Foundation
import PNGCodec
import Testing

@testable import ReelExport

@Suite struct APNGWriterTests {
    @Test func chunkCRCsMatchThePNGSpecification() {
        // Every PNG ends with the same IEND chunk: 00 00 00 00 'IEND' AE 42 60 82.
        let iend = APNGWriter.chunk("IEND", Data())
        #expect([UInt8](iend) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        // The CRC-32 check value of "123456789" is CBF43926.
        #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func anInterruptedWriteLeavesNoFile() throws {
        try Self.openAndAbandon(frameCount: 3)
    }

    /// Opens a writer for `frameCount` frames in a new folder, abandons it, and expects the
    /// folder empty.
    static func openAndAbandon(frameCount: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try APNGWriter(destination: directory.appendingPathComponent("out.png"), frameCount: frameCount, fps: 30)
        writer.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aMissingFolderIsAClearError() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.png")
        #expect(throws: ExportError.self) { try APNGWriter(destination: missing, frameCount: 1, fps: 30) }
    }
}
