import CairoRendering
import CollectionRendering
import Foundation
import Testing

/// An italic `FontDescription` is drawn and measured in the family's italic (here oblique)
/// face. Expected values come from the font files (fonts-dejavu-core 2.37): 2048 units per em;
/// ascent 1901 and descent 483 in both DejaVuSans.ttf and DejaVuSans-Oblique.ttf (`hhea`);
/// advances (`hmtx`) of "ǉ" (U+01C9) 935 upright and 1138 oblique, of "æ" 2011 and 2038;
/// the oblique face's `post` italic angle −11°. At 16 points a unit is 16/2048 = 1/128 point.
@Suite struct ItalicTextTests: CairoBackendDrawing {
    let upright = FontDescription(size: 16), italic = FontDescription(size: 16, isItalic: true)

    /// "ǉ" is laid out by Pango, "æ" (Latin-1) from word widths: both measure the oblique
    /// face's advance, 1138/128 and 2038/128, where upright text measures 935/128 and
    /// 2011/128; the line is (1901 + 483)/128 = 18.625 high in both faces.
    @Test func italicTextMeasuresWithTheObliqueFacesAdvances() throws {
        let engine = PangoTextEngine(fonts: try FontSystem())
        let cases: [(String, upright: CGFloat, italic: CGFloat)] = [("ǉ", 935, 1138), ("æ", 2011, 2038)]
        for (text, uprightUnits, italicUnits) in cases {
            let slanted = engine.measure(text, font: italic, width: nil), straight = engine.measure(text, font: upright, width: nil)
            #expect(abs(slanted.width - italicUnits / 128) <= 1.0 / 1024, "\(text): \(slanted)")
            #expect(abs(straight.width - uprightUnits / 128) <= 1.0 / 1024, "\(text): \(straight)")
            #expect(slanted.height == 18.625 && straight.height == 18.625)
        }
        // An italic run in an upright block measures as the italic face.
        let run = TextStyling(runs: [TextRun(0..<2, font: italic, color: .black)])
        #expect(abs(engine.measure(TextBlock("ǉ", font: upright, styling: run), width: nil).width - 1138.0 / 128) <= 1.0 / 1024)
    }

    /// A tall "l" — one vertical stem — drawn upright and italic at 100 points: the upright
    /// stem's ink is as far right at its top as at its bottom; the italic one's leans right
    /// by tan 11° ≈ 0.194 of the height between them (±0.03 for the stem's rounded ends).
    @Test func italicTextIsDrawnSlanted() throws {
        func lean(_ font: FontDescription) throws -> CGFloat {
            let image = try draw(CGSize(width: 120, height: 140)) { backend in
                backend.drawText(TextBlock("l", font: font, alignment: .leading), in: CGRect(x: 20, y: 10, width: 100, height: 120))
            }
            var rows: [(y: Int, x: CGFloat)] = []
            for y in 0..<140 {
                let inked = (0..<120).filter { image[$0, y].0 < 128 }
                if !inked.isEmpty { rows.append((y, CGFloat(inked.reduce(0, +)) / CGFloat(inked.count))) }
            }
            // The stem's middle half: away from its ends.
            let top = rows[rows.count / 4], bottom = rows[rows.count * 3 / 4]
            return (top.x - bottom.x) / CGFloat(bottom.y - top.y)
        }
        let straight = try lean(FontDescription(size: 100)), slanted = try lean(FontDescription(size: 100, isItalic: true))
        #expect(abs(straight) <= 0.01, "upright lean \(straight)")
        #expect(abs(slanted - tan(11 * CGFloat.pi / 180)) <= 0.03, "italic lean \(slanted)")
    }

    /// The style is part of a font's identity: equal and hashed apart from the upright font, and
    /// a font encoded before the style existed decodes upright.
    @Test func theStyleDistinguishesFonts() throws {
        #expect(italic != upright)
        #expect(Set([italic, upright, FontDescription(size: 16, isItalic: true)]).count == 2)
        let old = Data(#"{"family":"DejaVu Sans","size":16,"weight":400}"#.utf8)
        #expect(try JSONDecoder().decode(FontDescription.self, from: old) == upright)
        #expect(try JSONDecoder().decode(FontDescription.self, from: try JSONEncoder().encode(italic)) == italic)
    }
}

/// The SVG writer names the style: an italic block's `<text>` has `font-style="italic"`, an
/// upright run in it says `normal`, an italic run in an upright block says `italic`.
@Suite struct ItalicSVGTests {
    @Test func theSVGNamesTheStyle() throws {
        let engine = PangoTextEngine(fonts: try FontSystem())
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let writer = SVGWriter(size: rect.size, textLayout: engine)
        let upright = FontDescription(size: 16), italic = FontDescription(size: 16, isItalic: true)
        writer.drawText(TextBlock("ab", font: italic, styling: TextStyling(runs: [TextRun(1..<2, font: upright, color: .black)])), in: rect)
        writer.drawText(TextBlock("cd", font: upright, styling: TextStyling(runs: [TextRun(1..<2, font: italic, color: .black)])), in: rect)
        let svg = writer.document()
        #expect(svg.components(separatedBy: "font-style=\"italic\"").count - 1 == 2, "\(svg)")
        #expect(svg.components(separatedBy: "font-style=\"normal\"").count - 1 == 1, "\(svg)")
    }
}
