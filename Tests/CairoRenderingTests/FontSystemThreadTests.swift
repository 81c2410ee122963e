import CPangoCairo
import CollectionRendering
import Foundation
import ReelExport
import Testing

@testable import CairoRendering

/// Font systems on parallel threads lay text out as one alone does (`reel export` renders
/// frames on every core, a font system each): Pango 1.50 measures a new font's approximate
/// character width with a guard shared by all threads, and a font measured while another
/// thread measures one kept a width of 0 and wrapped its text differently for good
/// (`FontMetricsLock`).
@Suite("Font systems on parallel threads")
struct FontSystemThreadTests {
    /// Sizes enough for the threads' first measurements to overlap: each is a new font.
    static let sizes = (0..<40).map { 9 + CGFloat($0) / 4 }
    /// Words of kerning pairs (`AV`, `To`, `Wa`…): a line's end measured from its
    /// characters' widths and shaped again differ, which is where Pango's safe distance
    /// decides the break.
    static let text = "AVAWAY To Ty Yo Wa LT VAT, AWAY Yes We Vow To Try LAY AVOW Tw Ta Av Ay Ye"
    static let widths: [CGFloat] = [50, 70, 90, 130]

    /// What one font system gives each size: Pango's approximate character width of the font
    /// (what its line breaking reads) and the lines of a text wrapped at a few widths.
    struct Measured: Equatable {
        var approximateCharacterWidth: Int32
        var lines: [TextLine]
    }

    /// The text laid out in each size on `fonts`, each font's width read after.
    static func measure(on fonts: FontSystem) -> [Measured] {
        let engine = PangoTextEngine(fonts: fonts)
        return sizes.map { size in
            let font = FontDescription(size: size)
            let lines = widths.flatMap { engine.layout(TextBlock(text, font: font), in: CGRect(x: 0, y: 0, width: $0, height: 1000)) }
            return Measured(approximateCharacterWidth: approximateCharacterWidth(of: font, on: fonts), lines: lines)
        }
    }

    /// Pango's approximate character width of `font` on `fonts`, for the context's language
    /// (the one its layouts use); -1 when the font does not load.
    static func approximateCharacterWidth(of font: FontDescription, on fonts: FontSystem) -> Int32 {
        guard let description = pango_font_description_new() else { return -1 }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        guard let loaded = pango_font_map_load_font(fonts.fontMap, fonts.context, description) else { return -1 }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard let metrics = pango_font_get_metrics(loaded, nil) else { return -1 }
        defer { pango_font_metrics_unref(metrics) }
        return pango_font_metrics_get_approximate_char_width(metrics)
    }

    @Test func fontSystemsOnParallelThreadsMeasureAndWrapAsOneAlone() throws {
        let alone = Self.measure(on: try FontSystem())
        #expect(alone.allSatisfy { $0.approximateCharacterWidth > 0 && $0.lines.count > 1 })
        // Without the lock, every first round had 13 to 28 of the 40 fonts at 0 on every
        // thread, and some of their texts wrapped differently.
        let threads = 4
        for round in 0..<3 {
            let results = Locked<[[Measured]]>([])
            let ready = DispatchSemaphore(value: 0), start = DispatchSemaphore(value: 0), done = DispatchGroup()
            for _ in 0..<threads {
                done.enter()
                Thread {
                    defer { done.leave() }
                    // Made before the start, so that the threads measure their fonts at once.
                    let fonts = try? FontSystem()
                    ready.signal()
                    start.wait()
                    let measured = fonts.map(Self.measure) ?? []
                    results.withLock { $0.append(measured) }
                }.start()
            }
            for _ in 0..<threads { ready.wait() }
            for _ in 0..<threads { start.signal() }
            done.wait()
            let all = results.withLock { $0 }
            #expect(all.count == threads)
            for measured in all {
                #expect(measured.count == alone.count)
                let widths = zip(measured, alone).filter { $0.approximateCharacterWidth != $1.approximateCharacterWidth }
                let wrapped = zip(measured, alone).filter { $0.lines != $1.lines }
                #expect(
                    widths.isEmpty && wrapped.isEmpty,
                    "round \(round): \(widths.count) of \(alone.count) fonts measured differently (\(widths.prefix(3).map { ($0.approximateCharacterWidth, $1.approximateCharacterWidth) }) …), \(wrapped.count) texts wrapped differently"
                )
            }
        }
    }
}
