import CollectionRendering

/// UIKit's `UINavigationBar`: the bar at the top of a ``UINavigationController`` showing its top
/// item — the title (or title view) centred, a back button to the item below it, the item's
/// bar button items — and, with ``prefersLargeTitles``, a large title under it
/// (docs/REFERENCE.md §20.4).
///
/// As on iOS 15 and later, the bar draws no background while the top controller's content
/// scroll view is at its top edge (or there is none), and its background with a hairline
/// under it once that content has scrolled under the bar. Deliberate differences: the large
/// title does not collapse as the content scrolls, the prompt is not shown, the background is
/// a near-white fill (`barTintColor` when set) rather than a blurred material, and the bar
/// appearance objects (`standardAppearance`…) are not declared.
open class UINavigationBar: UIView {
    /// The items, bottom to top (`items`); the last is shown. A navigation controller keeps
    /// them as its controllers' navigation items. The bar follows later changes to them.
    open var items: [UINavigationItem]? {
        didSet {
            showItems(items, insteadOf: oldValue)
            contentDidChange()
        }
    }
    /// The item shown (`topItem`): the last of ``items``.
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one, which the back button returns to (`backItem`).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Sets the items (`setItems(_:animated:)`); nothing animates here.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// Pushes an item on top (`pushItem(_:animated:)`); nothing animates here.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    /// Pops the top item and returns it (`popItem(animated:)`); nil with no item.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = items?.last else { return nil }
        items?.removeLast()
        return top
    }

    /// Whether the bar shows its top item's title large under the bar (`prefersLargeTitles`,
    /// iOS 11), as the item's `largeTitleDisplayMode` allows; default false.
    open var prefersLargeTitles = false { didSet { contentDidChange() } }
    /// The bar's background colour when it shows one (`barTintColor`); nil is the default.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (`isTranslucent`); stored only.
    open var isTranslucent = true
    /// The title's attributes (`titleTextAttributes`): its `.font` and `.foregroundColor` are
    /// drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { contentDidChange() } }
    /// The large title's attributes (`largeTitleTextAttributes`, iOS 11): its `.font` and
    /// `.foregroundColor` are drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { contentDidChange() } }

    /// The width given, and the bar's height: 44 points (32 in a compact height), 52 more with
    /// a large title (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// Lays out the top item's title, back button and bar button items (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// A new tint colours the back chevron again (`tintColorDidChange()`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    /// A bar with a zero frame (`init()`). Required here, so a navigation controller can make
    /// its `navigationBarClass` through the metatype (a subclass that overrides `init(frame:)`
    /// and `init?(coder:)` inherits it).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A new vertical size class changes the bar's height and whether a large title shows.
    override func traitsDidChange() {
        super.traitsDidChange()
        contentDidChange()
    }

    /// Draws the bar's background and the hairline under it once the content has scrolled
    /// under the bar (UINavigationController+ScrollEdge.swift); none at the scroll edge.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        guard !(navigationController?.barIsAtScrollEdge ?? true) else { return }
        drawBarBackground(into: &content, tint: barTintColor, hairlineAtTop: false)
    }

    // MARK: Content (UINavigationBar+Content.swift)

    /// The views showing the top item, made again when something they show changes.
    var contentViews = NavigationBarContent()
    /// Whether ``contentViews`` are to be made again before the next layout.
    var needsNewContent = true
    /// The navigation controller whose bar this is.
    weak var navigationController: UINavigationController?
}
