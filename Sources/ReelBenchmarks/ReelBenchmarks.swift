import Foundation

/// `ReelBenchmarks [GROUP...]`: runs the benchmark groups named (all by default) in a
/// release build and prints each figure next to its target. `Scripts/bench` builds and runs
/// it.
@main
enum ReelBenchmarks {
    static let groups: [(name: String, run: @MainActor @Sendable () throws -> Void)] =
        [
            ("flow", runFlowLayoutBenchmarks),
            ("compositional", runCompositionalBenchmarks),
            ("render", runCairoBenchmarks),
            ("animate", runAnimateBenchmarks),
            ("animation", runAnimationBenchmarks),
            ("png", runPNGBenchmarks),
            ("png-frames", runPNGFrameBenchmarks),
            ("export-stages", runExportStagesBenchmarks),
            ("comparison", runComparisonBenchmarks),
            ("suite", runSuiteBenchmarks),
            ("updates", runUpdatesBenchmarks),
            ("diffable", runDiffableBenchmarks),
            ("selfsizing", runSelfSizingBenchmarks),
            ("displaylist", runDisplayListBenchmarks),
            ("scene", runSceneBenchmarks),
            ("timeline", runTimelineBenchmarks),
            ("timing", runTimingBenchmarks),
            ("limits", runLimitsBenchmarks),
            ("physics", runPhysicsBenchmarks),
            ("reorder", runReorderBenchmarks),
            ("solver", runSolverBenchmarks),
            ("solver-cells", { try runSolverBenchmarks([.cells]) }),
            // One process's share of `solver-cells`, which runs it: not a figure on its own.
            ("solver-cells-round", runSolverCellsRound),
            ("solver-chain", { try runSolverBenchmarks([.chain]) }),
            ("solver-growth", { try runSolverBenchmarks([.growth]) }),
        ] + platformGroups

    #if os(Linux)
    static let platformGroups: [(name: String, run: @MainActor @Sendable () throws -> Void)] = [
        ("uikit", { try runUIKitBenchmarks() }), ("uikit-objects", { try runUIKitBenchmarks(objectsOnly: true) }),
        ("drawing", runDrawingBenchmarks), ("motion", runViewMotionBenchmarks),
        ("autolayout", runAutoLayoutBenchmarks), ("autolayout-cells", runAutoLayoutCellBenchmarks),
        ("autolayout-list", runAutoLayoutListBenchmarks), ("autolayout-stack", runAutoLayoutStackBenchmarks),
        ("autolayout-broken", runAutoLayoutBrokenStackBenchmarks),
        ("snapshot", runSnapshotBenchmarks),
    ]
    #else
    static let platformGroups: [(name: String, run: @MainActor @Sendable () throws -> Void)] = []
    #endif

    static func main() throws {
        let asked = Set(CommandLine.arguments.dropFirst())
        let unknown = asked.subtracting(groups.map(\.name))
        if !unknown.isEmpty {
            FileHandle.standardError.write(
                Data(
                    "unknown benchmark group(s): \(unknown.sorted().joined(separator: ", ")); groups: \(groups.map(\.name).joined(separator: " "))\n"
                        .utf8))
            exit(2)
        }
        for group in groups where asked.isEmpty || asked.contains(group.name) {
            print("== \(group.name)")
            try group.run()
        }
    }
}
