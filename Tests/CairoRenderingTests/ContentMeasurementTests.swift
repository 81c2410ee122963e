import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// Self-sizing's measurements against sizes worked by hand from the fonts' own tables.
///
/// Fixture metrics (read from the font files' `head`, `hhea` and `hmtx` tables):
/// - DejaVu Sans (`DejaVuSans.ttf`): 2048 units per em; ascender 1901, descender −483, line
///   gap 0 → a line is (1901 + 483) / 2048 = 1.1640625 em: **17.4609375 pt at 15 pt**.
///   Advances: H 1540, e 1260, l 569, o 1253, m 1995, space 651.
/// - Noto Sans CJK (fallback for 中文字, which DejaVu lacks): 1000 units per em; ascender
///   1160, descender −288 → 1.448 em: **21.72 pt at 15 pt**; each ideograph advances 1000
///   (1 em: **15 pt**).
/// Pango keeps lengths in 1/1024 pt, so sums may differ from the exact fractions by a few
/// of those units: the tolerance below is 4/1024 pt.
@Suite struct ContentMeasurementTests {
    static let tolerance: CGFloat = 4.0 / 1024
    static let font = FontDescription(size: 15)
    static let lineHeight: CGFloat = 2384.0 / 2048 * 15 // 17.4609375

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= Self.tolerance }

    @Test func singleLineIsTheSumOfAdvancesByOneLineHeight() throws {
        let measurer = try PangoContentMeasurer()
        let size = measurer.size(of: "Hello", font: Self.font, width: nil)
        // (1540 + 1260 + 569 + 569 + 1253) / 2048 × 15 = 5191 / 2048 × 15 = 38.02001953125.
        #expect(close(size.width, 5191.0 / 2048 * 15), "\(size)")
        #expect(close(size.height, Self.lineHeight), "\(size)")
    }

    @Test func theFirstBaselineIsTheAscender() throws {
        let measurer = try PangoContentMeasurer()
        // DejaVu Sans: ascender 1901 / 2048 × 15 = 13.92333984375 below the line's top.
        #expect(close(measurer.firstBaseline(of: Self.font), 1901.0 / 2048 * 15))
        #expect(measurer.firstBaseline(of: FontDescription(size: 0)) == 0)
    }

    @Test func wrappedLinesAreLinesTimesLineHeight() throws {
        let measurer = try PangoContentMeasurer()
        // "mmm" = 3 × 1995 / 2048 × 15 = 43.83544921875; a space 651 / 2048 × 15 = 4.76806640625.
        // At 100 pt: "mmm mmm" = 92.43896484375 fits, "mmm mmm mmm" = 141.04 does not →
        // lines "mmm mmm" / "mmm": 2 × 17.4609375 = 34.921875.
        let two = measurer.size(of: "mmm mmm mmm", font: Self.font, width: 100)
        #expect(close(two.height, 2 * Self.lineHeight), "\(two)")
        #expect(two.width <= 100 && close(two.width, (2 * 5985.0 + 651) / 2048 * 15), "\(two)")
        // At 40 pt, narrower than one "mmm": each word alone, broken inside at characters
        // (2 × 1995 / 2048 × 15 = 29.22 fits, 3 do not): "mm" / "m" per word → 6 lines.
        let six = measurer.size(of: "mmm mmm mmm", font: Self.font, width: 40)
        #expect(close(six.height, 6 * Self.lineHeight), "\(six)")
        // An explicit line break starts a line: 2 lines unwrapped.
        #expect(close(measurer.size(of: "m\nm", font: Self.font, width: nil).height, 2 * Self.lineHeight))
    }

    @Test func cjkFallsBackToNotoMetrics() throws {
        let measurer = try PangoContentMeasurer()
        let size = measurer.size(of: "中文字", font: Self.font, width: nil)
        // Three ideographs of 1 em: 45 pt; one Noto line: 1.448 × 15 = 21.72 pt.
        #expect(close(size.width, 45), "\(size)")
        #expect(close(size.height, 1.448 * 15), "\(size)")
    }

    @Test func emptyStringMeasuresZeroAndACellKeepsItsPadding() throws {
        let measurer = try PangoContentMeasurer()
        #expect(measurer.size(of: "", font: Self.font, width: 100) == .zero)
        let content = ElementContent(title: "", padding: EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
        let size = ContentFitting.fittingSize(
            of: content, key: .cell(IndexPath(item: 0, section: 0)), targetSize: CGSize(width: 50, height: 50),
            sizing: SelfSizing(fitsWidth: true, fitsHeight: true), scale: 2, measuring: measurer)
        // No text: the padding only, 6 + 6 by 4 + 4.
        #expect(size == CGSize(width: 12, height: 8))
    }

    @Test func cellOfWrappedLinesIsLinesTimesLineHeightPlusInsets() throws {
        let measurer = try PangoContentMeasurer()
        let content = ElementContent(title: "mmm mmm mmm", font: Self.font, padding: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let key = ElementKey.cell(IndexPath(item: 0, section: 0))
        // Width fixed at 116: text width 100 → 2 lines, 34.921875, rounded up to the pixel
        // at scale 2: 35; plus 8 + 8 → 51.
        let fixed = ContentFitting.fittingSize(
            of: content, key: key, targetSize: CGSize(width: 116, height: 44), sizing: SelfSizing(fitsWidth: false, fitsHeight: true),
            scale: 2, measuring: measurer)
        #expect(fixed == CGSize(width: 116, height: 51))
        // Both free, at most 116 wide: the unwrapped width 141.04 + 16 does not fit, so the
        // text wraps at 100: widest line 92.43896484375 → 92.5 at scale 2, + 16 = 108.5.
        let free = ContentFitting.fittingSize(
            of: content, key: key, targetSize: CGSize(width: 50, height: 50),
            sizing: SelfSizing(fitsWidth: true, fitsHeight: true, maximumSize: CGSize(width: 116, height: CGFloat.infinity)),
            scale: 2, measuring: measurer)
        #expect(free == CGSize(width: 108.5, height: 51))
        // A title with a subtitle: one line each, slots ⌈1.25 × 15⌉ = 19 and ⌈1.25 × 12⌉ = 15,
        // 2 apart: 36, + 16 = 52.
        var stacked = content
        stacked.subtitle = "sub"
        let stack = ContentFitting.fittingSize(
            of: stacked, key: key, targetSize: CGSize(width: 116, height: 44), sizing: SelfSizing(fitsWidth: false, fitsHeight: true),
            scale: 2, measuring: measurer)
        #expect(stack == CGSize(width: 116, height: 52))
    }

    @Test func imagesMeasureFromPixelSizeAndContentMode() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(PNGEncoder().encode(RGBAImage(width: 30, height: 20, red: 200, alpha: 255))).write(to: url)
        let measurer = try PangoContentMeasurer()
        let key = ElementKey.cell(IndexPath(item: 0, section: 0))
        func fitting(_ mode: ContentMode, _ sizing: SelfSizing) -> CGSize? {
            ContentFitting.fittingSize(
                of: ElementContent(image: ImageSource(path: url.path), contentMode: mode), key: key,
                targetSize: CGSize(width: 60, height: 44), sizing: sizing, scale: 1, measuring: measurer)
        }
        #expect(measurer.pixelSize(of: ImageSource(path: url.path)) == CGSize(width: 30, height: 20))
        // Both free: the pixel size in points.
        #expect(fitting(.scaleAspectFit, SelfSizing(fitsWidth: true, fitsHeight: true)) == CGSize(width: 30, height: 20))
        // Width fixed at 60, aspect kept: 60 × 20 / 30 = 40.
        #expect(fitting(.scaleAspectFit, SelfSizing(fitsWidth: false, fitsHeight: true)) == CGSize(width: 60, height: 40))
        #expect(fitting(.scaleAspectFill, SelfSizing(fitsWidth: false, fitsHeight: true)) == CGSize(width: 60, height: 40))
        // Stretching modes keep the pixel height.
        #expect(fitting(.scaleToFill, SelfSizing(fitsWidth: false, fitsHeight: true)) == CGSize(width: 60, height: 20))
        // An unreadable image measures nothing: the cell keeps its size.
        let missing = ContentFitting.fittingSize(
            of: ElementContent(image: ImageSource(path: "/nonexistent.png")), key: key, targetSize: CGSize(width: 60, height: 44),
            sizing: SelfSizing(fitsWidth: false, fitsHeight: true), scale: 1, measuring: measurer)
        #expect(missing == nil)
    }

    @Test func measuredTextDrawsInFullInItsMeasuredRect() throws {
        let renderer = try CairoRenderer()
        let measurer = try PangoContentMeasurer()
        let texts = ["Hello", "mmm mmm mmm", "The quick brown fox jumps over the lazy dog", "中文字 and Latin", "a\nb c"]
        for text in texts {
            for width in [40, 100, 173.3] as [CGFloat] {
                let size = measurer.size(of: text, font: Self.font, width: width)
                let rect = CGRect(x: 0, y: 0, width: width, height: (size.height * 2).rounded(.up) / 2)
                let lines = renderer.text.layout(TextBlock(text, font: Self.font, alignment: .leading), in: rect)
                // Every character drawn, none cut with an ellipsis.
                #expect(lines.allSatisfy { !$0.text.hasSuffix("…") }, "\(text) at \(width): \(lines.map(\.text))")
                let drawn = lines.map(\.text).joined().filter { !$0.isWhitespace }
                #expect(drawn == text.filter { !$0.isWhitespace }, "\(text) at \(width): \(lines.map(\.text))")
            }
        }
    }

    @Test func measurementsAreCachedPerTextFontAndWidth() throws {
        let measurer = try PangoContentMeasurer()
        let first = measurer.size(of: "mmm mmm", font: Self.font, width: 50)
        #expect(measurer.size(of: "mmm mmm", font: Self.font, width: 50) == first)
        #expect(measurer.textMeasurements == 1 && measurer.textCacheHits == 1)
        _ = measurer.size(of: "mmm mmm", font: Self.font, width: 51)
        _ = measurer.size(of: "mmm mmm", font: FontDescription(size: 16), width: 50)
        #expect(measurer.textMeasurements == 3 && measurer.textCacheHits == 1)
    }
}
