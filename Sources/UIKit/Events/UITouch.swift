/// One finger on the screen (`UITouch`): where it is and was, its phase, its tap count, and
/// the view it touched down in with that view's gesture recognizers.
///
/// Touches here come from scripted touch sequences (`UIView.simulateTouches(_:)`, Linux
/// only); locations are kept in the coordinates of the topmost view of the touched tree
/// (what a window's would be) and converted on request. Every touch is a direct finger
/// touch of no force.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// A touch's phase (`UITouch.Phase`).
    public enum Phase: Int, Sendable {
        /// The finger touched down (`.began`).
        case began = 0
        /// The finger moved (`.moved`).
        case moved = 1
        /// The finger is down and did not move (`.stationary`).
        case stationary = 2
        /// The finger lifted (`.ended`).
        case ended = 3
        /// The system cancelled the touch (`.cancelled`).
        case cancelled = 4
        /// A pointer entered a region (`.regionEntered`).
        case regionEntered = 5
        /// A pointer moved in a region (`.regionMoved`).
        case regionMoved = 6
        /// A pointer left a region (`.regionExited`).
        case regionExited = 7
    }

    /// What made the touch (`UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen (`.direct`).
        case direct = 0
        /// A remote touch surface (`.indirect`).
        case indirect = 1
        /// A pencil (`.pencil`).
        case pencil = 2
        /// A pointer (`.indirectPointer`).
        case indirectPointer = 3
    }

    /// The touch's phase (`phase`).
    open internal(set) var phase: Phase = .began
    /// How many taps in a row this touch is (`tapCount`): 1 for a first tap.
    open internal(set) var tapCount = 1
    /// When the touch last changed, on the animation clock (`timestamp`).
    open internal(set) var timestamp: TimeInterval = 0
    /// The view the touch touched down in (`view`).
    open internal(set) var view: UIView?
    /// The gesture recognizers that receive the touch (`gestureRecognizers`).
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// What made the touch (`type`): a finger.
    open var type: TouchType { .direct }
    /// The force (`force`): 0, no force is reported.
    open var force: CGFloat { 0 }
    /// The largest force (`maximumPossibleForce`): 0.
    open var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch (`majorRadius`): 20 points, about a fingertip (a choice).
    open var majorRadius: CGFloat { 20 }
    /// The accuracy of ``majorRadius`` (`majorRadiusTolerance`).
    open var majorRadiusTolerance: CGFloat { 0 }

    /// The topmost view of the touched tree: locations are kept in its coordinates.
    var rootView: UIView?
    /// Where the finger is, in ``rootView``'s coordinates.
    var rootLocation: CGPoint = .zero
    /// Where the finger was at the touch's previous change.
    var previousRootLocation: CGPoint = .zero

    /// Where the touch is in `view`'s coordinates (`location(in:)`); nil is the topmost view
    /// of the tree (a window's coordinates).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let rootView else { return rootLocation }
        return view.convert(rootLocation, from: rootView)
    }

    /// Where the touch was at its previous change (`previousLocation(in:)`).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let rootView else { return previousRootLocation }
        return view.convert(previousRootLocation, from: rootView)
    }

    /// The precise location (`preciseLocation(in:)`): ``location(in:)``.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous location (`precisePreviousLocation(in:)`): ``previousLocation(in:)``.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
