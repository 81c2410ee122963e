import Foundation

/// Issue "Hostile input": the largest scenes the limits accept, each through the release
/// `reel`, with its wall time and peak memory against the documented budget (README,
/// "Limits"): at most 300 MB, plus 8 bytes per pixel of the images rendered at once, plus
/// 500 bytes per value of the scene file while it is read. Then each limit's worst case for
/// time (``runLimitTimeBenchmarks(reel:scratch:)``).
func runLimitsBenchmarks() throws {
    guard let release = try ReleaseReel(scratch: "limits") else { return }
    defer { release.removeScratch() }
    let reel = release.path, scratch = release.scratch
    let baseline = 300e6

    func scene(_ name: String, _ text: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }
    func measure(_ label: String, _ arguments: [String], pixels: Double = 0, values: Double = 0) throws {
        let (seconds, peakKB) = try measuredRun(reel, arguments)
        Bench.report(
            "\(label): peak memory", Double(peakKB) * 1024, unit: .megabytes,
            target: baseline + 8 * pixels + 500 * values)
        print("  (\(String(format: "%.2f", seconds)) s)")
    }

    // The pixel budget: 5,000 × 5,000 points at scale 2 = 100 megapixels, 3,000 styled cells.
    let big = try scene(
        "big.yaml",
        """
        viewport: [5000, 5000]
        scale: 2
        layout: {flow: {itemSize: [100, 100]}}
        sections: [{items: 3000}]
        style: {cell: {cornerRadius: 10, borderWidth: 2, borderColor: "#000", shadow: {color: black, opacity: 0.3, offset: [0, 2], radius: 4}, label: title}}
        """)
    try measure("100-megapixel PNG render", ["render", big, "-o", scratch.appendingPathComponent("big.png").path], pixels: 100e6)

    // The item limit: 100,000 items, every one dumped.
    let items = try scene("items.yaml", "viewport: [390, 844]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 100000}]\n")
    try measure("100,000 items, attributes --rect content", ["attributes", items, "--rect", "content"])

    // Ten updates of 99,990 items, dumped mid-way over the whole content (the dump used to
    // merge in the layout's elements one by one, quadratically).
    let updates = (0..<10).map { _ in "  - update: {insertItems: [[0, 0]]}\n    duration: 0.1" }.joined(separator: "\n")
    let updating = try scene(
        "updates.yaml", "viewport: [390, 844]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 99990}]\ntimeline:\n\(updates)\n")
    try measure(
        "10 updates of 99,990 items, attributes --time --rect content", ["attributes", updating, "--time", "0.45", "--rect", "content"])

    // The step limit: 10,000 scroll steps, played to the end.
    let steps = (0..<10_000).map { "  - scroll: {to: [0, \(($0 % 50) * 10)], duration: 0.01}" }.joined(separator: "\n")
    let scrolling = try scene(
        "steps.yaml", "viewport: [390, 844]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: 1000}]\ntimeline:\n\(steps)\n")
    try measure("10,000 scroll steps, attributes --time end", ["attributes", scrolling, "--time", "100"])

    // Near the file limits: 100,000 items of four keys each, 900,000 values in ~7 MB (the
    // limits: 8 MiB and 1,000,000 values). Reading YAML builds the whole document's tree
    // first, which the budget allows at 500 bytes per value.
    let rows = (0..<100_000).map { "{title: t\($0), subtitle: s\($0), color: \"#FF0000\", image: i\($0).png}" }
        .joined(separator: ", ")
    let values = try scene("values.yaml", "viewport: [390, 844]\nlayout: {flow: {itemSize: [50, 50]}}\nsections: [{items: [\(rows)]}]\n")
    try measure("a 7 MB scene of 900,000 values, attributes", ["attributes", values], values: 900_000)

    try runLimitTimeBenchmarks(reel: reel, scratch: scratch)
}
