import Foundation

/// A damped harmonic oscillator solved in closed form: x″ + 2ζω·x′ + ω²·x = a, stepped
/// exactly over any time span, so a spring integrated at a fixed step lands on the curve the
/// continuous equation describes whatever the step (docs/REFERENCE.md §24.7).
///
/// ω is the natural (undamped) angular frequency in radians per second, ζ the damping ratio
/// (1 critically damped), a a constant acceleration, which moves the rest position to a/ω².
/// The solutions, with y = x − a/ω²:
///
/// - ζ < 1: y(t) = e^(−ζωt)·(y₀·cos ω_d·t + ((v₀ + ζω·y₀)/ω_d)·sin ω_d·t), ω_d = ω·√(1 − ζ²);
/// - ζ = 1: y(t) = e^(−ωt)·(y₀ + (v₀ + ω·y₀)·t);
/// - ζ > 1: y(t) = c₊·e^(r₊t) + c₋·e^(r₋t), r± = −ζω ± ω·√(ζ² − 1), c₊ + c₋ = y₀,
///   r₊c₊ + r₋c₋ = v₀.
///
/// With ω = 0 nothing pulls: x(t) = x₀ + v₀·t + a·t²/2.
public struct DampedOscillator: Sendable, Hashable {
    /// The natural angular frequency ω, in radians per second (0 or more).
    public let angularFrequency: Double
    /// The damping ratio ζ (0 or more).
    public let dampingRatio: Double

    /// An oscillator of natural frequency `frequency` in hertz (ω = 2π·frequency) and damping
    /// ratio `dampingRatio`. Negative or non-finite values count as 0.
    public init(frequency: Double, dampingRatio: Double) {
        let hertz = frequency.isFinite && frequency > 0 ? frequency : 0
        angularFrequency = 2 * Double.pi * hertz
        self.dampingRatio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 0
    }

    /// The position and velocity `time` seconds after (`position`, `velocity`), under a
    /// constant `acceleration`. A non-finite or negative time changes nothing.
    public func advance(position: Double, velocity: Double, acceleration: Double = 0, by time: Double) -> (
        position: Double, velocity: Double
    ) {
        guard time.isFinite, time > 0 else { return (position, velocity) }
        let omega = angularFrequency
        guard omega > 0 else {
            return (position + velocity * time + acceleration * time * time / 2, velocity + acceleration * time)
        }
        let rest = acceleration / (omega * omega)
        let y0 = position - rest, v0 = velocity, zeta = dampingRatio
        let y: Double, v: Double
        if abs(zeta - 1) < 1e-9 {
            let decay = exp(-omega * time)
            let b = v0 + omega * y0
            y = decay * (y0 + b * time)
            v = decay * (v0 - omega * b * time)
        } else if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * time)
            let cosine = cos(damped * time), sine = sin(damped * time)
            y = decay * (y0 * cosine + (v0 + zeta * omega * y0) / damped * sine)
            v = decay * (v0 * cosine - (zeta * omega * v0 + omega * omega * y0) / damped * sine)
        } else {
            let spread = omega * (zeta * zeta - 1).squareRoot()
            let rPlus = -zeta * omega + spread, rMinus = -zeta * omega - spread
            let cPlus = (v0 - rMinus * y0) / (rPlus - rMinus), cMinus = y0 - cPlus
            let ePlus = exp(rPlus * time), eMinus = exp(rMinus * time)
            y = cPlus * ePlus + cMinus * eMinus
            v = cPlus * rPlus * ePlus + cMinus * rMinus * eMinus
        }
        return (y + rest, v)
    }
}
