import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import SceneFile

/// A scene turned into a live collection view: the one path from a scene to pixels that
/// `reel` (render, animate, samples, test), the snapshot strategies and the tests share.
///
/// Host → (attributes + the content each view was configured with) → display list
/// (``displayList(region:scale:)`` for the current state, ``PlayedScene`` for the timeline)
/// → bytes (``render(_:renderer:region:scale:)``). Every display list made is checked
/// against the pixel budget.
public struct LoadedScene {
    /// The decoded scene.
    public let scene: Scene
    /// The collection view it describes.
    public let collectionView: CollectionView
    /// Its data source (the view holds it weakly).
    public let dataSource: SceneDataSource
    /// The most pixels an image drawn from it may have; nil when nothing is checked.
    public let pixelBudget: PixelBudget?
    /// Makes the scene's layouts (also those its timeline transitions to).
    public let registry: LayoutRegistry
    /// What self-sizing cells are measured with — the Cairo backend's Pango measurer, so
    /// cells are sized by the text exactly as it is drawn; nil when no layout of the scene
    /// asks for self-sizing (`Scene.mayAskForSelfSizing`).
    public let measuring: (any ContentMeasuring)?

    /// Where layout warnings go by default: stderr, in compiler style
    /// (`FILE: warning: MESSAGE`, further lines indented).
    public static let standardErrorWarnings: @Sendable (String) -> Void = { Terminal.standardError.write($0) }

    /// Loads the scene file at `path`.
    /// - Parameters:
    ///   - path: the scene file (`.yaml`, `.yml` or `.json`).
    ///   - scale: pixels per point; nil: the scene's.
    ///   - pixelBudget: checked against the viewport at `scale` (default: the scene's) before
    ///     anything is laid out, and against every display list made; nil checks nothing.
    ///   - registry: makes the scene's layouts (`reel` adds the sample layouts to the standard ones).
    ///   - warnings: receives each layout warning as a finished line; nil drops them.
    /// - Throws: `SceneFile/SceneError` (already located) or ``ExportError``.
    public init(
        path: String, pixelBudget: PixelBudget? = nil, scale: CGFloat? = nil, registry: LayoutRegistry = .standard,
        warnings: (@Sendable (String) -> Void)? = LoadedScene.standardErrorWarnings
    ) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ExportError("\(path): no such scene file")
        }
        try self.init(
            scene: try Scene.load(contentsOf: path), pixelBudget: pixelBudget, scale: scale, registry: registry, warnings: warnings)
    }

    /// Makes the collection view of a decoded `scene` (see ``init(path:pixelBudget:scale:registry:warnings:)``).
    public init(
        scene: Scene, pixelBudget: PixelBudget? = nil, scale: CGFloat? = nil, registry: LayoutRegistry = .standard,
        warnings: (@Sendable (String) -> Void)? = LoadedScene.standardErrorWarnings
    ) throws {
        self.scene = scene
        self.pixelBudget = pixelBudget
        self.registry = registry
        try Self.check(pixelBudget, size: scene.viewport, scale: scale ?? scene.scale, file: scene.file)
        measuring = try Self.measurer(for: scene)
        (collectionView, dataSource) = try scene.makeCollectionView(registry: registry, measuring: measuring)
        try scene.validateTransitionLayouts(registry: registry)
        guard let warnings else { return }
        let file = scene.file
        collectionView.diagnosticHandler = { message in
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            let first = lines.first.map(String.init) ?? ""
            let rest = lines.dropFirst().map { "  " + $0 }.joined(separator: "\n")
            warnings("\(file): warning: \(first)\(rest.isEmpty ? "" : "\n" + rest)\n")
        }
    }

    /// The scene's timeline, played on a fresh host of its own at `scale` (default: the
    /// scene's), ready to draw any of its states.
    /// - Throws: `SceneFile/SceneError` or ``ExportError`` naming the scene.
    public func play(scale: CGFloat? = nil) throws -> PlayedScene {
        var scene = self.scene
        if let scale { scene.scale = scale }
        do {
            let timeline = try SceneTimelineSource(scene: scene, registry: registry, measuring: measuring).makeTimeline()
            let frames = AnimationFrames(appearance: try SceneAppearance(scene: scene), scale: scene.scale)
            return PlayedScene(file: scene.file, timeline: timeline, frames: frames, pixelBudget: pixelBudget)
        } catch let error as SceneError {
            throw error
        } catch {
            throw ExportError("\(scene.file): error: \(error)")
        }
    }

    /// A Pango measurer when `scene` may ask for self-sizing, else nil.
    /// - Throws: ``ExportError`` when the fonts are missing.
    public static func measurer(for scene: Scene) throws -> (any ContentMeasuring)? {
        guard scene.mayAskForSelfSizing else { return nil }
        do { return try PangoContentMeasurer() } catch { throw ExportError("\(scene.file): error: \(error)") }
    }

    /// Fails when an image of `size` points at `scale` is beyond `budget` (nil: no check).
    static func check(_ budget: PixelBudget?, size: CGSize, scale: CGFloat, file: String) throws {
        guard let budget else { return }
        do { try budget.check(size: size, scale: scale) } catch {
            throw ExportError("\(file): error: \(error); raise the budget with --max-megapixels")
        }
    }

    /// Runs a layout pass, turning layout errors into messages that name the scene.
    public func layout() throws {
        do { try collectionView.layoutIfNeeded() } catch {
            throw ExportError("\(scene.file): error: \(error)")
        }
    }
}

/// A scene's timeline played, with the frames that draw its states.
public struct PlayedScene {
    /// The scene file's name, for messages.
    let file: String
    /// The played timeline (random access gives the same states as playing in order).
    public let timeline: Timeline
    /// Turns its states into display lists.
    public let frames: AnimationFrames
    /// Checked against every display list made.
    let pixelBudget: PixelBudget?

    /// The display list of the state `time` seconds in (past the end: the final state).
    public func displayList(at time: Double) throws -> DisplayList {
        try checked(frames.displayList(timeline.state(at: time)))
    }

    /// The display list of the state at `progress` (0…1) of the timeline's duration.
    public func displayList(progress: Double) throws -> DisplayList {
        try displayList(at: progress * timeline.duration)
    }

    /// The display list of frame `index` at `fps` (frame 0: before the first step).
    public func displayList(frame index: Int, fps: Double) throws -> DisplayList {
        try checked(frames.displayList(timeline.frame(index, fps: fps)))
    }

    private func checked(_ list: DisplayList) throws -> DisplayList {
        try LoadedScene.check(pixelBudget, size: list.viewport.size, scale: list.viewport.scale, file: file)
        return list
    }
}
