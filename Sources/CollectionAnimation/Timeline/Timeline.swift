import CollectionLayout
import Foundation

/// A sequence of steps — updates, layout transitions, scrolls, flings, drags, waits and
/// scripted interactions (taps, the edit menu, interactive transitions) — played one after
/// another from a starting collection view, sampled at any time.
///
/// Building the timeline plays every step once, on one collection view: updates and
/// transitions are precomputed (their states are pure values afterwards), and a fling or
/// drag is played to rest, which fixes its motion and its length. A scroll, fling or drag
/// cannot be precomputed: it is sampled on a second collection view, the playback host,
/// brought to the state the scroll starts from by playing the steps before it (forward
/// from where it is, or from a fresh host when sampling goes back), then laid out at each
/// sampled offset. Building is
/// linear in the number of steps, and so is sampling in time order (an export); sampling is
/// deterministic and random access gives the same states as playing in order.
///
/// Not thread-safe: a scroll step lays out the playback host while sampled, so call
/// ``state(at:)`` and ``frame(_:fps:)`` from one thread at a time. The states are `Sendable`
/// values: hand them to render workers freely.
///
/// **Time rule.** Step k covers the half-open interval (startₖ, startₖ + durationₖ]: at a
/// boundary the earlier step's end is shown. `state(at:)` for t ≤ 0 is the initial state
/// (before the first step); for t ≥ ``duration`` the final state. A zero-length step jumps.
///
/// **Scroll indicators.** Each state says how opaque the collection view's scroll indicators
/// are then (``AnimationState/scrollIndicatorOpacity``): fully while a `scroll` that moves the
/// content, a fling or a drag plays, then fading as `UIScrollView`'s do, on through the steps
/// after it and past the end (docs/REFERENCE.md §10.11).
///
/// **Frame rule.** At `fps` frames per second there are
/// `Int((duration × fps).rounded(.up)) + 1` frames; frame i is at time i / fps, except the
/// last, which is the final state (time = ``duration``). Frame 0 is the state before the
/// first step. A timeline of length 0 has one frame: the final state. A product within
/// 1e-9 (relative) of a whole number counts as that number, so floating-point noise in
/// summed step durations (0.1 + 0.2) never adds a frame.
public final class Timeline {
    /// What plays during one step.
    enum Segment {
        case update(UpdateAnimation)
        case transition(TransitionAnimation)
        /// Sampled on the playback host (see ``Playback``).
        case scroll(to: CGPoint, duration: Double, curve: TimingCurve)
        /// An orthogonal section's scroll, sampled on the playback host like a scroll.
        case orthogonalScroll(OrthogonalScrollSegment)
        case wait(AnimationState)
        /// A fling or drag, sampled on the playback host like a scroll.
        case gesture(ScrollPath)
        /// A scripted touch: phases played one after another (``InteractionSegment``).
        case interaction(InteractionSegment)
        case reorder(ReorderAnimation)
        case drop(DropAnimation)

        /// The element records the segment keeps.
        var storedElementCount: Int {
            switch self {
            case let .update(animation): return animation.tracks.count + animation.finalState.elements.count
            case let .transition(animation): return animation.tracks.count + animation.finalState.elements.count
            case .scroll, .orthogonalScroll, .gesture: return 0
            case let .wait(state): return state.elements.count
            case let .interaction(segment): return segment.storedElementCount
            case let .reorder(animation): return animation.storedElementCount
            case let .drop(animation): return animation.storedElementCount
            }
        }
    }

    /// The host scroll steps are sampled on: `played` steps have been played on it, and
    /// `scroll` is the animation of step `played` when that step is a scroll being sampled.
    struct Playback {
        var host: TimelineHost
        var played: Int
        var scroll: ScrollAnimation?
    }

    /// The steps, as given.
    public let steps: [Step]
    /// The time each step starts, in seconds from the start of the timeline.
    public let stepStartTimes: [Double]
    /// Each step's played length in seconds: ``Step/duration``, or for a gesture the drag
    /// plus the physics' time to rest.
    public let stepDurations: [Double]
    /// The total length in seconds.
    public let duration: Double
    /// The state before the first step.
    public let initialState: AnimationState
    /// The state after the last step.
    public let finalState: AnimationState

    private let segments: [Segment]
    /// When the last step that showed the scroll indicators
    /// (``Segment/showsScrollIndicators(from:)``) ended, among the first k steps at index k
    /// (0…`steps.count`); nil when none did.
    let scrollIndicatorsShownUntil: [Double?]
    /// The host after the last step, kept alive.
    private let finalHost: TimelineHost
    /// Makes the playback host.
    private let dataSource: any TimelineDataSource
    /// Where scroll steps are sampled; made on the first scroll sample.
    private var playback: Playback?

    /// The most element records (update and transition tracks, still states) the played
    /// steps may keep in all: about 0.7 GB. A long timeline over a viewport that shows many
    /// elements stops here instead of exhausting memory.
    public static let maximumStoredElements = 1_000_000

