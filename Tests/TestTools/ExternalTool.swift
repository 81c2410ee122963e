import Foundation

/// An outside program that a test or the code runs, with the Debian package that installs
/// it and a check that the program found is the real one.
///
/// Tests never skip when a program is missing: ``locate()`` throws, and the error names the
/// package and the command that installs it. `Scripts/setup` installs every package named
/// in ``all``; `RepositoryTests` checks that it does, and that every program the sources,
/// tests and scripts run is listed here.
public struct ExternalTool: Sendable, CustomStringConvertible {
    /// The program's name, as it is called (`convert`).
    public let name: String
    /// The package that installs it (`imagemagick`).
    public let package: String
    /// Where ``package`` comes from.
    public let source: PackageSource
    /// Where to look, in order, before the directories of `PATH` (when ``searchesPath``).
    public let candidates: [String]
    /// Whether `PATH` is searched after ``candidates``.
    public var searchesPath = true
    /// The arguments that make the program print its identity.
    public let identityArguments: [String]
    /// Text that the real program's identity output contains (a stand-in of the same name
    /// that lacks it is passed over).
    public let identity: String

    /// A package registry `Scripts/setup` installs from.
    public enum PackageSource: String, Sendable {
        /// Debian's packages, through apt (the `packages=( … )` list of `Scripts/setup`).
        case debian = "Debian"
        /// PyPI, through pip, into `.build-tools/venv`.
        case pypi = "PyPI"
    }

    public var description: String { "\(name) (\(source.rawValue) package \(package))" }

    /// The repository's root folder (this file is `Tests/TestTools/ExternalTool.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// ImageMagick's `convert`. Its identity line is "Version: ImageMagick …": a different
    /// program called `convert` may print the word ImageMagick elsewhere.
    public static let imageMagick = ExternalTool(
        name: "convert", package: "imagemagick", source: .debian,
        candidates: ["/usr/bin/convert", "/usr/bin/convert-im6.q16"],
        identityArguments: ["-version"], identity: "Version: ImageMagick")
    /// `ffmpeg`, which encodes MP4 and GIF exports.
    public static let ffmpeg = ExternalTool(
        name: "ffmpeg", package: "ffmpeg", source: .debian, candidates: ["/usr/bin/ffmpeg"],
        identityArguments: ["-version"], identity: "ffmpeg version")
    /// `ffprobe`, which counts a video's frames.
    public static let ffprobe = ExternalTool(
        name: "ffprobe", package: "ffmpeg", source: .debian, candidates: ["/usr/bin/ffprobe"],
        identityArguments: ["-version"], identity: "ffprobe version")
    /// librsvg's `rsvg-convert`, which renders our SVG for comparison.
    public static let rsvgConvert = ExternalTool(
        name: "rsvg-convert", package: "librsvg2-bin", source: .debian, candidates: ["/usr/bin/rsvg-convert"],
        identityArguments: ["--version"], identity: "rsvg-convert version")
    /// poppler's `pdftocairo`, which rasterises our PDF output for pixel checks (through
    /// Cairo, sampling at pixel centres as our PNG output does).
    public static let pdftocairo = ExternalTool(
        name: "pdftocairo", package: "poppler-utils", source: .debian, candidates: ["/usr/bin/pdftocairo"],
        identityArguments: ["-v"], identity: "pdftocairo version")
    /// Headless Chromium, which opens the `reel test` report.
    public static let chromium = ExternalTool(
        name: "chromium", package: "chromium", source: .debian, candidates: ["/usr/bin/chromium"],
        identityArguments: ["--version"], identity: "Chromium")
    /// GNU `time`, which measures peak memory in the benchmarks.
    public static let time = ExternalTool(
        name: "time", package: "time", source: .debian, candidates: ["/usr/bin/time"],
        identityArguments: ["--version"], identity: "GNU Time")

    /// `pngcheck`, which validates the PNG files our encoders write (chunks, CRCs, zlib stream).
    public static let pngcheck = ExternalTool(
        name: "pngcheck", package: "pngcheck", source: .debian, candidates: ["/usr/bin/pngcheck"],
        identityArguments: ["-h"], identity: "PNGcheck, version")

    /// check-jsonschema, which validates scenes against `docs/scene.schema.json`: the one
    /// `Scripts/setup` installs into `.build-tools/venv`, never another on `PATH`.
    public static let checkJSONSchema = ExternalTool(
        name: "check-jsonschema", package: "check-jsonschema", source: .pypi,
        candidates: [repositoryRoot.appendingPathComponent(".build-tools/venv/bin/check-jsonschema").path],
        searchesPath: false, identityArguments: ["--version"], identity: "check-jsonschema, version")

    /// kiwisolver, which the solver benchmark runs beside ConstraintSolver: the Python of the
    /// virtual environment `Scripts/setup` installs it into (`.build-tools/kiwi-venv`), whose
    /// identity is the pinned version of the package.
    public static let kiwisolver = ExternalTool(
        name: "kiwisolver", package: "kiwisolver", source: .pypi,
        candidates: [repositoryRoot.appendingPathComponent(".build-tools/kiwi-venv/bin/python3").path],
        searchesPath: false, identityArguments: ["-c", "import kiwisolver; print('kiwisolver', kiwisolver.__version__)"],
        identity: "kiwisolver 1.5.1")

    /// Every outside program the project runs.
    public static let all: [ExternalTool] = [
        imageMagick, ffmpeg, ffprobe, rsvgConvert, pdftocairo, chromium, time, pngcheck, checkJSONSchema, kiwisolver,
    ]

    /// The real program, or an error that names the package to install.
    public func locate() throws -> URL {
        var seen: [String] = []
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let fromPath = searchesPath ? path.split(separator: ":").map { "\($0)/\(name)" } : []
        for candidate in candidates + fromPath where !seen.contains(candidate) {
            seen.append(candidate)
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            if (try? identityOutput(of: candidate))?.contains(identity) == true {
                return URL(fileURLWithPath: candidate)
            }
        }
        throw ExternalToolMissing(tool: self, searched: seen)
    }

    private func identityOutput(of path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = identityArguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitWithoutTurningRunLoop()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A required outside program is not installed, or what is installed under its name is not it.
public struct ExternalToolMissing: Error, CustomStringConvertible {
    /// The program that was looked for.
    public let tool: ExternalTool
    /// The paths tried.
    public let searched: [String]

    public var description: String {
        "\(tool.name) is required but was not found: none of \(searched.joined(separator: ", ")) "
            + "is the real \(tool.name) (its `\(([tool.name] + tool.identityArguments).joined(separator: " "))` "
            + "must print \"\(tool.identity)\"). Run Scripts/setup, which installs the \(tool.source.rawValue) package "
            + "\(tool.package)\(tool.source == .debian ? " (apt-get install \(tool.package))" : " into .build-tools/venv (it needs Debian's python3 and python3-venv)")."
    }
}
