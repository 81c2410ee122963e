import Foundation

/// UIScrollView's constants, in its own units: points per millisecond for velocity and
/// milliseconds for time (docs/REFERENCE.md, "Scrolling physics").
public enum ScrollPhysics {
    /// The speed, in pt/ms, at which a deceleration counts as stopped: the projected target
    /// is where the velocity decays to it.
    public static let velocityFloor = 0.01
    /// A release slower than this, in pt/ms (250 pt/s), does not decelerate.
    public static let decelerationThreshold = 0.25
    /// The rubber band's coefficient `c`.
    public static let rubberBandCoefficient = 0.55
    /// The edge spring's retention per millisecond (independent of the deceleration rate).
    public static let edgeSpringRate = 0.99
    /// A bounce or settle is done when the offset is within this many pixels of its edge
    /// or target.
    public static let restTolerancePixels = 0.5
    /// The angular frequency, per ms, of the critically damped spring that settles on a
    /// page or on a target the deceleration law cannot reach. UIKit's paging integrator is
    /// private; this approximation (a choice) settles a one-page move in about 0.4 s.
    public static let settleFrequency = 0.03
    /// The longest a re-derived deceleration may take, in ms; a longer one settles with the
    /// spring instead (a choice: it bounds a scripted scroll's length).
    public static let maximumDecelerationTime = 10_000.0

    /// UIKit's pixel rounding of offsets: `floor(o) + round((o − floor(o))·scale)/scale`.
    /// A non-positive or non-finite scale leaves the value unchanged.
    public static func pixelRounded(_ offset: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite, offset.isFinite else { return offset }
        let whole = offset.rounded(.down)
        return whole + ((offset - whole) * scale).rounded() / scale
    }

    /// The release velocity UIKit decelerates with: zero when |v| < 0.25 pt/ms (both axes
    /// together, as UIKit tests `vx² + vy² < 0.0625`), and zero for a non-finite component
    /// (UIKit's behaviour for a velocity it cannot use: no motion).
    public static func releaseVelocity(_ velocity: CGPoint) -> CGPoint {
        let vx = Double(velocity.x), vy = Double(velocity.y)
        guard vx.isFinite, vy.isFinite else { return .zero }
        let threshold = decelerationThreshold * decelerationThreshold
        return vx * vx + vy * vy < threshold ? .zero : velocity
    }
}
