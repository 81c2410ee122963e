/// UIKit's `UIResponder`: an object that handles touches, passing the ones it does not
/// handle to the ``next`` responder, as UIKit's default implementations do.
///
/// Touches come from scripted touch sequences (`UIView.simulateTouches(_:)`, Linux only),
/// hit-tested to the view under each finger: the view's gesture recognizers see them
/// first, then the view's `touchesBegan(_:with:)` and the rest, which go up the chain —
/// view, superview (or the view controller whose root view it is), … — until a responder
/// overrides them without calling `super`.
open class UIResponder: NSObject {
    /// A responder.
    public override init() { super.init() }

    /// The responder after this one in the chain (`next`); nil here, a view's superview or
    /// view controller for a view.
    open var next: UIResponder? { nil }

    /// Fingers touched down (`touchesBegan(_:with:)`); by default passed to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved (`touchesMoved(_:with:)`); by default passed to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted (`touchesEnded(_:with:)`); by default passed to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were taken away, by a gesture recognizer that recognized
    /// (`touchesCancelled(_:with:)`); by default passed to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Whether the responder can become first responder (`canBecomeFirstResponder`): false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder is first responder (`isFirstResponder`): false, as there is no
    /// keyboard focus here.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder (`becomeFirstResponder()`): false, as there is no
    /// keyboard focus here.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder (`resignFirstResponder()`): true.
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Prepares an object loaded from a nib or storyboard (`awakeFromNib()`); UIKit calls it
    /// once the whole archive is loaded and connected. Nothing is loaded from nibs here, so
    /// nothing calls it — a view, cell or view controller made in code never receives it, as
    /// in UIKit. An override calls `super.awakeFromNib()`, as UIKit requires.
    ///
    /// Deliberate difference: UIKit declares it on `NSObject`; Swift on Linux cannot override
    /// a method declared in an extension, so it is declared here and on
    /// ``UICollectionViewLayout``, the classes UIKit loads from nibs.
    open func awakeFromNib() {}
}
