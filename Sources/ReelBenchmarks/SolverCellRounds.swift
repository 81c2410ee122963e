import Foundation

/// The cells figure of the solver benchmark, measured as rounds of new processes: each round
/// runs ours (this executable's `solver-cells-round` group) and every kiwi driver once, each
/// in a process of its own that builds its systems, warms up and prints the median of a few
/// runs; the order alternates from round to round. The figure is the median over the rounds.
///
/// One process's median is not a figure to trust on this machine: the same binary read six
/// times gave 5.6–6.1 ms or 9.5–11.2 ms, kiwi's too moves by half between processes, and a
/// build running beside doubles the CPU time of both. Each run reads 1,000 cells' constraint
/// objects made beforehand, megabytes beyond the core's 2 MB L2 cache, and misses a 2 MB cache
/// about 54 times a cell on either side (cachegrind: 54k a run ours, 52k kiwi's), so both
/// sides' times follow the state of the shared caches and the other processes on the machine.
/// Rounds of new processes, ours and kiwi's side by side, sample those states alike; their
/// medians, the ratio per round and the spread say how far the comparison can be trusted.
struct SolverCellRounds {
    /// One side's figures, round by round: wall-clock and CPU seconds, and the heights' sum.
    struct Side {
        var name: String
        var command: [String]
        var wall: [Double] = []
        var cpu: [Double] = []
        var check: [Double] = []
    }

    /// Rounds to run (`REEL_SOLVER_ROUNDS` overrides it) and runs timed in each process
    /// after its warm-up run.
    static let defaultRounds = 15
    static let runsPerProcess = 5

    var sides: [Side]

    /// Ours first, then each kiwi driver (`kiwiCommands`, each without its run count and part).
    init(kiwiCommands: [(String, [String])]) {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        sides =
            [Side(name: "ours", command: [executable, "solver-cells-round"])]
            + kiwiCommands.map { Side(name: $0.0, command: $0.1 + ["\(Self.runsPerProcess)", "cells"]) }
    }

    /// Runs the rounds: in even rounds ours goes first, in odd ones last.
    mutating func run(rounds: Int) throws {
        for round in 0..<rounds {
            let order = round % 2 == 0 ? Array(sides.indices) : sides.indices.reversed()
            for index in order {
                let figures = try runFigures(sides[index].command)
                guard let cells = figures["cells"], cells.count > 2 else {
                    throw SolverBenchFailure("\(sides[index].name) printed no cells figure")
                }
                sides[index].wall.append(cells[0])
                sides[index].check.append(cells[1])
                sides[index].cpu.append(cells[2])
            }
        }
    }

    /// Prints each side's median and spread, then each kiwi driver's ratios with the target.
    func report(cellCount: Int, constraintCount: Int) {
        guard let ours = sides.first else { return }
        print(
            "Solver: \(cellCount) cells of \(constraintCount) constraints, built and solved; \(ours.wall.count) rounds, "
                + "each side in a new process per round (warm-up + \(Self.runsPerProcess) runs, its median):")
        for side in sides {
            print(
                "  \(side.name.padding(toLength: 18, withPad: " ", startingAt: 0)) median \(Self.milliseconds(Self.median(side.wall))) "
                    + "(min–quartiles–max \(Self.spread(side.wall, Self.milliseconds))), CPU \(Self.milliseconds(Self.median(side.cpu))), "
                    + "heights sum \(side.check.last ?? .nan)")
        }
        for kiwi in sides.dropFirst() {
            Bench.report(
                "1,000 cells built and solved: ours ÷ \(kiwi.name)", Self.median(ours.wall) / Self.median(kiwi.wall), unit: .ratio,
                target: 1)
            let perRound = zip(ours.wall, kiwi.wall).map { $0 / $1 }
            let perRoundCPU = zip(ours.cpu, kiwi.cpu).map { $0 / $1 }
            print(
                "  ratio round by round: median \(Self.ratio(Self.median(perRound))) (min–quartiles–max \(Self.spread(perRound, Self.ratio))); "
                    + "in CPU time: medians \(Self.ratio(Self.median(ours.cpu) / Self.median(kiwi.cpu))), "
                    + "round by round \(Self.ratio(Self.median(perRoundCPU))) (\(Self.spread(perRoundCPU, Self.ratio)))")
        }
        fflush(nil)
    }

    /// The median of `values` (the upper one of an even count; NaN when empty).
    static func median(_ values: [Double]) -> Double { Bench.middle(values) }

    /// Minimum, lower quartile, median, upper quartile and maximum of `values`, formatted.
    static func spread(_ values: [Double], _ format: (Double) -> String) -> String {
        let sorted = values.sorted()
        guard let first = sorted.first, let last = sorted.last else { return "none" }
        let quartile = { (fraction: Double) in sorted[Int((Double(sorted.count - 1) * fraction).rounded())] }
        return [first, quartile(0.25), quartile(0.5), quartile(0.75), last].map(format).joined(separator: " ")
    }

    static func milliseconds(_ seconds: Double) -> String { Bench.Unit.milliseconds.format(seconds) }
    static func ratio(_ value: Double) -> String { Bench.Unit.ratio.format(value) }
}
