import CollectionRendering

/// UIKit's `UITabBar`: a row of ``UITabBarItem``s along the bottom of a ``UITabBarController``,
/// the selected one tinted (docs/REFERENCE.md §20.5).
///
/// Each item takes an equal share of the width: its image (symbol images have no pixels here)
/// and its 10-point title under it, in the tint colour when selected and grey otherwise, with
/// its badge. As on iOS 15 and later the bar draws no background while the selected
/// controller's content scroll view is at its bottom edge (or there is none), and its
/// background with a hairline on top once content lies under it. Deliberate differences: the
/// background is a near-white fill rather than a blurred material, items are not laid out side
/// by side with their titles in a regular width, and the bar appearance objects are not declared.
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
    /// The bar's background colour when it shows one (`barTintColor`); nil is the default.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the bar is translucent (`isTranslucent`); stored only.
    open var isTranslucent = true
    /// Told when the user selects an item (`delegate`).
    open weak var delegate: (any UITabBarDelegate)?

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

    /// Draws the background and the hairline on top once content lies under the bar
    /// (UITabBarController+Layout.swift); none at the scroll edge.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        guard !(tabBarController?.barIsAtScrollEdge ?? true) else { return }
        drawBarBackground(into: &content, tint: barTintColor, hairlineAtTop: true)
    }

    // MARK: Items (UITabBar+Items.swift)

    /// The views showing the items, made again when an item changes.
    var itemViews: [TabBarItemView] = []
    /// Whether ``itemViews`` are to be made again before the next layout.
    var needsNewItems = true
    /// The tab bar controller whose bar this is.
    weak var tabBarController: UITabBarController?
}

/// What a tab bar tells as the user selects an item (`UITabBarDelegate`).
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (`tabBar(_:didSelect:)`).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Nothing by default.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
