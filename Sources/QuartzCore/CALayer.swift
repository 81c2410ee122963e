import CollectionAnimation
import CollectionLayout
import CollectionRendering

/// Core Animation's `CALayer`: a node of the layer tree with its geometry and appearance.
///
/// The geometry is Core Animation's: ``bounds`` in the layer's own coordinates, the point ``anchorPoint`` × size of them placed at
/// ``position`` in the superlayer, ``transform`` applied about that point, and ``frame`` the bounding box of the result. A view's geometry
/// is its layer's, as in UIKit: `UIView.frame`, `bounds`, `center`, `transform`, `alpha` and `isHidden` read and write the layer's.
///
/// The renderer draws the tree as Core Animation composites it (docs/REFERENCE.md §22): the shadow, the background colour rounded by
/// ``cornerRadius``, the contents, the sublayers in ``zPosition`` order (clipped to the rounded bounds with ``masksToBounds``), the border
/// inside the bounds on top, all masked by ``mask``. Deliberate difference: nothing is drawn on a run loop; the tree is drawn when a
/// snapshot or export asks for it.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry
    // The geometry, the delegate, the tree and the flags below, read for every view in each layout pass, fitting and frame change, skip the
    // runtime's exclusivity check (`@exclusivity(unchecked)`, ~150 instructions an access): no access to one can overlap another (each is
    // read or written whole; an observer runs after the store; the sublayers are edited in place without calling out).
    /// The layer's own coordinate space (`bounds`): origin is where its content starts, size its size.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            if bounds.size != oldValue.size, !isViewLayer { layoutPending = true }
            didChangeAnimatableValue("bounds", from: .rect(oldValue))
        }
    }
    /// Where the anchor point sits in the superlayer (`position`).
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet { didChangeAnimatableValue("position", from: .point(oldValue)) }
    }
    /// The point transforms apply about and ``position`` places, in unit coordinates of the bounds (`anchorPoint`); default (0.5, 0.5).
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { didChangeAnimatableValue("anchorPoint", from: .point(oldValue)) }
    }
    /// The layer's 3D transform, applied about the anchor point (`transform`).
    @exclusivity(unchecked) open var transform: CATransform3D = .identity {
        didSet {
            hasIdentityTransform = transform.isIdentity
            didChangeAnimatableValue("transform", from: .transform(oldValue))
        }
    }
    /// The layer's position on the z axis (`zPosition`); UIKit sets a cell's to its zIndex.
    open var zPosition: CGFloat = 0 {
        didSet { didChangeAnimatableValue("zPosition", from: .number(Double(oldValue))) }
    }
    /// The layer's rectangle in the superlayer (`frame`): the bounds' size placed by ``position`` and ``anchorPoint``; with a non-identity
    /// ``transform``, the bounding box of the transformed rectangle. Setting it sets ``position`` and the bounds' size (the transform is
    /// kept): under a transform that only scales, the size that the scale makes the frame's, as Core Animation's; under any other, the
    /// frame's size (Core Animation's result is then undefined).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let origin = CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
            let untransformed = CGRect(origin: origin, size: size)
            guard !hasIdentityTransform else { return untransformed }
            let corners = [
                CGPoint(x: untransformed.minX, y: untransformed.minY), CGPoint(x: untransformed.maxX, y: untransformed.minY),
                CGPoint(x: untransformed.maxX, y: untransformed.maxY), CGPoint(x: untransformed.minX, y: untransformed.maxY),
            ]
            let projected = corners.map { corner -> CGPoint in
                let relative = CGPoint(x: corner.x - position.x, y: corner.y - position.y)
                let moved = transform.project(relative) ?? relative
                return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
            }
            return CGRect.boundingBox(of: projected)
        }
        set {
            bounds.size = untransformedSize(of: newValue.size)
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    // MARK: Appearance
    /// The radius of the rounded corners (`cornerRadius`); default 0.
    open var cornerRadius: CGFloat = 0 {
        didSet { didChangeAnimatableValue("cornerRadius", from: .number(Double(oldValue))) }
    }
    /// The border's width, drawn inside the bounds (`borderWidth`); default 0.
    open var borderWidth: CGFloat = 0 {
        didSet { didChangeAnimatableValue("borderWidth", from: .number(Double(oldValue))) }
    }
    /// The border's colour (`borderColor`); default opaque black, as Core Animation's.
    open var borderColor: CGColor? = .black {
        didSet { didChangeAnimatableValue("borderColor", from: .color(oldValue)) }
    }
    /// The layer's background colour (`backgroundColor`); nil draws none.
    open var backgroundColor: CGColor? {
        didSet { didChangeAnimatableValue("backgroundColor", from: .color(oldValue)) }
    }
    /// The layer's opacity, 0…1 (`opacity`); default 1. A view's `alpha`.
    open var opacity: Float = 1 {
        didSet { didChangeAnimatableValue("opacity", from: .number(Double(oldValue))) }
    }
    /// Whether the layer and its sublayers are drawn (`isHidden`). A view's `isHidden`.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { didChangeAnimatableValue("hidden", from: .flag(oldValue)) }
    }
    /// Whether sublayers are clipped to the rounded bounds (`masksToBounds`).
    open var masksToBounds = false
    /// The layer's name (`name`), for finding it again.
    open var name: String?
    /// The layer's delegate (`delegate`, weak): a view for its own layer, held without `weak` (CALayer+Lifetime.swift).
    open var delegate: (any CALayerDelegate)? {
        get { delegateReference.delegate }
        set { delegateReference = .init(newValue) }
    }
    @exclusivity(unchecked) var delegateReference = LayerDelegateReference()
    // MARK: The tree
    /// The layer this one is a sublayer of (`superlayer`), or nil; cleared by its `deinit`.
    @exclusivity(unchecked) open internal(set) unowned(unsafe) var superlayer: CALayer?
    deinit { clearSuperlayerOfSublayers() }
    @exclusivity(unchecked) private var storedSublayers: [CALayer] = []
    /// The sublayers, back to front (`sublayers`); nil when there are none, as in Core Animation. Setting it replaces them (each new one
    /// first leaves its old superlayer).
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayer = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    /// Adds `layer` in front of the other sublayers (`addSublayer(_:)`), first removing it from its superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
    }
    /// Inserts `layer` among the sublayers at `index` (`insertSublayer(_:at:)`), 0 the back, first removing it from its superlayer; an
    /// index past the end appends. Inserting the layer itself or one of its superlayers does nothing (Core Animation's result is a cycle).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer { return }
            ancestor = current.superlayer
        }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.superlayer = self
        if !isViewLayer { layoutPending = true }
    }
    /// Inserts `layer` just behind `sibling` (`insertSublayer(_:below:)`); at the back when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        // Out first: its place must not count when it is already a sublayer.
        if layer.superlayer === self { layer.removeFromSuperlayer() }
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }
    /// Inserts `layer` just in front of `sibling` (`insertSublayer(_:above:)`); in front of all when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        if layer.superlayer === self { layer.removeFromSuperlayer() }
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(clamping: index))
    }
    /// Puts `newLayer` where `oldLayer` is among the sublayers (`replaceSublayer(_:with:)`); nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }), oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }
    /// Removes the layer from its superlayer (`removeFromSuperlayer()`), or from the layer it masks; nothing without one.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        if superlayer.mask === self {
            superlayer.mask = nil
            return
        }
        superlayer.storedSublayers.removeAll { $0 === self }
        if !superlayer.isViewLayer { superlayer.layoutPending = true }
        self.superlayer = nil
    }

    // MARK: Layout and hit testing (CALayer+Geometry.swift)
    /// Lays out the sublayers (`layoutSublayers()`): asks the ``delegate``.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
    /// Marks the layer to lay out (`setNeedsLayout()`): a view's layer marks its view; another layer lays out in its next
    /// ``layoutIfNeeded()`` or before it is drawn. A change of the bounds' size and a sublayer added or removed mark it too.
    open func setNeedsLayout() { if let layoutOwner { layoutOwner.setNeedsLayoutForLayer() } else { layoutPending = true } }
    /// Whether the layer is marked to lay out (`needsLayout()`).
    open func needsLayout() -> Bool { layoutOwner?.layerNeedsLayout ?? layoutPending }
    /// Lays out the layer if it is marked to, then its sublayers that are (`layoutIfNeeded()`); a view's layer lays out
    /// with its view.
    open func layoutIfNeeded() { if let layoutOwner { layoutOwner.layoutLayerIfNeeded() } else { layOutMarkedLayers() } }
    /// Whether layout is pending for a layer without a view.
    @exclusivity(unchecked) var layoutPending = false
    /// Whether `p`, in the layer's coordinates, is inside its bounds (`contains(_:)`).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The farthest descendant (or the layer itself) containing `p`, in the superlayer's coordinates (`hitTest(_:)`).
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }
    /// The layer's preferred size in its superlayer's coordinates (`preferredFrameSize()`): its frame's size.
    open func preferredFrameSize() -> CGSize { frame.size }
    /// `p` from `l`'s coordinates (nil: the top of the tree) into this layer's (`convert(_:from:)`).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertedPoint(p, from: l) }
    /// `p` from this layer's coordinates into `l`'s (nil: the top of the tree) (`convert(_:to:)`).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { (l ?? topLayer).convertedPoint(p, from: self) }
    /// `r` from `l`'s coordinates into this layer's: the bounding box of its corners (`convert(_:from:)`).
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertedRect(r, from: l) }
    /// `r` from this layer's coordinates into `l`'s: the bounding box of its corners (`convert(_:to:)`).
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { (l ?? topLayer).convertedRect(r, from: self) }

    // MARK: Creation
    /// A new layer of this class, for a view whose `layerClass` names it. Core Animation's subclasses override it; a class that inherits it
    /// from a superclass gets an instance of that superclass (see ``CALayer/makeLayer(ofClass:)``, CALayer+Creation.swift).
    package class func makeInstance() -> CALayer { CALayer() }
    /// A layer with Core Animation's defaults (`init()`).
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation makes presentation layers (`init(layer:)`); the copy has no superlayer, sublayers
    /// or delegate.
    public init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        bounds = layer.bounds; position = layer.position; anchorPoint = layer.anchorPoint
        transform = layer.transform; hasIdentityTransform = layer.hasIdentityTransform; zPosition = layer.zPosition
        cornerRadius = layer.cornerRadius; borderWidth = layer.borderWidth; borderColor = layer.borderColor
        backgroundColor = layer.backgroundColor; opacity = layer.opacity; isHidden = layer.isHidden
        masksToBounds = layer.masksToBounds; name = layer.name
        maskedCorners = layer.maskedCorners; cornerCurve = layer.cornerCurve
        shadowColor = layer.shadowColor; shadowOpacity = layer.shadowOpacity; shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius; sublayerTransform = layer.sublayerTransform; isDoubleSided = layer.isDoubleSided
        shadowPath = layer.shadowPath; contents = layer.contents; contentsGravity = layer.contentsGravity
        contentsScale = layer.contentsScale; shouldRasterize = layer.shouldRasterize; rasterizationScale = layer.rasterizationScale
    }
    /// Layers are not decoded here: a layer from a coder has Core Animation's defaults (`init(coder:)`).
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Drawing and compositing (drawn by Rendering/CALayer+RenderTree.swift)
    /// Which corners ``cornerRadius`` rounds (`maskedCorners`, iOS 11); default all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (`cornerCurve`, iOS 13); default circular.
    open var cornerCurve = CALayerCornerCurve.circular
    /// The shadow's colour (`shadowColor`); default opaque black.
    open var shadowColor: CGColor? = .black {
        didSet { didChangeAnimatableValue("shadowColor", from: .color(oldValue)) }
    }
    /// The shadow's opacity, 0…1 (`shadowOpacity`); default 0: no shadow.
    open var shadowOpacity: Float = 0 {
        didSet { didChangeAnimatableValue("shadowOpacity", from: .number(Double(oldValue))) }
    }
    /// The shadow's offset (`shadowOffset`); default (0, −3), as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { didChangeAnimatableValue("shadowOffset", from: .size(oldValue)) }
    }
    /// The shadow's blur radius (`shadowRadius`); default 3.
    open var shadowRadius: CGFloat = 3 {
        didSet { didChangeAnimatableValue("shadowRadius", from: .number(Double(oldValue))) }
    }
    /// The outline that casts the shadow instead of the layer's alpha (`shadowPath`, non-zero rule, copied on assignment); default nil.
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set { storedShadowPath = newValue?.copiedForAssignment }
    }
    /// The shadow path as last set, copied when it was mutable.
    private var storedShadowPath: CGPath? {
        didSet { didChangeAnimatableValue("shadowPath", from: .path(oldValue)) }
    }
    /// A transform applied to each sublayer, about this layer's anchor point (`sublayerTransform`); default identity.
    open var sublayerTransform: CATransform3D = .identity {
        didSet { didChangeAnimatableValue("sublayerTransform", from: .transform(oldValue)) }
    }
    /// Whether the layer shows when its back faces the viewer (`isDoubleSided`); default true.
    open var isDoubleSided = true
    /// The layer's contents (`contents`): a `CGImage` drawn in the bounds by ``contentsGravity``; anything else draws nothing. Default nil.
    open var contents: Any? { didSet { KeyValueObservers.objectDidChange(self) } }
    /// How ``contents`` fills the bounds (`contentsGravity`); default resize.
    open var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of ``contents`` when placed at its own size (`contentsScale`); default 1.
    open var contentsScale: CGFloat = 1
    /// A layer whose alpha masks this one and its sublayers, placed in this layer's coordinates (`mask`); its superlayer is this layer
    /// while it masks it.
    open var mask: CALayer? {
        didSet { adoptMask(replacing: oldValue) }
    }

    // MARK: Display (drawn by Rendering/CALayer+Display.swift)
    /// What the layer's `draw(in:)` drew the last time it displayed, in its local space.
    package var recordedDrawing: [DrawingOperation] = []
    /// Whether the layer displays before it is next drawn.
    var displayPending = false
    /// Whether a change of the bounds marks the layer for display (`needsDisplayOnBoundsChange`); kept.
    open var needsDisplayOnBoundsChange = false
    /// Whether `draw(in:)` may draw on another thread (`drawsAsynchronously`); kept, drawing is synchronous here.
    open var drawsAsynchronously = false
    /// Whether the layer's drawing is opaque (`isOpaque`); kept.
    open var isOpaque = false
    /// Draws the layer's contents into `ctx` (`draw(in:)`): asks the delegate. Subclasses override it; it runs when the layer displays
    /// (after `setNeedsDisplay()`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }
    /// Marks the layer to display before it is next drawn (`setNeedsDisplay()`).
    open func setNeedsDisplay() { displayPending = true }
    /// Marks the layer to display; the whole layer redraws (`setNeedsDisplay(_:)`).
    open func setNeedsDisplay(_ r: CGRect) { displayPending = true }
    /// Whether the layer is marked to display (`needsDisplay()`).
    open func needsDisplay() -> Bool { displayPending }
    /// Displays the layer if it is marked to (`displayIfNeeded()`).
    open func displayIfNeeded() { if displayPending { display() } }
    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinates, as the renderer composites them
    /// (`render(in:)`): displayed first if marked to.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }
    /// Displays the layer (`display()`): its delegate's `display(_:)`, which by default draws through ``draw(in:)``.
    open func display() {
        displayPending = false
        if let delegate {
            delegate.display(self)
        } else {
            drawContents()
        }
    }
    /// What the layer itself draws into its render-tree content besides the properties all layers share
    /// (Rendering/CALayer+RenderTree.swift): a shape layer its shape, a gradient layer its gradient. Core Animation's subclasses override
    /// it.
    func drawOwnContent(into content: inout ElementContent) {}

    // MARK: Animations (Animations/CALayer+Animations.swift)
    /// The animations on the layer, in the order they were added.
    var animationEntries: [LayerAnimation] = []
    /// The property whose change is looking for its action, with its old value.
    var changingValue: (key: String, value: AnimatedValue)?
    /// Values stored under names that are not properties (`setValue(_:forKey:)`).
    var storedValues: [String: Any] = [:]
    /// Whether ``transform`` is the identity, kept as it changes (hit testing asks it often).
    @exclusivity(unchecked) package private(set) var hasIdentityTransform = true
    /// The actions of property changes by key (`actions`), searched after the delegate's.
    open var actions: [String: any CAAction]?
    /// Adds a copy of `anim` under `key` (`add(_:forKey:)`); see `CALayer+Animations.swift`.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }
    /// The animation under `key` (`animation(forKey:)`).
    open func animation(forKey key: String) -> CAAnimation? { findAnimation(forKey: key) }
    /// Removes the animation under `key` (`removeAnimation(forKey:)`).
    open func removeAnimation(forKey key: String) { dropAnimation(forKey: key) }
    /// Removes every animation (`removeAllAnimations()`).
    open func removeAllAnimations() { dropAllAnimations() }
    /// The keys of the animations, in order (`animationKeys()`); nil when there are none.
    open func animationKeys() -> [String]? { keysOfAnimations }
    /// The layer as it shows now (`presentation()`): its model values with its animations sampled at the animation clock's time. Deliberate
    /// difference: never nil for a layer of Core Animation's classes (there is no render server to have drawn it first); nil for a subclass
    /// declared elsewhere, which Swift cannot make from its metatype.
    open func presentation() -> Self? { presentationCopy() as? Self }
    /// The model layer (`model()`): the layer itself.
    open func model() -> Self { self }
    /// The action a change of `event` runs (`action(forKey:)`): the delegate's `action(for:forKey:)`, then ``actions``, then
    /// ``defaultAction(forKey:)``.
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }
    /// The action of a property change when nothing else gives one (`defaultAction(forKey:)`): nil. Deliberate difference: Core Animation's
    /// implicit animations of layers without a view are not modelled (they change at once).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// Whether a change of `key` makes the layer draw again (`needsDisplay(forKey:)`): false. Override it to return true for a key whose
    /// changes, a property's or one set with `setValue(_:forKey:)`, call ``setNeedsDisplay()``. Deliberate difference: an animation of such
    /// a key does not draw the layer again at each frame.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The value a key has until one is set (`defaultValue(forKey:)`): nil. Override it to give a property set by key a default.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// A copy of `layer` for its presentation; Core Animation's subclasses that add properties override it with their own `init(layer:)`.
    package class func makePresentation(of layer: CALayer) -> CALayer { CALayer(layer: layer) }

    /// `time` in `layer`'s time (the clock's for nil) as this layer's (`convertTime(_:from:)`).
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { convertedTime(t, from: l) }
    /// `time` in this layer's time as `layer`'s (the clock's for nil) (`convertTime(_:to:)`).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let clock = clockTime(atLayerTime: t) ?? AnimationClock.current.time
        return l?.layerTime(atClockTime: clock) ?? clock
    }
    // MARK: CAMediaTiming: the layer's own time, which its animations and sublayers run in
    /// When the layer's time begins, in its superlayer's (`beginTime`).
    open var beginTime: CFTimeInterval = 0 {
        didSet { rescheduleAnimationEvents() }
    }
    /// How fast the layer's time runs (`speed`); 0 pauses its animations.
    open var speed: Float = 1 {
        didSet { rescheduleAnimationEvents() }
    }
    /// An offset into the layer's time (`timeOffset`).
    open var timeOffset: CFTimeInterval = 0 {
        didSet { rescheduleAnimationEvents() }
    }
    /// How far the sublayers' time runs behind the layer's: k × `instanceDelay` while a replicator draws its instance k, else 0.
    @exclusivity(unchecked) var sublayerTimeShift: CFTimeInterval = 0
    /// Stored only for a layer (`duration`).
    open var duration: CFTimeInterval = 0
    /// Stored only for a layer (`repeatCount`).
    open var repeatCount: Float = 0
    /// Stored only for a layer (`repeatDuration`).
    open var repeatDuration: CFTimeInterval = 0
    /// Stored only for a layer (`autoreverses`).
    open var autoreverses = false
    /// Stored only for a layer (`fillMode`).
    open var fillMode = CAMediaTimingFillMode.removed
    // MARK: Rasterization and cross-fades (Rendering/CALayer+Rasterization.swift, CALayer+ContentsFade.swift)
    /// Whether the layer and its sublayers are drawn through a bitmap (`shouldRasterize`); default false.
    open var shouldRasterize = false
    /// That bitmap's pixels per point (`rasterizationScale`); default 1, not the screen's scale.
    open var rasterizationScale: CGFloat = 1 { didSet { KeyValueObservers.objectDidChange(self) } }
    /// In a presentation, the image a `contents` animation fades from and how far it has come.
    package var contentsFade: (from: CGImage?, progress: Double)?
}
