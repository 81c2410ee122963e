import CollectionAnimation

/// A timer that fires once a frame (`CADisplayLink`), on the animation clock: added to a run
/// loop, it calls its handler at every multiple of its frame duration the clock passes, with
/// ``timestamp`` the frame's time and ``targetTimestamp`` the next frame's.
///
/// Deliberate difference: Core Animation's `init(target:selector:)` calls a method by name,
/// which needs the Objective-C runtime; it is not declared here (`#selector` does not
/// compile on Linux). Make a display link with ``init(handler:)`` (Linux only). The run loop
/// and mode are not used: frames come from `AnimationClock.current` where ``add(to:forMode:)``
/// is called, deterministically.
open class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    private var clock: AnimationClock?
    private var event: AnimationClock.Token?

    /// A display link calling `handler` once a frame once added to a run loop (Linux only).
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// The time of the frame being delivered (`timestamp`); 0 before the first.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (`targetTimestamp`).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames (`duration`): 1 / 60 s.
    open var duration: CFTimeInterval { 1.0 / 60 }
    /// Whether frames are skipped (`isPaused`).
    open var isPaused = false

    /// The frames per second asked for (`preferredFramesPerSecond`); 0, the default, is 60.
    /// Frames come at this rate, at most 60.
    open var preferredFramesPerSecond = 0 {
        didSet { restart() }
    }

    /// The frame rates asked for (`preferredFrameRateRange`, iOS 15); its preferred rate, if
    /// any, sets the rate as ``preferredFramesPerSecond`` does.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { restart() }
    }

    /// How many frames pass between calls (`frameInterval`, deprecated in iOS 10 for
    /// ``preferredFramesPerSecond``); default 1. "Setting this to a value less than 1
    /// results in undefined behavior" [Apple]: here it counts as 1. It divides the rate asked
    /// for: 2 calls the handler every other frame, 30 times a second at 60.
    open var frameInterval = 1 {
        didSet { restart() }
    }

    /// The interval between frames at the rate asked for, every ``frameInterval`` frames.
    private var interval: Double {
        let asked = preferredFrameRateRange.preferred.map(Double.init) ?? Double(preferredFramesPerSecond)
        let rate = asked > 0 && asked.isFinite ? min(asked, 60) : 60
        return Double(max(frameInterval, 1)) / rate
    }

    /// Starts delivering frames on the current animation clock (`add(to:forMode:)`): the
    /// first at the next multiple of the frame interval after now.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        clock = AnimationClock.current
        restart()
    }

    /// Stops delivering frames (`remove(from:forMode:)`).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        stop()
        clock = nil
    }

    /// Stops delivering frames for good (`invalidate()`).
    open func invalidate() {
        stop()
        clock = nil
    }

    private func stop() {
        if let event, let clock { clock.cancel(event) }
        event = nil
    }

    private func restart() {
        stop()
        guard let clock else { return }
        let step = interval
        let first = ((clock.time / step).rounded(.down) + 1) * step
        event = clock.scheduleRepeating(every: step, startingAt: first) { [weak self] time in
            guard let self else { return false }
            guard !self.isPaused else { return true }
            self.timestamp = time
            self.targetTimestamp = time + step
            self.handler(self)
            return true
        }
    }
}

/// A range of frame rates (`CAFrameRateRange`, iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate (`minimum`).
    public var minimum: Float
    /// The highest rate (`maximum`).
    public var maximum: Float
    /// The rate wanted (`preferred`).
    public var preferred: Float?

    /// A range (`init(minimum:maximum:preferred:)`).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The device's own choice (`.default`).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
