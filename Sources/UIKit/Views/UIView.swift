import CollectionRendering

/// The parts of UIKit's `UIView` that layout code and cells touch: geometry, transform, alpha, visibility, background colour, layer, safe
/// area, layout margins, traits and the reading direction.
///
/// A view's geometry is its layer's, as in UIKit: ``frame``, ``bounds``, ``center``, ``transform``, ``alpha`` and ``isHidden`` read and
/// write ``layer`` (`bounds`, `position`, `transform`, `opacity`, `isHidden`), and a subview's layer is a sublayer of its superview's. The
/// renderer draws the layer tree; a ``UILabel`` among it draws its text, a ``UIImageView`` its image. Auto Layout places the subviews that
/// do not translate their autoresizing masks in each layout pass (AutoLayout/). A view inherits its traits (``traitCollection``) from its
/// superview and a cell from its collection view, but not its safe area. The environment a view would get from its window — safe area and
/// display scale — is set on the view: ``simulatedSafeAreaInsets`` and UIKit's own `traitOverrides.displayScale`.
open class UIView: UIResponder, CALayerDelegate, @preconcurrency NSCoding {
    /// A view with a frame (`init(frame:)`), UIKit's designated initializer.
    public init(frame: CGRect) {
        (layer, layerClassMismatch) = CALayer.makeLayer(ofClass: Self.layerClass)
        super.init()
        finishInitialization(frame: frame)
    }
    /// A view from an archive (`init?(coder:)`): made as `init(frame:)` makes it, then given what ``encode(with:)`` wrote
    /// (Archiving/UIView+Archiving.swift); a coder without those keys gives a view with a zero frame.
    public required init?(coder: NSCoder) {
        (layer, layerClassMismatch) = CALayer.makeLayer(ofClass: Self.layerClass)
        super.init()
        finishInitialization(frame: nil)
        restoreState(from: coder)
    }
    /// Writes the view to an archive (`encode(with:)`, `NSCoding`): its geometry, appearance, layout settings and subviews.
    open func encode(with coder: NSCoder) { archiveState(to: coder) }
    /// The subviews the view's class made for itself when it was made (``assembleParts()``).
    var assembledParts: [UIView] = []
    /// Builds the parts a view of this class is made of (a control's subviews, a cell's content view) at the end of both designated
    /// initializers, so UIKit's own subclasses inherit `init(frame:)` and `init?(coder:)` instead of repeating them. Nothing for a view.
    func assembleParts() {}
    /// Whether a new view of this class takes part in user interaction: true; false for labels and image views, as in UIKit.
    class var isInteractiveByDefault: Bool { true }
    /// A view with a zero frame (`init()`). Not required, as in UIKit: a subclass with an initializer of its own (`init(title:)`) needs no
    /// `init()`. Reusable views make it required (``UICollectionReusableView/init()``).
    public convenience override init() { self.init(frame: .zero) }
    // MARK: Layer
    /// The class of the view's layer (`layerClass`); default `CALayer`. Override it to back the view with another layer class.
    ///
    /// Deliberate difference: Core Animation's own layer classes are made exactly; a layer subclass declared elsewhere is made as the
    /// nearest Core Animation class above it (Swift on Linux cannot make an instance from a metatype without a `required` initializer), and
    /// ``layerClassMismatch`` names the class asked for.
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's layer (`layer`): an instance of ``layerClass``, whose delegate is the view.
    public let layer: CALayer
    /// The ``layerClass`` this view asked for when its layer could not be made of exactly that class (see ``layerClass``); nil when it was.
    /// Linux only.
    public let layerClassMismatch: AnyClass?
    /// Lays out the subviews when the layer lays out its sublayers (`CALayerDelegate`), as UIKit does: the owning controller's
    /// `viewWillLayoutSubviews()`, the frames Auto Layout solved, ``layoutSubviews()``, then `viewDidLayoutSubviews()`
    /// (UIView+LayoutPasses.swift).
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layOutSublayers() }
    }
    /// What the view draws into its layer's content besides the layer's own properties (UIView+RenderedContent.swift): nothing for a plain
    /// view; a label its text, an image view its image.
    func drawOwnContent(into content: inout ElementContent) {}
    /// The corner configuration set on the view (Corners/UIView+CornerConfiguration.swift); nil until one is.
    var storedCornerConfiguration: UICornerConfiguration?
    // MARK: Drawing (Drawing/UIView+Drawing.swift)
    /// Draws the view's content in `rect`, its bounds, into the current context (`draw(_:)`); by default nothing. Override it to draw: it
    /// runs when the view is first drawn and after ``setNeedsDisplay()``, and what it draws is kept as the layer's contents.
    open func draw(_ rect: CGRect) {}
    /// Marks the view to draw again before it is next shown (`setNeedsDisplay()`).
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks the view to draw again; the whole view redraws (`setNeedsDisplay(_:)`).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    /// Draws the layer's contents through ``draw(_:)`` with `ctx` current (`CALayerDelegate.draw(_:in:)`).
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawOwnLayer(layer, in: ctx) }
    // MARK: Geometry
    /// The frame in the superview's coordinates: the layer's (`frame`), the bounds' size placed by ``center`` and the layer's
    /// `anchorPoint`; with a non-identity transform, the bounding box of the transformed bounds. Setting it sets the centre and size
    /// (under a transform that only scales, the size the scale makes the frame's, as UIKit: a zoomed view's frame set anew keeps its zoom).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let anchor = layer.anchorPoint
            center = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            bounds.size = layer.untransformedSize(of: newValue.size)
        }
    }
    /// The bounds (`bounds`), the layer's: origin is the view's own scroll position. A change of size resizes the subviews by their
    /// ``autoresizingMask`` (UIView+Autoresizing.swift).
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds
            layer.bounds = newValue
            autoresizeSubviews(oldSize: old.size)
            if newValue != old { geometryDidChange() }
        }
    }
    /// The centre in the superview's coordinates (`center`): the layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { assignIfChanged(newValue, to: \.position, of: layer, then: positionDidChange) }
    }
    /// The view's affine transform (`transform`): the affine part of its layer's.
    open var transform: CGAffineTransform {
        get { layer.transform.affine }
        set { layer.transform = CATransform3D(newValue); observableValueDidChange() }
    }
    /// The view's 3D transform (`transform3D`, iOS 13): its layer's transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// The shape UIKit Dynamics collides the view as (`collisionBoundsType`, iOS 9): its bounds rectangle (Dynamics/UIDynamicItem.swift).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The path of ``UIDynamicItemCollisionBoundsType/path`` collision bounds (`collisionBoundingPath`, iOS 9): the bounds rectangle.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
    // MARK: Appearance
    /// Group opacity, 0…1 (`alpha`): the layer's `opacity`.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue); observableValueDidChange() }
    }
    /// Whether the view is hidden (`isHidden`): the layer's.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { assignIfChanged(newValue, to: \.isHidden, of: layer, then: visibilityDidChange) }
    }
    /// The background colour (`backgroundColor`); nil draws nothing. Setting it sets the layer's `backgroundColor`, as UIKit does.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.resolvedColor(with: traitCollection).cgColor; observableValueDidChange() }
    }
    /// The tint colour (`tintColor`): set here (nil inherits), else the `traitParent`'s, else `UIColor.tintColor`; see UIView+Tint.swift.
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? Self.dimmedTint(undimmedTintColor) : undimmedTintColor }
        set { changingTint { explicitTintColor = newValue } }
    }
    /// How the tint is adjusted (`tintAdjustmentMode`, iOS 7): the first mode set other than `.automatic` from here up, else `.normal`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { inheritedTintAdjustmentMode }
        set { adjustTint(newValue) }
    }
    var explicitTintColor: UIColor?, explicitTintAdjustment = TintAdjustmentMode.automatic // set here; nil, `.automatic` inherit
    /// Told that ``tintColor`` changed (`tintColorDidChange()`), here or up the superview chain.
    open func tintColorDidChange() {}
    /// A view whose alpha masks this one's content (`mask`): its layer becomes this view's layer's mask; it is in no hierarchy.
    open var mask: UIView? { didSet { layer.mask = mask?.layer } }
    /// Whether the view says it is opaque (`isOpaque`); default true, as UIKit's. Kept: drawing does not rely on it.
    open var isOpaque = true
    /// Whether content is clipped to the bounds (`clipsToBounds`): the layer's `masksToBounds`, as in UIKit.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How the view's content fills its bounds (`contentMode`); default `.scaleToFill`. A ``UIImageView`` draws its image by it
    /// (UIView+ContentMode.swift).
    open var contentMode = ContentMode.scaleToFill
    /// A tag (`tag`).
    open var tag = 0
    /// The name state restoration saves the view under (`restorationIdentifier`); nil. Kept: nothing saves or restores state here.
    open var restorationIdentifier: String?
    /// Whether the view takes part in user interaction (`isUserInteractionEnabled`).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// The first view with `tag` among this view and its subviews, depth first (`viewWithTag(_:)`); nil when none.
    open func viewWithTag(_ tag: Int) -> UIView? { firstView(withTag: tag) }
    // MARK: Environment

    /// The safe area a window would give this view when it is not in a window (`safeAreaInsets` reads it then). Linux only: tests that host
    /// no window set it.
    @exclusivity(unchecked) public var simulatedSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if simulatedSafeAreaInsets != oldValue { safeAreaMayHaveChanged(); insetsDidChange() } }
    }
    /// The safe area insets (`safeAreaInsets`), as UIKit computes them (UIView+SafeArea.swift): in a ``UIWindow``, the part of the window's
    /// safe area the view overlaps (plus a root view's `additionalSafeAreaInsets`); outside a window, ``simulatedSafeAreaInsets`` and at
    /// least the part of the superview's safe area the view covers.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Told that ``safeAreaInsets`` changed (`safeAreaInsetsDidChange()`).
    open func safeAreaInsetsDidChange() {}
    /// The layout margins as they apply (`layoutMargins`): 8 on every edge by default (a view controller's root view: its system minimum),
    /// plus the safe area, at least the superview's where preserved (UIView+LayoutMargins.swift). Setting it sets the margins asked for.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { requestLayoutMargins(newValue) }
    }
    /// The layout margins by reading direction (`directionalLayoutMargins`).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
    }
    /// Told that ``layoutMargins`` changed (`layoutMarginsDidChange()`).
    open func layoutMarginsDidChange() {}
    /// Trait values replacing the inherited ones for the view and the views below it (`traitOverrides`, iOS 17).
    @exclusivity(unchecked) open var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { traitsMayHaveChanged() } }
    }
    /// The view's traits (`traitCollection`): what it inherits (UIView+Traits.swift) with its overrides and content size limits applied.
    open var traitCollection: UITraitCollection { resolvedTraits() }
    /// The smallest content size category the view and those below it take (`minimumContentSizeCategory`, iOS 15; §26.10).
    open var minimumContentSizeCategory: UIContentSizeCategory? { didSet { limitDidChange(oldValue, minimumContentSizeCategory) } }
    /// The largest content size category the view and those below it take (`maximumContentSizeCategory`, iOS 15; §26.10).
    open var maximumContentSizeCategory: UIContentSizeCategory? { didSet { limitDidChange(oldValue, maximumContentSizeCategory) } }
    /// The view and its superviews with their content size categories and limits (`appliedContentSizeCategoryLimitsDescription`).
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeLimitsDescription }
    /// Told first when the traits change, before ``traitCollectionDidChange(_:)``: the module's own views update here.
    func traitsDidChange() {}
    /// How the view's content reads in either direction (`semanticContentAttribute`).
    @exclusivity(unchecked) open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet { if semanticContentAttribute != oldValue { traitsMayHaveChanged() } }
    }
    /// The reading direction in effect (`effectiveUserInterfaceLayoutDirection`): ``traitCollection``'s, as
    /// ``semanticContentAttribute`` takes it (playback and spatial content read left to right; UISemanticContentAttribute.swift).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { semanticLayoutDirection }
    // MARK: Hierarchy

    /// The superview; UIView+Hierarchy.swift sets it, the superview's `deinit` clears it (UIView+Lifetime.swift).
    unowned(unsafe) var storedSuperview: UIView?
    /// The subviews, back to front; UIView+Hierarchy.swift reorders them.
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    /// The view this one is a subview of (`superview`), or nil.
    open var superview: UIView? { storedSuperview }
    /// The subviews, back to front (`subviews`).
    open var subviews: [UIView] { storedSubviews }
    /// Adds `view` in front of the other subviews (`addSubview(_:)`), first removing it from its superview (this one too: adding a subview
    /// again brings it to the front). Adding the view itself or one of its superviews does nothing (UIKit raises an exception for the view
    /// itself).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }
    /// Inserts `view` among the subviews at `index` (`insertSubview(_:at:)`), 0 the back, first removing it from its superview; an index
    /// outside `0...subviews.count` is clamped to it. Inserting the view itself or one of its superviews does nothing.
    open func insertSubview(_ view: UIView, at index: Int) { adoptSubview(view, at: index) }
    /// Removes the view from its superview (`removeFromSuperview()`); nothing without one.
    open func removeFromSuperview() { leaveSuperview() }
    /// Told before the view moves to `newSuperview`, nil when it is removed (`willMove(toSuperview:)`; UIView+Hierarchy.swift).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Told after the view moved to another superview or was removed (`didMoveToSuperview()`).
    open func didMoveToSuperview() {}
    /// Told, for the view and each view below it, that its window becomes `newWindow` (`willMove(toWindow:)`).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Told, for the view and each view below it, that its window changed (`didMoveToWindow()`).
    open func didMoveToWindow() {}
    /// Told after `subview` was added to the subviews (`didAddSubview(_:)`).
    open func didAddSubview(_ subview: UIView) {}
    /// Told before `subview` leaves the subviews (`willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: UIView) {}
    // MARK: Layout (AutoLayout/, UIView+LayoutPasses.swift, UIView+Fitting.swift)

    /// How the view is resized when its superview's bounds change size (`autoresizingMask`); default none: the view keeps its frame
    /// (UIView+Autoresizing.swift).
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue, autoLayoutState != nil { constraintsDidChange() } }
    }
    /// Whether a change of size resizes the subviews by their masks (`autoresizesSubviews`); true.
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// Lays out subviews (`layoutSubviews()`): by default puts the subviews Auto Layout places at the frames it solved. Override it to
    /// place subviews yourself.
    open func layoutSubviews() { applyEngineFramesToChildren() }
    /// Lays out now what needs it (`layoutIfNeeded()`): constraints, then views from the top down.
    open func layoutIfNeeded() { UITraitCollection.withCurrent(traitCollection) { runLayoutPass() } }
    /// The view controller whose root view this is (set by its `view`); its insets add to the safe area (UIView+SafeArea.swift).
    weak var owningViewController: UIViewController? { didSet { if owningViewController != nil { markSafeAreaInTree() } } }
    /// Marks the view for layout in the next pass (`setNeedsLayout()`).
    open func setNeedsLayout() { markNeedsLayout() }
    /// The size that fits `size` (`sizeThatFits(_:)`); default the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its size, keeping its origin (`sizeToFit()`); a bad answer changes nothing.
    open func sizeToFit() { resizeToFittingSize() }
    /// The size the content needs (`intrinsicContentSize`); default none on either axis (``UIView/noIntrinsicMetric``).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Whether the intrinsic size depends on the width Auto Layout gives the view, which measures it again at each new width (UIKit's
    /// two-pass intrinsic size: a multi-line label, a text view that does not scroll); false.
    var wrapsAtLayoutWidth: Bool { false }
    /// The insets from the frame to the rectangle Auto Layout aligns (`alignmentRectInsets`); zero (UIView+AlignmentRect.swift).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of `frame` (`alignmentRect(forFrame:)`): `frame` inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame whose alignment rectangle is `alignmentRect` (`frame(forAlignmentRect:)`): outset by ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.outset(by: alignmentRectInsets) }
    /// Tells the view its intrinsic size changed (`invalidateIntrinsicContentSize()`): Auto Layout measures it again, and a cell (or its
    /// content view) sizes itself again in the next pass unless `selfSizingInvalidation` is `.disabled`
    /// (UICollectionView+SelfSizingInvalidation.swift).
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
        ((self as? UICollectionViewCell) ?? contentViewOwner)?.invalidateSelfSizing()
    }
    /// The size the constraints of the view's subtree give it, each axis held to `targetSize` at the priority given
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority) }
    /// The size fitting `targetSize`, both axes at `fittingSizeLevel` (`systemLayoutSizeFitting(_:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// Whether the frame and autoresizing mask take part in Auto Layout as required constraints
    /// (`translatesAutoresizingMaskIntoConstraints`): true for a view made in code.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { translationDidChange() } }
    }
    /// Whether the superview's margins apply where the view reaches into them (`preservesSuperviewLayoutMargins`).
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { insetsDidChange() } }
    }
    /// Whether the margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`).
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { insetsDidChange() } }
    }
    /// Whether the view needs constraints to lay out (`requiresConstraintBasedLayout`): false.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Updates the view's constraints (`updateConstraints()`), bottom-up; call super last, as UIKit requires.
    open func updateConstraints() { needsUpdateConstraintsFlag = false }
    /// Runs `updateConstraints()` where asked in the subtree, bottom-up (`updateConstraintsIfNeeded()`).
    open func updateConstraintsIfNeeded() { updateConstraintsInSubtree() }
    /// Asks for `updateConstraints()` in the next pass (`setNeedsUpdateConstraints()`).
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Whether the view asked for `updateConstraints()` (`needsUpdateConstraints()`).
    open func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }
    /// Resistance to growing past the intrinsic size on `axis` (`contentHuggingPriority(for:)`); 250 unless set.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriority(\.hugging, axis, .defaultLow)
    }
    /// Sets the content hugging on `axis` (`setContentHuggingPriority(_:for:)`).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(\.hugging, axis, priority)
    }
    /// Resistance to shrinking below the intrinsic size on `axis` (`contentCompressionResistancePriority(for:)`); 750 unless set.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriority(\.compressionResistance, axis, .defaultHigh)
    }
    /// Sets the compression resistance on `axis` (`setContentCompressionResistancePriority(_:for:)`).
    open func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(\.compressionResistance, axis, p)
    }
    /// The view whose first baseline is this view's (`forFirstBaselineLayout`): ``forLastBaselineLayout``'s, as Apple documents.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline is this view's (`forLastBaselineLayout`): ``forBaselineLayout()``'s (docs/REFERENCE.md §21.7).
    open var forLastBaselineLayout: UIView { forBaselineLayout() }
    /// The view whose baseline is this view's (`forBaselineLayout()`, deprecated since iOS 9): the view itself.
    @available(iOS, introduced: 6.0, deprecated: 9.0) open func forBaselineLayout() -> UIView { self }
    /// The margins set on the view; nil: the default (UIView+LayoutMargins.swift).
    @exclusivity(unchecked) var storedLayoutMargins: UIEdgeInsets?
    /// The view's Auto Layout state, made when it first takes part.
    @exclusivity(unchecked) var autoLayoutState: AutoLayoutState?
    /// Layout-pass flags (UIView+LayoutPasses.swift); whether the subtree uses Auto Layout. Read for every view in each pass, these and the
    /// others marked so skip the exclusivity check (~150 instructions a read): no access overlaps another (each is read or written whole).
    @exclusivity(unchecked) var needsLayoutFlag = true, descendantNeedsLayout = false, isLayingOut = false, subtreeUsesAutoLayout = false
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true, descendantNeedsUpdateConstraints = false
    // MARK: Traits (UIView+Traits.swift)
    /// The interface style of the view and the views below it (`overrideUserInterfaceStyle`); `.unspecified` inherits it.
    @exclusivity(unchecked) open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsMayHaveChanged() } }
    }
    /// Told that ``traitCollection`` changed (`traitCollectionDidChange(_:)`), `UITraitCollection.current` set. Call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The window at the top of the view's hierarchy (`window`): a cell's once its collection view shows it; nil outside one.
    open var window: UIWindow? { enclosingWindow }
    /// The traits and safe area last reported, and the trait-change registrations.
    @exclusivity(unchecked) var traitChanges = TraitChangeState()
    // MARK: Events, gestures and animations (Events/, Gestures/, Animations/, UIView+HitTesting.swift, UIView+Coordinates.swift)
    /// The gesture recognizers attached, in the order added (`gestureRecognizers`); nil when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The touches in flight in the tree this view is the top of (scripted touches).
    var touchArena: TouchArena?
    /// Attaches a gesture recognizer (`addGestureRecognizer(_:)`), taking it from its old view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }
    /// Detaches a gesture recognizer (`removeGestureRecognizer(_:)`).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }
    /// Whether a recognizer of this view or above may begin (`gestureRecognizerShouldBegin(_:)`); true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether a touch here keeps touches off other views while it lasts (`isExclusiveTouch`).
    open var isExclusiveTouch = false
    /// Whether the view gets more than its first touch at a time (`isMultipleTouchEnabled`).
    open var isMultipleTouchEnabled = false
    /// The views inside this one a touch can land in, back to front: the subviews (a collection view's: its cells first).
    var touchableSubviews: [UIView] { subviews }
    /// The deepest view at `point` that takes touches (`hitTest(_:with:)`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` is in the bounds, min edges in, max out (`point(inside:with:)`).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { boundsContain(point) }
    /// `point` from this view's space into `view`'s, nil the top of the tree (`convert(_:to:)`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, toView: view) }
    /// `point` from `view`'s space, nil the top of the tree, into this view's (`convert(_:from:)`).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, fromView: view) }
    /// `rect` into `view`'s space: the bounding box of its corners (`convert(_:to:)`).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, toView: view) }
    /// `rect` from `view`'s space: the bounding box of its corners (`convert(_:from:)`).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, fromView: view) }
    /// The next responder (`next`): the view controller whose root view this is, else the superview (a cell's: its collection view).
    open override var next: UIResponder? { owningViewController ?? traitParent }
    /// Makes the first responder among this view and its subviews resign (`endEditing(_:)`); with `force` its delegate is not asked.
    /// Returns whether none is first responder any more (UIView+EndEditing.swift, docs/REFERENCE.md §25.14).
    @discardableResult open func endEditing(_ force: Bool) -> Bool { endEditingInSubtree(force: force) }
    /// The action of a layer property's change (`action(for:forKey:)`): an animation in a block.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { layerAction(for: layer, forKey: event) }
    // MARK: Lifetime (UIView+Lifetime.swift)
    /// The reference constraints, anchors and guides hold to the view; made on first use.
    var storedItemReference: LayoutItemReference?
    deinit { clearReferencesToSelf() }
}
