import Foundation

/// A folder with a stand-in `ffmpeg` (a shell script) first on the `PATH`, and an `out`
/// folder holding a 2-second scene to animate through it.
struct StandInEncoder {
    let dir: URL
    let out: URL
    /// This process's environment with the stand-in first on the `PATH`.
    let environment: [String: String]

    init(script: String) throws {
        dir = try Reel.temporaryDirectory()
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false)
        let fake = bin.appendingPathComponent("ffmpeg")
        try script.write(to: fake, atomically: false, encoding: .utf8)
        chmod(fake.path, 0o755)
        out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        try "viewport: [100, 100]\nlayout: {flow: {}}\nsections: [{items: 3}]\ntimeline:\n  - wait: 2\n".write(
            to: out.appendingPathComponent("s.yaml"), atomically: false, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":/usr/bin:/bin"
        self.environment = environment
    }

    /// `reel animate` of the scene to `name` in ``out``, through the stand-in.
    func animate(to name: String) throws -> Reel.Result {
        try Reel.run(arguments(to: name), environment: environment)
    }

    /// The arguments of ``animate(to:)``.
    func arguments(to name: String) -> [String] {
        ["animate", out.appendingPathComponent("s.yaml").path, "-o", out.appendingPathComponent(name).path]
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: dir) }
}
