import CollectionRendering

/// UIKit's `UIToolbar`: a bar of ``UIBarButtonItem``s, 44 points tall, 32 in a compact height
/// (docs/REFERENCE.md §25, §20.20).
/// Items are laid out from 16 points in, 8 apart, flexible spaces sharing what is left; each
/// item is a system button (its title, bold for `.done`, tinted) or its custom view, and a tap
/// on it performs the item's primary action. The bar's background is a near-white fill with a
/// hairline on top (the translucent material is not drawn). A navigation controller's toolbar
/// (`UINavigationController.toolbar`) draws its background on down to the bottom of the
/// controller's view, behind the home indicator.
open class UIToolbar: UIView {
    private var itemViews: [UIView] = []
    let hairline = UIView(frame: .zero)
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
        backgroundColor = ControlMetrics.barBackground
        hairline.backgroundColor = ControlMetrics.opaqueSeparator
        addSubview(hairline)
        layoutItems()
    }

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

    /// A new vertical size class changes the bar's height and may swap items' landscape images
    /// in or out.
    override func traitsDidChange() {
        super.traitsDidChange()
        invalidateIntrinsicContentSize()
        if items?.contains(where: { $0.landscapeImagePhone != nil }) == true { rebuildItems() }
    }

    /// Sets the items (`setItems(_:animated:)`); the change is not animated here.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The bar's background colour (`barTintColor`); nil is the default of its ``barStyle``.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? barStyle.barFill } }
    /// The bar's style (`barStyle`); default `.default`. Where no ``barTintColor`` is set, `.black` draws the dark bar fill instead of
    /// the near-white one, as a search bar does (Apple: "a black style"; docs/REFERENCE.md §25.2).
    open var barStyle = UIBarStyle.default { didSet { backgroundColor = barTintColor ?? barStyle.barFill } }
    /// Whether the bar is translucent (`isTranslucent`); stored only.
    open var isTranslucent = true

    /// No intrinsic width; 44 points tall, 32 in a compact height (`intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    /// The width given, 44 points tall, 32 in a compact height (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// The bar's height: 44 points, 32 in a compact vertical size class (a phone in landscape),
    /// as the navigation bar's (§20.20).
    private var barHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? ControlMetrics.compactToolbarHeight : ControlMetrics.toolbarHeight
    }

    /// Draws the background's part below the bar (`backgroundExtension`) in the bar's
    /// background colour.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        guard backgroundExtension > 0, let fill = backgroundColor?.renderColor(in: traitCollection) else { return }
        let below = CGRect(x: 0, y: bounds.height, width: bounds.width, height: backgroundExtension)
        content.sublayers.append(ContentLayer(frame: below, content: ElementContent(fill: fill, label: .none)))
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

    private func rebuildItems() {
        for view in itemViews { view.removeFromSuperview() }
        let compact = traitCollection.verticalSizeClass == .compact
        itemViews = (items ?? []).filter { !$0.isHidden }.map { $0.barView(compactHeight: compact) }
        for view in itemViews { addSubview(view) }
        layoutItems()
    }

    private func layoutItems() {
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
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
        let left = bounds.width - 2 * ControlMetrics.toolbarMargin - fixed - gaps
        let flexible = flexibleCount > 0 ? max(0, left / CGFloat(flexibleCount)) : 0
        var x = ControlMetrics.toolbarMargin
        for (view, width) in zip(itemViews, widths) {
            let w = width ?? flexible
            let height = min(
                bounds.height, max(0, view.intrinsicContentSize.height >= 0 ? view.intrinsicContentSize.height : view.bounds.height))
            view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: w, height: height)
            x += w + ControlMetrics.toolbarSpacing
        }
    }
}
