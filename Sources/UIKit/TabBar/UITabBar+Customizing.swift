// Customizing a tab bar (docs/REFERENCE.md §20.12, §20.15): `beginCustomizingItems(_:)` shows
// the "Configure" sheet over what lies above the bar, `endCustomizing(animated:)` or the sheet's
// Done takes it away (UITabBar.swift). In between, an item dragged from the sheet and let go
// over a tab replaces that tab, and a tab dragged onto another swaps places with it; nothing
// follows the finger on the way [chosen].

extension UITabBar {
    /// Puts a sheet showing `items` over the bar's superview, from its top to the bar's top, and
    /// lets the bar's tabs be dragged; a bar in no view shows no sheet.
    func showCustomizingSheet(_ items: [UITabBarItem]) {
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self, weak pan] _ in
            guard let self, let pan, pan.state == .ended else { return }
            guard let dragged = item(at: pan.dragStart(in: self)) else { return }
            userDropped(dragged, at: pan.location(in: self))
        }
        addGestureRecognizer(pan)
        customizingPan = pan
        guard let superview else { return }
        let sheet = TabBarCustomizingSheet(items: items, bar: self)
        sheet.frame = CGRect(x: 0, y: 0, width: superview.bounds.width, height: max(0, frame.minY))
        superview.addSubview(sheet)
        customizingSheet = sheet
    }

    /// Takes the sheet away and the tabs can no longer be dragged.
    func hideCustomizingSheet() {
        if let customizingPan { removeGestureRecognizer(customizingPan) }
        customizingPan = nil
        customizingSheet?.removeFromSuperview()
        customizingSheet = nil
    }

    /// The item whose tab lies under `point`, in the bar's coordinates; nil between or off tabs.
    func item(at point: CGPoint) -> UITabBarItem? {
        layoutIfNeeded()
        return itemViews.first { $0.frame.contains(point) }?.item
    }

    /// The user let go of `item` — from the sheet, or a tab of the bar — at `point` in the bar's
    /// coordinates. Over the tab of another item, both being among the items customized, a tab
    /// bar controller's bar leaves it to the controller, which moves the controllers; any
    /// other bar swaps the two when `item` is on it, else puts `item` in the other's place.
    func userDropped(_ item: UITabBarItem, at point: CGPoint) {
        let offered = customizingItems ?? []
        guard let target = self.item(at: point), target !== item, offered.contains(where: { $0 === item }),
            offered.contains(where: { $0 === target })
        else { return }
        if let tabBarController { return tabBarController.userMoved(item, onto: target) }
        var items = self.items ?? []
        guard let slot = items.firstIndex(where: { $0 === target }) else { return }
        if let from = items.firstIndex(where: { $0 === item }) { items.swapAt(from, slot) } else { items[slot] = item }
        self.items = items
    }
}

extension UIPanGestureRecognizer {
    /// Where the drag began, in `view`'s coordinates: where the finger is less how far it moved.
    func dragStart(in view: UIView) -> CGPoint {
        let end = location(in: view), moved = translation(in: view)
        return CGPoint(x: end.x - moved.x, y: end.y - moved.y)
    }
}