    /// Plays `steps` on hosts from `dataSource` and records what each step does.
    /// - Throws: what the data source throws (invalid updates, layouts), layout errors, and
    ///   ``TimelineError/tooManyElements(step:count:limit:)`` past
    ///   ``maximumStoredElements``.
    /// - Complexity: one play of every step, on one collection view.
    public convenience init(steps: [Step], dataSource: any TimelineDataSource) throws {
        try self.init(steps: steps, dataSource: dataSource, maximumStoredElements: Self.maximumStoredElements)
    }

    /// As ``init(steps:dataSource:)``, with another element limit (tests).
    package init(steps: [Step], dataSource: any TimelineDataSource, maximumStoredElements: Int) throws {
        self.steps = steps
        self.dataSource = dataSource
        let host = try dataSource.makeHost()
        self.initialState = try AnimationState.still(of: host.collectionView)
        var segments: [Segment] = []
        segments.reserveCapacity(steps.count)
        var stored = initialState.elements.count
        var starts: [Double] = [], durations: [Double] = []
        var time = 0.0
        var indicatorsShownUntil: [Double?] = [nil]
        for (index, step) in steps.enumerated() {
            let offset = host.collectionView.contentOffset
            let segment = try Self.play(step, at: index, on: host, dataSource: dataSource)
            let length = if case let .gesture(path) = segment { path.duration / 1000 } else { step.duration }
            starts.append(time)
            durations.append(length)
            time += length
            let shows = length > 0 && segment.showsScrollIndicators(from: offset)
            indicatorsShownUntil.append(shows ? time : indicatorsShownUntil[index])
            stored += segment.storedElementCount
            guard stored <= maximumStoredElements else {
                throw TimelineError.tooManyElements(step: index, count: stored, limit: maximumStoredElements)
            }
            segments.append(segment)
        }
        self.segments = segments
        self.scrollIndicatorsShownUntil = indicatorsShownUntil
        self.stepStartTimes = starts
        self.stepDurations = durations
        self.duration = time
        self.finalState = try AnimationState.still(of: host.collectionView)
        self.finalHost = host
    }

    /// Plays one step on `host`, leaving it in the state after the step, and returns what
    /// the step animates.
    private static func play(
        _ step: Step, at index: Int, on host: TimelineHost, dataSource: any TimelineDataSource
    ) throws -> Segment {
        switch step {
        case let .update(duration, curve):
            try host.collectionView.layoutIfNeeded()
            let snapshots = ElementSnapshot.visibleViews(of: host.collectionView)
            // UIKit's order: prepare(forCollectionViewUpdates:), the hooks, then finalize —
            // the host leaves finalizing to the animation, so each is called once.
            let result = try host.collectionView.withDeferredUpdateFinalization {
                try dataSource.performUpdate(at: index, on: host)
            }
            return .update(
                try UpdateAnimation(
                    collectionView: host.collectionView, result: result, oldSnapshots: snapshots, duration: duration,
                    curve: curve, layoutCalls: .finalize))
        case let .transition(duration, curve):
            let layout = try dataSource.makeLayout(forTransitionAt: index, on: host)
            // `setCollectionViewLayout(_:animated:completion:)`; it refuses only during an
            // interactive transition, which never outlives its step.
            guard
                let animation = try host.collectionView.setCollectionViewLayout(
                    layout, animated: true, duration: duration, curve: curve)
            else { return .wait(try AnimationState.still(of: host.collectionView)) }
            return .transition(animation)
        case let .scroll(target, duration, curve):
            // A scroll changes only the offset (asking the layout about the bounds change, as
            // a scroll view does); the next step, or the final state, lays out.
            host.collectionView.contentOffset = target
            return .scroll(to: target, duration: duration, curve: curve)
        case let .orthogonalScroll(section, target, velocity, duration, curve):
            return .orthogonalScroll(
                try playOrthogonalScroll(
                    section: section, to: target, velocity: velocity, duration: duration, curve: curve, at: index, on: host))
        case .wait:
            return .wait(try AnimationState.still(of: host.collectionView))
        case let .gesture(gesture):
            return .gesture(try gesture.play(on: host.collectionView))
        case .tap, .menu, .interactiveTransition:
            return .interaction(try playInteraction(step, at: index, on: host, dataSource: dataSource))
        case let .reorder(script):
            return .reorder(try ReorderAnimation(collectionView: host.collectionView, script: script, step: index))
        case let .drop(script):
            let delegate = try dataSource.dragDropDelegate(forDropAt: index, on: host)
            return .drop(
                try withExtendedLifetime(delegate) {
                    try DropAnimation(
                        collectionView: host.collectionView, script: script, delegate: delegate,
                        externalPreview: dataSource.externalDragPreview(forDropAt: index), step: index)
                })
        }
    }

