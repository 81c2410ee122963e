extension UITabBar {
    /// How a tab bar's items share its width (`UITabBar.ItemPositioning`, iOS 7), UIKit's raw
    /// values (docs/REFERENCE.md §20.8).
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` in a horizontally compact environment, `.centered` in a regular one.
        case automatic = 0
        /// Items share the whole width equally.
        case fill = 1
        /// Items of ``UITabBar/itemWidth``, ``UITabBar/itemSpacing`` apart, centred as a group.
        case centered = 2
    }

    /// The items' slots across `width`, leading first in reading order, as
    /// ``itemPositioning`` places `count` items: equal shares when filling; when centred, each
    /// ``itemWidth`` wide (0: the share it would fill [chosen]) and ``itemSpacing`` apart (0:
    /// none [chosen]), the group centred — and overflowing both ends alike when it is wider.
    func itemSlots(count: Int, width: CGFloat) -> [(x: CGFloat, width: CGFloat)] {
        guard count > 0 else { return [] }
        let share = width / CGFloat(count)
        let centered: Bool
        switch itemPositioning {
        case .fill: centered = false
        case .centered: centered = true
        case .automatic: centered = traitCollection.horizontalSizeClass == .regular
        }
        guard centered else { return (0..<count).map { (CGFloat($0) * share, share) } }
        let itemWidth = itemWidth > 0 ? itemWidth : share
        let group = CGFloat(count) * itemWidth + CGFloat(count - 1) * itemSpacing
        let start = (width - group) / 2
        return (0..<count).map { (start + CGFloat($0) * (itemWidth + itemSpacing), itemWidth) }
    }
}
