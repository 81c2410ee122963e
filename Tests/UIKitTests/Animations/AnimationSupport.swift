import CollectionAnimation
import UIKit

/// Runs `body` with a fresh animation clock at 0 as the current one, so tests running side
/// by side never advance each other's animations.
func onFreshClock<Result>(_ body: (AnimationClock) throws -> Result) rethrows -> Result {
    let clock = AnimationClock()
    return try clock.withCurrent { try body(clock) }
}

/// Whether two numbers agree to `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Whether two numbers agree to `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// The layer's presentation, which every Core Animation layer has here.
extension CALayer {
    var shown: CALayer { presentation() ?? self }
}

/// A one-second linear basic animation of `keyPath` from `from` to `to`, added to `layer`.
func addLinearAnimation(of keyPath: String, from: Any?, to: Any?, to layer: CALayer) {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = 1
    layer.add(animation, forKey: keyPath)
}
