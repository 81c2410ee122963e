import Foundation

/// Issue 30, "Bounded time": each input that used to take time growing faster than itself,
/// at the largest size the limits accept, through the release `reel` — its wall time against
/// 2 s, and its time at that size over its time at half (or a quarter) of it, against the
/// ratio of the sizes: linear work keeps the one near the other, quadratic work squares it.
/// Each time is the median of three runs.
func runLimitTimeBenchmarks(reel: String, scratch: URL) throws {
    for limit in TimedLimit.all {
        let (small, large) = (limit.sizes.small, limit.sizes.large)
        let smallTime = try limit.median(reel: reel, scratch: scratch, size: small)
        let largeTime = try limit.median(reel: reel, scratch: scratch, size: large)
        guard let smallTime, let largeTime else {
            print("\(limit.name): reel failed (run it by hand: the scene is in \(scratch.path))")
            continue
        }
        Bench.report("\(limit.name) (\(large.formatted()))", largeTime, unit: .milliseconds, target: 2)
        let sizeRatio = Double(large) / Double(small)
        Bench.report(
            "  its growth from \(small.formatted()): time ×, linear below", largeTime / smallTime, unit: .ratio,
            target: 1.5 * sizeRatio)
    }
}

/// One limit's worst case: a scene of some size and the `reel` command it runs.
struct TimedLimit: Sendable {
    let name: String
    /// The largest size the limits accept, and the smaller one growth is measured from.
    let sizes: (small: Int, large: Int)
    /// The scene of a size.
    let scene: @Sendable (Int) -> String
    /// `reel`'s arguments for the scene file and an output file in the scratch folder.
    let arguments: @Sendable (_ scene: String, _ output: String) -> [String]

    /// The median wall time of three runs at `size` (and, printed, the processor time of the
    /// median run, which a loaded machine does not stretch), or nil when `reel` fails.
    func median(reel: String, scratch: URL, size: Int) throws -> Double? {
        let file = scratch.appendingPathComponent("limit-\(size).yaml")
        try scene(size).write(to: file, atomically: false, encoding: .utf8)
        var times: [(wall: Double, processor: Double)] = []
        for _ in 0..<3 {
            let before = Self.childrenProcessorTime()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: reel)
            process.arguments = arguments(file.path, scratch.appendingPathComponent("out.png").path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
            times.append((Bench.seconds(ContinuousClock.now - start), Self.childrenProcessorTime() - before))
        }
        let median = times.sorted { $0.wall < $1.wall }[1]
        print(String(format: "  (%@ at %@: %.2f s wall, %.2f s processor)", name, size.formatted(), median.wall, median.processor))
        return median.wall
    }

