#if os(Linux)
import CairoRendering
import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import SnapshotTesting
import UIKit

// Snapshot strategies for a `UICollectionView` from the `UIKit` facade: each runs a layout
// pass, then snapshots the core view as the `CollectionView` strategies do. A collection
// view that raised UIKit exceptions (`raisedExceptions`) never matches its reference, so
// the test fails where an iOS app would have crashed.

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The attribute dump of what the collection view shows, after a layout pass; each
    /// exception UIKit would have raised comes first as an `exception:` line.
    public static var attributes: Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            view.layoutIfNeeded()
            let core = view.coreView
            let dump = AttributeDump(contentSize: core.contentSize, bounds: core.bounds,
                                     elements: core.visibleElements.map(\.attributes)).json
            let exceptions = view.raisedExceptions.map { "exception: \($0.reason)\n" }.joined()
            return exceptions + dump
        }
    }
}

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// The collection view rendered with CollectionReel's Cairo backend in the default
    /// iOS-like style (cells' own colours are not drawn yet), after a layout pass. A
    /// collection view that raised UIKit exceptions renders as a 1 × 1 red error image.
    public static func image(scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { view in
            view.layoutIfNeeded()
            guard view.raisedExceptions.isEmpty else { return Async(value: SnapshotRendering.errorImage) }
            return SnapshotRendering.image { try DisplayList(collectionView: view.coreView, background: .white, scale: scale) }
        }
    }
}

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// What the last batch update (else the last animated layout change) would animate, at
    /// chosen progress points, rendered side by side in one filmstrip: an animation
    /// snapshot of `performBatchUpdates` / `setCollectionViewLayout(_:animated: true)`.
    /// Without such an animation, or after UIKit exceptions, it renders the error image.
    public static func animation(
        progress: [Double] = [0, 0.25, 0.5, 0.75, 1], scale: CGFloat = 1, threshold: Double = 0.1, maxDiffPixels: Int = 0
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reelImage(threshold: threshold, maxDiffPixels: maxDiffPixels)) { view in
            let animation: (any TrackedAnimation)? = view.lastUpdateAnimation ?? view.lastLayoutTransition
            guard let animation, view.raisedExceptions.isEmpty else { return Async(value: SnapshotRendering.errorImage) }
            do {
                let renderer = try CairoRenderer()
                let images = try progress.map { p in
                    let state = animation.state(atProgress: p)
                    let viewport = Viewport.visible(contentOffset: state.bounds.origin, size: state.bounds.size,
                                                    background: .white, scale: scale)
                    let list = DisplayList(attributes: state.attributes, viewport: viewport)
                    return try PNGDecoder().decode([UInt8](renderer.renderPNG(list)))
                }
                return Async(value: FailureArtifacts.sideBySide(images))
            } catch {
                return Async(value: SnapshotRendering.errorImage)
            }
        }
    }
}
#endif
