#if os(Linux)
import CairoRendering
import CollectionRendering
import ConstraintSolver
import Foundation
import UIKit

/// Auto Layout benchmark (docs/REFERENCE.md §21): self-sizing 10,000 cells whose content is
/// laid out by constraints — a stack of two labels next to an image, inside the content
/// view's margins, as iOS apps write list cells — in a compositional list 390 pt wide, cold:
/// a new collection view 10,000,000 pt tall (so every cell is visible and sized: UIKit sizes
/// only the cells it shows) and a new Pango measurer. The whole `layoutIfNeeded()`: dequeue,
/// configure, solve each cell's constraints with its labels measured, re-lay out the list,
/// lay each cell out. Target ≤ 200 ms (~20 µs a cell). Then a constant change in a sized
/// cell, re-solved in place.
@MainActor func runAutoLayoutBenchmarks() throws {
    runLargeConstraintTreeBenchmark()
    let fonts = try FontSystem()
    let count = 10_000
    let titles = (0..<count).map { "Title \($0)" }
    let subtitles = (0..<count).map { SelfSizingBench.text($0, sentences: 2) }
    // The previous run's list is torn down before the clock starts, and timed on its own: a
    // list of 10,000 cells takes a while to free, which is no part of sizing the next one.
    var lastView: UICollectionView?
    var times: [Double] = [], teardowns: [Double] = []
    for _ in 0..<6 {
        let start = ContinuousClock.now
        lastView = nil
        let cleared = ContinuousClock.now
        let measurer = PangoContentMeasurer(fonts: fonts)
        lastView = try UIFont.withTextMeasurer(measurer) { try AutoLayoutBench.sizedList(titles: titles, subtitles: subtitles) }
        times.append(Bench.seconds(ContinuousClock.now - cleared))
        teardowns.append(Bench.seconds(cleared - start))
    }
    // The first run warms up (and has nothing to tear down).
    let cold = times.dropFirst().sorted()[2], teardown = teardowns.dropFirst().sorted()[2]
    guard let view = lastView else { return }
    let phases = AutoLayoutBench.phases(cells: 1_000, titles: titles, subtitles: subtitles, fonts: fonts)
    let probe = AutoLayoutBench.Cell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    probe.configure(title: titles[0], subtitle: subtitles[0])
    _ = UIFont.withTextMeasurer(PangoContentMeasurer(fonts: fonts)) { probe.systemLayoutSizeFitting(CGSize(width: 390, height: 44)) }
    let parts = probe.solverParts
    let solverOnly =
        Bench.median(runs: 21) {
            for _ in 0..<100 {
                let solver = Solver()
                for part in parts { try? solver.add(part) }
            }
        } / 100
    print("  one cell's \(parts.count) linear constraints into a new solver: \(Bench.Unit.microseconds.format(solverOnly))")
    // What the engine does for the next cell of the class instead: copy the solved system.
    let template = Solver()
    for part in parts { try? template.add(part) }
    let next = AutoLayoutBench.Cell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    next.configure(title: titles[1], subtitle: subtitles[1])
    _ = UIFont.withTextMeasurer(PangoContentMeasurer(fonts: fonts)) { next.systemLayoutSizeFitting(CGSize(width: 390, height: 44)) }
    let nextParts = next.solverParts
    var copies = 0
    let copyOnly =
        Bench.median(runs: 21) {
            for _ in 0..<100 where template.copy(holding: nextParts) != nil { copies += 1 }
        } / 100
    print(
        "  the next cell's copied from the first's solved system instead: \(Bench.Unit.microseconds.format(copyOnly))"
            + (copies > 0 ? "" : " (NOT COPIED: the shapes differ)"))
    print(
        "  per cell: make and configure \(Bench.Unit.microseconds.format(phases[0])), fit \(Bench.Unit.microseconds.format(phases[1])), "
            + "resize \(Bench.Unit.microseconds.format(phases[2])), lay out \(Bench.Unit.microseconds.format(phases[3]))")
    let sized = view.visibleCells.count
    print("Auto Layout cells: \(sized) cells visible and sized; content height \(Int(view.contentSize.height)) pt")
    Bench.report("self-size 10,000 Auto Layout cells (stack, 2 labels, image)", cold, unit: .milliseconds, target: 0.200)
    print("  then freeing that list of 10,000 cells: \(Bench.Unit.milliseconds.format(teardown))")

    let change = AutoLayoutBench.withFittedCell(subtitle: subtitles[1], fonts: fonts) { cell in
        Bench.median(runs: 201) { AutoLayoutBench.changeSpacing(of: cell, times: 1) }
    }
    Bench.report("  re-layout after a stack spacing change (one cell)", change, unit: .microseconds, target: 0.000_020)
}

