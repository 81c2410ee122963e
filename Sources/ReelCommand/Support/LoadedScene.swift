import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import SceneFile

/// A scene file read and turned into a live collection view, with layout warnings sent to
/// stderr in compiler style.
struct LoadedScene {
    /// The decoded scene.
    let scene: Scene
    /// The collection view it describes.
    let collectionView: CollectionView
    /// Its data source (the view holds it weakly).
    let dataSource: SceneDataSource
    /// The most pixels an image drawn from it may have; nil when nothing is drawn.
    let pixelBudget: PixelBudget?

    /// Loads `path`.
    /// - Parameters:
    ///   - pixelBudget: checked against the viewport at `scale` (default: the scene's) before
    ///     anything is laid out, and against every display list made; nil checks nothing.
    /// - Throws: ``SceneError`` (already located) or ``CommandFailure``.
    init(path: String, pixelBudget: PixelBudget? = nil, scale: CGFloat? = nil) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure("\(path): no such scene file")
        }
        scene = try Scene.load(contentsOf: path)
        self.pixelBudget = pixelBudget
        try Self.check(pixelBudget, size: scene.viewport, scale: scale ?? scene.scale, file: scene.file)
        (collectionView, dataSource) = try scene.makeCollectionView()
        try scene.validateTransitionLayouts()
        let file = scene.file
        collectionView.diagnosticHandler = { message in
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            let first = lines.first.map(String.init) ?? ""
            let rest = lines.dropFirst().map { "  " + $0 }.joined(separator: "\n")
            Terminal.standardError.write("\(file): warning: \(first)\(rest.isEmpty ? "" : "\n" + rest)\n")
        }
    }

    /// The scene's timeline, played on a fresh host of its own at `scale` (default: the
    /// scene's), and the frames that draw its states.
    func makeTimeline(scale: CGFloat? = nil) throws -> (timeline: Timeline, frames: AnimationFrames) {
        var scene = self.scene
        if let scale { scene.scale = scale }
        do {
            let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
            return (timeline, AnimationFrames(appearance: try SceneAppearance(scene: scene), scale: scene.scale))
        } catch let error as SceneError {
            throw error
        } catch {
            throw CommandFailure("\(scene.file): error: \(error)")
        }
    }

    /// Fails when an image of `size` points at `scale` is beyond `budget` (nil: no check).
    static func check(_ budget: PixelBudget?, size: CGSize, scale: CGFloat, file: String) throws {
        guard let budget else { return }
        do { try budget.check(size: size, scale: scale) } catch {
            throw CommandFailure("\(file): error: \(error); raise the budget with --max-megapixels")
        }
    }

    /// Runs a layout pass, turning layout errors into messages that name the scene.
    func layout() throws {
        do { try collectionView.layoutIfNeeded() } catch {
            throw CommandFailure("\(scene.file): error: \(error)")
        }
    }
}
