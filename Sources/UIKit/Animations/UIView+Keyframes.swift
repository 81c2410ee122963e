extension UIView {
    /// Animates the changes of the keyframes `animations` adds (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`)
    /// over `duration` seconds after `delay`
    /// (`animateKeyframes(withDuration:delay:options:animations:completion:)`): each changed
    /// property gets one `CAKeyframeAnimation` through its value before the block and each
    /// keyframe's value, at the keyframes' relative times.
    ///
    /// As in UIKit, a curve in the option bits (`UIView.AnimationOptions`' curve, ease in
    /// ease out by default) applies to the whole animation, not to each keyframe: pass
    /// `UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`
    /// for keyframes that each run evenly. Changes made outside any keyframe span the whole
    /// duration.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue)
        guard duration > 0 || ViewAnimationContext.block != nil else {
            return UIView.run(
                duration: duration, delay: delay, options: viewOptions, timing: .curve(viewOptions.curve.timingFunction),
                completion: completion, animations)
        }
        let block = ViewAnimationBlock(
            duration: duration, delay: delay, options: viewOptions, timing: .curve(viewOptions.curve.timingFunction),
            completion: completion)
        let recorder = KeyframeRecorder()
        block.keyframes = recorder
        ViewAnimationContext.run(block, animations)
        for (layer, key, animation) in recorder.animations(calculationMode: options.calculationMode) {
            block.configure(animation, on: layer)
            layer.add(animation, forKey: key)
        }
        block.close()
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block
    /// (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`): the changes
    /// `animations` makes arrive between `frameStartTime` and `frameStartTime + frameDuration`,
    /// fractions of the whole duration (clamped to 0…1). Outside such a block the changes are
    /// made without animation.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard let recorder = ViewAnimationContext.block?.keyframes else { return performWithoutAnimation(animations) }
        let outer = recorder.frame
        recorder.closeFrame()
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        recorder.frame = (start, length)
        animations()
        recorder.closeFrame()
        recorder.frame = outer
    }
}
