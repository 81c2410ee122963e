import CollectionRendering
import Foundation
import Testing

@testable import CairoRendering

/// A `TextBlock` with runs (`TextStyling`), laid out by `PangoTextEngine`: each run measured
/// in its own font (widths add up where no kerning pair spans two runs), the line limit
/// cutting the height, line spacing added between lines, and bad runs ignored, never
/// trapped. Expected values are the rules applied to Pango's own sizes of the pieces.
@Suite struct StyledTextTests {
    let regular = FontDescription(size: 20), bold = FontDescription(size: 20, weight: 700)

    private func engine() throws -> PangoTextEngine { PangoTextEngine(fonts: try FontSystem()) }

    /// "Bold regular", "Bold" bold: bold "Bold" and regular " regular" side by side.
    @Test func aRunIsMeasuredInItsOwnFont() throws {
        let engine = try engine()
        let styling = TextStyling(runs: [TextRun(0..<4, font: bold, color: .black)])
        let size = engine.measure(TextBlock("Bold regular", font: regular, styling: styling), width: nil)
        let parts = engine.measure("Bold", font: bold, width: nil).width + engine.measure(" regular", font: regular, width: nil).width
        #expect(abs(size.width - parts) <= 1.0 / 1024)
        #expect(size.height == engine.measure("Bold regular", font: regular, width: nil).height)
        #expect(size.width > engine.measure("Bold regular", font: regular, width: nil).width)
    }

    /// Three lines, at most two: the height of two lines; with 10 points of line spacing,
    /// 10 more (once, between the two).
    @Test func theLineLimitAndLineSpacingShapeTheHeight() throws {
        let engine = try engine()
        let twoLines = engine.measure("a\nb", font: regular, width: nil).height
        var block = TextBlock(
            "a\nb\nc", font: regular, maximumLines: 2, styling: TextStyling(runs: [TextRun(0..<1, font: bold, color: .black)]))
        #expect(engine.measure(block, width: nil).height == twoLines)
        block.styling.paragraph.lineSpacing = 10
        #expect(engine.measure(block, width: nil).height == twoLines + 10)
    }

    /// Ranges past the end, empty or reversed-looking ranges, fonts of no size and spacing that
    /// is not finite are cut or ignored: the text still measures as plain text where no run
    /// applies.
    @Test func badRunsAreIgnoredNotTrapped() throws {
        let engine = try engine()
        var wild = TextRun(2..<10_000, font: FontDescription(size: .nan), color: Color(red: .nan, green: 2, blue: -1))
        wild.kern = .infinity
        wild.baselineOffset = .nan
        let styling = TextStyling(
            runs: [wild, TextRun(50..<60, font: bold, color: .black)], lineSpacing: .infinity, lineHeightMultiple: .nan)
        let size = engine.measure(TextBlock("abc", font: regular, styling: styling), width: 100)
        #expect(size == engine.measure("abc", font: regular, width: 100))
    }

    /// A text of more paragraphs than the engine cuts into chunks (`ParagraphChunks`) is laid
    /// out whole when styled: the bold run on its last line, at the whole string's offset,
    /// makes that line as wide as bold "b".
    @Test func aStyledTextOfManyParagraphsKeepsItsRuns() throws {
        let engine = try engine()
        let text = String(repeating: "a\n", count: 100) + "b"
        let styling = TextStyling(runs: [TextRun(200..<201, font: bold, color: .black)])
        let block = TextBlock(text, font: regular, alignment: .leading, styling: styling)
        let lines = engine.layout(block, in: CGRect(x: 0, y: 0, width: 300, height: 100_000))
        #expect(lines.count == 101)
        #expect(lines.last?.width == engine.measure("b", font: bold, width: nil).width)
    }

    /// A styled text whose combining marks are cut (see `CombiningMarkRuns`) is drawn without
    /// its runs rather than with runs at the wrong offsets.
    @Test func cutCombiningMarksDropTheRuns() throws {
        let engine = try engine()
        let text = "a" + String(repeating: "\u{301}", count: 100) + "b"
        let styling = TextStyling(runs: [TextRun(0..<1, font: bold, color: .black)])
        let styled = engine.measure(TextBlock(text, font: regular, styling: styling), width: nil)
        #expect(styled == engine.measure(TextBlock(text, font: regular, styling: TextStyling(runs: [], lineSpacing: 1)), width: nil))
    }
}
