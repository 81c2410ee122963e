import CollectionLayout
import Foundation

/// The animation of a scripted interactive movement (docs/REFERENCE.md §11), played on a
/// host and sampled at any time afterwards.
///
/// Construction drives the host as UIKit's long-press recognizer would:
/// `beginInteractiveMovementForItem(at:)`, then `updateInteractiveMovementTargetPosition(_:)`
/// ``touchRate`` times a second along the script's path, then `endInteractiveMovement()` or
/// `cancelInteractiveMovement()`. What it records:
/// - the moving item follows the touch unanimated: its attributes are the layout's
///   `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` at each touch,
///   linear in between;
/// - whenever the target path changes, every other item whose slot changed animates there
///   from where it is shown at that moment (a new change interrupts a running one, as a
///   UIView animation from the current state does). UIKit does not document this
///   animation's timing; we use the batch-update animation's, 0.3 s ease-in-ease-out
///   (``settleDuration``);
/// - at the end the item lands in its slot (or, cancelled, everything returns) with the same
///   timing. The landing item keeps its raised zIndex until it lands; then the final state
///   (the host's) has its normal zIndex.
///
/// When `beginInteractiveMovementForItem(at:)` returns false (the data source's
/// `canMoveItemAt` says no), nothing moves: the animation is the still state for its whole
/// length, as in UIKit, where the gesture does nothing. The content offset does not change
/// (no autoscroll near the edges is modelled).
public struct ReorderAnimation: Sendable {
    /// How often the touch is reported, per second (a display's 60 Hz).
    public static let touchRate = 60.0
    /// The re-flow and landing animations' length, the batch-update animation's 0.3 s.
    public static let settleDuration = AnimationTiming.updateDuration
    /// Their curve, the batch-update animation's.
    public static let settleCurve = TimingCurve.easeInEaseOut

    /// Whether the movement began (`beginInteractiveMovementForItem(at:)` returned true).
    public let began: Bool
    /// The whole length: the drag, then ``settleDuration`` for the landing.
    public let duration: Double
    /// The still state once the item has landed (what the host shows).
    public let finalState: AnimationState
    /// The state before the movement.
    public let initialState: AnimationState

    private let dragDuration: Double
    private let elements: [ElementPath]
    private let moving: MovingItemPath?

    /// Plays `script` on `collectionView`, leaving it in the state after the movement.
    /// - Parameters:
    ///   - collectionView: the host, in the state before the movement.
    ///   - script: the item, the touch's path, the duration and the end.
    ///   - step: the timeline step it plays, for errors.
    /// - Throws: ``TimelineError/noSuchItem(step:item:)`` when the script lifts an item the
    ///   collection view does not have; what `layoutIfNeeded()` throws.
    public init(collectionView: CollectionView, script: ReorderScript, step: Int = 0) throws {
        let item = script.item
        guard collectionView.containsItem(at: item) else { throw TimelineError.noSuchItem(step: step, item: item) }
        let start = try AnimationState.still(of: collectionView)
        initialState = start
        dragDuration = script.dragDuration
        duration = dragDuration + Self.settleDuration
        let layout = collectionView.collectionViewLayout

        guard collectionView.beginInteractiveMovementForItem(at: script.item) else {
            began = false
            elements = []
            moving = nil
            finalState = start
            return
        }
        began = true
        var recorder = ReorderRecorder(start: start, moving: script.item)
        recorder.touch(at: 0, attributes: layout.layoutAttributesForItem(at: script.item))
        let ticks = Int((dragDuration * Self.touchRate).rounded(.up))
        let touch = TouchPath(script.path, duration: dragDuration)
        for tick in 0...ticks {
            let time = min(Double(tick) / Self.touchRate, dragDuration)
            guard let position = touch.position(at: time), let before = collectionView.interactiveMovement else { break }
            collectionView.updateInteractiveMovementTargetPosition(position)
            guard let after = collectionView.interactiveMovement else { break }
            // The first touch lands just after the start, so time 0 shows the state before.
            let touchTime = max(time, 1 / Self.touchRate / 1000)
            if after.currentIndexPath != before.currentIndexPath {
                try collectionView.layoutIfNeeded()
                recorder.retarget(at: touchTime, on: collectionView, movement: after, previous: before)
            }
            recorder.touch(
                at: touchTime,
                attributes: layout.layoutAttributesForInteractivelyMovingItem(
                    at: after.currentIndexPath, withTargetPosition: after.position))
        }
        let last = collectionView.interactiveMovement
        switch script.end {
        case .commit: collectionView.endInteractiveMovement()
        case .cancel: collectionView.cancelInteractiveMovement()
        }
        let end = try AnimationState.still(of: collectionView)
        if let last {
            recorder.land(at: dragDuration, on: collectionView, final: end, movement: last, committed: script.end == .commit)
        }
        finalState = end
        elements = recorder.finishedElements
        moving = recorder.moving
    }

