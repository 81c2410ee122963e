import ConstraintSolver
import Foundation
import TestTools

/// Constraint-solver benchmark (docs/REFERENCE.md §21.1): ConstraintSolver beside kiwi on the
/// same systems, read by every side from one generated file (``SolverBenchSystems``).
/// kiwi runs twice: through kiwisolver's Python API (Benchmarks/kiwi/kiwi_bench.py, each
/// call's Python overhead inside its times) and through its C++ API (kiwi_bench.cpp, which
/// Scripts/bench compiles against the headers of kiwisolver's source distribution). The
/// ratios are ours ÷ kiwi's (wall clock, as the targets are set; the same ratios in CPU time
/// follow, which a loaded machine disturbs less); the C++ one is the fair comparison.
/// - 1,000 cell systems (an image and two labels with margins, 20 constraints), each built
///   and solved in a new solver and its height read: target ratio ≤ 1, the median over
///   rounds of new processes of ours and kiwi's interleaved (``SolverCellRounds``).
/// - One 10,000-constraint chain, then 1,000 suggestions to its first variable, each
///   re-solved and the last variable read: target ratio ≤ 1.
/// - 1,000 → 10,000 → 100,000 cells in one solver (ours): cost per decade ≤ 11×.
func runSolverBenchmarks() throws { try runSolverBenchmarks(SolverBenchPart.allCases) }

/// The parts of the solver benchmark, each also a group of its own (`solver-cells`,
/// `solver-chain`, `solver-growth`), so one figure can be measured without the others (kiwi
/// through Python takes minutes to build the chain).
enum SolverBenchPart: String, CaseIterable {
    case cells, chain, growth
}

/// Runs the `parts` of the solver benchmark.
func runSolverBenchmarks(_ parts: [SolverBenchPart]) throws {
    let systems = SolverBenchSystems()
    let folder = URL(fileURLWithPath: ".build/solver-bench")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("systems.txt")
    try Data(systems.text.utf8).write(to: file, options: .atomic)
    let kiwi = parts.contains(.cells) || parts.contains(.chain) ? try kiwiCommands(file) : []
    if parts.contains(.cells) {
        var rounds = SolverCellRounds(kiwiCommands: kiwi)
        let count = ProcessInfo.processInfo.environment["REEL_SOLVER_ROUNDS"].flatMap { Int($0) } ?? SolverCellRounds.defaultRounds
        try rounds.run(rounds: max(1, count))
        rounds.report(cellCount: systems.cells.count, constraintCount: systems.cells.first?.count ?? 0)
    }
    if parts.contains(.chain) {
        let (wall, cpu) = try solverChain(systems)
        for (name, command) in kiwi {
            let figures = try runFigures(command + ["7", "chain"])
            guard let kiwi = figures["chain"], kiwi.count > 2 else { continue }
            print(
                "  \(name): chain built in \(Bench.Unit.milliseconds.format(figures["chain-build"]?[0] ?? .nan)), chain edits "
                    + "\(Bench.Unit.milliseconds.format(kiwi[0])) (last variable ends at \(kiwi[1]))")
            Bench.report("10,000-constraint chain, 1,000 edits: ours ÷ \(name)", wall / kiwi[0], unit: .ratio, target: 1)
            print("  the same ratio in CPU time (less disturbed by a loaded machine): \(Bench.Unit.ratio.format(cpu / kiwi[2]))")
            fflush(nil)
        }
    }
    if parts.contains(.growth) { try solverGrowth(systems) }
}

/// One process's share of the cells figure (the `solver-cells-round` group, which
/// ``SolverCellRounds`` runs): ours, each cell in a new solver, after a warm-up run, as
/// `cells WALL CHECK CPU` (the median run's seconds, the heights' sum), as the kiwi drivers
/// print it.
func runSolverCellsRound() throws {
    let systems = SolverBenchSystems()
    let cellVariables = systems.cells.map { _ in (0..<14).map { _ in Variable() } }
    let cellConstraints = zip(systems.cells, cellVariables).map { SolverBenchSystems.constraints($0, $1) }
    var heights = 0.0
    let (wall, cpu) = try timed(runs: SolverCellRounds.runsPerProcess) {
        heights = 0
        for (constraints, variables) in zip(cellConstraints, cellVariables) {
            let solver = Solver()
            for constraint in constraints { try solver.add(constraint) }
            heights += solver.value(of: variables[1])
        }
    }
    print("cells \(wall) \(heights) \(cpu)")
}

