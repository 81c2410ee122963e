import ArgumentParser
import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec

/// `reel samples [-o DIR]`: renders every sample scene shipped in `Samples/Scenes`.
struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Render every sample scene in Samples/Scenes (the README's main job).",
        discussion: """
        Writes NAME.png (the scene's first state) for every scene into the output folder \
        (created if needed) and, for scenes with a timeline, NAME-animated.png: an animated \
        PNG of the timeline at --fps. Every file is written atomically.
        """
    )

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String = "out/samples"

    @Option(help: "The folder of sample scenes.")
    var scenes: String = "Samples/Scenes"

    @Option(help: "Frames per second of the animated samples.")
    var fps: Double = 30

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be a number in (0, 240], got \(fps)") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: scenes)
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw CommandFailure("cannot read the sample folder \(folder.path): \(error.localizedDescription)")
        }
        guard !files.isEmpty else { throw CommandFailure("no sample scenes in \(folder.path)") }
        let out = URL(fileURLWithPath: output)
        do { try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true) } catch {
            throw CommandFailure("cannot create \(out.path): \(error.localizedDescription)")
        }
        let renderer = try CairoRenderer()
        for file in files {
            let loaded = try LoadedScene(path: file.path, pixelBudget: .default)
            try loaded.layout()
            let name = file.deletingPathExtension().lastPathComponent
            let destination = out.appendingPathComponent(name + ".png")
            try AtomicFile.write(try loaded.render(.png, renderer: renderer, wholeContent: false, scale: nil), to: destination)
            Terminal.standardOutput.write("\(destination.path)\n")
            guard !loaded.scene.timeline.isEmpty else { continue }
            let animated = out.appendingPathComponent(name + "-animated.png").path
            let animate = try AnimateCommand.parse([file.path, "-o", animated, "--fps", String(fps), "--quiet"])
            try animate.run()
            Terminal.standardOutput.write("\(animated)\n")
        }
    }
}
