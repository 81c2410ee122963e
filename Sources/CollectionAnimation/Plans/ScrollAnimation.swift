import CollectionLayout
import Foundation

/// An animated scroll, as `setContentOffset(_:animated:)`: the content offset moves from
/// where it is to a target over a duration along a curve — or, for a scripted fling or drag,
/// along the physics' ``path``.
///
/// Unlike updates and transitions, a scroll cannot be precomputed: the layout may answer
/// differently at every offset (sticky headers pin and are pushed, custom layouts
/// transform by position). So each sample sets the host's `contentOffset` — the host asks
/// `shouldInvalidateLayout(forBoundsChange:)` as a scroll view does every frame — runs a
/// layout pass and reads the elements in the bounds.
///
/// The animation owns its host while it is sampled: every sample re-applies the offset for
/// its time, so samples in any order give the same states as in sequence (provided the
/// layout's answer depends only on its data and bounds, as a correct layout's does). The
/// target is used as given (UIKit does not clamp an explicit offset).
public final class ScrollAnimation {
    /// The host scrolled.
    public let collectionView: CollectionView
    /// The content offset at the start.
    public let startOffset: CGPoint
    /// The content offset at the end.
    public let endOffset: CGPoint
    /// The seconds and the curve (the curve unused when ``path`` is set).
    let timing: AnimationTiming
    /// Seconds (≥ 0).
    public var duration: Double { timing.duration }
    /// Maps time to progress (unused when ``path`` is set).
    public var curve: TimingCurve { timing.curve }
    /// The physics of a scripted fling or drag (time in ms), or nil for a curve.
    public let path: ScrollPath?
    /// For an orthogonal section's scroll: the section and its offsets at the start and
    /// end (the content offset stays); nil for a scroll of the collection view.
    public let orthogonal: (section: Int, start: CGFloat, end: CGFloat)?
    /// Whether reaching the end tells the delegate `scrollViewDidEndScrollingAnimation`,
    /// as `setContentOffset(_:animated:)` does.
    let notifiesEnd: Bool
    private var endNotified = false

    /// A scroll of `collectionView` from its current content offset to `target`.
    /// - Parameters:
    ///   - collectionView: the view to scroll; ``state(at:)`` lays it out at each sampled offset.
    ///   - target: the content offset the scroll ends at.
    ///   - duration: seconds; default 0.3; negative or non-finite values count as 0.
    ///   - curve: default ease-in-ease-out.
    public convenience init(
        collectionView: CollectionView, to target: CGPoint, duration: Double = 0.3, curve: TimingCurve = .easeInEaseOut
    ) {
        self.init(collectionView, from: collectionView.contentOffset, to: target, duration: duration, curve: curve)
    }

    /// An orthogonal section's scroll: `section` of `collectionView`'s compositional layout
    /// from offset `from` to `to` (across the layout's direction) over `duration` seconds
    /// along `curve`; the collection view's content offset stays.
    public convenience init(
        collectionView: CollectionView, section: Int, from: CGFloat, to: CGFloat, duration: Double, curve: TimingCurve
    ) {
        let offset = collectionView.contentOffset
        self.init(collectionView, from: offset, to: offset, duration: duration, curve: curve, orthogonal: (section, from, to))
    }

    /// The programmatic scroll of `setContentOffset(_:animated: true)`: like
    /// ``init(collectionView:to:duration:curve:)``, and reaching the end (``advance(to:)``,
    /// ``finish()``) tells the delegate `scrollViewDidEndScrollingAnimation` once.
    convenience init(programmaticScrollOf collectionView: CollectionView, to target: CGPoint, duration: Double, curve: TimingCurve) {
        self.init(collectionView, from: collectionView.contentOffset, to: target, duration: duration, curve: curve, notifiesEnd: true)
    }

    /// A scripted fling or drag of `collectionView` along `path` (its time in ms; the
    /// animation's in seconds), as `ScriptedScroll.path` gives it.
    public convenience init(collectionView: CollectionView, path: ScrollPath) {
        self.init(collectionView, from: path.offset(at: 0), to: path.end, duration: path.duration / 1000, curve: .linear, path: path)
    }

    /// The one place the stored values are set; a negative or non-finite `duration` counts
    /// as 0.
    private init(
        _ collectionView: CollectionView, from start: CGPoint, to end: CGPoint, duration: Double, curve: TimingCurve,
        path: ScrollPath? = nil, orthogonal: (section: Int, start: CGFloat, end: CGFloat)? = nil, notifiesEnd: Bool = false
    ) {
        self.collectionView = collectionView
        self.startOffset = start
        self.endOffset = end
        self.timing = AnimationTiming(duration: duration, curve: curve)
        self.path = path
        self.orthogonal = orthogonal
        self.notifiesEnd = notifiesEnd
    }

    /// The content offset at `time` seconds from the start: the start before 0, the
    /// target from ``duration`` on.
    public func contentOffset(at time: Double) -> CGPoint {
        if time >= duration { return endOffset }
        if time.isNaN || time <= 0 { return startOffset }
        if let path { return path.offset(at: time * 1000) }
        return startOffset.interpolated(to: endOffset, fraction: timing.progress(at: time))
    }

    /// The state at `time`: the host scrolled to ``contentOffset(at:)`` and laid out; its
    /// elements are ``AnimatedElement/Role/stationary``. Leaves the host at that offset.
    /// - Throws: what `layoutIfNeeded()` throws.
    public func state(at time: Double) throws -> AnimationState {
        applyOrthogonalOffset(at: time)
        collectionView.contentOffset = contentOffset(at: time)
        return try AnimationState.still(of: collectionView)
    }

    /// Moves the host to the offset at `time` seconds, as one display-link frame: the host
    /// tells its delegate `scrollViewDidScroll` when the offset changes, and at the end of a
    /// programmatic scroll `scrollViewDidEndScrollingAnimation` (once).
    public func advance(to time: Double) {
        applyOrthogonalOffset(at: time)
        collectionView.contentOffset = contentOffset(at: time)
        guard time >= duration, notifiesEnd, !endNotified else { return }
        endNotified = true
        collectionView.delegate?.scrollViewDidEndScrollingAnimation(collectionView)
    }

    /// An orthogonal section's offset at `time`, nil for a scroll of the collection view.
    private func orthogonalOffset(at time: Double) -> CGFloat? {
        guard let orthogonal else { return nil }
        if time >= duration { return orthogonal.end }
        if time.isNaN || time <= 0 { return orthogonal.start }
        return orthogonal.start.interpolated(to: orthogonal.end, fraction: timing.progress(at: time))
    }

    private func applyOrthogonalOffset(at time: Double) {
        guard let orthogonal, let offset = orthogonalOffset(at: time),
            let layout = collectionView.collectionViewLayout as? CompositionalLayout
        else { return }
        layout.setOrthogonalScrollOffset(offset, forSection: orthogonal.section)
    }

    /// Leaves the host at the target, as at the end of the animation.
    /// - Throws: what `layoutIfNeeded()` throws.
    public func finish() throws {
        advance(to: duration)
        try collectionView.layoutIfNeeded()
    }
}