    /// The animation of scroll step `index`, on the playback host brought to the state
    /// before that step: played forward from where it is, or from a fresh host when it has
    /// gone past (their animations discarded).
    private func scrollAnimation(at index: Int, make: (CollectionView) -> ScrollAnimation) throws -> ScrollAnimation {
        if let playback, playback.played == index, let scroll = playback.scroll { return scroll }
        var current: Playback
        if let playback, playback.played <= index {
            current = playback
        } else {
            current = Playback(host: try dataSource.makeHost(), played: 0)
        }
        // Forget the playback while it is between states, so that a throw leaves none.
        self.playback = nil
        current.scroll = nil
        while current.played < index {
            _ = try Self.play(steps[current.played], at: current.played, on: current.host, dataSource: dataSource)
            current.played += 1
        }
        try current.host.collectionView.layoutIfNeeded()
        let scroll = make(current.host.collectionView)
        current.scroll = scroll
        self.playback = current
        return scroll
    }

    /// The collection view in the state after the last step (its final layout, data and
    /// bounds), for queries beyond the elements on screen, such as every element in a rect.
    public var finalCollectionView: CollectionView { finalHost.collectionView }

    /// The index of the step playing at `time` (steps cover (start, end]), or nil before
    /// the first step and after the last.
    /// - Complexity: O(log steps).
    public func stepIndex(at time: Double) -> Int? {
        guard time > 0, time <= duration else { return nil }
        // The last step that starts before `time`: start times never decrease.
        var low = 0, high = stepStartTimes.count
        while low < high {
            let mid = (low + high) / 2
            if stepStartTimes[mid] < time { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The state at `time` seconds from the start (see the time rule on the type), with the
    /// scroll indicators' opacity at that time (``scrollIndicatorOpacity(at:)``): past the end,
    /// the final state as the indicators fade on it.
    /// - Throws: layout errors while a scroll step lays out its host.
    public func state(at time: Double) throws -> AnimationState {
        if time.isNaN || time <= 0 { return initialState }
        var state = try stepState(at: time)
        state.scrollIndicatorOpacity = scrollIndicatorOpacity(at: time)
        return state
    }

    /// The state the step playing at `time` (> 0) shows, or the final state from ``duration`` on.
    private func stepState(at time: Double) throws -> AnimationState {
        if time >= duration { return finalState }
        guard let index = stepIndex(at: time) else { return finalState }
        let local = time - stepStartTimes[index]
        switch segments[index] {
        case let .update(animation): return animation.state(at: local)
        case let .transition(animation): return animation.state(at: local)
        case let .scroll(target, duration, curve):
            return try scrollAnimation(at: index) { ScrollAnimation(collectionView: $0, to: target, duration: duration, curve: curve) }
                .state(at: local)
        case let .gesture(path):
            return try scrollAnimation(at: index) { ScrollAnimation(collectionView: $0, path: path) }.state(at: local)
        case let .orthogonalScroll(segment):
            return try scrollAnimation(at: index) {
                ScrollAnimation(
                    collectionView: $0, section: segment.section, from: segment.from, to: segment.to, duration: segment.duration,
                    curve: segment.curve)
            }
            .state(at: local)
        case let .wait(state): return state
        case let .interaction(segment): return segment.state(at: local)
        case let .reorder(animation): return animation.state(at: local)
        case let .drop(animation): return animation.state(at: local)
        }
    }

    /// The number of frames at `fps` frames per second: `Int((duration × fps).rounded(.up)) + 1`
    /// (see the frame rule on the type; 1 for a non-positive or non-finite `fps`).
    public func frameCount(fps: Double) -> Int {
        Self.frameCount(duration: duration, fps: fps)
    }

    /// The frame rule for any duration: `Int((duration × fps).rounded(.up)) + 1`, a product
    /// within 1e-9 (relative) of a whole number counting as that number; 1 for a
    /// non-positive or non-finite `fps` or duration.
    public static func frameCount(duration: Double, fps: Double) -> Int {
        guard fps.isFinite, fps > 0, duration.isFinite, duration > 0 else { return 1 }
        let exact = duration * fps
        let nearest = exact.rounded()
        let units = abs(exact - nearest) <= 1e-9 * max(1, exact) ? nearest : exact.rounded(.up)
        guard units < Double(Int.max - 1) else { return Int.max }
        return Int(units) + 1
    }

    /// The time of each frame at `fps`: i / fps, the last one ``duration``.
    public func frameTimes(fps: Double) -> [Double] {
        let count = frameCount(fps: fps)
        return (0..<count).map { Self.frameTime($0, count: count, duration: duration, fps: fps) }
    }

    /// The time of frame `index` of `count` (``frameCount(duration:fps:)``) for any duration:
    /// `index` / `fps`, the last one `duration`.
    public static func frameTime(_ index: Int, count: Int, duration: Double, fps: Double) -> Double {
        index == count - 1 ? duration : Double(index) / fps
    }

    /// The state of frame `index` at `fps` (see the frame rule on the type): the last frame
    /// is the final state, at ``duration`` (its scroll indicators as they show then).
    /// - Throws: layout errors while a scroll step lays out its host.
    public func frame(_ index: Int, fps: Double) throws -> AnimationState {
        let count = frameCount(fps: fps)
        if index >= count - 1 {
            var state = finalState
            state.scrollIndicatorOpacity = scrollIndicatorOpacity(at: duration)
            return state
        }
        if index <= 0 { return initialState }
        return try state(at: Double(index) / fps)
    }
}
