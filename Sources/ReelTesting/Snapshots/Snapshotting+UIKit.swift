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
// view that raised UIKit exceptions — or a view in its cells, or Auto Layout while it was laid
// out — fails the test with their texts (`UIKitExceptionsRaised`), where an iOS app would
// have crashed, and its snapshot is never made, so no record mode can store it as a reference.

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The attribute dump of what the collection view shows, after a layout pass.
    public static var attributes: Snapshotting {
        SimplySnapshotting.lines.asyncPullback { view in
            SnapshotRendering.value {
                try UIKitExceptionsRaised.checking(view) {
                    view.layoutIfNeeded()
                    return AttributeDump(visibleIn: view.coreView).json
                }
            }
        }
    }
}

extension UICollectionView {
    /// What a snapshot paints under the elements: the collection view's `backgroundColor`
    /// resolved with its traits (`.systemGroupedBackground` behind an inset-grouped list, as
    /// its layer paints it on iOS), over white; white where it has none (chosen: iOS would
    /// leave those pixels transparent).
    var snapshotBackground: Color {
        guard let color = backgroundColor?.renderColor(in: traitCollection) else { return .white }
        let over = { (channel: Double) in channel * color.alpha + (1 - color.alpha) }
        return Color(red: over(color.red), green: over(color.green), blue: over(color.blue))
    }
}

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// The collection view rendered with CollectionReel's Cairo backend after a layout
    /// pass, over its `backgroundColor` (white without one): each view drawn as it is
    /// configured (background colours, corner radius,
    /// border, alpha, background and content views, subviews and labels' text;
    /// `DisplayList(collectionView:…)` of the
    /// `UIKit` module), views that configure nothing in the default iOS-like style.
    public static func image(scale: CGFloat? = nil, threshold: Double = 0.1, maxDiffPixels: Int = 0) -> Snapshotting {
        SimplySnapshotting.reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels)).asyncPullback { view in
            SnapshotRendering.image {
                try UIKitExceptionsRaised.checking(view) {
                    view.layoutIfNeeded()
                    return try DisplayList(collectionView: view, background: view.snapshotBackground, scale: scale)
                }
            }
        }
    }
}

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// What the last batch update (else the last animated layout change) would animate, at
    /// chosen progress points, rendered side by side in one filmstrip: an animation
    /// snapshot of `performBatchUpdates` / `setCollectionViewLayout(_:animated: true)`.
    /// Each element shows the look its view had when the animation was built, as `.image`
    /// draws it (`DisplayList(collectionView:state:…)`).
    /// Without such an animation, or after UIKit exceptions, the test fails.
    public static func animation(
        progress: [Double] = [0, 0.25, 0.5, 0.75, 1], scale: CGFloat = 1, threshold: Double = 0.1, maxDiffPixels: Int = 0
    ) -> Snapshotting {
        SimplySnapshotting.reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels)).asyncPullback { view in
            SnapshotRendering.value {
                try UIKitExceptionsRaised.checking(view) { try filmstrip(of: view, progress: progress, scale: scale) }
            }
        }
    }

    /// The filmstrip `.animation(progress:…)` compares.
    private static func filmstrip(of view: UICollectionView, progress: [Double], scale: CGFloat) throws -> RGBAImage {
        guard let animation = view.lastUpdateAnimation ?? view.lastLayoutTransition as (any TrackedAnimation)? else {
            throw NoAnimation()
        }
        let images = try progress.map { p in
            try SnapshotRendering.render(
                DisplayList(
                    collectionView: view, state: animation.state(atProgress: p), background: view.snapshotBackground, scale: scale))
        }
        return FailureArtifacts.sideBySide(images)
    }
}

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// The next `duration` seconds of the animation clock, drawn at `fps` frames a second and
    /// set side by side in one filmstrip (Linux only): whatever animates on the clock — view
    /// animations in cells (`UIView.animate…`, property animators), scripted touches, animated
    /// scrolls, batch updates and layout changes — each frame as `DisplayList.frames(of:…)`
    /// draws it. Schedule the animation first; the snapshot advances the current clock
    /// (`AnimationClock.current`) by `duration`, as a device's would run. At most 100 frames.
    public static func animation(
        duration: Double, fps: Double = 10, scale: CGFloat = 1, threshold: Double = 0.1, maxDiffPixels: Int = 0
    ) -> Snapshotting {
        SimplySnapshotting.reelImage(.pixelmatch(threshold: threshold, maxDiffPixels: maxDiffPixels)).asyncPullback { view in
            SnapshotRendering.value {
                try UIKitExceptionsRaised.checking(view) { try filmstrip(of: view, duration: duration, fps: fps, scale: scale) }
            }
        }
    }

    /// The filmstrip `.animation(duration:fps:…)` compares.
    private static func filmstrip(of view: UICollectionView, duration: Double, fps: Double, scale: CGFloat) throws -> RGBAImage {
        guard Timeline.frameCount(duration: duration, fps: fps) <= maximumFilmstripFrames else {
            throw FilmstripTooLong(duration: duration, fps: fps)
        }
        var images: [RGBAImage] = []
        try DisplayList.frames(of: view, duration: duration, fps: fps, background: view.snapshotBackground, scale: scale) {
            _, frame in
            images.append(try SnapshotRendering.render(frame))
        }
        return FailureArtifacts.sideBySide(images)
    }

    /// The most frames `.animation(duration:fps:…)` sets side by side.
    static var maximumFilmstripFrames: Int { 100 }
}

/// `.animation(duration:fps:…)` asked for more frames than a filmstrip holds.
struct FilmstripTooLong: Error, CustomStringConvertible {
    var duration: Double
    var fps: Double
    var description: String {
        let limit = Snapshotting<UICollectionView, RGBAImage>.maximumFilmstripFrames
        return "an animation snapshot of \(duration) s at \(fps) frames a second has more than \(limit) frames: shorten it or lower fps"
    }
}

/// `.animation` of a collection view that animated nothing.
struct NoAnimation: Error, CustomStringConvertible {
    var description: String {
        "the collection view has no animation: call performBatchUpdates or setCollectionViewLayout(_:animated: true) first"
    }
}
#endif
