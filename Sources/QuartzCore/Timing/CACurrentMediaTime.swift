import CollectionAnimation

/// A time interval in seconds (`CFTimeInterval`, Core Foundation's), which Linux's
/// Foundation does not declare.
public typealias CFTimeInterval = Double

/// The current time in seconds on the task's animation clock (`CACurrentMediaTime()`).
///
/// Deliberate difference: Core Animation reads the host's monotonic clock; here the time is
/// `AnimationClock.current.time` (CollectionAnimation), which moves only when a test or an
/// exporter advances it, so animations, display links and scripted touches are
/// deterministic.
public func CACurrentMediaTime() -> CFTimeInterval {
    AnimationClock.current.time
}
