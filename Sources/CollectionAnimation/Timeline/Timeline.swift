import CollectionLayout
import Foundation

/// A sequence of steps — updates, layout transitions, scrolls and waits — played one after
/// another from a starting collection view, sampled at any time.
///
/// Building the timeline plays every step once: updates and transitions are precomputed
/// (their states are pure values afterwards); a scroll keeps a collection view of its own,
/// in the state it starts from, and lays it out at each sampled offset. Sampling is
/// deterministic and random access gives the same states as playing in order.
///
/// Not thread-safe: a scroll step lays out its collection view while sampled, so call
/// ``state(at:)`` and ``frame(_:fps:)`` from one thread at a time. The states are `Sendable`
/// values: hand them to render workers freely.
///
/// **Time rule.** Step k covers the half-open interval (startₖ, startₖ + durationₖ]: at a
/// boundary the earlier step's end is shown. `state(at:)` for t ≤ 0 is the initial state
/// (before the first step); for t ≥ ``duration`` the final state. A zero-length step jumps.
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
        case scroll(ScrollAnimation, host: TimelineHost)
        case wait(AnimationState)
    }

    /// The steps, as given.
    public let steps: [Step]
    /// The time each step starts, in seconds from the start of the timeline.
    public let stepStartTimes: [Double]
    /// The total length in seconds.
    public let duration: Double
    /// The state before the first step.
    public let initialState: AnimationState
    /// The state after the last step.
    public let finalState: AnimationState

    private let segments: [Segment]
    /// The host after the last step, kept alive (scroll steps keep their own).
    private let finalHost: TimelineHost?

    /// Plays `steps` on hosts from `dataSource` and records what each step does.
    /// - Throws: what the data source throws (invalid updates, layouts), and layout errors.
    /// - Complexity: one play of every step, plus one replay of the steps before each
    ///   scroll step that is not the last step.
    public init(steps: [Step], dataSource: any TimelineDataSource) throws {
        self.steps = steps
        var starts: [Double] = []
        var time = 0.0
        for step in steps {
            starts.append(time)
            time += step.duration
        }
        self.stepStartTimes = starts
        self.duration = time

        var host = try dataSource.makeHost()
        self.initialState = try AnimationState.still(of: host.collectionView)
        var segments: [Segment] = []
        var finalState: AnimationState?
        for (index, step) in steps.enumerated() {
            let segment = try Self.play(step, at: index, on: host, dataSource: dataSource)
            segments.append(segment)
            guard case let .scroll(scroll, _) = segment else { continue }
            // The scroll owns this host from now on; later steps continue on a replay.
            if index == steps.count - 1 {
                try scroll.finish()
                finalState = try AnimationState.still(of: host.collectionView)
            } else {
                host = try Self.replay(steps, through: index, dataSource: dataSource)
            }
        }
        self.segments = segments
        if let finalState {
            self.finalState = finalState
            self.finalHost = nil
        } else {
            self.finalState = try AnimationState.still(of: host.collectionView)
            self.finalHost = host
        }
    }

    /// Plays one step on `host` and returns what it animates.
    private static func play(
        _ step: Step, at index: Int, on host: TimelineHost, dataSource: any TimelineDataSource
    ) throws -> Segment {
        switch step {
        case let .update(duration, curve):
            try host.collectionView.layoutIfNeeded()
            let snapshots = ElementSnapshot.visibleViews(of: host.collectionView)
            // UIKit's order: prepare(forCollectionViewUpdates:), the hooks, then finalize —
            // the host leaves finalizing to the animation, so each is called once.
            host.collectionView.defersUpdateFinalization = true
            defer { host.collectionView.defersUpdateFinalization = false }
            let result = try dataSource.performUpdate(at: index, on: host)
            return .update(try UpdateAnimation(
                collectionView: host.collectionView, result: result, oldSnapshots: snapshots, duration: duration,
                curve: curve, layoutCalls: .finalize))
        case let .transition(duration, curve):
            let layout = try dataSource.makeLayout(forTransitionAt: index, on: host)
            return .transition(try TransitionAnimation(
                collectionView: host.collectionView, to: layout, duration: duration, curve: curve))
        case let .scroll(target, duration, curve):
            try host.collectionView.layoutIfNeeded()
            return .scroll(ScrollAnimation(
                collectionView: host.collectionView, to: target, duration: duration, curve: curve), host: host)
        case .wait:
            return .wait(try AnimationState.still(of: host.collectionView))
        }
    }

    /// A fresh host with steps 0…`index` played on it (their animations discarded).
    private static func replay(_ steps: [Step], through index: Int, dataSource: any TimelineDataSource) throws -> TimelineHost {
        let host = try dataSource.makeHost()
        for (stepIndex, step) in steps.enumerated().prefix(index + 1) {
            if case let .scroll(scroll, _) = try play(step, at: stepIndex, on: host, dataSource: dataSource) {
                try scroll.finish()
            }
        }
        return host
    }

    /// The collection view in the state after the last step (its final layout, data and
    /// bounds), for queries beyond the elements on screen, such as every element in a rect.
    public var finalCollectionView: CollectionView? {
        if let finalHost { return finalHost.collectionView }
        if case let .scroll(_, host)? = segments.last { return host.collectionView }
        return nil
    }

    /// The index of the step playing at `time` (steps cover (start, end]), or nil before
    /// the first step and after the last.
    public func stepIndex(at time: Double) -> Int? {
        guard time > 0, time <= duration else { return nil }
        for index in steps.indices.reversed() where stepStartTimes[index] < time {
            return index
        }
        return nil
    }

    /// The state at `time` seconds from the start (see the time rule on the type).
    /// - Throws: layout errors while a scroll step lays out its host.
    public func state(at time: Double) throws -> AnimationState {
        if time.isNaN || time <= 0 { return initialState }
        if time >= duration { return finalState }
        guard let index = stepIndex(at: time) else { return finalState }
        let local = time - stepStartTimes[index]
        switch segments[index] {
        case let .update(animation): return animation.state(at: local)
        case let .transition(animation): return animation.state(at: local)
        case let .scroll(animation, _): return try animation.state(at: local)
        case let .wait(state): return state
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
        return (0..<count).map { index in index == count - 1 ? duration : Double(index) / fps }
    }

    /// The state of frame `index` at `fps` (see the frame rule on the type): the last frame
    /// is the final state.
    /// - Throws: layout errors while a scroll step lays out its host.
    public func frame(_ index: Int, fps: Double) throws -> AnimationState {
        let count = frameCount(fps: fps)
        if index >= count - 1 { return finalState }
        if index <= 0 { return initialState }
        return try state(at: Double(index) / fps)
    }
}
