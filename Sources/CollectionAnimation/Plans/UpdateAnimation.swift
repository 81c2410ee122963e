import CollectionLayout
import Foundation

/// The animation of a committed batch update, as UIKit builds it in
/// `performBatchUpdates(_:completion:)`; sample it at any time.
///
/// For every element on screen before or after the update (cells, supplementary and
/// decoration views) it asks the layout's appearing/disappearing hooks, with
/// an update context of the inserted and deleted keys and the old attributes (scoped by the
/// layout's `withUpdateContext(_:_:)`), then `finalizeCollectionViewUpdates()`:
/// - inserted: from the initial hook (default: final attributes with alpha 0) to the new
///   attributes;
/// - deleted: from the old attributes to the final hook (default: old attributes with
///   alpha 0); gone once the animation ends;
/// - reloaded: an outgoing copy with the old content fades out, an incoming copy with the
///   new content fades in (a delete plus an insert, so each fades in its own place);
/// - survivors: from the initial hook (nil: the old attributes) to the final hook (nil:
///   the new attributes), mapped through the batch's identity mapping. zIndex takes the new
///   value at the start. A survivor keeps the view it had (UIKit does not reconfigure a
///   moved cell): its snapshot is the old view's, or the new one's if it was off screen.
///
/// Only elements whose start or end frame overlaps the old or the new bounds animate
/// (`CGRect.overlaps`: touching edges do not count). The content offset animates from the
/// old to the new bounds (including the pull-back when the content shrinks); the content
/// size is the new one from the start. Default timing: 0.3 s, ease-in-ease-out.
///
/// Construction reads the host once (a layout pass and the hooks); sampling never touches
/// it, so any time can be sampled in any order.
public struct UpdateAnimation: TrackedAnimation {
    /// The element tracks, in a deterministic order (not draw order).
    public private(set) var tracks: [ElementTrack]
    /// The bounds and content sizes before and after the update, the timing, and the still
    /// state once the animation has ended (what the host shows).
    public let span: TrackedAnimationSpan

    /// UIKit's update animation duration, 0.3 s.
    public static let defaultDuration = AnimationTiming.updateDuration

    /// Which of the layout's update calls the animation makes around the hooks.
    ///
    /// UIKit's order is `prepare(forCollectionViewUpdates:)` → the appearing/disappearing
    /// hooks → `finalizeCollectionViewUpdates()`; a layout that records its inserted and
    /// deleted paths (Apple's CircleLayout) forgets them in the last call, so the hooks
    /// must come before it.
    public enum LayoutUpdateCalls: Sendable, Hashable {
        /// The caller called `prepare(forCollectionViewUpdates:)` and not yet
        /// `finalizeCollectionViewUpdates()`: the animation calls the latter after the hooks.
        case finalize
        /// The caller already called both (the host's `performBatchUpdates` does unless run
        /// inside its `withDeferredUpdateFinalization(_:)`):
        /// the animation calls `prepare(forCollectionViewUpdates:)` again before the hooks
        /// and `finalizeCollectionViewUpdates()` after them, so recording layouts answer
        /// correctly. The layout sees each call twice.
        case repeatPrepareAndFinalize
        /// Neither: the caller makes both calls itself.
        case none
    }

    /// Builds the animation of a batch committed by the host's `performBatchUpdates`.
    /// - Parameters:
    ///   - collectionView: the host, after `performBatchUpdates` returned `result`.
    ///   - result: what `performBatchUpdates` returned.
    ///   - oldSnapshots: ``ElementSnapshot/visibleViews(of:)`` taken just before
    ///     `performBatchUpdates` (deleted and reloaded elements keep their old content);
    ///     may be empty.
    ///   - duration: seconds; default 0.3.
    ///   - curve: default ease-in-ease-out.
    ///   - layoutCalls: default ``LayoutUpdateCalls/repeatPrepareAndFinalize``, because
    ///     `performBatchUpdates` finalizes before returning.
    /// - Throws: what `layoutIfNeeded()` throws.
    public init(
        collectionView: CollectionView, result: BatchUpdateResult, oldSnapshots: [ElementKey: ElementSnapshot] = [:],
        duration: Double = UpdateAnimation.defaultDuration, curve: TimingCurve = .easeInEaseOut,
        layoutCalls: LayoutUpdateCalls = .repeatPrepareAndFinalize
    ) throws {
        try self.init(
            collectionView: collectionView, batch: UpdateBatchDescription(result: result, oldSnapshots: oldSnapshots),
            duration: duration, curve: curve, layoutCalls: layoutCalls)
    }

