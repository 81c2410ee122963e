import Foundation
import PNGCodec
import Testing

@testable import ReelIO

/// `PNGEncoder.write` writes through ReelIO's `AtomicFile`.
@Suite struct PNGEncoderWriteTests {
    @Test("PNGEncoder.write round-trips through a file and names the path on failure") func encoderWrite() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("image.png")
        let image = RGBAImage(width: 3, height: 2, red: 1, green: 2, blue: 3, alpha: 4)
        try PNGEncoder().write(image, to: url)
        #expect(try PNGDecoder().decode(contentsOf: url) == image)
        let missing = dir.appendingPathComponent("no/such/dir/x.png")
        #expect(throws: AtomicFile.WriteError(path: missing.path, reason: "directory does not exist: \(dir.path)/no/such/dir")) {
            try PNGEncoder().write(image, to: missing)
        }
    }
}
