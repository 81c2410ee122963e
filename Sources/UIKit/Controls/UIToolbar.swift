import CollectionRendering

/// UIKit's `UIToolbar`: a bar of ``UIBarButtonItem``s, 44 points tall, 32 in a compact height
/// (docs/REFERENCE.md §25, §20.20, §20.21).
/// Items are laid out from 16 points in, 8 apart, flexible spaces sharing what is left; each
/// item is a system button (its title, bold for `.done`, tinted) or its custom view, and a tap
/// on it performs the item's primary action. The bar draws its appearance
/// (``standardAppearance``, or the compact or scroll-edge one in effect): by default a
/// near-white fill with a hairline shadow along its top (the translucent material is not
/// drawn). A navigation controller's toolbar (`UINavigationController.toolbar`) draws its
/// background on down to the bottom of the controller's view, behind the home indicator, and
/// no background at all while the content under it is scrolled to its bottom edge, or there
/// is no such content, unless a scroll-edge appearance is set (iOS 15).
open class UIToolbar: UIView {
    private var itemViews: [UIView] = []
    /// The navigation controller whose toolbar this is: only its toolbar has a scroll edge.
    weak var navigationController: UINavigationController?
    /// The legacy background images by position and metrics, and shadow images by position.
    private var backgroundImages = BarBackgroundImages(), shadowImages: [UIBarPosition: UIImage] = [:]
    /// How far below the bar its background reaches: a navigation controller's toolbar's, down
    /// through the safe area's bottom to its view's bottom (§20.20); 0 for any other toolbar.
    var backgroundExtension: CGFloat = 0 {
        didSet { if backgroundExtension != oldValue { setNeedsDisplay() } }
    }

    /// A toolbar with a zero frame (`init()`). Required here, so a navigation controller can
    /// make its `toolbarClass` through the metatype (a subclass that overrides `init(frame:)`
    /// and `init?(coder:)` inherits it).
    public required convenience init() {
        self.init(frame: .zero)
    }

    override func assembleParts() {
        super.assembleParts()
        layoutItems()
    }

