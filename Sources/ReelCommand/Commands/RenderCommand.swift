import ArgumentParser
import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import ReelIO

/// `reel render SCENE -o OUT.png|.svg|.pdf [--scale N] [--content]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene's collection view to PNG, SVG or PDF.",
        discussion: """
            Draws what the collection view shows at the scene's content offset (or, with \
            --content, its whole content): cells, supplementary and decoration views in draw \
            order (zIndex, then decoration < cell < supplementary, then index path), each placed \
            by its layout attributes with alpha as group opacity and transforms about its centre. \
            PNG and SVG are byte-identical across runs with the same cairo and pango. The file is \
            written atomically: on any error nothing is written.
            """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(name: .shortAndLong, help: "The output file: .png, .svg or .pdf.")
    var output: String

    @Option(help: "Pixels per point (1, 2 or 3 …); default: the scene's scale.")
    var scale: Double?

    @Flag(help: "Render the whole content instead of the viewport.")
    var content = false

    @Option(
        help:
            "Render the state this many seconds into the scene's timeline (interpolated, disappearing elements included, the scroll indicators while they show or fade); past the end: the final state."
    )
    var time: Double?

    @Option(help: "The most pixels an image may have, in millions (default 100): bigger scenes fail before anything is drawn.")
    var maxMegapixels: Double = PixelBudget.default.megapixels

    @Option(
        help: PNGLevelOption.help(default: .small, because: "as one image is written and the encoding time is small beside the process's"))
    var pngLevel: PNGEncoder.Level = .small

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be a number in (0, 8], got \(scale)") }
        if let time, !time.isFinite { throw ValidationError("--time must be a finite number of seconds, got \(time)") }
        guard maxMegapixels.isFinite, maxMegapixels > 0, maxMegapixels <= 10_000 else {
            throw ValidationError("--max-megapixels must be a number in (0, 10000], got \(maxMegapixels)")
        }
        if time != nil && content {
            throw ValidationError("--time renders the viewport at that time; it cannot be combined with --content")
        }
    }

    func run() throws {
        let format = try ImageFormat(path: output)
        let loaded = try LoadedScene(
            path: scene, pixelBudget: PixelBudget(megapixels: maxMegapixels), scale: scale.map { CGFloat($0) }, registry: Reel.layouts)
        let renderer = try CairoRenderer()
        renderer.encoder = PNGEncoder(level: pngLevel)
        let data: Data
        if let time {
            data = try loaded.render(format, renderer: renderer, atTime: time, scale: scale.map { CGFloat($0) })
        } else {
            try loaded.layout()
            data = try loaded.render(
                format, renderer: renderer, region: content ? .wholeContent : .visible,
                scale: scale.map { CGFloat($0) })
        }
        try AtomicFile.write(data, to: URL(fileURLWithPath: output))
    }
}
