// Customizing a tab bar (docs/REFERENCE.md §20.12): `beginCustomizingItems(_:)` shows the
// "Configure" sheet over what lies above the bar, `endCustomizing(animated:)` or the sheet's
// Done takes it away (UITabBar.swift).

extension UITabBar {
    /// Puts a sheet showing `items` over the bar's superview, from its top to the bar's top; a
    /// bar in no view shows none.
    func showCustomizingSheet(_ items: [UITabBarItem]) {
        guard let superview else { return }
        let sheet = TabBarCustomizingSheet(items: items, bar: self)
        sheet.frame = CGRect(x: 0, y: 0, width: superview.bounds.width, height: max(0, frame.minY))
        superview.addSubview(sheet)
        customizingSheet = sheet
    }
}
