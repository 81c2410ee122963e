import CollectionLayout
import CollectionRendering
import Foundation
import PropertyBased
import TestTools
import Testing

@testable import CairoRendering

/// `LongRunBreaks` (docs/REFERENCE.md §16.1, "Long words") against Pango itself: a run of
/// text with no break opportunity, broken window by window and held together by line
/// separators, lays out in exactly the lines Pango gives it whole — the same texts, origins
/// and widths to the Pango unit, ellipsized or not, and the same measured size — over random
/// texts, fonts and widths.
@Suite("Long words: the lines Pango gives them, in linear time")
struct LongRunDifferentialTests {
    /// Characters a run may hold: wide and narrow Latin letters, digits, punctuation that
    /// allows no break between letters, precomposed and combining accents, Greek and
    /// Cyrillic (other fonts' coverage in DejaVu), a kerning pair's halves.
    static let alphabet: [String] = [
        "W", "M", "i", "l", "a", "e", "A", "V", "T", "o", "y", "0", "7", "_", ".", ",", "é", "e\u{301}", "ß", "Ω", "λ", "Ж",
        "я", "ﬁ", "ø", "Å",
    ]
    static let fonts = [
        FontDescription(size: 17), FontDescription(size: 12.5), FontDescription(family: "DejaVu Sans", size: 15, weight: 700),
        FontDescription(family: "DejaVu Serif", size: 16), FontDescription(family: "DejaVu Sans Mono", size: 11),
    ]

    /// Words and long runs: some short words, then one to three runs of 40 to 900 characters
    /// separated by words, sometimes a trailing word or space.
    static func text(_ rng: inout SplitMix64) -> String {
        var parts: [String] = []
        if Bool.random(using: &rng) { parts.append(["Hello", "a", "Title:", "x y"].randomElement(using: &rng) ?? "a") }
        for index in 0..<Int.random(in: 1...3, using: &rng) {
            if index > 0 { parts.append(["and", "-", "to", "é"].randomElement(using: &rng) ?? "and") }
            let length = Int.random(in: 40...900, using: &rng)
            parts.append((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "a" }.joined())
        }
        if Bool.random(using: &rng) { parts.append("end") }
        return parts.joined(separator: " ") + (Int.random(in: 0..<5, using: &rng) == 0 ? " " : "")
    }

    /// Two engines on one font system: one breaks every run of a character or more, the
    /// other leaves every run to Pango.
    static func engines() throws -> (broken: PangoTextEngine, pango: PangoTextEngine) {
        let fonts = try FontSystem()
        let broken = PangoTextEngine(fonts: fonts), pango = PangoTextEngine(fonts: fonts)
        broken.longRunMinimumLength = 1
        pango.longRunMinimumLength = .max
        return (broken, pango)
    }

    @Test func brokenRunsLayOutAsPangoLaysThemOutWhole() async throws {
        let (broken, pango) = try Self.engines()
        var separated = 0, total = 0
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let text = Self.text(&rng)
            let font = Self.fonts.randomElement(using: &rng) ?? FontDescription()
            let width = CGFloat(Int.random(in: 12...400, using: &rng))
            // Tall enough for every line, or a few lines, or a line limit: each way the last
            // line shown may be ellipsized.
            let height: CGFloat = Bool.random(using: &rng) ? 100_000 : CGFloat(Int.random(in: 10...120, using: &rng))
            let block = TextBlock(
                text, font: font, alignment: [.leading, .center, .trailing].randomElement(using: &rng) ?? .leading,
                maximumLines: [0, 0, 1, 3].randomElement(using: &rng) ?? 0)
            let rect = CGRect(x: 0, y: 0, width: width, height: height)
            let expected = pango.layout(block, in: rect)
            let before = broken.longRunTextsBroken
            #expect(broken.layout(block, in: rect) == expected, "\"\(text)\" in \(font) at \(width) × \(height)")
            #expect(broken.layoutSize(text, font: font, width: width) == pango.layoutSize(text, font: font, width: width), "\"\(text)\"")
            total += 1
            if broken.longRunTextsBroken > before { separated += 1 }
        }
        // Most texts hold a run more than two lines long, which gets separators: the
        // comparisons above are of broken runs, not of Pango against itself.
        #expect(separated > total / 2, "separators in \(separated) of \(total) texts")
    }

    /// A space with no break after it (before `.`, UAX #14 LB13) ends a line inside a run:
    /// the separator put in its place gives the line its space back, as Pango's line has it.
    @Test func aSpaceEndingALineInsideARunStaysInTheLinesText() throws {
        let (broken, pango) = try Self.engines()
        let block = TextBlock("Title: .Wabc.defgh", font: FontDescription(size: 17))
        let rect = CGRect(x: 0, y: 0, width: 13, height: 10_000)
        let lines = broken.layout(block, in: rect)
        #expect(lines.contains { $0.text == ": " }, "\(lines.map(\.text))")
        #expect(lines == pango.layout(block, in: rect))
    }

    @Test func aLongWordBreaksBetweenCharactersWithNoHyphen() throws {
        let (broken, _) = try Self.engines()
        let font = FontDescription(size: 17)
        let word = String(repeating: "Wabcdefghij", count: 40)
        let lines = broken.layout(TextBlock(word, font: font), in: CGRect(x: 0, y: 0, width: 200, height: 10_000))
        #expect(lines.count > 10)
        // Each line is the next characters of the word, as wide as they are set alone: no
        // hyphen was added at the break (UIKit adds none: hyphenationFactor is 0).
        #expect(lines.map(\.text).joined() == word)
        for line in lines {
            #expect(line.width == broken.layoutSize(line.text, font: font, width: nil).width, "\(line.text)")
            #expect(line.width <= 200)
        }
        // A soft hyphen a line breaks at still shows one: the line is wider than its text.
        let soft = String(repeating: "abcdefgh\u{00AD}", count: 8)
        let first = try #require(broken.layout(TextBlock(soft, font: font), in: CGRect(x: 0, y: 0, width: 120, height: 1000)).first)
        #expect(first.width > broken.layoutSize(first.text, font: font, width: nil).width)
    }
}
