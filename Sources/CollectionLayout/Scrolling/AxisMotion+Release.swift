import Foundation

extension AxisMotion {
    /// The motion after a release at `offset` with `velocity` pt/ms, ending exactly on
    /// `target` (the projected target after paging, clamping, pixel rounding, the layout and
    /// the delegate).
    ///
    /// - Released past an edge and the target is that edge: the edge spring (an inward
    ///   velocity is dropped: a choice; UIKit's formula is for outward motion).
    /// - Paging: the settle spring to the page.
    /// - The target is the edge the free deceleration crosses: free deceleration with the
    ///   view's rate up to the crossing (exact, sub-frame), then the edge spring back to it;
    ///   without bounces, it stops at the edge.
    /// - Otherwise the deceleration is re-derived so it rests exactly on the target when the
    ///   speed reaches the 0.01 pt/ms floor: same v0, rate ρ with
    ///   `target − x0 = sign(v0)·(|v0| − 0.01)/|ln ρ|` — the projected-target formula solved
    ///   for the rate (a choice; UIKit's law is private). For a target nobody changed, ρ is
    ///   the view's rate. A target behind the velocity, with no velocity, or one ρ would
    ///   take longer than ``ScrollPhysics/maximumDecelerationTime`` (or the view's own free
    ///   deceleration, if longer) to reach, settles with the spring instead.
    public static func release(
        from offset: Double, velocity: Double, target: Double, rate: Double, axis: ScrollAxis
    ) -> AxisMotion {
        let velocity = velocity.isFinite ? velocity : 0
        guard offset.isFinite, target.isFinite else { return .rest(at: offset.isFinite ? offset : 0) }
        if let edge = axis.edge(beyond: offset), edge == target {
            let outward = (offset - edge) * velocity > 0 ? velocity : 0
            return bounce(from: offset, edge: edge, velocity: outward, rate: rate, axis: axis, at: 0)
        }
        if axis.isPagingEnabled { return settle(from: offset, velocity: velocity, target: target, axis: axis) }
        let free = FreeDeceleration(start: offset, velocity: velocity, rate: rate)
        if target == axis.minOffset || target == axis.maxOffset, let crossing = free.time(reaching: target) {
            let decelerate = Segment(start: 0, phase: .decelerate(free))
            guard axis.bounces else {
                return AxisMotion(start: offset, segments: [decelerate], duration: crossing, end: target)
            }
            let spring = bounce(
                from: target, edge: target, velocity: free.velocity(at: crossing), rate: free.rate, axis: axis, at: crossing)
            return AxisMotion(start: offset, segments: [decelerate] + spring.segments, duration: spring.duration, end: target)
        }
        if target == offset && abs(velocity) < ScrollPhysics.decelerationThreshold { return .rest(at: offset) }
        return decelerate(from: offset, velocity: velocity, target: target, rate: rate, axis: axis)
    }

    /// The edge spring from `offset` (the overshoot `offset − edge`) with `velocity`,
    /// starting at `start` ms; done when `0.99ᵗ·(|e0| + |v|·r/(1 − r))` — a bound on the
    /// overshoot — is within 0.5 px.
    static func bounce(from offset: Double, edge: Double, velocity: Double, rate: Double, axis: ScrollAxis, at start: Double)
        -> AxisMotion
    {
        let reach = abs(offset - edge) + abs(velocity) * rate / (1 - rate)
        guard reach > axis.restTolerance else { return AxisMotion(start: offset, segments: [], duration: start, end: edge) }
        let time = log(axis.restTolerance / reach) / log(ScrollPhysics.edgeSpringRate)
        let phase = Phase.edgeSpring(edge: edge, overshoot: offset - edge, velocity: velocity, rate: rate)
        return AxisMotion(start: offset, segments: [Segment(start: start, phase: phase)], duration: start + time, end: edge)
    }

    /// The re-derived deceleration onto `target`, or the settle when it cannot get there or
    /// would take longer than both ``ScrollPhysics/maximumDecelerationTime`` and a free
    /// deceleration at the view's `rate`.
    static func decelerate(from offset: Double, velocity: Double, target: Double, rate viewRate: Double, axis: ScrollAxis)
        -> AxisMotion
    {
        let distance = target - offset
        let speed = abs(velocity)
        if distance != 0, (distance > 0) == (velocity > 0), speed > ScrollPhysics.velocityFloor {
            let rate = exp(-(speed - ScrollPhysics.velocityFloor) / abs(distance))
            let free = FreeDeceleration(start: offset, velocity: velocity, rate: rate)
            let limit = max(ScrollPhysics.maximumDecelerationTime, FreeDeceleration(start: 0, velocity: velocity, rate: viewRate).restTime)
            if rate > 0, rate < 1, free.restTime <= limit * (1 + 1e-9) {
                return AxisMotion(
                    start: offset, segments: [Segment(start: 0, phase: .decelerate(free))], duration: free.restTime, end: target)
            }
        }
        return settle(from: offset, velocity: velocity, target: target, axis: axis)
    }

    /// The critically damped settle from `offset` with `velocity` onto `target`; done when
    /// the bound `(|e0| + |v + ω·e0|·t)·e^(−ωt)` on the distance is within 0.5 px.
    static func settle(from offset: Double, velocity: Double, target: Double, axis: ScrollAxis) -> AxisMotion {
        let displacement = offset - target
        let omega = ScrollPhysics.settleFrequency
        let slope = abs(velocity + omega * displacement)
        let tolerance = axis.restTolerance
        func bound(_ time: Double) -> Double { (abs(displacement) + slope * time) * exp(-omega * time) }
        guard bound(0) > tolerance || slope > 0 else { return .rest(at: target) }
        // The bound falls after its peak at 1/ω − |e0|/slope; bisect between there and a
        // time where it is within the tolerance.
        var low = slope > 0 ? max(0, 1 / omega - abs(displacement) / slope) : 0
        var high = max(low, 1 / omega)
        while bound(high) > tolerance { high *= 2 }
        for _ in 0..<60 where high - low > 1e-6 {
            let middle = (low + high) / 2
            if bound(middle) > tolerance { low = middle } else { high = middle }
        }
        let phase = Phase.settle(target: target, displacement: displacement, velocity: velocity)
        return AxisMotion(start: offset, segments: [Segment(start: 0, phase: phase)], duration: high, end: target)
    }
}
