import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import SceneFile
import SnapshotTesting

// CollectionReel's own strategies: each a pullback of the one image strategy
// (`Snapshotting<RGBAImage, RGBAImage>.reelImage`) or of swift-snapshot-testing's text
// strategy (`Snapshotting<String, String>.lines`).

extension Snapshotting where Value == CollectionView, Format == String {
    /// The attribute dump of what the collection view shows (its bounds), as text: a
    /// layout-only snapshot that needs no pixels. Runs a layout pass first.
    public static var attributes: Snapshotting {
        SimplySnapshotting.lines.asyncPullback { view in
            SnapshotRendering.value {
                try view.layoutIfNeeded()
                return AttributeDump(visibleIn: view).json
            }
        }
    }
}

extension Snapshotting where Value == CollectionView, Format == RGBAImage {
    /// The collection view rendered with CollectionReel's Cairo backend (each view's
    /// `ElementContent` configuration, else the default iOS-like style), compared with
    /// pixelmatch's metric (``ImageMatching/pixelmatch(threshold:maxDiffPixels:)``).
    public static func image(scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        SimplySnapshotting.reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels)).asyncPullback { view in
            SnapshotRendering.image { try DisplayList(collectionView: view, background: .white, scale: scale) }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The attribute dump of a scene's first state, as text, with the standard layouts.
    public static var attributes: Snapshotting { attributes(registry: .standard) }

    /// The attribute dump of a scene's first state, as text, its layout made by `registry`.
    public static func attributes(registry: LayoutRegistry) -> Snapshotting {
        SimplySnapshotting.lines.asyncPullback { scene in
            SnapshotRendering.value {
                let (view, source) = try scene.makeCollectionView(registry: registry, measuring: try LoadedScene.measurer(for: scene))
                try view.layoutIfNeeded()
                return withExtendedLifetime(source) {
                    AttributeDump(visibleIn: view).json
                }
            }
        }
    }
}

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// A scene's first state rendered as `reel render` renders it (`ReelExport/LoadedScene`),
    /// its layouts made by `registry`.
    public static func image(
        scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0, registry: LayoutRegistry = .standard
    ) -> Snapshotting {
        SimplySnapshotting.reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels)).asyncPullback { scene in
            SnapshotRendering.image {
                var scene = scene
                if let scale { scene.scale = scale }
                return try LoadedScene(scene: scene, registry: registry, warnings: nil).displayList()
            }
        }
    }

    /// A scene's timeline at chosen progress points (fractions of its duration), rendered
    /// and laid side by side in one filmstrip image: an animation snapshot. `registry` makes
    /// the scene's layouts.
    public static func animation(
        progress: [Double] = [0, 0.25, 0.5, 0.75, 1], scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0,
        registry: LayoutRegistry = .standard
    ) -> Snapshotting {
        SimplySnapshotting.reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels)).asyncPullback { scene in
            SnapshotRendering.value {
                var scene = scene
                if let scale { scene.scale = scale }
                let played = try LoadedScene(scene: scene, registry: registry, warnings: nil).play()
                let images = try progress.map { p in try SnapshotRendering.render(played.displayList(progress: p)) }
                return FailureArtifacts.sideBySide(images)
            }
        }
    }
}
