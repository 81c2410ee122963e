/// A tab bar item as drawn: its image, its title under it and its badge; a tap selects it.
final class TabBarItemView: UIControl {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UILabel()
    /// The item shown.
    private(set) weak var item: UITabBarItem?
    /// How far the title moves from its place (the state appearance's `titlePositionAdjustment`,
    /// else the item's).
    private var titleOffset = UIOffset.zero
    /// How far the badge moves from its place (the state appearance's `badgePositionAdjustment`).
    private var badgeOffset = UIOffset.zero

    override func assembleParts() {
        super.assembleParts()
        titleLabel.textAlignment = .center
        badge.textAlignment = .center
        badge.layer.cornerRadius = ControlMetrics.tabBadgeHeight / 2
        badge.clipsToBounds = true
        // A tab bar's `.automatic` images are templates (UIImage.h), in the item's colour.
        imageView.templatesAutomaticImages = true
        for view in [imageView, titleLabel, badge] { addSubview(view) }
    }

    /// Shows `item`, selected or not, in `color` unless `appearance` (the state appearance for
    /// it) sets the icon's or title's colour, the title's font or the badge's colours; the
    /// item's own `badgeColor` wins over the appearance's.
    func show(_ item: UITabBarItem, selected: Bool, color: UIColor, appearance: UITabBarItemStateAppearance) {
        self.item = item
        imageView.image = (selected ? item.selectedImage : nil) ?? item.image
        imageView.tintColor = appearance.iconColor ?? color
        titleLabel.text = item.title
        titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? color
        titleLabel.font =
            appearance.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: ControlMetrics.tabTitleFontSize, weight: .medium)
        // The appearance's adjustment, else the item's own (as bars take the legacy images).
        titleOffset = appearance.titlePositionAdjustment == .zero ? item.titlePositionAdjustment : appearance.titlePositionAdjustment
        badge.text = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? appearance.badgeBackgroundColor ?? .systemRed
        badge.textColor = appearance.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
        badge.font = appearance.badgeTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: ControlMetrics.tabBadgeFontSize)
        badgeOffset = appearance.badgePositionAdjustment
        badge.isHidden = item.badgeValue == nil
        isEnabled = item.isEnabled
    }

    /// The image's 30-point square 7 from the top, the title 2 under it (9 from the top of a
    /// compact bar's 32, beside nothing), the badge over the image's top right corner.
    override func layoutSubviews() {
        super.layoutSubviews()
        let image = ControlMetrics.tabImageSize
        imageView.frame = CGRect(x: (bounds.width - image) / 2, y: ControlMetrics.tabImageTop, width: image, height: image)
        let titleHeight = titleLabel.intrinsicContentSize.height
        titleLabel.frame = CGRect(
            x: titleOffset.horizontal, y: imageView.frame.maxY + 2 + titleOffset.vertical, width: bounds.width, height: titleHeight)
        let badgeHeight = ControlMetrics.tabBadgeHeight
        let badgeWidth = max(badgeHeight, badge.intrinsicContentSize.width + 10)
        badge.frame = CGRect(
            x: imageView.frame.midX + 5 + badgeOffset.horizontal, y: imageView.frame.minY - 2 + badgeOffset.vertical, width: badgeWidth,
            height: badgeHeight)
    }
}

extension UITabBar {
    /// Something an item shows changed: the item views are made again at the next layout.
    func itemsDidChange() {
        needsNewItems = true
        setNeedsLayout()
    }

    /// The row's height: 49 points, 32 in a compact height.
    var rowHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? ControlMetrics.compactTabBarHeight : ControlMetrics.tabBarHeight
    }

    /// Makes the item views when needed and places them between the safe area's sides, in
    /// reading order, as ``UITabBar/itemPositioning`` says (``UITabBar/itemSlots(count:width:)``).
    func layOutItems() {
        if needsNewItems { makeItemViews() }
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right)
        let slots = itemSlots(count: itemViews.count, width: width)
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, view) in itemViews.enumerated() {
            let slot = slots[index]
            let x = mirrored ? width - slot.x - slot.width : slot.x
            view.frame = CGRect(x: safe.left + x, y: 0, width: slot.width, height: rowHeight)
        }
    }

    /// One view an item: the selected one in the tint colour, the others in
    /// ``unselectedItemTintColor`` or grey, unless the appearance in effect colours them; a tap
    /// selects.
    private func makeItemViews() {
        needsNewItems = false
        for view in itemViews { view.removeFromSuperview() }
        let items = items ?? []
        let unselected = unselectedItemTintColor ?? ControlMetrics.tabUnselected
        let appearance = drawnAppearance.appearance.itemAppearance(compactHeight: traitCollection.verticalSizeClass == .compact)
        itemViews = items.map { item in
            let view = TabBarItemView()
            let selected = item === selectedItem
            view.show(
                item, selected: selected, color: selected ? tintColor : unselected,
                appearance: appearance.state(selected: selected, enabled: item.isEnabled))
            let bar = itemReference
            view.addAction(UIAction { _ in (bar.view as? UITabBar)?.userSelected(item) }, for: .primaryActionTriggered)
            return view
        }
        for view in itemViews { addSubview(view) }
    }

    /// The user tapped `item`: the tab bar controller selects its controller (if its delegate
    /// lets it), or, for a bar of its own, the item is selected and the delegate told. While
    /// customizing, a tap selects nothing (docs/REFERENCE.md §20.15).
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled, !isCustomizing else { return }
        if let tabBarController {
            tabBarController.userSelected(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}
