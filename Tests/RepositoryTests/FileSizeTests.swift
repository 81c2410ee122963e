import Foundation
import Testing

/// Files stay small enough to read in one sitting (CONTRIBUTING.md): no Swift file of the
/// sources, tests or samples is over 400 lines.
@Suite struct FileSizeTests {
    static let limit = 400

    @Test func noSwiftFileIsOverFourHundredLines() throws {
        var long: [String] = []
        var read = 0
        for folder in ["Sources", "Tests", "Samples"] {
            for file in try SetupInstallsEveryProgramTests.files(under: folder, extensions: ["swift"])
            where !file.path.contains("/.build/") {
                read += 1
                // Lines as an editor counts them: a final newline does not start another.
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count - (file.text.hasSuffix("\n") ? 1 : 0)
                if lines > Self.limit { long.append("\(file.path): \(lines) lines") }
            }
        }
        #expect(read > 300, "read only \(read) files")
        #expect(long.isEmpty, "over \(Self.limit) lines: \(long.joined(separator: ", "))")
    }
}
