import CollectionRendering

/// UIKit's `UITabBar`: a row of ``UITabBarItem``s along the bottom of a ``UITabBarController``,
/// the selected one tinted (docs/REFERENCE.md §20.5).
///
/// Each item takes an equal share of the width: its image (symbol images have no pixels here)
/// and its 10-point title under it, in the tint colour when selected and grey otherwise, with
/// its badge, coloured as the appearance in effect says (``UITabBarAppearance``). As on iOS 15
/// and later a tab bar controller's bar draws its scroll-edge appearance — by default the
/// standard one with a transparent background — while the selected controller's content
/// scroll view is at its bottom edge (or there is none), and its standard appearance, by
/// default a translucent background with a hairline on top, once content lies under it.
/// Deliberate differences: a blur effect draws as a near-white fill rather than a blurred
/// material, and items are not laid out side by side with their titles in a regular width,
/// where centered items take the width they would fill unless ``itemWidth`` is set (§20.8).
open class UITabBar: UIView {
    /// The items, leading first (`items`). The bar follows later changes to them.
    open var items: [UITabBarItem]? {
        didSet {
            showItems(items, insteadOf: oldValue)
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            itemsDidChange()
        }
    }
    /// The selected item (`selectedItem`), drawn in the tint colour.
    open var selectedItem: UITabBarItem? { didSet { itemsDidChange() } }
    /// Sets the items (`setItems(_:animated:)`); nothing animates here.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The colour of items not selected (`unselectedItemTintColor`, iOS 10); nil: grey.
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }
    /// The bar's background colour when it shows one (`barTintColor`): drawn instead of the
    /// blur of an appearance with no background colour; nil is the default.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background image (`backgroundImage`), drawn over the background of an appearance
    /// with no background image of its own.
    open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The shadow image (`shadowImage`), drawn instead of the hairline with a ``backgroundImage``.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// An image behind the selected item (`selectionIndicatorImage`), for an appearance with none.
    open var selectionIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    /// The bar's appearance (`standardAppearance`, iOS 13); setting one keeps a copy, which the
    /// bar follows as it changes.
    open var standardAppearance: UITabBarAppearance {
        get { keptStandardAppearance }
        set { keptStandardAppearance = keep(newValue) }
    }
    private lazy var keptStandardAppearance = watched(UITabBarAppearance())
    /// The appearance at the scroll edge (`scrollEdgeAppearance`, iOS 15); nil: the standard
    /// one with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { scrollEdgeAppearance = keep(scrollEdgeAppearance) } }
    /// Whether the bar is translucent (`isTranslucent`); stored only.
    open var isTranslucent = true
    /// Told when the user selects an item (`delegate`): a tab bar controller's bar has the
    /// controller.
    open weak var delegate: (any UITabBarDelegate)?
    /// How the items share the width (`itemPositioning`, iOS 7); default `.automatic`:
    /// `.fill` in a horizontally compact environment, `.centered` in a regular one
    /// (docs/REFERENCE.md §20.8).
    open var itemPositioning = ItemPositioning.automatic { didSet { setNeedsLayout() } }
    /// The width of each item when centered (`itemWidth`, iOS 7); 0, the default, is the
    /// system's width; a negative (or not finite) value becomes 0.
    open var itemWidth: CGFloat = 0 {
        didSet {
            itemWidth = itemWidth.nonNegativeFinite
            setNeedsLayout()
        }
    }
    /// The space between items when centered (`itemSpacing`, iOS 7); 0, the default, is the
    /// system's spacing; a negative (or not finite) value becomes 0.
    open var itemSpacing: CGFloat = 0 {
        didSet {
            itemSpacing = itemSpacing.nonNegativeFinite
            setNeedsLayout()
        }
    }

    /// The width given and the bar's height: 49 points, 32 in a compact height, plus the
    /// bottom of the safe area (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: rowHeight + safeAreaInsets.bottom)
    }

    /// Lays out the items (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    /// A new tint colours the selected item again.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    /// A new vertical size class may change the row's height and the item appearance drawn.
    override func traitsDidChange() {
        super.traitsDidChange()
        itemsDidChange()
    }

    /// Draws the background and the hairline on top of the appearance in effect
    /// (UITabBar+Appearance.swift), with the legacy `barTintColor`, images and selection
    /// indicator where it leaves them unset.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        let (appearance, hasBackground) = drawnAppearance
        if hasBackground {
            drawBarAppearance(
                appearance.withLegacy(backgroundImage: backgroundImage, shadowImage: shadowImage), into: &content,
                legacyTint: barTintColor, reach: 0, shadowAtTop: true)
        }
        drawSelectionIndicator(appearance.selectionIndicatorImage ?? selectionIndicatorImage, into: &content)
    }

    // MARK: Customizing (UITabBar+Customizing.swift)

    /// Whether the user is customizing the bar now (`isCustomizing`): from
    /// ``beginCustomizingItems(_:)`` until ``endCustomizing(animated:)`` or the sheet's Done.
    open var isCustomizing: Bool { customizingItems != nil }

    /// Shows the "Configure" sheet with `items`, the items that may be on the bar
    /// (`beginCustomizingItems(_:)`), over the bar's superview above the bar; the delegate hears
    /// `tabBar(_:willBeginCustomizing:)` before and `tabBar(_:didBeginCustomizing:)` after.
    /// Until it ends, an item dragged from the sheet onto a tab replaces it and a tab dragged
    /// onto another swaps with it (UITabBar+Customizing.swift). An empty list, or a bar already
    /// customizing, does nothing (docs/REFERENCE.md §20.12, §20.15).
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard !items.isEmpty, !isCustomizing else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizingItems = items
        itemsBeforeCustomizing = self.items ?? []
        showCustomizingSheet(items)
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Dismisses the "Configure" sheet (`endCustomizing(animated:)`), the delegate hearing
    /// `tabBar(_:willEndCustomizing:changed:)` before and `tabBar(_:didEndCustomizing:changed:)`
    /// after; returns whether the items on the bar, in their order, differ from those when the
    /// customizing began. A bar not customizing returns false and tells nothing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let items = customizingItems else { return false }
        let now = self.items ?? []
        let changed = now.count != itemsBeforeCustomizing.count || zip(now, itemsBeforeCustomizing).contains { $0 !== $1 }
        delegate?.tabBar(self, willEndCustomizing: items, changed: changed)
        customizingItems = nil
        itemsBeforeCustomizing = []
        hideCustomizingSheet()
        delegate?.tabBar(self, didEndCustomizing: items, changed: changed)
        return changed
    }

    /// The items being customized; nil when not customizing.
    var customizingItems: [UITabBarItem]?
    /// The bar's items when the customizing began, to tell whether it changed them.
    var itemsBeforeCustomizing: [UITabBarItem] = []
    /// The "Configure" sheet shown while customizing.
    var customizingSheet: UIView?
    /// The pan that drags the bar's tabs onto one another while customizing.
    var customizingPan: UIPanGestureRecognizer?

    // MARK: Items (UITabBar+Items.swift)

    /// The views showing the items, made again when an item changes.
    var itemViews: [TabBarItemView] = []
    /// Whether ``itemViews`` are to be made again before the next layout.
    var needsNewItems = true
    /// The tab bar controller whose bar this is.
    weak var tabBarController: UITabBarController?
}

/// What a tab bar tells as the user selects an item or customizes the bar
/// (`UITabBarDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (`tabBar(_:didSelect:)`).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The customizing sheet is about to show `items` (`tabBar(_:willBeginCustomizing:)`).
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet shows `items` (`tabBar(_:didBeginCustomizing:)`).
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is about to go; `changed` says whether the bar's items changed
    /// (`tabBar(_:willEndCustomizing:changed:)`).
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customizing sheet went (`tabBar(_:didEndCustomizing:changed:)`).
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    /// Nothing by default.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Nothing by default.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Nothing by default.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Nothing by default.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Nothing by default.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
