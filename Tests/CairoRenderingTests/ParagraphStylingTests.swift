import CollectionRendering
import Foundation
import Testing

@testable import CairoRendering

/// Paragraphs with attributes of their own (`TextStyling.laterParagraphs`,
/// docs/REFERENCE.md §22.24) laid out by `PangoTextEngine`: each paragraph's lines aligned
/// as it says, a paragraph with no entry taking the one before it's, and tab stops placed
/// from the text's leading edge. Expected places are the alignment rules applied to Pango's
/// own widths of the lines, worked by hand.
@Suite struct ParagraphStylingTests {
    let font = FontDescription(size: 20)
    let rect = CGRect(x: 0, y: 0, width: 200, height: 200)

    private func engine() throws -> PangoTextEngine { PangoTextEngine(fonts: try FontSystem()) }

    /// A paragraph aligned as `alignment`.
    private func aligned(_ alignment: TextAlignment) -> ParagraphStyling {
        var style = ParagraphStyling()
        style.alignment = alignment
        return style
    }

    /// "ab" leading (the block's), "cd" from byte 3 trailing, "ef" with no entry (trailing
    /// too), "gh" from byte 9 centred: x = 0, 200 − w, 200 − w, (200 − w) / 2.
    @Test func eachParagraphIsAlignedAsItsStyleSays() throws {
        let engine = try engine()
        var styling = TextStyling()
        styling.laterParagraphs = [
            StyledParagraph(start: 3, style: aligned(.trailing)), StyledParagraph(start: 9, style: aligned(.center)),
        ]
        let block = TextBlock("ab\ncd\nef\ngh", font: font, alignment: .leading, styling: styling)
        let lines = engine.layout(block, in: rect)
        try #require(lines.count == 4)
        let tolerance = 1.0 / 1024
        #expect(abs(lines[0].origin.x) <= tolerance)
        #expect(abs(lines[1].origin.x - (200 - lines[1].width)) <= tolerance)
        #expect(abs(lines[2].origin.x - (200 - lines[2].width)) <= tolerance)
        #expect(abs(lines[3].origin.x - (200 - lines[3].width) / 2) <= tolerance)
        // Alignment moves no line down: the height is the plain text's.
        #expect(engine.measure(block, width: 200).height == engine.measure("ab\ncd\nef\ngh", font: font, width: 200).height)
    }

    /// A paragraph style that says nothing of alignment leaves the block's (centred).
    @Test func aParagraphWithNoAlignmentTakesTheBlocks() throws {
        let engine = try engine()
        var later = ParagraphStyling()
        later.paragraphSpacingBefore = 4
        var styling = TextStyling()
        styling.laterParagraphs = [StyledParagraph(start: 3, style: later)]
        let lines = engine.layout(TextBlock("ab\ncd", font: font, alignment: .center, styling: styling), in: rect)
        try #require(lines.count == 2)
        #expect(abs(lines[1].origin.x - (200 - lines[1].width) / 2) <= 1.0 / 1024)
        #expect(abs(lines[1].origin.y - lines[0].origin.y - 4 - engine.measure("a", font: font, width: nil).height) <= 1.0 / 1024)
    }

    /// Tab stops count from the text's leading edge, not from an indented line's start:
    /// with `firstLineHeadIndent` 20 and a left stop at 100, "b" after "a\t" starts at 100,
    /// so the line (from its start at 20) is 80 + the advance of "b" wide.
    @Test func tabStopsCountFromTheLeadingEdgeOfIndentedText() throws {
        let engine = try engine()
        var styling = TextStyling()
        styling.paragraph.firstLineHeadIndent = 20
        styling.paragraph.tabStops = [TextTab(at: 100)]
        let lines = engine.layout(TextBlock("a\tb", font: font, alignment: .leading, styling: styling), in: rect)
        try #require(lines.count == 1)
        let b = engine.measure("b", font: font, width: nil).width
        #expect(abs(lines[0].origin.x - 20) <= 1.0 / 1024)
        #expect(abs(lines[0].width - (80 + b)) <= 1.0 / 1024)
    }

    /// A `defaultTabInterval` adds stops at its next two multiples past the last stop, under
    /// a point counting as a point; stops that are not finite are left out and the rest
    /// clamped to 10,000 points.
    @Test func tabStopsTakeTheIntervalAndLeaveOutWildLocations() {
        var paragraph = ParagraphStyling()
        paragraph.tabStops = [TextTab(at: .nan), TextTab(.right, at: 70), TextTab(at: 1e9)]
        paragraph.defaultTabInterval = 0.25
        #expect(
            TabStops.stops(of: paragraph, offset: 0) == [
                TextTab(.right, at: 70), TextTab(at: 10_000), TextTab(at: 10_001), TextTab(at: 10_002),
            ])
        paragraph.tabStops = [TextTab(at: 30)]
        paragraph.defaultTabInterval = 50
        #expect(TabStops.stops(of: paragraph, offset: 10) == [TextTab(at: 20), TextTab(at: 40), TextTab(at: 90)])
    }
}
