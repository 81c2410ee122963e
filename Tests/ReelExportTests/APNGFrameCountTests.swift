import Foundation
import Testing

@testable import ReelExport

/// The animated PNG's frame count is a four-byte PNG integer (at most 2³¹ − 1): a count
/// beyond it is an error, not a `UInt32` trap (issue 12: `duration: 2147483648`), and
/// leaves no temporary file.
@Suite struct APNGFrameCountTests {
    @Test(arguments: [0, 2_147_483_648, Int.max])
    func aFrameCountOutsidePNGsRangeIsAnError(count: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("apng-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: ExportError.self) {
            try APNGWriter(destination: directory.appendingPathComponent("out.png"), frameCount: count, fps: 30)
        }
        #expect(error?.message.hasSuffix("an animated PNG holds 1 to 2147483647 frames, not \(count)") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func theLargestCountOpens() throws {
        try APNGWriterTests.openAndAbandon(frameCount: 2_147_483_647)
    }
}
