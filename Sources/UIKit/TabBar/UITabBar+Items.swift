/// A tab bar item as drawn: its image, its title under it and its badge; a tap selects it.
final class TabBarItemView: UIControl {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UILabel()

    override func assembleParts() {
        super.assembleParts()
        titleLabel.font = .systemFont(ofSize: ControlMetrics.tabTitleFontSize, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: ControlMetrics.tabBadgeFontSize)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.cornerRadius = ControlMetrics.tabBadgeHeight / 2
        badge.clipsToBounds = true
        for view in [imageView, titleLabel, badge] { addSubview(view) }
    }

    /// Shows `item`, selected or not, in `color`.
    func show(_ item: UITabBarItem, selected: Bool, color: UIColor) {
        imageView.image = (selected ? item.selectedImage : nil) ?? item.image
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        badge.text = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? .systemRed
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
        titleLabel.frame = CGRect(x: 0, y: imageView.frame.maxY + 2, width: bounds.width, height: titleHeight)
        let badgeHeight = ControlMetrics.tabBadgeHeight
        let badgeWidth = max(badgeHeight, badge.intrinsicContentSize.width + 10)
        badge.frame = CGRect(x: imageView.frame.midX + 5, y: imageView.frame.minY - 2, width: badgeWidth, height: badgeHeight)
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

    /// Makes the item views when needed and gives each an equal share of the width between
    /// the safe area's sides, in reading order.
    func layOutItems() {
        if needsNewItems { makeItemViews() }
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right)
        let share = itemViews.isEmpty ? 0 : width / CGFloat(itemViews.count)
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, view) in itemViews.enumerated() {
            let slot = mirrored ? itemViews.count - 1 - index : index
            view.frame = CGRect(x: safe.left + CGFloat(slot) * share, y: 0, width: share, height: rowHeight)
        }
    }

    /// One view an item: the selected one in the tint colour, the others in
    /// ``unselectedItemTintColor`` or grey; a tap selects.
    private func makeItemViews() {
        needsNewItems = false
        for view in itemViews { view.removeFromSuperview() }
        let items = items ?? []
        let unselected = unselectedItemTintColor ?? ControlMetrics.tabUnselected
        itemViews = items.map { item in
            let view = TabBarItemView()
            view.show(item, selected: item === selectedItem, color: item === selectedItem ? tintColor : unselected)
            let bar = itemReference
            view.addAction(UIAction { _ in (bar.view as? UITabBar)?.userSelected(item) }, for: .primaryActionTriggered)
            return view
        }
        for view in itemViews { addSubview(view) }
    }

    /// The user tapped `item`: the tab bar controller selects its controller (if its delegate
    /// lets it), or, for a bar of its own, the item is selected and the delegate told.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let tabBarController {
            tabBarController.userSelected(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}
