import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import SceneFile

/// The image formats `reel render` writes, chosen by the output's extension.
enum ImageFormat: String, CaseIterable {
    case png, svg, pdf

    /// The format for a path, or a failure listing the accepted extensions.
    init(path: String) throws {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = ImageFormat(rawValue: ext) else {
            throw CommandFailure("cannot tell the format of \(path): use a .png, .svg or .pdf file name")
        }
        self = format
    }
}

extension LoadedScene {
    /// The display list of the scene's current state.
    func displayList(wholeContent: Bool, scale: CGFloat?) throws -> DisplayList {
        let appearance = try SceneAppearance(scene: scene)
        if wholeContent {
            // The content size is known before any element is made.
            try Self.check(pixelBudget, size: collectionView.contentSize, scale: scale ?? scene.scale, file: scene.file)
        }
        let list: DisplayList
        do {
            list = try appearance.displayList(for: collectionView, sections: dataSource.sections,
                                              region: wholeContent ? .wholeContent : .visible, scale: scale)
        } catch let error as SceneError {
            throw error
        } catch {
            throw CommandFailure("\(scene.file): error: \(error)")
        }
        try Self.check(pixelBudget, size: list.viewport.size, scale: list.viewport.scale, file: scene.file)
        return list
    }

    /// The bytes of the scene's current state in `format`.
    func render(_ format: ImageFormat, renderer: CairoRenderer, wholeContent: Bool, scale: CGFloat?) throws -> Data {
        try encode(displayList(wholeContent: wholeContent, scale: scale), format, renderer: renderer)
    }

    /// The bytes of the scene's state `time` seconds into its timeline, in `format`.
    func render(_ format: ImageFormat, renderer: CairoRenderer, atTime time: Double, scale: CGFloat?) throws -> Data {
        try encode(timelineDisplayList(scale: scale) { _ in time }, format, renderer: renderer)
    }

    /// The display list of the timeline's state at the time `when` picks (given the played
    /// timeline, e.g. a fraction of its duration).
    func timelineDisplayList(scale: CGFloat?, at when: (Timeline) -> Double) throws -> DisplayList {
        let (timeline, frames) = try makeTimeline(scale: scale)
        let list = try frames.displayList(timeline.state(at: when(timeline)))
        try Self.check(pixelBudget, size: list.viewport.size, scale: list.viewport.scale, file: scene.file)
        return list
    }

    private func encode(_ list: DisplayList, _ format: ImageFormat, renderer: CairoRenderer) throws -> Data {
        do {
            switch format {
            case .png: return try renderer.renderPNG(list)
            case .pdf: return try renderer.renderPDF(list)
            case .svg: return Data(try renderer.renderSVG(list).utf8)
            }
        } catch let error as RenderError {
            // An image error that knows where the scene named the image is located already.
            if case .image(_, _, .some) = error { throw CommandFailure(error.description) }
            throw CommandFailure("\(scene.file): error: \(error)")
        } catch {
            throw CommandFailure("\(scene.file): error: \(error)")
        }
    }
}
