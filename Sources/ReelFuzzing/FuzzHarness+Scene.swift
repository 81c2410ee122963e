import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import SampleLayoutSpecs
import SceneFile

extension FuzzHarness {
    /// The name scene errors carry.
    static let sceneFileName = "fuzz.yaml"

    /// A scene through every stage `reel render`, `reel attributes` and `reel animate` run:
    /// decode, host, layout, attribute dump (visible and content), display lists (visible
    /// and whole content), PNG (decoded back), SVG and PDF, then the timeline's frame count
    /// and its states at five times, drawn.
    ///
    /// Invariants: the text is read as `reel` reads a file (UTF-8 or `.unreadable`);
    /// decoding throws only ``SceneFile/SceneError``s naming the file, located at a line
    /// unless the problem is the whole document; every PNG made decodes to its surface's size.
    func runScene(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        guard let text = String(data: data, encoding: .utf8) else {
            return .rejected(stage: "decode", message: "the file is not UTF-8 text")
        }
        let scene: Scene
        do {
            scene = try Scene.decode(text, file: Self.sceneFileName, baseDirectory: sandbox)
        } catch let error as SceneError {
            try Self.checkLocated(error)
            return .rejected(stage: "decode", message: error.description)
        } catch {
            throw FuzzFailure(.scene, "decoding threw \(type(of: error)), not a SceneError: \(error)")
        }
        if let reason = SceneSandbox(root: sandbox, limits: limits).refusal(for: scene) {
            return .skipped(reason: reason)
        }
        do {
            return .accepted(stages: try play(scene).joined(separator: ", "))
        } catch let failure as FuzzFailure {
            throw failure
        } catch let failure as StageFailure {
            return .rejected(stage: failure.stage, message: failure.message)
        } catch {
            return .rejected(stage: "unknown", message: String(describing: error))
        }
    }

    /// A decoding error must name the file and, unless the document as a whole is at fault
    /// (unreadable, empty, a syntax error the parser could not place), a line and column.
    static func checkLocated(_ error: SceneError) throws(FuzzFailure) {
        guard error.file == sceneFileName else {
            throw FuzzFailure(.scene, "the error names \(error.file), not \(sceneFileName): \(error)")
        }
        guard !error.message.isEmpty else { throw FuzzFailure(.scene, "an error without a message: \(error)") }
        switch error.kind {
        case .unreadable, .empty, .syntax: return
        default:
            guard error.line != nil, error.column != nil else {
                throw FuzzFailure(.scene, "a \(error.kind) error without a line and column: \(error)")
            }
        }
    }

    /// The layouts a fuzzed scene may name: `reel`'s (the standard and the sample layouts).
    static let layouts = LayoutRegistry.standard.merging(.sampleLayouts)

    /// The stages after decoding; returns their names.
    private func play(_ scene: Scene) throws -> [String] {
        var stages = ["decode"]
        let (view, dataSource) = try stage("host") { () throws -> (CollectionView, SceneDataSource) in
            // Self-sizing cells measured with the font-free metrics: the same code paths as
            // Pango's measurer, without a font system per input.
            let made = try scene.makeCollectionView(registry: Self.layouts, measuring: ApproximateTextLayout())
            try scene.validateTransitionLayouts(registry: Self.layouts)
            return made
        }
        try withExtendedLifetime(dataSource) {
            try stage("layout") { try view.layoutIfNeeded() }
            try stage("attributes") {
                let content = CGRect(origin: .zero, size: view.contentSize)
                for region in [view.bounds, content] {
                    let elements = try view.layoutAttributesForElements(in: region)
                    _ = AttributeDump(contentSize: view.contentSize, bounds: view.bounds, elements: elements).json
                }
            }
            stages += ["host", "layout", "attributes"]
            let appearance = try stage("appearance") { try SceneAppearance(scene: scene) }
            let visible = try stage("display list") {
                try appearance.displayList(
                    for: view, sections: dataSource.sections, region: .visible,
                    scale: renderScale(scene.viewport, scene.scale))
            }
            try draw(visible, formats: [.png, .svg, .pdf])
            stages += ["png", "svg", "pdf"]
            let whole = try stage("content display list") {
                try appearance.displayList(
                    for: view, sections: dataSource.sections, region: .wholeContent,
                    scale: renderScale(view.contentSize, scene.scale))
            }
            try draw(whole, formats: [.png, .svg])
            stages.append("content")
        }
        guard !scene.timeline.isEmpty else { return stages }

        let timeline = try stage("timeline") {
            try SceneTimelineSource(scene: scene, registry: Self.layouts, measuring: ApproximateTextLayout()).makeTimeline()
        }
        _ = timeline.frameCount(fps: 60)
        let appearance = try stage("appearance") { try SceneAppearance(scene: scene) }
        let frames = AnimationFrames(appearance: appearance, scale: renderScale(scene.viewport, scene.scale))
        let duration = timeline.duration
        for (index, time) in [0, duration * 0.25, duration * 0.5, duration, duration + 1].enumerated() {
            let list = try stage("timeline state") { () throws -> DisplayList in
                let state = try timeline.state(at: time)
                _ = AttributeDump(contentSize: state.contentSize, bounds: state.bounds, elements: state.attributes).json
                return try frames.displayList(state)
            }
            try draw(list, formats: index == 2 ? [.png, .svg] : [])
        }
        stages.append("timeline")
        return stages
    }

    /// The output formats of `reel render`.
    private enum Format { case png, svg, pdf }

    /// Draws `list` in each format, in memory; a PNG is decoded back and must match the
    /// surface's size.
    private func draw(_ list: DisplayList, formats: [Format]) throws {
        for format in formats {
            switch format {
            case .png:
                let (png, width, height) = try stage("png") { () throws -> (Data, Int, Int) in
                    let surface = try renderer.renderImage(list)
                    return (try renderer.encodePNG(surface), surface.pixelWidth, surface.pixelHeight)
                }
                let image: RGBAImage
                do { image = try PNGDecoder.decode(png) } catch {
                    throw FuzzFailure(.scene, "a rendered PNG does not decode: \(error)")
                }
                guard image.width == width, image.height == height else {
                    throw FuzzFailure(.scene, "a \(width)×\(height) surface decoded as \(image.width)×\(image.height)")
                }
            case .svg:
                _ = try stage("svg") { try renderer.renderSVG(list) }
            case .pdf:
                _ = try stage("pdf") { try renderer.renderPDF(list) }
            }
        }
    }

    /// `scale`, lowered so that `size` at that scale stays within
    /// ``FuzzLimits/maximumRenderPixels`` (as `reel render --scale` would).
    private func renderScale(_ size: CGSize, _ scale: CGFloat) -> CGFloat {
        let area = Double(size.width) * Double(size.height) * Double(scale) * Double(scale)
        guard area.isFinite, area > Double(limits.maximumRenderPixels) else { return scale }
        return scale * CGFloat((Double(limits.maximumRenderPixels) / area).squareRoot())
    }
}
