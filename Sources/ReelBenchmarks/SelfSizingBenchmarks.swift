import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation

/// Self-sizing benchmark (docs/REFERENCE.md, "Self-sizing"): a layout pass over 10,000
/// visible text cells of a compositional list (estimated heights, 390 pt wide) whose every
/// cell is measured with Pango and the list re-laid out with the measured heights — the
/// whole `layoutIfNeeded()`, measurement included. Target: ≤ 200 ms (release). The view is
/// 1,000,000 pt tall so that all 10,000 cells are visible: UIKit (and this pass) sizes only
/// the cells it shows and leaves the others at their estimate, so the last figure is the
/// same 10,000-item list on a 390 × 844 pt screen, as an app's first layout pass sizes it.
///
/// Two data sets of 10,000 distinct texts: labels (one sentence, ~58 characters) and chat
/// messages (one to four sentences, ~145 characters). Cold: a measurer with an empty cache
/// (each text laid out by Pango once). Warm: the same texts on a new collection view with the
/// measurer that measured them, so every size comes from the cache per (text, font, width).
/// The cold pass measures its texts ahead (`PangoContentMeasurer.measureAhead`: texts that
/// need a Pango layout on two threads, plain ones on the calling thread); the line below it is
/// the same pass measuring each text only when asked, for comparison on the same machine load.
/// Plain text (ASCII words and single spaces) is measured from word widths shaped once per
/// word (`PangoTextEngine.measure`'s fast path, the same sizes to the Pango unit); the lines
/// that follow give the pass with every text laid out by Pango, and where the time goes.
func runSelfSizingBenchmarks() throws {
    let fonts = try FontSystem()
    let count = 10_000
    for (name, sentences) in [("label", 1), ("message", 4)] {
        let texts = (0..<count).map { SelfSizingBench.text($0, sentences: sentences) }
        let characters = texts.reduce(0) { $0 + $1.count } / count
        var measurer = PangoContentMeasurer(fonts: fonts)
        var last: SelfSizingBench.Run?
        let cold = try Bench.median(runs: 5) {
            measurer = PangoContentMeasurer(fonts: fonts)
            last = try SelfSizingBench.Run(texts: texts, measurer: measurer)
        }
        guard let run = last else { return }
        print(
            "Self-sizing \(name)s (\(characters) characters on average): \(run.visibleCells) cells visible and sized; "
                + "content height \(Int(run.contentHeight)) pt; \(measurer.textMeasurements) texts measured "
                + "(\(measurer.textsMeasuredFromWords) from word widths, the rest laid out by Pango), \(measurer.textCacheHits) cache hits"
        )
        Bench.report("self-size 10,000 \(name) cells, measuring (cold cache)", cold, unit: .milliseconds, target: 0.200)
        let oneThread = try Bench.median(runs: 5) {
            let single = PangoContentMeasurer(fonts: fonts)
            single.measuresAheadOnTwoThreads = false
            last = try SelfSizingBench.Run(texts: texts, measurer: single)
        }
        print("  the same on one thread (no measuring ahead): \(Bench.Unit.milliseconds.format(oneThread))")
        let pangoOnly = try Bench.median(runs: 3) {
            let pango = PangoContentMeasurer(fonts: fonts)
            pango.measuresFromWordWidths = false
            last = try SelfSizingBench.Run(texts: texts, measurer: pango)
        }
        print("  the same with every text laid out by Pango (no word widths), two threads: \(Bench.Unit.milliseconds.format(pangoOnly))")
        let before = measurer.textMeasurements
        let warm = try Bench.median(runs: 5) { last = try SelfSizingBench.Run(texts: texts, measurer: measurer) }
        print("  warm: \(measurer.textMeasurements - before) texts laid out by Pango, \(measurer.textCacheHits) cache hits in all")
        Bench.report("self-size 10,000 \(name) cells, sizes cached", warm, unit: .milliseconds, target: 0.200)
        let screen = try Bench.median(runs: 5) {
            last = try SelfSizingBench.Run(texts: texts, measurer: PangoContentMeasurer(fonts: fonts), height: 844)
        }
        print("  on a 390 × 844 pt screen: \(last?.visibleCells ?? 0) cells visible and sized, the rest at the estimate")
        Bench.report("self-size 10,000 \(name) cells, 844 pt screen (cold)", screen, unit: .milliseconds, target: 0.200)
        // Where the cold time goes: measuring alone (no collection view), unwrapped and
        // wrapped at the cells' text width, from word widths and by Pango.
        for (words, width) in [(true, nil), (true, 374 - 16), (false, nil), (false, 374 - 16)] as [(Bool, CGFloat?)] {
            let time = Bench.median(runs: 3) {
                let fresh = PangoContentMeasurer(fonts: fonts)
                fresh.measuresFromWordWidths = words
                for text in texts { _ = fresh.size(of: text, font: FontDescription(size: 17), width: width) }
            }
            print(
                "  \(words ? "word widths" : "Pango layouts") alone, \(width == nil ? "unwrapped" : "wrapped at 358 pt"): "
                    + "\(String(format: "%.1f", time / Double(count) * 1e6)) µs a text")
        }
    }
}

enum SelfSizingBench {
    /// Text `index`: 1 to `sentences` sentences of distinct text (one sentence is 56–59
    /// characters, one or two lines at 374 pt).
    static func text(_ index: Int, sentences: Int) -> String {
        let sentence = "Message \(index) says the layout is measured from its text."
        return Array(repeating: sentence, count: 1 + index % sentences).joined(separator: " ")
    }

    /// A data source of cells showing `texts`.
    final class Source: CollectionViewDataSource {
        let texts: [String]
        init(texts: [String]) { self.texts = texts }
        func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentConfiguration = ElementContent(
                title: texts[indexPath.item], font: FontDescription(size: 17), alignment: .leading,
                padding: EdgeInsets(top: 6, left: 8, bottom: 6, right: 8))
            return cell
        }
    }

    /// One layout pass with self-sizing on a new collection view 390 pt wide and `height`
    /// tall (by default tall enough to show every cell).
    struct Run {
        let visibleCells: Int
        let contentHeight: CGFloat

        init(texts: [String], measurer: PangoContentMeasurer, height: CGFloat = 1_000_000) throws {
            let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let layout = CompositionalLayout(
                section: LayoutSection(group: .horizontal(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))])))
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source = Source(texts: texts)
            let sizing = ElementContentSizing(measuring: measurer)
            view.dataSource = source
            view.contentSizing = sizing
            view.screenScale = 2
            try withExtendedLifetime((source, sizing)) { try view.layoutIfNeeded() }
            visibleCells = view.visibleElements.count
            contentHeight = view.contentSize.height
        }
    }
}
