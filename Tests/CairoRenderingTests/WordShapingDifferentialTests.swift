import CollectionRendering
import Foundation
import PropertyBased
import TestTools
import Testing

@testable import CairoRendering

/// The word-shaping fast path of `PangoTextEngine.measure` (docs/REFERENCE.md, "Self-sizing")
/// against Pango itself: whenever the fast path answers, its size is the Pango layout's
/// logical size to the Pango unit (1/1024 pt), over random texts, fonts and widths —
/// including widths at a line's exact edge and one unit either side of it, where a wrong
/// rule about spaces would change the line count.
@Suite("Word shaping: the same sizes as Pango")
struct WordShapingDifferentialTests {
    /// Words with trailing punctuation, digits, capitals, one-letter and long words, and words
    /// of 8, 9, 15, 16 and 17 bytes that share their first bytes (the word cache packs up to 16).
    static let words = [
        "a", "I", "an", "of", "to", "in", "is", "it", "the", "and", "layout", "Message", "says", "measured", "from",
        "its", "text.", "text,", "wait!", "why?", "note:", "list;", "ok?!", "end...", "AV", "WAVE", "Type", "Yo",
        "fi", "ffi", "office", "flow", "LT", "Tj", "VA", "42", "2026", "1st", "3rd", "x86", "MMMMMM", "iiiiii", "WWWW",
        "internationalization", "Supercalifragilisticexpialidocious", "Wolfeschlegelsteinhausenbergerdorff",
        "abcdefgh", "abcdefghi", "transformations", "transformational", "counterproductive", "quickly", "jumped", "over", "lazy", "dogs.",
        "Zebra,", "quartz;", "Kerning", "AVAVAV", "To", "Te", "P.", "it's", "don't", "dogs'", "Y'all", "o'clock.",
        "rock'n'roll", "L'Avenue", "T'", "café", "naïve", "Überraschung", "señor", "Ærøskøbing", "façade.", "jalapeño,",
        "Straße", "déjà", "l'été", "ÀÉÎÕÜ", "Ýÿþð", "Å",
    ]
    /// Fonts the fast path sees: regular, bold, serif, monospace, odd sizes.
    static let fonts = [
        FontDescription(size: 17), FontDescription(size: 12), FontDescription(size: 13.5),
        FontDescription(family: "DejaVu Sans", size: 15, weight: 700), FontDescription(family: "DejaVu Serif", size: 16),
        FontDescription(family: "DejaVu Sans Mono", size: 11), FontDescription(size: 22.3),
    ]

    /// A random text of 1 to 30 words from the list and random numbers.
    static func text(_ rng: inout SplitMix64) -> [String] {
        (0..<Int.random(in: 1...30, using: &rng)).map { _ in
            Int.random(in: 0..<6, using: &rng) == 0
                ? String(Int.random(in: 0...99_999, using: &rng)) : words.randomElement(using: &rng) ?? "a"
        }
    }