/// Ours: the chain built, then the suggestions; prints the figure and returns (wall, CPU).
private func solverChain(_ systems: SolverBenchSystems) throws -> (Double, Double) {
    let chainVariables = (0..<systems.chainVariables).map { _ in Variable() }
    let chainConstraints = SolverBenchSystems.constraints(systems.chain, chainVariables)
    let solver = Solver()
    let buildStart = ContinuousClock.now
    for constraint in chainConstraints { try solver.add(constraint) }
    try solver.addEditVariable(chainVariables[systems.editVariable], priority: Priority(systems.editPriority))
    let chainBuild = Bench.seconds(ContinuousClock.now - buildStart)
    var last = 0.0
    let (chain, chainCPU) = try timed(runs: 3) {
        for value in systems.suggestions {
            try solver.suggestValue(value, for: chainVariables[systems.editVariable])
            last = solver.value(of: chainVariables[systems.readVariable])
        }
    }
    print(
        "Solver: chain of \(systems.chain.count) constraints built in \(Bench.Unit.milliseconds.format(chainBuild)), "
            + "\(systems.suggestions.count) suggestions (last variable ends at \(last)): ours \(Bench.Unit.milliseconds.format(chain)) "
            + "(\(Bench.Unit.microseconds.format(chain / Double(systems.suggestions.count))) an edit), CPU \(Bench.Unit.milliseconds.format(chainCPU))"
    )
    return (chain, chainCPU)
}

/// Growth: N cells in one solver, built and solved (constraints made inside the timing); the
/// ratio per decade in wall-clock time (the target's) and in CPU time.
private func solverGrowth(_ systems: SolverBenchSystems) throws {
    var previous: (wall: Double, cpu: Double)?
    for count in [1_000, 10_000, 100_000] {
        let before = Bench.peakResidentBytes()
        let time = try timed(runs: 3, warmUp: false) {
            let solver = Solver()
            for index in 0..<count {
                let variables = (0..<14).map { _ in Variable() }
                for constraint in SolverBenchSystems.constraints(systems.cells[index % systems.cells.count], variables) {
                    try solver.add(constraint)
                }
            }
        }
        print(
            "  \(count) cells (\(count * 20) constraints) in one solver: \(Bench.Unit.milliseconds.format(time.wall)), CPU \(Bench.Unit.milliseconds.format(time.cpu)), peak memory \(Bench.Unit.megabytes.format(Double(max(before, Bench.peakResidentBytes()))))"
        )
        if let previous {
            Bench.report("growth \(count / 10) → \(count) cells in one solver", time.wall / previous.wall, unit: .ratio, target: 11)
            print("  the same ratio in CPU time (less disturbed by a loaded machine): \(Bench.Unit.ratio.format(time.cpu / previous.cpu))")
        }
        previous = time
    }
}

/// Runs `body` `runs` times (after a warm-up run unless `warmUp` is false); returns the
/// wall-clock time of the median run and the process CPU time of that run.
private func timed(runs: Int, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    if warmUp { try body() }
    var times: [(wall: Double, cpu: Double)] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now, cpu = cpuSeconds()
        try body()
        times.append((Bench.seconds(ContinuousClock.now - start), cpuSeconds() - cpu))
    }
    times.sort { $0.wall < $1.wall }
    return times[times.count / 2]
}

/// The process's CPU time in seconds.
private func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The kiwi drivers to run: kiwisolver's Python API, and the C++ driver when Scripts/bench
/// has compiled it. `REEL_SOLVER_KIWI=c++` (or `python`, or `none`) runs only that one: kiwi
/// takes minutes to build the chain, through Python most of all.
private func kiwiCommands(_ file: URL) throws -> [(String, [String])] {
    let only = ProcessInfo.processInfo.environment["REEL_SOLVER_KIWI"]
    var commands: [(String, [String])] = []
    if only == nil || only == "python" {
        let python = try ExternalTool.kiwisolver.locate()
        commands.append(("kiwi (Python API)", [python.path, "Benchmarks/kiwi/kiwi_bench.py", file.path]))
    }
    let cpp = URL(fileURLWithPath: ".build/kiwi-bench")
    if only != nil, only != "c++" {
        return commands
    } else if FileManager.default.isExecutableFile(atPath: cpp.path) {
        commands.append(("kiwi (C++)", [cpp.path, file.path]))
    } else {
        print("  (no kiwi C++ driver: run Scripts/bench, which compiles Benchmarks/kiwi/kiwi_bench.cpp)")
    }
    return commands
}

/// A solver benchmark that could not be measured, and why.
struct SolverBenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `command` (a kiwi driver, or this executable's `solver-cells-round` group) and reads
/// its `NAME VALUE…` lines.
func runFigures(_ command: [String]) throws -> [String: [Double]] {
    guard let executable = command.first else { throw SolverBenchFailure("no command to run") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = Array(command.dropFirst())
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw SolverBenchFailure("\(command.joined(separator: " ")) exited with status \(process.terminationStatus)")
    }
    var figures: [String: [Double]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard let name = fields.first else { continue }
        figures[String(name)] = fields.dropFirst().compactMap { Double($0) }
    }
    return figures
}
