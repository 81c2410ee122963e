import ArgumentParser
import CairoRendering
import CollectionLayout
import Foundation

/// `reel samples [-o DIR]`: renders every sample scene shipped in `Samples/Scenes`.
struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Render every sample scene in Samples/Scenes (the README's main job).",
        discussion: "Writes one image per scene into the output folder (created if needed); each file is written atomically."
    )

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String = "out/samples"

    @Option(help: "The folder of sample scenes.")
    var scenes: String = "Samples/Scenes"

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
            let loaded = try LoadedScene(path: file.path)
            try loaded.layout()
            let name = file.deletingPathExtension().lastPathComponent
            let destination = out.appendingPathComponent(name + ".png")
            try AtomicWrite.write(try loaded.render(.png, renderer: renderer, wholeContent: false, scale: nil), to: destination)
            Terminal.standardOutput.write("\(destination.path)\n")
        }
    }
}
