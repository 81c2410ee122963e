/// Told when an animation starts and stops (`CAAnimationDelegate`); both methods have
/// defaults that do nothing, as Core Animation's optional methods.
///
/// The animation passed is the one on the layer: the copy `add(_:forKey:)` made, as in
/// Core Animation.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (`animationDidStart(_:)`), when the clock reached its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped (`animationDidStop(_:finished:)`): `flag` is true when it ran
    /// to its end, false when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
