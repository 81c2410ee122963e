import Foundation
import TestTools
import Testing

/// `Scripts/setup` installs every outside program that the sources, the tests and the
/// scripts run, so that `Scripts/test` passes on a fresh machine with nothing installed by
/// hand.
@Suite struct SetupInstallsEveryProgramTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(under folder: String, extensions: Set<String>?) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var files: [(path: String, text: String)] = []
        for case let url as URL in walker {
            if let extensions, !extensions.contains(url.pathExtension) { continue }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files.append((folder + "/" + url.path.dropFirst(base.path.count + 1), text))
        }
        return files
    }

    @Test func setupInstallsThePackageOfEveryProgramTheProjectRuns() throws {
        let setup = try String(contentsOf: Self.root.appendingPathComponent("Scripts/setup"), encoding: .utf8)
        let files =
            try Self.files(under: "Sources", extensions: ["swift"])
            + Self.files(under: "Tests", extensions: ["swift"])
            + Self.files(under: "Scripts", extensions: nil)
        // The table of programs and this audit name programs without running them.
        let scanned = files.filter { !$0.path.hasPrefix("Tests/TestTools/") && !$0.path.hasPrefix("Tests/RepositoryTests/") }
        #expect(scanned.count > 100, "the scan found too few files: \(scanned.count)")
        let problems = OutsidePrograms.problems(files: scanned, setup: setup)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theScanFindsProgramsByPathByLookUpAndByName() {
        let text = """
            process.executableURL = URL(fileURLWithPath: "/usr/bin/frobnicate")
            guard let tool = Self.locate("gizmo") else { return }
            command -v widget >/dev/null
            let t = try ExternalTool.imageMagick.locate()  // convert
            """
        #expect(Set(OutsidePrograms.uses(in: text, file: "x").map(\.program)) == ["frobnicate", "gizmo", "widget", "convert"])
    }

    @Test func anUnknownProgramAndAMissingPackageAreReported() {
        let setup = "packages=(\n  ffmpeg librsvg2-bin chromium time\n)\n" // no imagemagick
        let problems = OutsidePrograms.problems(files: [("a.swift", "run(\"/usr/bin/frobnicate\")\nconvert -version")], setup: setup)
        #expect(problems.contains { $0.contains("a.swift:1") && $0.contains("`frobnicate`") })
        #expect(problems.contains { $0.contains("a.swift:2") && $0.contains("imagemagick") })
    }

    @Test func setupPackagesAreReadFromTheArray() {
        let setup = "x\npackages=(\n  pkg-config # build\n  ffmpeg imagemagick\n)\nfor p in \"${packages[@]}\"; do"
        #expect(OutsidePrograms.setupPackages(setup) == ["pkg-config", "ffmpeg", "imagemagick"])
    }
}