    /// The appearance of a bar of standard height (`standardAppearance`, iOS 13); setting one
    /// keeps a copy, which the bar follows as it changes.
    open var standardAppearance: UIToolbarAppearance {
        get { keptStandardAppearance }
        set { keptStandardAppearance = keep(newValue) }
    }
    private lazy var keptStandardAppearance = watched(UIToolbarAppearance())
    /// The appearance of a bar of compact height (`compactAppearance`, iOS 13); nil: the
    /// standard one.
    open var compactAppearance: UIToolbarAppearance? { didSet { compactAppearance = keep(compactAppearance) } }
    /// The appearance of a navigation controller's toolbar at the scroll edge
    /// (`scrollEdgeAppearance`, iOS 15); nil: the standard (or compact) one with a transparent
    /// background.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { scrollEdgeAppearance = keep(scrollEdgeAppearance) } }
    /// The appearance of a navigation controller's toolbar of compact height at the scroll edge
    /// (`compactScrollEdgeAppearance`, iOS 15); nil: ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = keep(compactScrollEdgeAppearance) }
    }
    /// Says where the bar is (`delegate`, iOS 7); without one, or one that does not say, the bar
    /// is at the bottom.
    open weak var delegate: (any UIToolbarDelegate)? { didSet { setNeedsDisplay() } }

    /// Sets the legacy background image for `topOrBottom` and `barMetrics`
    /// (`setBackgroundImage(_:forToolbarPosition:barMetrics:)`, iOS 5): drawn over the
    /// background of an appearance with a background effect and no background image of its own.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom, barMetrics] = backgroundImage
        setNeedsDisplay()
    }

    /// The legacy background image set for `topOrBottom` and `barMetrics`
    /// (`backgroundImage(forToolbarPosition:barMetrics:)`); nil by default.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom, barMetrics]
    }

    /// Sets the legacy shadow image for `topOrBottom` (`setShadowImage(_:forToolbarPosition:)`,
    /// iOS 6): drawn instead of the hairline only where a legacy background image is drawn too.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        setNeedsDisplay()
    }

    /// The legacy shadow image set for `topOrBottom` (`shadowImage(forToolbarPosition:)`); nil
    /// by default.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    /// The items, left to right (`items`). The bar follows later changes to an item (its
    /// title, image, style, enabled state, tint, width, visibility, title attributes).
    open var items: [UIBarButtonItem]? {
        didSet {
            showItems(items, insteadOf: oldValue)
            rebuildItems()
        }
    }

    /// One of the items changed: its button is made again.
    func barItemDidChange() { rebuildItems() }

    /// A new vertical size class changes the bar's height, and may change the appearance in
    /// effect and swap items' landscape images in or out.
    override func traitsDidChange() {
        super.traitsDidChange()
        invalidateIntrinsicContentSize()
        appearanceDidChange()
    }

    /// Sets the items (`setItems(_:animated:)`); the change is not animated here.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The bar's background colour (`barTintColor`): drawn instead of the blur of an appearance
    /// with no background colour; nil is the default of its ``barStyle``.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The bar's style (`barStyle`); default `.default`. Where no ``barTintColor`` is set, `.black` draws the dark bar fill instead of
    /// the near-white one, as a search bar does (Apple: "a black style"; docs/REFERENCE.md §25.2).
    open var barStyle = UIBarStyle.default { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (`isTranslucent`); stored only.
    open var isTranslucent = true

    /// No intrinsic width; 44 points tall, 32 in a compact height (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    /// The width given, 44 points tall, 32 in a compact height (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The bar's height: 44 points, 32 in a compact vertical size class (a phone in landscape),
    /// as the navigation bar's (§20.20).
    private var barHeight: CGFloat {
        isCompactHeight ? ControlMetrics.compactToolbarHeight : ControlMetrics.toolbarHeight
    }

    /// Draws the background and the shadow of the appearance in effect
    /// (UIToolbar+Appearance.swift), on down through `backgroundExtension`, with the legacy
    /// `barTintColor`, ``barStyle``, background image and shadow image where it leaves them
    /// unset; the shadow lies along the top of a bar at the bottom, else along its bottom.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        let drawn = drawnAppearance
        guard drawn.hasBackground else { return }
        let position = barPosition
        drawBarAppearance(
            drawn.appearance.withLegacy(
                backgroundImage: backgroundImages.drawn(at: position, compactHeight: isCompactHeight),
                shadowImage: legacyShadowImage(at: position)),
            into: &content, legacyTint: barStyle.legacyTint(barTintColor), reach: 0,
            below: backgroundExtension, shadowAtTop: position == .bottom)
    }

    /// Lays the items out again when the size changes.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutItems() } }
    }

    /// Lays out the items (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// Lays the items out again inside the new safe area (`safeAreaInsetsDidChange()`).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Makes the items' views again.
    func rebuildItems() {
        for view in itemViews { view.removeFromSuperview() }
        let compact = isCompactHeight
        let appearance = drawnAppearance.appearance
        itemViews = (items ?? []).filter { !$0.isHidden }.map {
            $0.barView(compactHeight: compact, buttons: appearance.buttonAppearance, doneButtons: appearance.doneButtonAppearance)
        }
        for view in itemViews { addSubview(view) }
        layoutItems()
    }

    /// Places the items in a row between the safe area's sides, 16 points in from each and 8
    /// apart, flexible spaces sharing what is left (docs/REFERENCE.md §20.20), each centred
    /// vertically.
    private func layoutItems() {
        let visible = (items ?? []).filter { !$0.isHidden }
        guard visible.count == itemViews.count else { return }
        let widths = zip(visible, itemViews).map { item, view -> CGFloat? in
            if item.systemItem == .flexibleSpace { return nil }
            if item.width > 0 { return item.width }
            if item.systemItem == .fixedSpace { return 0 }
            return view.intrinsicContentSize.width >= 0 ? view.intrinsicContentSize.width : view.bounds.width
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let gaps = CGFloat(max(0, visible.count - 1)) * ControlMetrics.toolbarSpacing
        let flexibleCount = widths.filter { $0 == nil }.count
        let safe = safeAreaInsets
        let left = bounds.width - safe.left - safe.right - 2 * ControlMetrics.toolbarMargin - fixed - gaps
        let flexible = flexibleCount > 0 ? max(0, left / CGFloat(flexibleCount)) : 0
        var x = safe.left + ControlMetrics.toolbarMargin
        for (view, width) in zip(itemViews, widths) {
            let w = width ?? flexible
            let height = min(
                bounds.height, max(0, view.intrinsicContentSize.height >= 0 ? view.intrinsicContentSize.height : view.bounds.height))
            view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: w, height: height)
            x += w + ControlMetrics.toolbarSpacing
        }
    }
}
