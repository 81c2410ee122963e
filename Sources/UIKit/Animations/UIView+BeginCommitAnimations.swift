import Foundation

// UIKit's begin/commit animation blocks (deprecated in iOS 13): the changes made between
// `beginAnimations(_:context:)` and `commitAnimations()` animate as in a `UIView.animate`
// block, with the parameters the `setAnimation…` methods give (docs/REFERENCE.md §24.8).
//
// Deliberate difference: `setAnimationDelegate(_:)`, `setAnimationWillStart(_:)` and
// `setAnimationDidStop(_:)` are not declared. They name the delegate's methods by selector,
// which only the Objective-C runtime can send; declared here they could do nothing, and code
// waiting for its did-stop message would wait silently. Code that needs to know when the
// animations end uses `animate(withDuration:animations:completion:)`.
extension UIView {
    /// Opens a begin/commit animation block (`beginAnimations(_:context:)`): the changes made
    /// until the matching `commitAnimations()` animate, over 0.2 s along ease in ease out
    /// unless the `setAnimation…` methods say otherwise. Blocks nest; a nested one starts
    /// with its outer block's parameters.
    /// - Parameters:
    ///   - animationID: The identifier UIKit passes to the animation delegate's selectors,
    ///     which are not available here: unused.
    ///   - context: The data UIKit passes to those selectors: unused.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        BeginCommitAnimations.begin()
    }

    /// Closes the innermost begin/commit block (`commitAnimations()`). The animations its
    /// changes made are already on the clock from the moment the block was begun, so an
    /// inner block's play with its outer block's, as UIKit commits nested blocks together.
    /// Without an open block, it does nothing.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        BeginCommitAnimations.commit()
    }

    /// Sets the duration of the changes made after it in the innermost animation block
    /// (`setAnimationDuration(_:)`); default 0.2 s. A duration of 0 or less makes them without
    /// animating. Outside a block, it does nothing.
    /// - Parameter duration: The duration in seconds.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        ViewAnimationContext.block?.duration = duration.nonNegativeFinite
    }

    /// Sets how long after the block's start the changes made after it begin to animate
    /// (`setAnimationDelay(_:)`); default 0. Outside a block, it does nothing.
    /// - Parameter delay: The delay in seconds.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        ViewAnimationContext.block?.delay = delay.nonNegativeFinite
    }

    /// Sets when the changes made after it begin to animate (`setAnimationStart(_:)`); default
    /// now. The date's distance from the wall clock's now is added to the animation clock's
    /// time (a date 1 s ahead starts 1 s later on the clock; a past one, part-way through).
    /// Outside a block, it does nothing.
    /// - Parameter startDate: The time to begin the animations.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationStart(_ startDate: Date) {
        let offset = startDate.timeIntervalSinceNow
        guard offset.isFinite else { return }
        ViewAnimationContext.block?.startOffset = offset
    }

    /// Sets the curve of the changes made after it (`setAnimationCurve(_:)`); default
    /// `.easeInOut`. Outside a block, it does nothing.
    /// - Parameter curve: The curve.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        ViewAnimationContext.block?.timing = .curve(curve.timingFunction)
    }

    /// Sets how many times the animations of the changes made after it play
    /// (`setAnimationRepeatCount(_:)`), fractions included; 0, the default, plays them once.
    /// Works in block-based blocks too, as in UIKit. Outside a block, it does nothing.
    /// - Parameter repeatCount: The number of times; a negative or NaN count is 0.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        ViewAnimationContext.block?.repeatCount = repeatCount > 0 ? repeatCount : 0
    }

    /// Sets whether each cycle of the animations of the changes made after it plays back to
    /// the old value (`setAnimationRepeatAutoreverses(_:)`); default false. Works in
    /// block-based blocks too. Outside a block, it does nothing.
    /// - Parameter repeatAutoreverses: Whether the cycles reverse.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ViewAnimationContext.block?.autoreverses = repeatAutoreverses
    }

    /// Sets whether the changes made after it start from what is on screen while an animation
    /// of the same property runs (`setAnimationBeginsFromCurrentState(_:)`), as
    /// `.beginFromCurrentState` does; default false. Outside a block, it does nothing.
    /// - Parameter fromCurrentState: Whether to start from the current state.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let block = ViewAnimationContext.block else { return }
        if fromCurrentState {
            block.options.insert(.beginFromCurrentState)
        } else {
            block.options.remove(.beginFromCurrentState)
        }
    }
}
