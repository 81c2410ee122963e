import Foundation

/// A scripted drag or fling on a ``CollectionView`` (see
/// ``CollectionView/beginFling(velocity:)``), or the release of a finger's ``TouchDrag`` on
/// any scroll view, advanced in time like display-link frames.
///
/// Every ``advance(to:)`` sets the host's content offset for that time — a collection view
/// asks `shouldInvalidateLayout(forBoundsChange:)` and tells the delegate
/// ``ScrollViewDelegate/scrollViewDidScroll(_:)``, as a scroll view does every frame. The
/// release (at the end of the drag, or at once for a fling) asks the layout and the
/// delegate for the target in UIKit's order; from then on the motion is ``path``, a closed
/// form of time. Time is in milliseconds from the touch. Our testing extension: UIKit has
/// no scripted touches.
public final class ScriptedScroll {
    /// The scroll view moved.
    package let host: any ScrollHost
    /// The drag, or nil for a fling.
    public let drag: DragPath?
    /// The release velocity in pt/ms, after UIKit's rules (zero below 0.25 pt/ms or when
    /// not finite).
    public let velocity: CGPoint
    /// The whole motion, known from the release on.
    public private(set) var path: ScrollPath?
    /// Whether the release reported that the content keeps moving.
    public private(set) var willDecelerate = false
    /// Whether the motion has come to rest.
    public private(set) var isFinished = false
    /// The last time advanced to, in ms.
    public private(set) var time = 0.0
    private let dragStart: CGPoint

    /// A scroll of `host`, which is already dragging (`ScrollHost.dragWillBegin()` told its
    /// delegate); `dragStart` is the offset where the finger went down (paging counts pages
    /// from it).
    init(host: any ScrollHost, drag: DragPath?, velocity: CGPoint, dragStart: CGPoint) {
        self.host = host
        self.drag = drag
        self.velocity = ScrollPhysics.releaseVelocity(velocity)
        self.dragStart = dragStart
    }

    /// When the release happens, in ms.
    public var releaseTime: Double { drag?.duration ?? 0 }

    /// Moves to `time` ms: the drag's offset before the release; at the release, UIKit's
    /// release calls; after it, the motion's offset; at rest,
    /// ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)`` (once, when it decelerated).
    /// Times before the last one are ignored (frames go forward).
    public func advance(to time: Double) {
        guard !isFinished, time.isFinite || time == .infinity, time >= self.time else { return }
        self.time = time
        if let drag, path == nil, time < drag.duration {
            host.contentOffset = drag.offset(at: time)
            return
        }
        let path = path ?? release()
        host.contentOffset = path.offset(at: time)
        if time >= path.duration { finish() }
    }

    /// Advances to rest.
    public func finish() {
        guard !isFinished else { return }
        let path = path ?? release()
        time = max(time, path.duration)
        host.contentOffset = path.end
        isFinished = true
        host.decelerationDidEnd(decelerated: willDecelerate)
    }

    /// A finger caught the moving content after the release: it stops where it is, without a
    /// further frame (nothing before the release).
    /// As iOS 13 and later do, ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)`` is
    /// told when it was decelerating (docs/REFERENCE.md §10.8).
    public func stop() {
        guard !isFinished, path != nil else { return }
        isFinished = true
        host.decelerationDidEnd(decelerated: willDecelerate)
    }

    /// The content offsets of frames at `fps` from now to rest (one per 1/fps s, the last
    /// at rest), advancing through each.
    public func run(fps: Double) -> [CGPoint] {
        guard fps.isFinite, fps > 0 else {
            finish()
            return [host.contentOffset]
        }
        var offsets: [CGPoint] = []
        var frame = (time * fps / 1000).rounded(.down) + 1
        while !isFinished {
            advance(to: frame * 1000 / fps)
            offsets.append(host.contentOffset)
            frame += 1
        }
        return offsets
    }

    /// The release: the drag's end offset, the target (projection → layout → delegate),
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`.
    private func release() -> ScrollPath {
        let view = host
        if let drag { view.contentOffset = drag.end }
        let target = view.releaseTarget(velocity: velocity, dragStart: dragStart)
        let motion = ScrollMotion.release(
            from: view.contentOffset, velocity: velocity, target: target, rate: view.decelerationRate, axes: view.scrollAxes)
        let path = ScrollPath(drag: drag, release: motion)
        self.path = path
        willDecelerate = motion.isMoving
        view.dragDidEnd(willDecelerate: willDecelerate)
        return path
    }
}
