import CairoRendering
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
        do {
            return try appearance.displayList(for: collectionView, sections: dataSource.sections,
                                              region: wholeContent ? .wholeContent : .visible, scale: scale)
        } catch let error as SceneError {
            throw error
        } catch {
            throw CommandFailure("\(scene.file): error: \(error)")
        }
    }

    /// The bytes of the scene's current state in `format`.
    func render(_ format: ImageFormat, renderer: CairoRenderer, wholeContent: Bool, scale: CGFloat?) throws -> Data {
        let list = try displayList(wholeContent: wholeContent, scale: scale)
        do {
            switch format {
            case .png: return try renderer.renderPNG(list)
            case .pdf: return try renderer.renderPDF(list)
            case .svg: return Data(try renderer.renderSVG(list).utf8)
            }
        } catch {
            throw CommandFailure("\(scene.file): error: \(error)")
        }
    }
}
