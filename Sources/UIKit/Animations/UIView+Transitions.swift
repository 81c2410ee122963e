import CollectionAnimation
import CollectionRendering

extension UIView {
    /// Changes `view` under a transition (`transition(with:duration:options:animations:completion:)`):
    /// what the view showed gives way to what it shows after `animations` over `duration`
    /// seconds, along the options' curve. The changes themselves are not animated (unless
    /// `.allowAnimatedContent`).
    ///
    /// Deliberate difference: every transition option (flips, curls) is drawn as
    /// `.transitionCrossDissolve`: the view's old content fades out over its new content.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let before = view.layerContent()
        if options.contains(.allowAnimatedContent) {
            UIView.run(duration: duration, delay: 0, options: options, timing: .curve(options.curve.timingFunction), completion: nil) {
                animations?()
            }
        } else {
            performWithoutAnimation { animations?() }
        }
        addTransition(to: view.layer, showing: before, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` under a transition of their superview
    /// (`transition(from:to:duration:options:completion:)`): `toView` takes `fromView`'s place
    /// among the subviews and `fromView` leaves (with `.showHideTransitionViews`, `fromView` is
    /// hidden and `toView` shown instead). Drawn as a cross-dissolve, as
    /// ``transition(with:duration:options:animations:completion:)``.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            if let completion { AnimationClock.current.scheduleOnNextTurn { completion(true) } }
            return
        }
        let before = container.layerContent()
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                }
                fromView.removeFromSuperview()
            }
        }
        addTransition(to: container.layer, showing: before, duration: duration, options: options, completion: completion)
    }

    /// A cross-dissolve on `layer` from the content `before`, as a block of its own for the
    /// completion; none when the duration is not positive.
    private class func addTransition(
        to layer: CALayer, showing before: ElementContent, duration: TimeInterval, options: AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        let block = ViewAnimationBlock(
            duration: duration, delay: 0, options: options, timing: .curve(options.curve.timingFunction), completion: completion)
        if duration > 0, areAnimationsEnabled {
            let transition = CATransition()
            transition.type = .fade
            transition.previousContent = before
            transition.duration = duration
            transition.timingFunction = options.curve.timingFunction
            transition.delegate = block
            block.count(transition)
            layer.add(transition, forKey: "transition")
        }
        block.close()
    }
}
