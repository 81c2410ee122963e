import ArgumentParser
import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import ReelIO

/// `reel samples [-o DIR]`: renders every sample scene shipped in `Samples/Scenes`.
struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Render every sample scene in Samples/Scenes (the README's main job).",
        discussion: """
            Writes NAME.png (the scene's first state) for every scene into the output folder \
            and, for scenes with a timeline, NAME-animated.png: an animated PNG of the timeline \
            at --fps. The folder is all or nothing: it is built under a hidden name beside the \
            destination and replaces an existing folder whole only when every sample succeeded, \
            so an error or Ctrl-C leaves the old folder as it was and nothing else behind.
            """
    )

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String = "out/samples"

    @Option(help: "The folder of sample scenes.")
    var scenes: String = "Samples/Scenes"

    @Option(help: "Frames per second of the animated samples.")
    var fps: Double = 30

    @Option(help: "The most pixels an image may have, in millions (default 100): bigger scenes fail before anything is drawn.")
    var maxMegapixels: Double = PixelBudget.default.megapixels

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be a number in (0, 240], got \(fps)") }
        guard maxMegapixels.isFinite, maxMegapixels > 0, maxMegapixels <= 10_000 else {
            throw ValidationError("--max-megapixels must be a number in (0, 10000], got \(maxMegapixels)")
        }
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
        let cancellation = Cancellation()
        cancellation.start()
        defer { cancellation.stop() }
        let out = URL(fileURLWithPath: output)
        var written: [String] = []
        do {
            try StagedOutput.buildFolder(at: out) { staging in
                // A gallery to keep and publish: the smaller files.
                let renderer = try CairoRenderer()
                renderer.encoder = PNGEncoder(level: .small)
                for file in files {
                    if cancellation.isCancelled { throw InterruptedError() }
                    let loaded = try LoadedScene(
                        path: file.path, pixelBudget: PixelBudget(megapixels: maxMegapixels), registry: Reel.layouts)
                    try loaded.layout()
                    let name = file.deletingPathExtension().lastPathComponent
                    let still = try loaded.render(.png, renderer: renderer)
                    try AtomicFile.write(still, to: staging.appendingPathComponent(name + ".png"))
                    written.append(name + ".png")
                    guard !loaded.scene.timeline.isEmpty else { continue }
                    let animated = staging.appendingPathComponent(name + "-animated.png").path
                    try AnimationExport(
                        scene: file.path, output: animated, fps: fps, quiet: true,
                        pixelBudget: PixelBudget(megapixels: maxMegapixels), registry: Reel.layouts, pngLevel: .small
                    ).run(cancellation: cancellation)
                    written.append(name + "-animated.png")
                }
            }
        } catch let error as InterruptedError {
            throw CommandFailure(String(describing: error), exitCode: 130)
        } catch let error as AtomicFile.WriteError {
            throw CommandFailure(String(describing: error))
        }
        for name in written { Terminal.standardOutput.write(out.appendingPathComponent(name).path + "\n") }
    }
}
