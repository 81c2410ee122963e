import CollectionRendering
import Foundation
import ReelExport
import TestTools
import Testing

@testable import CairoRendering

/// Font systems made, used for a few texts and freed again on parallel threads — what the
/// test suites and `reel export`'s renderer pool do — lay text out as one alone does, and
/// crash nothing: a stress check of what font systems on different threads share (cairo's
/// font faces and scaled fonts, fontconfig's caches, and Pango 1.50's own threads, which
/// match and sort the fonts of each new font description and may finish after the font
/// system that asked is freed, pango/pangofc-fontmap.c). It has never failed: 0 of 14 runs,
/// some beside the whole suite.
@Suite("Font systems made and freed on parallel threads")
struct FontSystemLifetimeThreadTests {
    /// Words of several scripts: DejaVu has Latin, Hebrew and Arabic; CJK falls back to Noto.
    static let words = [
        "Hello", "world", "Wabcdefghij", "AVAWAY", "שלום", "עולם", "مرحبا", "بالعالم", "漢字かな交じり文", "中文", "한국어",
        "12 (3)", "—", "x-y-z", "Ünïcödé",
    ]
    static let families = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]

    /// One text to lay out: a block and the rectangle it is laid out in.
    struct Case: Sendable {
        var block: TextBlock
        var rect: CGRect
    }

    /// `count` random blocks of 1 to 12 words, in many fonts (each a new font description for
    /// a new font system), cut by their height, a line limit or not at all.
    static func cases(count: Int, seed: UInt64) -> [Case] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "a" }
                .joined(separator: Bool.random(using: &rng) ? " " : "\n")
            let font = FontDescription(
                family: families.randomElement(using: &rng) ?? "DejaVu Sans", size: CGFloat(Int.random(in: 16...80, using: &rng)) / 4,
                weight: Bool.random(using: &rng) ? 400 : 700)
            var block = TextBlock(text, font: font, alignment: .leading, maximumLines: [0, 0, 1, 2].randomElement(using: &rng) ?? 0)
            block.ellipsizes = Int.random(in: 0..<4, using: &rng) > 0
            let rect = CGRect(
                x: 0, y: 0, width: CGFloat(Int.random(in: 30...300, using: &rng)), height: CGFloat(Int.random(in: 10...120, using: &rng)))
            return Case(block: block, rect: rect)
        }
    }

    /// What a font system gives a case: its lines and the size of its whole text.
    struct Laid: Equatable {
        var lines: [TextLine]
        var size: CGSize
    }

    /// `cases` laid out by one engine on `fonts`, in order.
    static func layOut(_ cases: ArraySlice<Case>, on fonts: FontSystem) -> [Laid] {
        let engine = PangoTextEngine(fonts: fonts)
        return cases.map {
            Laid(
                lines: engine.layout($0.block, in: $0.rect),
                size: engine.layoutSize($0.block.string, font: $0.block.font, width: $0.rect.width))
        }
    }

    @Test func fontSystemsMadeUsedAndFreedOnParallelThreadsLayOutAsOneAloneAndCrashNothing() throws {
        let all = Self.cases(count: 240, seed: 0x5EED_F0E7)
        let alone = Self.layOut(all[...], on: try FontSystem())
        // Each thread lays out short runs of the cases, each run on a new font system freed
        // right after it: most font descriptions are new to that system.
        let threads = 4, run = 3
        let results = Locked<[Int: Laid]>([:])
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for start in stride(from: thread * run, to: all.count, by: threads * run) {
                guard let fonts = try? FontSystem() else {
                    failures.withLock { $0 += 1 }
                    continue
                }
                let range = start..<min(start + run, all.count)
                let laid = Self.layOut(all[range], on: fonts)
                results.withLock { for (index, value) in zip(range, laid) { $0[index] = value } }
            }
        }
        let parallel = results.withLock { $0 }
        #expect(failures.withLock { $0 } == 0)
        #expect(parallel.count == all.count)
        let different = all.indices.filter { parallel[$0] != alone[$0] }
        #expect(different.isEmpty, "\(different.count) of \(all.count) texts laid out differently, first \(different.prefix(5))")
    }
}