/// The stack spacing change alone (`ReelBenchmarks autolayout-stack`): one fitted cell whose
/// stack's spacing goes from 12 to 16 and back, laid out after each change, 10,000 times — a
/// short run to profile one re-layout with (`valgrind --tool=callgrind
/// --toggle-collect='*changeSpacing*'`: instructions ÷ 10,000 = per re-layout).
@MainActor func runAutoLayoutStackBenchmarks() throws {
    let fonts = try FontSystem()
    let subtitle = SelfSizingBench.text(1, sentences: 2)
    let runs = 10_000
    let time = AutoLayoutBench.withFittedCell(subtitle: subtitle, fonts: fonts) { cell in
        Bench.median(runs: 1) { AutoLayoutBench.changeSpacing(of: cell, times: runs) } / Double(runs)
    }
    Bench.report("re-layout after a stack spacing change (one cell, mean)", time, unit: .microseconds, target: 0.000_020)
}

/// The stack spacing change of a cell whose constraints are broken (`ReelBenchmarks
/// autolayout-broken`): the cell left at its first frame, 0 × 0, and fitted once, so its
/// content's constraints conflict with its size and some are broken; then its stack's spacing
/// goes from 12 to 16 and back, laid out after each change, 10,000 times. A broken constraint
/// stays in the engine, relaxed (docs/REFERENCE.md §21.5): a constant change costs no more
/// than with nothing broken (profile with `valgrind --tool=callgrind
/// --toggle-collect='*changeSpacing*'`: instructions ÷ 10,000 = per re-layout).
@MainActor func runAutoLayoutBrokenStackBenchmarks() throws {
    let fonts = try FontSystem()
    let subtitle = SelfSizingBench.text(1, sentences: 2)
    let runs = 10_000
    let cell = AutoLayoutBench.Cell()
    cell.configure(title: "Title 1", subtitle: subtitle)
    let time = UIFont.withTextMeasurer(PangoContentMeasurer(fonts: fonts)) { () -> Double in
        _ = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 44))
        return Bench.median(runs: 1) { AutoLayoutBench.changeSpacing(of: cell, times: runs) } / Double(runs)
    }
    Bench.report("re-layout after a spacing change (cell at 0 × 0, broken, mean)", time, unit: .microseconds, target: 0.000_020)
}

/// The per-cell phases alone (`ReelBenchmarks autolayout-cells`): 2,000 cells made, fitted,
/// resized and laid out one by one outside a collection view — a short run to profile the
/// per-cell solve with (`valgrind --tool=callgrind`).
@MainActor func runAutoLayoutCellBenchmarks() throws {
    let fonts = try FontSystem()
    let titles = (0..<2_000).map { "Title \($0)" }
    let subtitles = (0..<2_000).map { SelfSizingBench.text($0, sentences: 2) }
    let phases = AutoLayoutBench.phases(cells: 2_000, titles: titles, subtitles: subtitles, fonts: fonts)
    print(
        "  per cell: make and configure \(Bench.Unit.microseconds.format(phases[0])), fit \(Bench.Unit.microseconds.format(phases[1])), "
            + "resize \(Bench.Unit.microseconds.format(phases[2])), lay out \(Bench.Unit.microseconds.format(phases[3]))")
}

