import CollectionAnimation
import CollectionLayout

/// The parts of UIKit's `UIScrollView` layout code reads: content offset, size and
/// insets, the adjusted inset, deceleration rate and paging.
///
/// Every scroll view has its own ``panGestureRecognizer``, and touches through it scroll
/// every scroll view — a plain one, a subclass, a table view, a collection view — with
/// UIKit's scroll physics: the drag with the rubber band, the release, deceleration, paging
/// and bounce (docs/REFERENCE.md §10). ``UICollectionView`` also plays scripted flings and
/// drags (our testing extension, `simulateFling(velocity:fps:)`). `setContentOffset(_:animated:)`
/// animates. `adjustedContentInset` adds the safe area by `contentInsetAdjustmentBehavior`.
/// Deliberate difference: a plain `UIScrollView` has no `delegate` property here (Swift
/// cannot let ``UITableView`` and ``UICollectionView`` narrow its type as Objective-C does);
/// a table view's delegate gets the scroll calls.
open class UIScrollView: UIView {
    /// A scroll view with a frame (`init(frame:)`); it clips its content to its bounds
    /// (`clipsToBounds` true), as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installPanGestureRecognizer()
    }

    /// Scroll views are not decoded here: one from a coder has a zero frame and clips to it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        installPanGestureRecognizer()
    }

    /// The recognizer of the touches that scroll the content (`panGestureRecognizer`): always
    /// there, among the scroll view's ``UIView/gestureRecognizers``, with the scroll view as its
    /// delegate when the scroll view's class adopts `UIGestureRecognizerDelegate`, as UIKit's
    /// scroll view is its pan's delegate. Apps add targets to it, make their own recognizers
    /// require it to fail, read its translation and velocity (UIScrollView+Pan.swift).
    open var panGestureRecognizer: UIPanGestureRecognizer { ownPanGestureRecognizer }
    private let ownPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// Attaches the pan recognizer, the scroll view its delegate if it can be, then the
    /// recognizer that delays content touches.
    private func installPanGestureRecognizer() {
        ownPanGestureRecognizer.delegate = self as? any UIGestureRecognizerDelegate
        addGestureRecognizer(ownPanGestureRecognizer)
        addGestureRecognizer(ScrollViewDelayedTouchesRecognizer())
    }

    // MARK: Content touches (docs/REFERENCE.md §10.8)

    /// Whether a touch-down waits before the content gets it (`delaysContentTouches`); default
    /// true: the content view's `touchesBegan` comes 150 ms after the touch went down, or when
    /// it lifts sooner, and never when the pan begins first. False: at once.
    open var delaysContentTouches = true
    /// Whether a drag that scrolls takes the touch from a content view already tracking it
    /// (`canCancelContentTouches`); default true: the view gets `touchesCancelled` (when
    /// ``touchesShouldCancel(in:)`` agrees). False: once a content view tracks the touch, the
    /// scroll view does not scroll.
    open var canCancelContentTouches = true

    /// Whether `view`, in the content, gets the touches going down on it
    /// (`touchesShouldBegin(_:with:in:)`); asked just before they would reach it. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that would scroll takes the touches of `view`, which is tracking them
    /// (`touchesShouldCancel(in:)`); asked when ``canCancelContentTouches`` is on. False: the
    /// view keeps them and the scroll view does not scroll. Default: true, but false for a
    /// `UIControl`, as Apple documents.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether a finger touched the content and may yet drag it (`isTracking`): from the
    /// touch going down until the touches of the pan recognizer ended.
    open internal(set) var isTracking = false

    /// The touch-driven scroll under way: its drag or its deceleration (UIScrollView+Pan.swift).
    var touchScroll: TouchScroll?

    /// What a touch drag starting now moves: the scroll view's own physics and delegate
    /// (UIScrollView+ScrollHost.swift); a collection view's core view instead, or nothing while
    /// a scripted drag holds it.
    func touchScrollHost() -> (any ScrollHost)? { ScrollViewHost(view: self) }

    /// Whether a touch drag of this view's own physics is under way (``isDragging``).
    var contentIsDragging = false
    /// Whether the content moves on after a touch drag's release (``isDecelerating``).
    var contentIsDecelerating = false

    /// The delegate told of scrolling (UIScrollView+ScrollHost.swift): the view's delegate
    /// (``anyScrollViewDelegate``); none for a collection view, whose core tells its delegate itself.
    var scrollViewDelegate: (any UIScrollViewDelegate)? { anyScrollViewDelegate }

    /// The delegate as UIScrollView's `delegate` property reads and writes it
    /// (UIScrollView+Delegate.swift): a plain scroll view's own; a table, collection or text
    /// view answers its typed delegate, and takes a new one only if it is of that type.
    var anyScrollViewDelegate: (any UIScrollViewDelegate)? {
        get { plainDelegate }
        set { plainDelegate = newValue }
    }
    /// A plain scroll view's delegate, held weakly as in UIKit.
    private weak var plainDelegate: (any UIScrollViewDelegate)?

    /// How far the content has scrolled: the bounds' origin (`contentOffset`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The bounds; a change of origin tells the delegate `scrollViewDidScroll`, as UIKit does on
    /// every change of the content offset, and a scroll that crosses the top or bottom edge of
    /// the content tells the bars following it (UIScrollView+ContentInset.swift).
    open override var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin else { return }
            scrollIndicatorsDidScroll()
            scrollViewDelegate?.scrollViewDidScroll(self)
            if bounds.origin.y != oldValue.origin.y { scrolled(from: oldValue.origin.y) }
        }
    }

    /// Scrolls to an offset (`setContentOffset(_:animated:)`): at once, or with `animated`
    /// over 0.3 s on the animation clock, 60 frames a second (UIScrollView+Scrolling.swift).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: contentOffset, animated: animated)
    }

    /// Scrolls as little as it takes to show `rect` (content coordinates) inside the bounds
    /// less the adjusted content inset (`scrollRectToVisible(_:animated:)`); nothing when it
    /// shows already (UIScrollView+Scrolling.swift).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll(toShow: rect, animated: animated)
    }

    /// Whether the user is dragging the content (`isDragging`): from the pan's start
    /// (`scrollViewWillBeginDragging`) to the lift.
    open var isDragging: Bool { contentIsDragging }
    /// Whether the content is moving after the finger lifted (`isDecelerating`).
    open var isDecelerating: Bool { contentIsDecelerating }

    /// The size of the content (`contentSize`).
    open var contentSize: CGSize = .zero {
        didSet { syncAdjustedContentInset(); observableValueDidChange() }
    }

    /// Extra space around the content (`contentInset`).
    open var contentInset: UIEdgeInsets = .zero {
        didSet { syncAdjustedContentInset(); observableValueDidChange() }
    }

    /// The adjusted content inset the scroll view last applied (UIScrollView+ContentInset.swift).
    var appliedAdjustedContentInset = UIEdgeInsets.zero

    /// A change of safe area may change the adjusted content inset.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        syncAdjustedContentInset()
    }

    /// Lays out the subviews (`layoutSubviews()`), then the content (`layOutContent()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// The scroll view's own part of a layout pass: applies the adjusted content inset if it
    /// changed; a collection view lays its elements out, applying it after them (their content
    /// size decides which axes the safe area adjusts).
    func layOutContent() { syncAdjustedContentInset() }

    /// The content inset plus the safe area on the edges ``contentInsetAdjustmentBehavior``
    /// adjusts (`adjustedContentInset`).
    open var adjustedContentInset: UIEdgeInsets {
        let c = contentInset, s = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        return UIEdgeInsets(
            top: c.top + (vertical ? s.top : 0), left: c.left + (horizontal ? s.left : 0),
            bottom: c.bottom + (vertical ? s.bottom : 0), right: c.right + (horizontal ? s.right : 0))
    }

    /// How the safe area adjusts the content inset (`contentInsetAdjustmentBehavior`, iOS 11);
    /// default `.automatic`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Told that ``adjustedContentInset`` changed (`adjustedContentInsetDidChange()`): by default
    /// tells the delegate (`scrollViewDidChangeAdjustedContentInset(_:)`), as UIKit's does.
    open func adjustedContentInsetDidChange() { anyScrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self) }

    /// Whether the safe area adjusts the top and bottom, and the left and right insets, as
    /// UIKit documents the behaviours: `.always` both, `.never` neither, `.scrollableAxes` an
    /// axis the content scrolls along (content longer than the bounds, or always bouncing),
    /// `.automatic` as `.scrollableAxes`, and always the top and bottom for the content scroll
    /// view of a controller in a navigation or tab bar controller ("Content is always adjusted vertically
    /// when the scroll view is the content view of a view controller that is currently displayed
    /// by a navigation or tab bar controller", Apple's documentation of `.automatic`).
    var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        let scrollable = (
            vertical: alwaysBounceVertical || contentSize.height > bounds.height,
            horizontal: alwaysBounceHorizontal || contentSize.width > bounds.width
        )
        switch contentInsetAdjustmentBehavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .scrollableAxes: return scrollable
        case .automatic: return (scrollable.vertical || isNavigationContentScrollView, scrollable.horizontal)
        }
    }

    /// Whether the scroll view is the content scroll view of a controller in a navigation or
    /// tab bar controller (UINavigationController+ScrollEdge.swift) whose
    /// `automaticallyAdjustsScrollViewInsets` is true (UIScrollView.h's note on `.automatic`).
    private var isNavigationContentScrollView: Bool {
        guard let controller = owningViewController ?? superview?.owningViewController else { return false }
        guard controller.navigationController != nil || controller.tabBarController != nil,
            controller.automaticallyAdjustsScrollViewInsets
        else { return false }
        return controller.barFollowedScrollView(at: .top) === self || controller.barFollowedScrollView(at: .bottom) === self
    }

    /// How the safe area adjusts the content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and the top and bottom under a navigation controller.
        case automatic
        /// The edges of the axes the content scrolls along.
        case scrollableAxes
        /// No edge.
        case never
        /// Every edge.
        case always
    }

    /// How fast a flick slows down (`decelerationRate`); default `.normal`.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether scrolling stops on multiples of the bounds (`isPagingEnabled`).
    open var isPagingEnabled = false
    /// Whether scrolling is enabled (`isScrollEnabled`): turning it off disables
    /// ``panGestureRecognizer``, as UIKit does (a drag under way is cancelled).
    open var isScrollEnabled = true {
        didSet { ownPanGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag that starts in one general direction scrolls only along it
    /// (`isDirectionalLockEnabled`); default false. A diagonal start is not locked.
    open var isDirectionalLockEnabled = false
    /// How a drag that begins here puts the keyboard away (`keyboardDismissMode`, iOS 7); default `.none`
    /// (UIScrollView+KeyboardDismissMode.swift).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether a tap on the status bar scrolls the view to its top (`scrollsToTop`); default
    /// true. Kept: there is no status bar to tap here.
    open var scrollsToTop = true
    /// Whether the content bounces at its edges (`bounces`).
    open var bounces = true
    /// Whether vertical bouncing is always allowed (`alwaysBounceVertical`).
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing is always allowed (`alwaysBounceHorizontal`).
    open var alwaysBounceHorizontal = false
    // MARK: Scroll indicators (UIScrollView+Indicators.swift, docs/REFERENCE.md §10.10)

    /// Whether the vertical indicator shows while the content scrolls (`showsVerticalScrollIndicator`); default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content scrolls (`showsHorizontalScrollIndicator`); default true.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator is inset from the scroll view's edges (`verticalScrollIndicatorInsets`, iOS 11.1); default
    /// zero: the top and bottom shorten its track, the right moves it in.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How far the horizontal indicator is inset from the scroll view's edges (`horizontalScrollIndicatorInsets`, iOS 11.1); default
    /// zero: the left and right shorten its track, the bottom moves it up.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Sets both indicators' insets to one value (`scrollIndicatorInsets`), as UIKit's header says its setter does. Apple deprecates the
    /// getter, whose answer is undefined once the two differ; here it reads ``verticalScrollIndicatorInsets``.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    /// Whether the safe area is added to the indicators' insets (`automaticallyAdjustsScrollIndicatorInsets`, iOS 13); default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The look of the indicators (`indicatorStyle`); default `.default`, dark on a light interface and light on a dark one.
    open var indicatorStyle = IndicatorStyle.default
    /// Shows the scroll indicators for a moment (`flashScrollIndicators()`): 0.5 s on the animation clock, then they fade out.
    open func flashScrollIndicators() { showScrollIndicators(until: AnimationClock.current.time + ScrollIndicator.flashDuration) }
    /// The clock time until which the indicators show fully before fading, and the event that ends their fade (so settling the
    /// clock plays it out); nil when they have not shown.
    var scrollIndicatorsShown: (until: Double, fadeEnd: (clock: AnimationClock, token: AnimationClock.Token))?

    /// The rate a flick decelerates at per millisecond, as
    /// `UIScrollView.DecelerationRate` (docs/REFERENCE.md §10.2).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor per millisecond.
        public let rawValue: CGFloat
        /// A rate from its factor (UIKit keeps any value).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: Refresh control

    /// The refresh control (`refreshControl`, iOS 10): made a subview, behind the content,
    /// as wide as the scroll view and just above the content's top; the one it replaces leaves.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            guard let control = refreshControl else { return }
            insertSubview(control, at: 0)
            placeRefreshControl()
        }
    }

    /// Puts the refresh control above the content's top, as wide as the bounds.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let height = control.frame.height
        control.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
    }

    // MARK: Zooming (UIScrollView+Zooming.swift, docs/REFERENCE.md §10.9)

    /// The scale of the zooming view (`zoomScale`): the scale of the transform of the delegate's
    /// ``UIScrollViewDelegate/viewForZooming(in:)`` view, as UIKit reads it; 1 without that view.
    /// Setting it zooms at once (``setZoomScale(_:animated:)``).
    open var zoomScale: CGFloat {
        get { zoomingView.map(Self.scale(of:)) ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }
    /// The smallest zoom scale (`minimumZoomScale`); default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// The largest zoom scale (`maximumZoomScale`); default 1. Pinches zoom only when it is larger
    /// than ``minimumZoomScale`` (and the delegate gives a view to zoom).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// Whether a pinch may zoom past the limits and bounce back to them (`bouncesZoom`); default
    /// true. False: the scale stops at the limit.
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content (`isZooming`).
    open internal(set) var isZooming = false
    /// Whether the scale is springing back to a limit after a pinch went past it (`isZoomBouncing`).
    open internal(set) var isZoomBouncing = false

    /// Zooms to `scale`, clamped to the limits, keeping the point at the centre of the bounds there
    /// (`setZoomScale(_:animated:)`): at once, or with `animated` as a view animation on the clock,
    /// telling the delegate it begins and, when it ends, `scrollViewDidEndZooming`. Nothing without
    /// a view to zoom, for an unchanged scale, or a scale that is not a positive number.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoom(toScale: scale, animated: animated) }

    /// Zooms so that `rect`, in the zooming view's coordinates, fills the bounds as far as the limits
    /// allow, centred (`zoom(to:animated:)`); an empty rectangle zooms to ``maximumZoomScale``.
    open func zoom(to rect: CGRect, animated: Bool) { zoom(toShow: rect, animated: animated) }

    /// The recognizer of the pinches that zoom (`pinchGestureRecognizer`): present, among the
    /// ``UIView/gestureRecognizers``, while ``maximumZoomScale`` is larger than ``minimumZoomScale``;
    /// nil otherwise.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { ownPinchGestureRecognizer }
    /// The pinch recognizer installed while zooming is possible.
    var ownPinchGestureRecognizer: ScrollViewPinchGestureRecognizer?
    /// The pinch under way: the view it zooms, the scale it started from, and the point of that view
    /// that stays under the fingers' centre.
    var pinchZoom: (view: UIView, startScale: CGFloat, anchor: CGPoint)?

    // MARK: Animated scrolling (UIScrollView+Scrolling.swift)

    /// The frames of the animated scroll under way on the clock.
    var scrollFrames: (clock: AnimationClock, token: AnimationClock.Token)?
}
