import CollectionAnimation
import Foundation

// UIKit's view animations: the model values change at once, as in UIKit, and each change of
// a view's animatable property inside a block becomes a Core Animation animation on the
// view's layer (UIView+LayerActions.swift), which `presentation()` and the renderer sample
// on the animation clock (`AnimationClock.current`, CollectionAnimation). Nothing plays by
// itself: advance the clock to move through the animation; completions run when the clock
// passes their end.
extension UIView {
    /// Animates the changes `animations` makes (`animate(withDuration:delay:options:animations:completion:)`):
    /// over `duration` seconds after `delay`, along the options' curve (default ease in,
    /// ease out); `completion` runs with true when every animation made ran to its end,
    /// false when one was removed or replaced first. A duration of 0 or less makes the
    /// changes without animating them, as in UIKit.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, options: options, timing: .curve(options.curve.timingFunction), completion: completion) {
            animations()
        }
    }

    /// Animates over `duration` seconds with the default curve
    /// (`animate(withDuration:animations:completion:)`).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` seconds with the default curve (`animate(withDuration:animations:)`).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along UIKit's spring
    /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`):
    /// the spring CollectionAnimation's `SpringCurve.uiView` solves for the damping ratio
    /// and `duration` (docs/REFERENCE.md §7), with `velocity` in units of the whole change
    /// per second; it ends at `duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let timing = ViewAnimationBlock.Timing.spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(duration: duration, delay: delay, options: options, timing: timing, completion: completion) { animations() }
    }

    /// Animates along a spring that settles in about `duration` seconds with `bounce`
    /// (`animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`,
    /// iOS 17): stiffness (2π / duration)², damping 4π(1 − bounce) / duration, played until it
    /// settles (`CASpringAnimation.settlingDuration`).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let probe = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        probe.initialVelocity = velocity
        let timing = ViewAnimationBlock.Timing.springCoefficients(
            stiffness: Double(probe.stiffness), damping: Double(probe.damping), initialVelocity: Double(velocity))
        run(duration: probe.settlingDuration, delay: delay, options: options, timing: timing, completion: completion) {
            animations()
        }
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them, inside an
    /// animation block too (`performWithoutAnimation(_:)`).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationContext.$current.withValue(.disabled, operation: actionsWithoutAnimation)
    }

    /// Whether a change made now animates where UIKit would animate it: animations are
    /// enabled and no `performWithoutAnimation(_:)` is under way.
    static var changesAnimate: Bool {
        if case .disabled? = ViewAnimationContext.current { return false }
        return areAnimationsEnabled
    }

    /// Whether animation blocks animate (`areAnimationsEnabled`); default true.
    public class var areAnimationsEnabled: Bool { animationsEnabled.value }

    /// Turns animation blocks on or off for the whole process (`setAnimationsEnabled(_:)`).
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled.value = enabled }

    /// The duration of the animation block being run (`inheritedAnimationDuration`); 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimationContext.block?.duration ?? 0 }

    /// Makes the animations of the changes in `animations`, inside an animation block,
    /// repeat `count` times and reverse when `autoreverses`
    /// (`modifyAnimations(withRepeatCount:autoreverses:animations:)`, iOS 13).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = ViewAnimationContext.block else { return animations() }
        let block = outer.nested(
            duration: outer.duration, delay: outer.delay, options: outer.options, timing: outer.timing, completion: nil)
        block.repeatCount = Float(count)
        block.autoreverses = autoreverses
        ViewAnimationContext.run(block, animations)
        block.close()
    }

    /// Runs `body` in a new block (nested in the running one, if any) and closes it.
    static func run(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: ViewAnimationBlock.Timing,
        completion: ((Bool) -> Void)?, _ body: () -> Void
    ) {
        guard duration > 0 || ViewAnimationContext.block != nil else {
            // UIKit: a duration of 0 or less makes the changes without animating them.
            performWithoutAnimation(body)
            if let completion { AnimationClock.current.scheduleOnNextTurn { completion(true) } }
            return
        }
        let block =
            ViewAnimationContext.block?.nested(duration: duration, delay: delay, options: options, timing: timing, completion: completion)
            ?? ViewAnimationBlock(duration: duration, delay: delay, options: options, timing: timing, completion: completion)
        ViewAnimationContext.run(block, body)
        block.close()
    }

    /// The process-wide switch of ``areAnimationsEnabled``.
    private static let animationsEnabled = LockedFlag(true)
}

/// A Boolean shared between threads.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool

    init(_ value: Bool) { stored = value }

    var value: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
