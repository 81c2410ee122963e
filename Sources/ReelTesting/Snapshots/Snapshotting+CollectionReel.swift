import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelExport
import SceneFile
@_spi(Internals) import SnapshotTesting

extension Snapshotting where Value == CollectionView, Format == String {
    /// The attribute dump of what the collection view shows (its bounds), as text: a
    /// layout-only snapshot that needs no pixels. Runs a layout pass first.
    public static var attributes: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
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
    /// ``SnapshotTesting/Diffing/reelImage(threshold:maxDiffPixels:)``.
    public static func image(scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { view in
            SnapshotRendering.image { try DisplayList(collectionView: view, background: .white, scale: scale) }
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The attribute dump of a scene's first state, as text, with the standard layouts.
    public static var attributes: Snapshotting { attributes(registry: .standard) }

    /// The attribute dump of a scene's first state, as text, its layout made by `registry`.
    public static func attributes(registry: LayoutRegistry) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { scene in
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
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { scene in
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
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { scene in
            SnapshotRendering.value {
                var scene = scene
                if let scale { scene.scale = scale }
                let played = try LoadedScene(scene: scene, registry: registry, warnings: nil).play()
                let renderer = try CairoRenderer()
                let images = try progress.map { p in
                    try PNGDecoder().decode([UInt8](renderer.renderPNG(played.displayList(progress: p))))
                }
                return FailureArtifacts.sideBySide(images)
            }
        }
    }
}

/// Rendering shared by the strategies.
///
/// A value that cannot be made (a layout error, an unreadable image) fails the running test
/// with the error, and its snapshot never arrives: swift-snapshot-testing then reports a
/// timeout and records nothing, in every record mode, so an error can never become a
/// reference.
enum SnapshotRendering {
    /// The snapshot `make` returns, or a failed test and no snapshot when it throws.
    static func value<Format>(_ make: () throws -> Format) -> Async<Format> {
        do {
            return Async(value: try make())
        } catch {
            recordIssue(
                "CollectionReel could not make the snapshot: \(error)", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            return Async { _ in }
        }
    }

    /// The image of the display list `list` makes, rendered with the Cairo backend.
    static func image(_ list: () throws -> DisplayList) -> Async<RGBAImage> {
        value {
            let png = try CairoRenderer().renderPNG(list())
            return try PNGDecoder().decode([UInt8](png))
        }
    }
}
