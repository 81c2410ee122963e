// The angle and magnitude of a force vector, which `UIGravityBehavior` and `UIPushBehavior`
// both read and set (`angle`, `magnitude`, `setAngle(_:magnitude:)`) — one rule for both.

extension CGVector {
    /// A vector of `magnitude` at `angle` radians from the x axis.
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The angle from the x axis in radians; 0 for the zero vector.
    var polarAngle: CGFloat { dx == 0 && dy == 0 ? 0 : atan2(dy, dx) }

    /// The length.
    var polarMagnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