/// The list alone (`ReelBenchmarks autolayout-list`): lists of 1,000 and 4,000 Auto Layout
/// cells sized once and freed, each phase timed — how the cost a cell grows with the list, and
/// a short run to profile sizing and freeing a list with (`valgrind --tool=callgrind
/// --toggle-collect=…freeList…`).
@MainActor func runAutoLayoutListBenchmarks() throws {
    let fonts = try FontSystem()
    for count in [1_000, 4_000] {
        let titles = (0..<count).map { "Title \($0)" }
        let subtitles = (0..<count).map { SelfSizingBench.text($0, sentences: 2) }
        let start = ContinuousClock.now
        var view: UICollectionView? = try UIFont.withTextMeasurer(PangoContentMeasurer(fonts: fonts)) {
            try AutoLayoutBench.sizedList(titles: titles, subtitles: subtitles)
        }
        let sized = ContinuousClock.now
        AutoLayoutBench.freeList(&view)
        let freed = ContinuousClock.now
        print(
            "  \(count) cells: sized in \(Bench.Unit.milliseconds.format(Bench.seconds(sized - start))), "
                + "freed in \(Bench.Unit.milliseconds.format(Bench.seconds(freed - sized)))")
    }
}

/// Bad input's bound, run first so the heap is fresh and its peak memory is its own: a tree
/// of 100,000 constraints — 2,500 cards placed by their frames, each a column of 10 rows
/// chained top to bottom (4 constraints a row) — laid out once; then one chain of 2,500 rows.
@MainActor func runLargeConstraintTreeBenchmark() {
    let memoryBefore = Bench.residentBytes()
    let peakReset = Bench.resetPeakResidentBytes()
    var lastRow: UIView?
    let large = Bench.median(runs: 1) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(100_000)
        for card in 0..<2_500 {
            let box = UIView(frame: CGRect(x: 0, y: CGFloat(card) * 300, width: 390, height: 300))
            root.addSubview(box)
            var previous = box.topAnchor
            for _ in 0..<10 {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                box.addSubview(row)
                constraints += [
                    row.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: previous, constant: 4), row.heightAnchor.constraint(equalToConstant: 20),
                ]
                previous = row.bottomAnchor
                lastRow = row
            }
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
    let memory = Bench.peakResidentBytes() - memoryBefore
    print("  100,000 constraints: a card's last row at y \(lastRow?.frame.minY ?? -1) (10 × 24 − 20 = 220)")
    Bench.report("100,000-constraint tree, activated and laid out", large, unit: .milliseconds, target: 10)
    if peakReset {
        Bench.report("  its peak memory above the memory before it", Double(max(0, memory)), unit: .megabytes, target: 1e9)
    } else {
        print("  its peak memory: not measured (/proc/self/clear_refs cannot reset the peak here)")
    }
    // One chain of 2,500 rows: a long chain of required equalities makes each row of the
    // tableau carry the markers of the rows above it (quadratic in the chain's length).
    let chain = Bench.median(runs: 1) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var previous = root.topAnchor
        for _ in 0..<2_500 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.widthAnchor.constraint(equalToConstant: 10),
                row.topAnchor.constraint(equalTo: previous, constant: 4), row.heightAnchor.constraint(equalToConstant: 20),
            ])
            previous = row.bottomAnchor
        }
        root.layoutIfNeeded()
    }
    print("  one chain of 2,500 rows (10,000 constraints): \(Bench.Unit.milliseconds.format(chain))")
}

@MainActor enum AutoLayoutBench {
    /// A list cell laid out by constraints: `[image | [title / subtitle]]` in the margins.
    final class Cell: UICollectionViewCell {
        let image = UIImageView(image: UIImage(systemName: "star"))
        let title = UILabel()
        let subtitle = UILabel()
        let stack: UIStackView