    /// The user and system time of the waited-for children so far, in seconds.
    private static func childrenProcessorTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The cases, largest first in each: within the 8 MiB file limit and 100,000 items.
    static let all: [TimedLimit] = [
        // The issue's first case: one unbroken word in a header, as long as a shown text may be
        // (SceneLimits.maximumTextLength; an 8 MB word took 7 s before the limit).
        TimedLimit(
            name: "one unbroken word in a header, render",
            sizes: (62_500, 250_000),
            scene: { size in
                "viewport: [390, 844]\nlayout: {flow: {itemSize: [100, 100], headerReferenceSize: [0, 44]}}\n"
                    + "sections: [{items: 3, header: \(String(repeating: "W", count: size))}]\n"
            },
            arguments: { ["render", $0, "-o", $1] }),
        // The same word as a self-sizing cell's title, measured and drawn whole.
        TimedLimit(
            name: "one unbroken word in a self-sizing title, render", sizes: (62_500, 250_000),
            scene: { selfSizingTitle(String(repeating: "W", count: $0)) }, arguments: { ["render", $0, "-o", $1] }),
        // A title of many short paragraphs, measured and drawn whole.
        TimedLimit(
            name: "lines of a self-sizing title, render", sizes: (12_500, 50_000),
            scene: { selfSizingTitle("\"" + String(repeating: "line\\n", count: $0) + "\"") }, arguments: { ["render", $0, "-o", $1] }),
        // The issue's second case: boundary supplementary items of one compositional section
        // (every section has them), at the file limit.
        TimedLimit(
            name: "boundary items of two compositional sections, render",
            sizes: (10_000, 40_000),
            scene: { size in
                let item =
                    "{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 20}}, alignment: top, elementKind: "
                let items = (0..<size / 2).map { item + "k\($0)}" }.joined(separator: ", ")
                return "viewport: [390, 844]\nlayout: {compositional: {section: {group: {horizontal: {layoutSize: "
                    + "{widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 80}}, subitem: {item: {layoutSize: "
                    + "{widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}}, count: 1}}, "
                    + "boundarySupplementaryItems: [\(items)]}}}\nsections: [{header: A, items: 6}, {header: B, items: 4}]\n"
            },
            arguments: { ["render", $0, "-o", $1] }),
        // The issue's third case: the circle sample, every item selected, three updates.
        TimedLimit(
            name: "selected items of the circle layout, 3 updates, attributes",
            sizes: (25_000, 100_000),
            scene: { size in
                let selected = (0..<size - 3).map { "[0, \($0)]" }.joined(separator: ", ")
                let updates = (0..<3).map { "  - update: {insertItems: [[0, \($0)]]}" }.joined(separator: "\n")
                return "viewport: [390, 390]\nlayout: {circle: {itemSize: [70, 70]}}\nsections: [{items: \(size - 3)}]\n"
                    + "selected: [\(selected)]\ntimeline:\n\(updates)\n"
            },
            arguments: { scene, _ in ["attributes", scene] }),
        // Found alike: an apply step over every item, marking them all reloaded or reconfigured.
        TimedLimit(
            name: "items of an apply step, all marked, attributes mid-step",
            sizes: (25_000, 100_000),
            scene: { size in
                let ids = (0..<size).map { "i\($0)" }
                let shuffled = (0..<size).map { ids[($0 * 7_919) % size] }.joined(separator: ", ")
                return "viewport: [390, 844]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: [\(ids.joined(separator: ", "))]}]\n"
                    + "timeline:\n  - apply: {sections: [{items: [\(shuffled)]}], "
                    + "reload: [\(stride(from: 0, to: size, by: 2).map { ids[$0] }.joined(separator: ", "))], "
                    + "reconfigure: [\(stride(from: 1, to: size, by: 2).map { ids[$0] }.joined(separator: ", "))]}\n"
            },
            arguments: { scene, _ in ["attributes", scene, "--time", "0.15"] }),
        // Found alike: a long kind on every element of an attributes layout (aliases may add
        // at most 8 MiB of text, so 2,000 elements of a 4,000-byte kind is the most).
        TimedLimit(
            name: "kind of 2,000 elements, bytes each, render SVG",
            sizes: (1_000, 4_000),
            scene: { size in
                let kind = String(repeating: "k", count: size)
                let elements = (0..<2_000).map { index in
                    "{category: supplementary, kind: \(index == 0 ? "&k \(kind)" : "*k"), indexPath: [0, \(index)], frame: [0, 0, 10, 10]}"
                }
                return "viewport: [390, 844]\nlayout: {attributes: {elements: [\(elements.joined(separator: ", "))]}}\n"
            },
            arguments: { ["render", $0, "-o", $1.replacingOccurrences(of: ".png", with: ".svg")] }),
        // Found by fuzzing: 20 cells' layer shadows as wide as drawn (σ is capped at 512 device
        // pixels: a radius of 256 points at 2×), each mask grown by 3σ each side, drawn to PDF.
        TimedLimit(
            name: "shadow radius of 20 cells at 2×, points, render PDF",
            sizes: (64, 256),
            scene: { radius in
                "viewport: [390, 120]\nscale: 2\nlayout: {flow: {scrollDirection: horizontal, itemSize: [140, 100]}}\n"
                    + "sections: [{items: 20}]\nstyle: {cell: {color: \"#FFFFFF\", cornerRadius: 12, "
                    + "shadow: {color: \"#000000\", opacity: 0.15, offset: [0, 2], radius: \(radius)}}}\n"
            },
            arguments: { ["render", $0, "-o", $1.replacingOccurrences(of: ".png", with: ".pdf")] }),
    ]

    /// A flow layout of one self-sizing cell whose title is `title` (YAML).
    private static func selfSizingTitle(_ title: String) -> String {
        "viewport: [390, 844]\nlayout: {flow: {estimatedItemSize: automatic, itemSize: [100, 100]}}\nsections: [{items: [{title: \(title)}]}]\n"
    }
}
