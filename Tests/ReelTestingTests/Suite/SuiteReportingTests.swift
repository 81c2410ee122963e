import Foundation
import Testing

@testable import ReelTesting

@Suite struct ShardTests {
    @Test func parsesOnlyValidShards() {
        #expect(Shard("1/1") == .all)
        #expect(Shard("2/4")?.index == 2)
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", ""] { #expect(Shard(bad) == nil, "\(bad)") }
    }

    @Test func everyCaseLandsInExactlyOneShard() throws {
        let cases = (0..<11).map { "scene-\($0)" }.shuffled()
        var seen: [String] = []
        var sizes: [Int] = []
        for index in 1...3 {
            let part = try #require(Shard("\(index)/3")).select(cases) { $0 }
            seen += part
            sizes.append(part.count)
        }
        #expect(seen.sorted() == cases.sorted())
        #expect(sizes == [4, 4, 3]) // 11 cases over 3 shards: positions 1,4,7,10 / 2,5,8,11 / 3,6,9
    }
}

@Suite struct ReportTests {
    private let outcomes = [
        SceneTestOutcome(name: "grid.yaml", verdict: .passed, totalPixels: 100),
        SceneTestOutcome(
            name: "tags.yaml@0.5", verdict: .failed, differingPixels: 12, totalPixels: 1_000,
            actualPNG: Data([1, 2, 3]), referencePNG: Data([4, 5, 6]), diffPNG: Data([7])),
        SceneTestOutcome(name: "<broken>.yaml", verdict: .error("scene.yaml:3:1: error: unknown key")),
    ]

    @Test func tableListsEveryCaseAndCloses() {
        let text = SummaryTable.render(outcomes)
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("scene") == true)
        #expect(lines.count == 5)
        #expect(text.contains("12 (1.200%)")) // 12 / 1000 = 1.2 %
        #expect(lines.last == "1 passed, 2 failed")
    }

    @Test func htmlEmbedsImagesAndEscapesNames() {
        let html = HTMLReport.render(outcomes)
        #expect(html.contains("data:image/png;base64,\(Data([1, 2, 3]).base64EncodedString())"))
        #expect(html.contains("&lt;broken&gt;.yaml"))
        #expect(!html.contains("<broken>"))
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("1 passed, 2 failed"))
    }
}
