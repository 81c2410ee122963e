import Foundation

/// Scrolling: where an item is brought into view and the scrollable range.
extension CollectionView {
    /// Where ``scrollToItem(at:at:)`` places the item.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits (UIKit's values).
        public let rawValue: Int
        /// A position from its option bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The content offset that shows the item at `position`, clamped to the scrollable
    /// range (content inset included), as `scrollToItem(at:at:animated:)` computes it.
    public func contentOffset(forItemAt indexPath: IndexPath, at position: ScrollPosition) -> CGPoint? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        var offset = contentOffset
        let size = frameSize, inset = contentInset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - (size.height - inset.vertical) / 2 - inset.top }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - (size.width - inset.horizontal) / 2 - inset.left }
        if position.contains(.right) { offset.x = frame.maxX - size.width + inset.right }
        return clampedContentOffset(offset)
    }

    /// Scrolls (without animation) so the item sits at `position`.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition) {
        if let offset = contentOffset(forItemAt: indexPath, at: position) { contentOffset = offset }
    }

    /// `offset` clamped so the viewport stays within the content plus its insets.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        collectionViewLayout.prepareIfNeeded()
        let content = collectionViewLayout.collectionViewContentSize
        let inset = contentInset
        let maxX = max(-inset.left, content.width + inset.right - frameSize.width)
        let maxY = max(-inset.top, content.height + inset.bottom - frameSize.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}
