import CollectionLayout
import CollectionRendering
import Testing

/// A lone title's line limit (`ElementContent.maximumLines`, a label's `numberOfLines`):
/// drawn as the text block's limit and measured as that many lines. Sizes use
/// `ApproximateTextLayout`: a 10-point font advances 6 per character, lines 12 apart.
@Suite struct ContentTextLayoutTests {
    private let key = ElementKey(category: .cell, indexPath: IndexPath(item: 0, section: 0))
    private let font = FontDescription(size: 10)

    @Test func aLoneTitleIsDrawnWithTheLineLimit() {
        let content = ElementContent(title: "one two three four", font: font, maximumLines: 2)
        let blocks = ContentTextLayout.blocks(for: content, key: key, in: CGRect(x: 0, y: 0, width: 30, height: 100))
        #expect(blocks.map(\.0.maximumLines) == [2])
        let unlimited = ElementContent(title: "one two three four", font: font)
        #expect(
            ContentTextLayout.blocks(for: unlimited, key: key, in: CGRect(x: 0, y: 0, width: 30, height: 100)).map(\.0.maximumLines) == [0])
        // A negative limit is no limit.
        let negative = ElementContent(title: "one", font: font, maximumLines: -1)
        #expect(
            ContentTextLayout.blocks(for: negative, key: key, in: CGRect(x: 0, y: 0, width: 30, height: 100)).map(\.0.maximumLines) == [0])
    }

    @Test func aLimitedTitleMeasuresThatManyLines() {
        // 30 pt holds 5 characters: "one" | "two" | "three" | "four": 30 × 48; two lines 30 × 24.
        let measurer = ApproximateTextLayout()
        let text = "one two three four"
        #expect(
            ContentTextLayout.size(of: text, font: font, width: 30, maximumLines: 0, measuring: measurer) == CGSize(width: 30, height: 48))
        #expect(
            ContentTextLayout.size(of: text, font: font, width: 30, maximumLines: 2, measuring: measurer) == CGSize(width: 30, height: 24))
        #expect(
            ContentTextLayout.size(of: text, font: font, width: 30, maximumLines: 5, measuring: measurer) == CGSize(width: 30, height: 48))
        #expect(ContentTextLayout.size(of: "", font: font, width: 30, maximumLines: 2, measuring: measurer) == .zero)
        let content = ElementContent(title: text, font: font, maximumLines: 2)
        #expect(ContentTextLayout.textSize(of: content, key: key, width: 30, measuring: measurer) == CGSize(width: 30, height: 24))
    }
}
