import Foundation
import TestTools
import Testing

/// `Scripts/install` puts reel and its shell completions under a prefix (with the built
/// debug binary, so the test does not build a release).
@Suite struct InstallTests {
    @Test func installPutsReelAndCompletionsUnderThePrefix() throws {
        let prefix = try Reel.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let process = Process()
        process.executableURL = Reel.packageRoot.appendingPathComponent("Scripts/install")
        process.arguments = [prefix.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["REEL_BINARY": Reel.executable.path]) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")

        let reel = prefix.appendingPathComponent("bin/reel")
        #expect(FileManager.default.isExecutableFile(atPath: reel.path))
        let bash = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/reel"), encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("attributes") && bash.contains("--rect"))
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_reel"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef reel"))
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/reel.fish"), encoding: .utf8)
        #expect(fish.contains("complete -c 'reel'"))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: prefix.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
        #expect(try Reel.run(["--version"]).stdout == (try run(reel, ["--version"])))
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> String {
        String(decoding: try processOutput(executable, arguments).output, as: UTF8.self)
    }
}