    /// The state at `time` seconds from the start: the initial state at 0 and before, the
    /// final state from ``duration`` on.
    public func state(at time: Double) -> AnimationState {
        if time >= duration { return finalState }
        if time.isNaN || time <= 0 || !began { return initialState }
        var shown: [AnimatedElement] = []
        shown.reserveCapacity(elements.count + 1)
        for element in elements {
            let attributes = element.attributes(at: time)
            guard attributes.frame.overlaps(initialState.bounds) else { continue }
            shown.append(
                AnimatedElement(
                    attributes: attributes, id: AnimatedElement.ID(key: element.key, isOutgoing: false), role: .surviving,
                    content: .after, snapshot: element.snapshot))
        }
        if let moving {
            shown.append(
                AnimatedElement(
                    attributes: moving.attributes(at: time, dragDuration: dragDuration),
                    id: AnimatedElement.ID(key: moving.key, isOutgoing: false), role: .surviving, content: .after,
                    snapshot: moving.snapshot))
        }
        return AnimationState(bounds: initialState.bounds, contentSize: initialState.contentSize, elements: shown.sortedInDrawOrder())
    }

    /// The number of element records kept (for the timeline's memory limit).
    public var storedElementCount: Int {
        elements.reduce(0) { $0 + $1.segments.count + 1 } + (moving?.touches.count ?? 0) + finalState.elements.count
    }
}

/// One element other than the moving item: where it is shown, as animations toward new
/// slots that start at given times (each from where the previous one had got to).
struct ElementPath: Sendable {
    /// A move toward `to` starting at `start` seconds from `from`.
    struct Segment: Sendable {
        var start: Double
        var from: LayoutAttributes
        var to: LayoutAttributes
    }

    /// The element's key in the data source's order before the movement (its identity).
    var key: ElementKey
    /// What its view shows.
    var snapshot: ElementSnapshot?
    /// Where it is before any segment.
    var initial: LayoutAttributes
    /// The moves, by start time.
    var segments: [Segment] = []

    /// Where it is at `time`.
    func attributes(at time: Double) -> LayoutAttributes {
        guard let index = segments.lastIndex(where: { $0.start <= time }) else { return initial }
        let segment = segments[index]
        let duration = ReorderAnimation.settleDuration
        let fraction = duration > 0 ? min(max((time - segment.start) / duration, 0), 1) : 1
        return segment.from.interpolated(to: segment.to, fraction: ReorderAnimation.settleCurve.progress(at: fraction))
    }

    /// Where it is heading.
    var target: LayoutAttributes { segments.last?.to ?? initial }

    /// Starts a move to `attributes` at `time`, unless it is already heading there.
    mutating func move(to destination: LayoutAttributes, at time: Double) {
        guard destination != target else { return }
        segments.append(Segment(start: time, from: attributes(at: time), to: destination))
    }
}

/// The moving item: its attributes at each reported touch, then its landing.
struct MovingItemPath: Sendable {
    var key: ElementKey
    var snapshot: ElementSnapshot?
    /// (time, attributes) at each touch, by time.
    var touches: [(time: Double, attributes: LayoutAttributes)] = []
    /// Where it lands, from the end of the drag.
    var landing: LayoutAttributes?

    /// Its attributes at `time`: linear between touches, then the landing.
    func attributes(at time: Double, dragDuration: Double) -> LayoutAttributes {
        guard let first = touches.first, let last = touches.last else {
            return landing ?? LayoutAttributes(cellAt: key.indexPath, frame: .zero)
        }
        if time >= dragDuration, let landing {
            let fraction = min(max((time - dragDuration) / ReorderAnimation.settleDuration, 0), 1)
            return last.attributes.interpolated(to: landing, fraction: ReorderAnimation.settleCurve.progress(at: fraction))
        }
        if time <= first.time { return first.attributes }
        guard let next = touches.firstIndex(where: { $0.time >= time }) else { return last.attributes }
        let a = touches[next - 1], b = touches[next]
        let span = b.time - a.time
        return a.attributes.interpolated(to: b.attributes, fraction: span > 0 ? (time - a.time) / span : 1)
    }
}
