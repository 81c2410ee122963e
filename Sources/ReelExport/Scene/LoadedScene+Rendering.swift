import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import SceneFile

/// The image formats a scene renders to, chosen by the output's extension.
public enum ImageFormat: String, CaseIterable, Sendable {
    /// PNG, rendered with Cairo and encoded by PNGCodec.
    case png
    /// SVG, semantic (3D content rasterised).
    case svg
    /// PDF, vector.
    case pdf

    /// The format for a path, or an error listing the accepted extensions (and saying so
    /// when the path is empty or names a folder, which no image is written to).
    public init(path: String) throws {
        guard !path.isEmpty else { throw ExportError("no output file name given: use a .png, .svg or .pdf file name") }
        guard !path.hasSuffix("/") else { throw ExportError("\(path) is a folder: use a .png, .svg or .pdf file name") }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = ImageFormat(rawValue: ext) else {
            throw ExportError("cannot tell the format of \(path): use a .png, .svg or .pdf file name")
        }
        self = format
    }
}

extension LoadedScene {
    /// The display list of the scene's current state: what the view shows (`.visible`) or
    /// its whole content, each element drawn with the content its view was configured with
    /// (see `SceneFile/SceneAppearance/displayList(for:sections:region:scale:)`).
    public func displayList(region: DisplayList.Region = .visible, scale: CGFloat? = nil) throws -> DisplayList {
        let appearance = try SceneAppearance(scene: scene)
        if region == .wholeContent {
            // The content size is known before any element is made.
            try Self.check(pixelBudget, size: collectionView.contentSize, scale: scale ?? scene.scale, file: scene.file)
        }
        let list: DisplayList
        do {
            list = try appearance.displayList(for: collectionView, sections: dataSource.sections, region: region, scale: scale)
        } catch let error as SceneError {
            throw error
        } catch {
            throw ExportError("\(scene.file): error: \(error)")
        }
        try Self.check(pixelBudget, size: list.viewport.size, scale: list.viewport.scale, file: scene.file)
        return list
    }

    /// The bytes of the scene's current state in `format`.
    public func render(
        _ format: ImageFormat, renderer: CairoRenderer, region: DisplayList.Region = .visible,
        scale: CGFloat? = nil
    ) throws -> Data {
        try encode(displayList(region: region, scale: scale), format, renderer: renderer)
    }

    /// The bytes of the scene's state `time` seconds into its timeline, in `format`.
    public func render(_ format: ImageFormat, renderer: CairoRenderer, atTime time: Double, scale: CGFloat? = nil) throws -> Data {
        try encode(play(scale: scale).displayList(at: time), format, renderer: renderer)
    }

    /// The bytes of `list` in `format`, errors naming the scene (or the image's place in it).
    public func encode(_ list: DisplayList, _ format: ImageFormat, renderer: CairoRenderer) throws -> Data {
        do {
            switch format {
            case .png: return try renderer.renderPNG(list)
            case .pdf: return try renderer.renderPDF(list)
            case .svg: return Data(try renderer.renderSVG(list).utf8)
            }
        } catch let error as RenderError {
            // An image error that knows where the scene named the image is located already.
            if case .image(_, _, .some) = error { throw ExportError(error.description) }
            throw ExportError("\(scene.file): error: \(error)")
        } catch {
            throw ExportError("\(scene.file): error: \(error)")
        }
    }
}