    @Test func theFastPathMeasuresExactlyWhatPangoLaysOut() async throws {
        let engine = PangoTextEngine(fonts: try FontSystem())
        var fast = 0, total = 0, edges = 0
        await propertyCheck(count: 3_000, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let words = Self.text(&rng)
            let text = words.joined(separator: " ")
            let font = Self.fonts.randomElement(using: &rng) ?? FontDescription()
            // Widths: unwrapped; random; or a prefix's exact width plus −1, 0 or +1 unit, or
            // plus a space (the width where the next word's trailing space would matter).
            let width: CGFloat?
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: width = nil
            case 1: width = CGFloat(Int.random(in: 20_000...700_000, using: &rng)) / 1024
            default:
                let prefix = words.prefix(Int.random(in: 1...words.count, using: &rng)).joined(separator: " ")
                let exact = engine.layoutSize(prefix, font: font, width: nil).width
                let space =
                    engine.layoutSize("a a", font: font, width: nil).width - 2 * engine.layoutSize("a", font: font, width: nil).width
                let delta = [-1, 0, 1].randomElement(using: &rng) ?? 0
                width = exact + CGFloat(delta) / 1024 + (Bool.random(using: &rng) ? space : 0)
                edges += 1
            }
            let pango = engine.layoutSize(text, font: font, width: width)
            total += 1
            if let sum = engine.wordShapedSize(text, font: font, width: width) {
                fast += 1
                #expect(sum == pango, "\"\(text)\" in \(font) at \(String(describing: width)): words \(sum), Pango \(pango)")
            }
            #expect(engine.measure(text, font: font, width: width) == pango, "\"\(text)\" at \(String(describing: width))")
        }
        // Most of these texts are plain (only words wider than a narrow line leave the fast
        // path), so the comparison above ran thousands of times.
        #expect(fast > total / 2, "fast path answered \(fast) of \(total)")
        #expect(edges > total / 3)
    }

    @Test func oneTextMeasuredAtWidthAfterWidthMeasuresAsPangoEachTime() throws {
        // The fast path keeps the last text's word widths (a label is measured unwrapped, then
        // at its width): each width after the first breaks the same words again, and a width
        // narrower than a word still falls back to Pango. Another font or text starts afresh.
        let engine = PangoTextEngine(fonts: try FontSystem())
        var rng = SplitMix64(seed: 35)
        for _ in 0..<200 {
            let text = Self.text(&rng).joined(separator: " ")
            let font = Self.fonts.randomElement(using: &rng) ?? FontDescription()
            for width in [nil] + (0..<5).map({ _ in CGFloat(Int.random(in: 10_000...500_000, using: &rng)) / 1024 }) {
                let pango = engine.layoutSize(text, font: font, width: width)
                #expect(engine.measure(text, font: font, width: width) == pango, "\"\(text)\" at \(String(describing: width))")
            }
            let other = Self.fonts.randomElement(using: &rng) ?? FontDescription()
            #expect(engine.measure(text, font: other, width: 200) == engine.layoutSize(text, font: other, width: 200))
        }
    }

    @Test func textsItCannotProveFallBackToPango() throws {
        let engine = PangoTextEngine(fonts: try FontSystem())
        let font = FontDescription(size: 17)
        let outside = [
            "well-known", "either/or", "'tis", "it''s", "1's", "2×3", "6÷2", "cafe\u{301}", "Ωmega", "\"quoted\"", "(aside)", "two  spaces",
            " leading", "trailing ",
            "line\nbreak",
            "tab\there", "中文字 text", "a,1", "hi!there", "wait !", "1234 5678", "...", "e.g. this",
            "50% off", "a+b", "#tag",
        ]
        for text in outside {
            #expect(engine.wordShapedSize(text, font: font, width: 200) == nil, "\"\(text)\"")
            #expect(engine.measure(text, font: font, width: 200) == engine.layoutSize(text, font: font, width: 200), "\"\(text)\"")
        }
        // A word wider than the line: Pango breaks inside it, the fast path declines.
        let long = "Supercalifragilisticexpialidocious"
        let longWidth = engine.layoutSize(long, font: font, width: nil).width
        #expect(engine.wordShapedSize("a " + long, font: font, width: longWidth - 1.0 / 1024) == nil)
        #expect(
            engine.wordShapedSize("a " + long, font: font, width: longWidth) == engine.layoutSize("a " + long, font: font, width: longWidth)
        )
        // And plain text in DejaVu takes it (so the comparisons above are not vacuous).
        #expect(engine.wordShapedSize("Message 12 says the layout is measured.", font: font, width: 200) != nil)
        #expect(engine.wordShapedSize("It's the dogs' o'clock walk.", font: font, width: 200) != nil)
        #expect(engine.wordShapedSize("Un café crème, s'il vous plaît.", font: font, width: 200) != nil)
    }

    @Test func drawingBetweenMeasurementsChangesNoSize() throws {
        // The engine reuses one Pango layout; drawing leaves its alignment (and, with a line
        // limit, its ellipsizing) set. Measuring by Pango after a centred or right-aligned,
        // line-limited draw still gives the sizes the fast path gives.
        let engine = PangoTextEngine(fonts: try FontSystem())
        let font = FontDescription(size: 17)
        let texts = [
            "Message 12 says the layout is measured from its text.", "a b c d e f g", "Wolfeschlegelsteinhausenbergerdorff is long.",
        ]
        for alignment in [TextAlignment.center, .trailing] {
            for text in texts {
                for width: CGFloat in [120, 200, 358] {
                    _ = engine.makeLayout(
                        TextBlock(text, font: font, alignment: alignment, maximumLines: 2), in: CGRect(x: 0, y: 0, width: width, height: 30)
                    )
                    let pango = engine.layoutSize(text, font: font, width: width)
                    if let sum = engine.wordShapedSize(text, font: font, width: width) {
                        #expect(sum == pango, "\"\(text)\" at \(width) after a \(alignment) draw")
                    }
                    let fresh = PangoTextEngine(fonts: try FontSystem())
                    #expect(fresh.layoutSize(text, font: font, width: width) == pango, "\"\(text)\" at \(width)")
                }
            }
        }
    }

    @Test func aLineBreaksWhenTheNextWordPassesTheEdgeNotItsSpace() throws {
        let engine = PangoTextEngine(fonts: try FontSystem())
        let font = FontDescription(size: 15)
        let two = engine.layoutSize("mmm mmm", font: font, width: nil).width
        // At exactly "mmm mmm" wide, the two words share a line (the space after the second,
        // where the line breaks, does not count): 2 lines for three words, the widest two words.
        for (width, lines, widest) in [(two, 2, two), (two - 1.0 / 1024, 3, engine.layoutSize("mmm", font: font, width: nil).width)] {
            let pango = engine.layoutSize("mmm mmm mmm", font: font, width: width)
            let sum = engine.wordShapedSize("mmm mmm mmm", font: font, width: width)
            let line = engine.layoutSize("mmm", font: font, width: nil).height
            #expect(pango == CGSize(width: widest, height: CGFloat(lines) * line))
            #expect(sum == pango)
        }
        // By hand from DejaVu Sans (ContentMeasurementTests' fixture: m 1995, space 651 of 2048
        // units an em; a line (1901 + 483) / 2048 em): at 15 pt "mmm mmm" is (6 × 1995 + 651) /
        // 2048 × 15 = 92.43896484375 pt and a line 17.4609375 pt, so at that width the three
        // words make 2 lines, 34.921875 pt, 92.439 pt wide: the wrapped line's final space
        // adds nothing (else 97.207 pt). Pango rounds each advance to 1/1024 pt, hence 4/1024.
        let edge = engine.wordShapedSize("mmm mmm mmm", font: font, width: two)
        #expect(abs((edge?.width ?? 0) - 92.43896484375) <= 4.0 / 1024, "\(String(describing: edge))")
        #expect(abs((edge?.height ?? 0) - 34.921875) <= 4.0 / 1024, "\(String(describing: edge))")
    }
}
