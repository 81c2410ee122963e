/// The parts of Core Animation's `CALayer` that cells configure: transform, corner radius,
/// border, anchor point, opacity and z position, and a view's layer's `bounds` and
/// `position` (the view's bounds and centre).
///
/// Deliberate difference: a layer here is a record of values the renderer reads; it has no
/// sublayers and draws nothing itself. The renderer (`DisplayList(collectionView:…)`) draws
/// the background, corner radius, border and `masksToBounds`, and applies `transform` about
/// `anchorPoint` as Core Animation does: the anchor point sits at the view's `center`. A
/// view's `frame` is still computed about its centre.
open class CALayer: NSObject {
    /// The layer's 3D transform, applied about the anchor point (`transform`).
    open var transform: CATransform3D = .identity
    /// The radius of the rounded corners (`cornerRadius`); default 0.
    open var cornerRadius: CGFloat = 0
    /// The border's width (`borderWidth`); default 0.
    open var borderWidth: CGFloat = 0
    /// The border's colour (`borderColor`); default black, as Core Animation's.
    open var borderColor: CGColor? = UIColor.black
    /// The point transforms apply about, in unit coordinates (`anchorPoint`); default
    /// (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's opacity (`opacity`); default 1.
    open var opacity: Float = 1
    /// The layer's position on the z axis (`zPosition`); UIKit sets a cell's to its zIndex.
    open var zPosition: CGFloat = 0
    /// Whether sublayers are clipped to the rounded bounds (`masksToBounds`).
    open var masksToBounds = false
    /// The layer's background colour (`backgroundColor`).
    open var backgroundColor: CGColor?

    /// The view whose layer this is (Core Animation's `delegate` for a view's layer).
    weak var view: UIView?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero

    /// The layer's bounds (`bounds`). A view's layer shares the view's bounds, as in
    /// Core Animation: reading gives the view's, setting sets the view's.
    open var bounds: CGRect {
        get { view?.bounds ?? storedBounds }
        set { if let view { view.bounds = newValue } else { storedBounds = newValue } }
    }

    /// Where the anchor point sits in the superlayer (`position`). A view's layer's
    /// position is the view's `center`, as in UIKit.
    open var position: CGPoint {
        get { view?.center ?? storedPosition }
        set { if let view { view.center = newValue } else { storedPosition = newValue } }
    }

    /// A layer with Core Animation's defaults.
    public override init() { super.init() }
}
