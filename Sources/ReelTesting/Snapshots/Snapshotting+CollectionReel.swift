import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import SceneFile
import SnapshotTesting

extension Snapshotting where Value == CollectionView, Format == String {
    /// The attribute dump of what the collection view shows (its bounds), as text: a
    /// layout-only snapshot that needs no pixels. Runs a layout pass first.
    public static var attributes: Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            do { try view.layoutIfNeeded() } catch { return "error: \(error)" }
            return AttributeDump(contentSize: view.contentSize, bounds: view.bounds,
                                 elements: view.visibleElements.map(\.attributes)).json
        }
    }
}

extension Snapshotting where Value == CollectionView, Format == RGBAImage {
    /// The collection view rendered with CollectionReel's Cairo backend (each view's
    /// `ElementContent` configuration, else the default iOS-like style), compared with
    /// ``SnapshotTesting/Diffing/reelImage(threshold:maxDiffPixels:)``.
    public static func image(scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { view in
            SnapshotRendering.image { try DisplayList(collectionView: view, background: .white, scale: scale) }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The attribute dump of a scene's first state, as text.
    public static var attributes: Snapshotting {
        Snapshotting<String, String>.lines.pullback { scene in
            do {
                let (view, source) = try scene.makeCollectionView()
                try view.layoutIfNeeded()
                return withExtendedLifetime(source) {
                    AttributeDump(contentSize: view.contentSize, bounds: view.bounds, elements: view.visibleElements.map(\.attributes)).json
                }
            } catch { return "error: \(error)" }
        }
    }
}

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// A scene's first state rendered as `reel render` renders it.
    public static func image(scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { scene in
            SnapshotRendering.image {
                var scene = scene
                if let scale { scene.scale = scale }
                let (view, source) = try scene.makeCollectionView()
                return try withExtendedLifetime(source) {
                    try SceneAppearance(scene: scene).displayList(for: view, sections: source.sections)
                }
            }
        }
    }

    /// A scene's timeline at chosen progress points (fractions of its duration), rendered
    /// and laid side by side in one filmstrip image: an animation snapshot.
    public static func animation(
        progress: [Double] = [0, 0.25, 0.5, 0.75, 1], scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { scene in
            var scene = scene
            if let scale { scene.scale = scale }
            do {
                let timeline = try SceneTimelineSource(scene: scene).makeTimeline()
                let frames = AnimationFrames(appearance: try SceneAppearance(scene: scene), scale: scene.scale)
                let renderer = try CairoRenderer()
                let images = try progress.map { p in
                    try PNGDecoder().decode([UInt8](renderer.renderPNG(frames.displayList(timeline.state(at: p * timeline.duration)))))
                }
                return Async(value: FailureArtifacts.sideBySide(images))
            } catch {
                return Async(value: SnapshotRendering.errorImage)
            }
        }
    }
}

/// Rendering shared by the image strategies.
enum SnapshotRendering {
    /// A 1 × 1 red image standing for "could not render" (it never matches a reference).
    static let errorImage = RGBAImage(width: 1, height: 1, red: 255, alpha: 255)

    static func image(_ list: () throws -> DisplayList) -> Async<RGBAImage> {
        do {
            let png = try CairoRenderer().renderPNG(list())
            return Async(value: try PNGDecoder().decode([UInt8](png)))
        } catch {
            return Async(value: errorImage)
        }
    }
}