    /// Builds the animation of `batch`, which has been committed to `collectionView` (its
    /// data, counts and content offset are the new ones).
    /// - Parameters:
    ///   - collectionView: the host, after the update.
    ///   - batch: the update's operations, identity mapping and old state.
    ///   - duration: seconds; default 0.3. Negative or non-finite values count as 0.
    ///   - curve: default ease-in-ease-out.
    ///   - layoutCalls: which of `prepare(forCollectionViewUpdates:)` and
    ///     `finalizeCollectionViewUpdates()` to call around the hooks; default
    ///     ``LayoutUpdateCalls/finalize``.
    /// - Throws: what `layoutIfNeeded()` throws (invalid attributes from the layout).
    public init(
        collectionView: CollectionView, batch: UpdateBatchDescription, duration: Double = UpdateAnimation.defaultDuration,
        curve: TimingCurve = .easeInEaseOut, layoutCalls: LayoutUpdateCalls = .finalize
    ) throws {
        try collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let oldBounds = batch.oldBounds, newBounds = collectionView.bounds
        let newContentSize = collectionView.contentSize

        let plan = UpdatePlan(batch: batch)
        let newVisible = collectionView.visibleElements.map(\.attributes)
        var newAttributes: [ElementKey: LayoutAttributes] = [:]
        for attributes in newVisible { newAttributes[attributes.key] = attributes }
        func newAttributesFor(_ key: ElementKey) -> LayoutAttributes? {
            if let found = newAttributes[key] { return found }
            let found = layout.layoutAttributes(forElement: key)
            newAttributes[key] = found
            return found
        }

        // Pair every element on screen before or after with its counterpart.
        var survivors: [ElementKey: ElementKey] = [:] // new key → old key
        var outgoing: [ElementKey] = []
        var incoming: [ElementKey] = []
        let oldVisibleKeys = batch.oldAttributes.values.filter { $0.frame.overlaps(oldBounds) }.map(\.key)
        for oldKey in oldVisibleKeys.sorted(by: ElementKey.ordered) {
            if let newKey = plan.newKey(for: oldKey), newAttributesFor(newKey) != nil {
                survivors[newKey] = oldKey
            } else {
                outgoing.append(oldKey)
            }
        }
        for newKey in newVisible.map(\.key).sorted(by: ElementKey.ordered) where survivors[newKey] == nil {
            // Supplementary and decoration views map by section: one the old layout did not
            // have (a header added to a surviving section) is new, not a survivor.
            if let oldKey = plan.oldKey(for: newKey), newKey.category == .cell || batch.oldAttributes[oldKey] != nil {
                survivors[newKey] = oldKey
            } else {
                incoming.append(newKey)
            }
        }

        // Ask the hooks, with the update context set.
        if layoutCalls == .repeatPrepareAndFinalize { layout.prepare(forCollectionViewUpdates: batch.updateItems) }
        let context = LayoutUpdateContext(inserted: Set(incoming), deleted: Set(outgoing), before: batch.oldAttributes)
        let survivorKeys = survivors.keys.sorted(by: ElementKey.ordered)
        var initial: [ElementKey: LayoutAttributes] = [:]
        var final: [ElementKey: LayoutAttributes] = [:]
        layout.withUpdateContext(context) {
            for newKey in incoming + survivorKeys {
                initial[newKey] = layout.initialLayoutAttributes(forAppearing: newKey)
            }
            for oldKey in outgoing + survivorKeys.compactMap({ survivors[$0] }) {
                final[oldKey] = layout.finalLayoutAttributes(forDisappearing: oldKey)
            }
        }
        if layoutCalls != .none { layout.finalizeCollectionViewUpdates() }

        let newSnapshots = ElementSnapshot.visibleViews(of: collectionView)
        var tracks: [ElementTrack] = []
        for oldKey in outgoing {
            guard let old = batch.oldAttributes[oldKey] else { continue }
            let role: AnimatedElement.Role = plan.isReloaded(oldKey: oldKey) ? .reloadOut : .disappearing
            tracks.append(
                ElementTrack(
                    id: AnimatedElement.ID(key: oldKey, isOutgoing: true), role: role, start: old,
                    end: final[oldKey] ?? old, content: .before, snapshot: batch.oldSnapshots[oldKey]))
        }
        for newKey in incoming {
            guard let new = newAttributesFor(newKey) else { continue }
            let role: AnimatedElement.Role = plan.isReloaded(newKey: newKey) ? .reloadIn : .appearing
            tracks.append(
                ElementTrack(
                    id: AnimatedElement.ID(key: newKey, isOutgoing: false), role: role, start: initial[newKey] ?? new,
                    end: new, content: .after, snapshot: newSnapshots[newKey]))
        }
        for newKey in survivorKeys {
            guard let oldKey = survivors[newKey], let new = newAttributesFor(newKey) else { continue }
            let old = batch.oldAttributes[oldKey]
            tracks.append(
                ElementTrack(
                    id: AnimatedElement.ID(key: newKey, isOutgoing: false), role: .surviving,
                    start: initial[newKey] ?? old ?? new, end: final[oldKey] ?? new, content: .after,
                    snapshot: batch.oldSnapshots[oldKey] ?? newSnapshots[newKey]))
        }
        self.tracks = tracks.filter { track in
            let start = track.start.frame, end = track.end.frame
            return start.overlaps(oldBounds) || start.overlaps(newBounds) || end.overlaps(oldBounds) || end.overlaps(newBounds)
        }
        self.span = TrackedAnimationSpan(
            startBounds: oldBounds, endBounds: newBounds, startContentSize: batch.oldContentSize,
            endContentSize: newContentSize, duration: duration, curve: curve,
            finalState: try AnimationState.still(of: collectionView))
    }

    /// The track of the element with draw identity `id`, if it animates.
    public func track(for id: AnimatedElement.ID) -> ElementTrack? {
        tracks.first { $0.id == id }
    }
}
