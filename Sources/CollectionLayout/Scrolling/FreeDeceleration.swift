import Foundation

/// A released scroll slowing down on one axis with no edge in the way: UIKit's velocity law
/// `v(t) = v0·rᵗ` (t in ms, v in pt/ms), integrated exactly.
///
/// UIKit steps its frames with `Δx = v·r·(1 − r^dt)/(1 − r)`, which telescopes to
/// `x0 + v0·r·(1 − rᵗ)/(1 − r)`; the target it hands the layout and the delegate integrates
/// the same velocity continuously, `x0 + v0·(1 − rᵗ)/|ln r|`, up to the 0.01 pt/ms floor.
/// The two differ by the factor `r·|ln r|/(1 − r)` (0.999 for `.normal`, 0.995 for
/// `.fast`), so UIKit's own frames stop about 0.1% short of the target it reports. This
/// model follows the continuous law (a choice), so a free fling rests exactly on the
/// target the delegate was told; ``frameSumOffset(at:)`` is UIKit's per-frame sum, kept for
/// comparison.
public struct FreeDeceleration: Sendable, Equatable {
    /// The offset at release, in points.
    public var start: Double
    /// The velocity at release, in pt/ms.
    public var velocity: Double
    /// The fraction of velocity kept per ms, in (0, 1).
    public var rate: Double

    /// A deceleration from `start` at `velocity` pt/ms with `rate` per ms (a rate outside
    /// (0, 1) counts as 0.998).
    public init(start: Double, velocity: Double, rate: Double) {
        self.start = start
        self.velocity = velocity.isFinite ? velocity : 0
        self.rate = rate.isFinite && rate > 0 && rate < 1 ? rate : DecelerationRate.normal.effectiveValue
    }

    /// `|ln r|`, the decay constant per ms.
    var decay: Double { -log(rate) }

    /// The velocity at `time` ms: `v0·rᵗ`.
    public func velocity(at time: Double) -> Double { velocity * pow(rate, max(0, time)) }

    /// The offset at `time` ms: `x0 + v0·(1 − rᵗ)/|ln r|`, held at the rest offset from
    /// ``restTime`` on.
    public func offset(at time: Double) -> Double {
        let t = min(max(0, time), restTime)
        return start + velocity * (1 - pow(rate, t)) / decay
    }

    /// UIKit's per-frame sum at `time` ms: `x0 + v0·r·(1 − rᵗ)/(1 − r)`.
    public func frameSumOffset(at time: Double) -> Double {
        start + velocity * rate * (1 - pow(rate, max(0, time))) / (1 - rate)
    }

    /// When the speed reaches the 0.01 pt/ms floor: `ln(0.01/|v0|)/ln r` ms; 0 when it
    /// starts at or below it.
    public var restTime: Double {
        let speed = abs(velocity)
        guard speed > ScrollPhysics.velocityFloor else { return 0 }
        return log(ScrollPhysics.velocityFloor / speed) / log(rate)
    }

    /// The offset at rest, UIKit's projected target before clamping:
    /// `x0 + sign(v)·(|v| − 0.01)/|ln r|`.
    public var restOffset: Double {
        let speed = abs(velocity)
        guard speed > ScrollPhysics.velocityFloor else { return start }
        return start + (velocity < 0 ? -1 : 1) * (speed - ScrollPhysics.velocityFloor) / decay
    }

    /// The first time, in ms, the motion reaches `edge`, or nil when it rests before it.
    /// Solves `x0 + v0·(1 − rᵗ)/|ln r| = edge`: `rᵗ = 1 − (edge − x0)·|ln r|/v0`.
    public func time(reaching edge: Double) -> Double? {
        guard velocity != 0 else { return nil }
        let distance = edge - start
        guard distance == 0 || (distance > 0) == (velocity > 0) else { return nil }
        let remaining = 1 - distance * decay / velocity
        guard remaining > 0 else { return nil }
        let time = log(remaining) / log(rate)
        return time <= restTime ? time : nil
    }
}