        override init(frame: CGRect) {
            let texts = UIStackView(arrangedSubviews: [title, subtitle])
            texts.axis = .vertical
            texts.spacing = 2
            stack = UIStackView(arrangedSubviews: [image, texts])
            super.init(frame: frame)
            stack.spacing = 12
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            title.font = .preferredFont(forTextStyle: .headline)
            subtitle.font = .preferredFont(forTextStyle: .subheadline)
            subtitle.numberOfLines = 0
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(title: String, subtitle: String) {
            self.title.text = title
            self.subtitle.text = subtitle
        }
    }

    /// Where a cell's time goes, cell by cell outside a collection view: the mean time per
    /// cell to make and configure it, fit it (`systemLayoutSizeFitting` at the list's width),
    /// resize it to a height and lay it out, over `cells` cells.
    static func phases(cells: Int, titles: [String], subtitles: [String], fonts: FontSystem) -> [Double] {
        UIFont.withTextMeasurer(PangoContentMeasurer(fonts: fonts)) { () -> [Double] in
            var totals = [Double](repeating: 0, count: 4)
            for index in 0..<cells {
                var clock = ContinuousClock.now
                func lap(_ phase: Int) {
                    let now = ContinuousClock.now
                    totals[phase] += Bench.seconds(now - clock)
                    clock = now
                }
                let cell = Cell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                cell.configure(title: titles[index], subtitle: subtitles[index])
                lap(0)
                _ = cell.systemLayoutSizeFitting(
                    CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                lap(1)
                cell.frame.size.height = 82
                lap(2)
                cell.layoutIfNeeded()
                lap(3)
            }
            return totals.map { $0 / Double(cells) }
        }
    }

    /// Calls `body` with a sized cell — configured as the list's second, fitted at the list's
    /// width, given the fitted size and laid out, as the list sizes its cells — while a Pango
    /// measurer measures its texts. (A cell left at its first frame, 0 × 0, breaks its
    /// constraints, and every constant change then tries the broken ones again.)
    static func withFittedCell<Result>(subtitle: String, fonts: FontSystem, _ body: (Cell) -> Result) -> Result {
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.configure(title: "Title 1", subtitle: subtitle)
        return UIFont.withTextMeasurer(PangoContentMeasurer(fonts: fonts)) { () -> Result in
            cell.frame.size = cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            cell.layoutIfNeeded()
            return body(cell)
        }
    }

    /// Changes the spacing of `cell`'s stack `times` times, from 12 to 16 and back, laying the
    /// cell out after each change (a function of its own, to profile alone).
    @inline(never)
    static func changeSpacing(of cell: Cell, times: Int) {
        for _ in 0..<times {
            cell.stack.spacing = cell.stack.spacing == 16 ? 12 : 16
            cell.layoutIfNeeded()
        }
    }

    /// The cells' data.
    final class Source: NSObject, UICollectionViewDataSource {
        let titles: [String], subtitles: [String]
        init(titles: [String], subtitles: [String]) {
            self.titles = titles
            self.subtitles = subtitles
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? Cell)?.configure(title: titles[indexPath.item], subtitle: subtitles[indexPath.item])
            return cell
        }
    }

    /// A new list of every cell visible, laid out once.
    static func sizedList(titles: [String], subtitles: [String]) throws -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 10_000_000), collectionViewLayout: layout)
        view.register(Cell.self, forCellWithReuseIdentifier: "cell")
        let source = Source(titles: titles, subtitles: subtitles)
        view.dataSource = source
        view.layoutIfNeeded()
        withExtendedLifetime(source) {}
        guard view.raisedExceptions.isEmpty else { throw BenchError(description: "\(view.raisedExceptions)") }
        return view
    }

    /// Frees the list `view` holds the last reference to (a function of its own, to profile alone).
    @inline(never)
    static func freeList(_ view: inout UICollectionView?) { view = nil }

    struct BenchError: Error, CustomStringConvertible { var description: String }
}
#endif
