import Foundation
import Testing

@testable import ReelExport

/// A PNG sequence's frame names: `printf`'s `frame-%05d.png`, built without
/// `String(format:)`.
@Suite struct FrameNameTests {
    @Test(arguments: [0, 7, 42, 999, 12_345, 99_999, 100_000, 1_234_567])
    func aFrameIsNamedAsPrintfNamesIt(index: Int) {
        #expect(FrameSink.frameName(index) == String(format: "frame-%05d.png", index))
    }

    @Test func namesAreZeroPaddedToFiveDigitsAndNoMore() {
        #expect(FrameSink.frameName(42) == "frame-00042.png")
        #expect(FrameSink.frameName(100_000) == "frame-100000.png")
        #expect(FrameSink.isFrameName(FrameSink.frameName(3)))
        #expect(FrameSink.isFrameName(FrameSink.frameName(100_000)))
    }
}
