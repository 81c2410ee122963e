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
    /// The Debian package that installs it (`imagemagick`).
    public let debianPackage: String
    /// Where to look, in order, before the directories of `PATH`.
    public let candidates: [String]
    /// The arguments that make the program print its identity.
    public let identityArguments: [String]
    /// Text that the real program's identity output contains (a stand-in of the same name
    /// that lacks it is passed over).
    public let identity: String

    public var description: String { "\(name) (Debian package \(debianPackage))" }

    /// ImageMagick's `convert`. Its identity line is "Version: ImageMagick …": a different
    /// program called `convert` may print the word ImageMagick elsewhere.
    public static let imageMagick = ExternalTool(
        name: "convert", debianPackage: "imagemagick",
        candidates: ["/usr/bin/convert", "/usr/bin/convert-im6.q16"],
        identityArguments: ["-version"], identity: "Version: ImageMagick")
    /// `ffmpeg`, which encodes MP4 and GIF exports.
    public static let ffmpeg = ExternalTool(
        name: "ffmpeg", debianPackage: "ffmpeg", candidates: ["/usr/bin/ffmpeg"],
        identityArguments: ["-version"], identity: "ffmpeg version")
    /// `ffprobe`, which counts a video's frames.
    public static let ffprobe = ExternalTool(
        name: "ffprobe", debianPackage: "ffmpeg", candidates: ["/usr/bin/ffprobe"],
        identityArguments: ["-version"], identity: "ffprobe version")
    /// librsvg's `rsvg-convert`, which renders our SVG for comparison.
    public static let rsvgConvert = ExternalTool(
        name: "rsvg-convert", debianPackage: "librsvg2-bin", candidates: ["/usr/bin/rsvg-convert"],
        identityArguments: ["--version"], identity: "rsvg-convert version")
    /// Headless Chromium, which opens the `reel test` report.
    public static let chromium = ExternalTool(
        name: "chromium", debianPackage: "chromium", candidates: ["/usr/bin/chromium"],
        identityArguments: ["--version"], identity: "Chromium")
    /// GNU `time`, which measures peak memory in the benchmarks.
    public static let time = ExternalTool(
        name: "time", debianPackage: "time", candidates: ["/usr/bin/time"],
        identityArguments: ["--version"], identity: "GNU Time")

    /// Every outside program the project runs.
    public static let all: [ExternalTool] = [imageMagick, ffmpeg, ffprobe, rsvgConvert, chromium, time]

    /// The real program, or an error that names the package to install.
    public func locate() throws -> URL {
        var seen: [String] = []
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let fromPath = path.split(separator: ":").map { "\($0)/\(name)" }
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
        process.waitUntilExit()
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
            + "must print \"\(tool.identity)\"). Install the Debian package \(tool.debianPackage): run Scripts/setup, "
            + "or apt-get install \(tool.debianPackage)."
    }
}
