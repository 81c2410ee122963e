import Foundation
import TestTools

/// Finds the outside programs that the sources, tests and scripts run, and checks that
/// `Scripts/setup` installs the package of each.
///
/// A program is recognised by an absolute path to a `bin` folder (`"/usr/bin/ffmpeg"`), by
/// a `locate("name")` look-up on PATH, by `command -v name` in a script, or by the name of
/// a program ``ExternalTool`` lists. A program not in ``ExternalTool/all`` (and not part of
/// the machine's base image) is reported, so that a new one cannot slip in unnoticed.
enum OutsidePrograms {
    /// Programs every machine of this kind has before `Scripts/setup` runs: the base
    /// system, and the swift.org toolchain with what it ships (`llvm-symbolizer`, which
    /// `Scripts/fuzz` takes from beside `swift`).
    static let baseImage: Set<String> = [
        "sh", "bash", "env", "swift", "swiftc", "cc", "gcc", "git", "python3", "pip", "apt-get",
        "dpkg-query", "id", "tar", "mkdir", "rm", "true", "kill", "llvm-symbolizer",
    ]

    /// One program found in a file.
    struct Use: Hashable {
        var program: String
        var file: String
        var line: Int
    }

    private static let patterns: [NSRegularExpression] = [
        #""(?:/usr)?(?:/local)?/s?bin/([A-Za-z0-9._+-]+)""#,
        #"\blocate\("([A-Za-z0-9._+-]+)"\)"#,
        #"\bcommand -v ([A-Za-z0-9._+-]+)"#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    /// Every program that `text` runs, by the patterns above and by the names of the known tools.
    static func uses(in text: String, file: String) -> [Use] {
        var found: [Use] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            for pattern in patterns {
                for match in pattern.matches(in: line, range: range) {
                    if let name = Range(match.range(at: 1), in: line) {
                        found.append(Use(program: String(line[name]), file: file, line: number + 1))
                    }
                }
            }
            for tool in ExternalTool.all
            where line.range(
                of: #"(^|[\s"'(/])"# + NSRegularExpression.escapedPattern(for: tool.name) + #"($|[\s"')])"#, options: .regularExpression)
                != nil
            {
                found.append(Use(program: tool.name, file: file, line: number + 1))
            }
        }
        return found
    }

    /// The package names listed in `Scripts/setup`'s `packages=( … )` array.
    static func setupPackages(_ setup: String) -> Set<String> {
        guard let start = setup.range(of: "packages=("),
            let end = setup[start.upperBound...].firstIndex(of: ")")
        else { return [] }
        let body = setup[start.upperBound..<end]
            .split(separator: "\n").map { $0.split(separator: "#", maxSplits: 1).first.map(String.init) ?? "" }
            .joined(separator: " ")
        return Set(body.split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// What is wrong: programs that no table knows, and known programs whose package setup
    /// does not install. Empty when all is well.
    static func problems(files: [(path: String, text: String)], setup: String) -> [String] {
        let packages = setupPackages(setup)
        let known = Dictionary(ExternalTool.all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var problems: [String] = []
        var reported: Set<String> = []
        for file in files {
            for use in uses(in: file.text, file: file.path) where !baseImage.contains(use.program) {
                guard let tool = known[use.program] else {
                    if reported.insert("unknown " + use.program).inserted {
                        problems.append(
                            "\(use.file):\(use.line): runs `\(use.program)`, which ExternalTool (Tests/TestTools) does not list: add it with its Debian package, and install that package in Scripts/setup"
                        )
                    }
                    continue
                }
                if !installs(tool, packages: packages, setup: setup), reported.insert("package " + tool.package).inserted {
                    problems.append(
                        "\(use.file):\(use.line): runs `\(tool.name)`, but Scripts/setup does not install its package \(tool.package)")
                }
            }
        }
        for tool in ExternalTool.all
        where !installs(tool, packages: packages, setup: setup) && reported.insert("package " + tool.package).inserted {
            problems.append("Scripts/setup does not install \(tool.package), the package of \(tool.name)")
        }
        return problems
    }

    /// Whether setup installs the tool's package: a Debian package in the `packages=( … )`
    /// list; a PyPI package pinned in a `pip install "NAME==VERSION"` line.
    static func installs(_ tool: ExternalTool, packages: Set<String>, setup: String) -> Bool {
        switch tool.source {
        case .debian: packages.contains(tool.package)
        case .pypi:
            setup.split(separator: "\n").contains { $0.contains("pip") && $0.contains("install") && $0.contains(tool.package + "==") }
        }
    }
}
