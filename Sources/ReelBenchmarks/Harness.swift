import Foundation

/// A tiny benchmark harness: medians of repeated runs, a target to compare against, and a
/// table on stdout.
enum Bench {
    /// Runs `body` `runs` times (after one warm-up) and returns the median in seconds.
    static func median(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = ContinuousClock.now
            try body()
            times.append(seconds(ContinuousClock.now - start))
        }
        times.sort()
        return times[times.count / 2]
    }

    /// The C baseline's median draw time in seconds (Benchmarks/c-baseline/baseline.c, which
    /// Scripts/bench compiles to `.build/c-baseline`; it prints milliseconds) run with
    /// `arguments`; nil, after saying so, when it is not built or prints no number.
    static func cBaseline(arguments: [String] = []) throws -> Double? {
        let baseline = URL(fileURLWithPath: ".build/c-baseline")
        guard FileManager.default.isExecutableFile(atPath: baseline.path) else {
            print("(no C baseline: run Scripts/bench, which compiles Benchmarks/c-baseline/baseline.c)")
            return nil
        }
        let process = Process()
        process.executableURL = baseline
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1e3 }
    }

    /// Prints one result line: name, measured value, target, verdict.
    static func report(_ name: String, _ value: Double, unit: Unit, target: Double, lowerIsBetter: Bool = true) {
        let ok = lowerIsBetter ? value <= target : value >= target
        let line =
            "\(name.padding(toLength: 62, withPad: " ", startingAt: 0)) \(unit.format(value).padding(toLength: 12, withPad: " ", startingAt: 0)) target \(lowerIsBetter ? "≤" : "≥") \(unit.format(target))  \(ok ? "ok" : "MISSED")"
        print(line)
        fflush(nil)
    }

    /// Units for ``report(_:_:unit:target:lowerIsBetter:)``.
    enum Unit {
        case milliseconds, microseconds, bytes, ratio, megabytes, gigabytesPerSecond
        func format(_ value: Double) -> String {
            switch self {
            case .milliseconds: return String(format: "%.2f ms", value * 1e3)
            case .microseconds: return String(format: "%.2f µs", value * 1e6)
            case .bytes: return String(format: "%.1f B", value)
            case .megabytes: return String(format: "%.1f MB", value / 1e6)
            case .ratio: return String(format: "%.2f×", value)
            case .gigabytesPerSecond: return String(format: "%.2f GB/s", value / 1e9)
            }
        }
    }

    /// Runs `body` and appends the CPU time all the process's threads spent meanwhile, in
    /// seconds, to `times`.
    static func processCPU(into times: inout [Double], _ body: () throws -> Void) rethrows {
        var t0 = timespec(), t1 = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0)
        try body()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1)
        times.append(Double(t1.tv_sec - t0.tv_sec) + Double(t1.tv_nsec - t0.tv_nsec) / 1e9)
    }

    /// Minor page faults of this process so far (`getrusage`): pages the kernel mapped in
    /// on first touch, each zeroed or copied at a cost in system time.
    static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// The median of `values` (NaN when empty).
    static func middle(_ values: [Double]) -> Double {
        values.isEmpty ? .nan : values.sorted()[values.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        let (s, atto) = duration.components
        return Double(s) + Double(atto) / 1e18
    }

    /// The process's resident memory in bytes (/proc/self/statm), 0 where unavailable.
    /// Large arrays are mmapped by glibc and returned on free, so a difference of two
    /// readings is the memory a step kept.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Starts the peak resident memory (VmHWM) afresh at the current resident memory, by
    /// writing 5 to /proc/self/clear_refs (Linux 4.0 and later; proc(5)), so a later
    /// ``peakResidentBytes()`` is the peak of what ran since. Returns whether it could.
    @discardableResult static func resetPeakResidentBytes() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// The peak resident memory in bytes (VmHWM), 0 where unavailable.
    static func peakResidentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let digits = line.filter(\.isNumber)
        return (Int(digits) ?? 0) * 1024
    }
}
