#if os(Linux)
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
#endif
