import Foundation

/// What `setCollectionViewLayout(_:animated:)` animates: the anchor item, the content offset
/// before and after, and every element visible before or after with where it starts and
/// ends (docs/REFERENCE.md §8).
///
/// - The **anchor** is the first selected item (lowest index path) that is visible, else
///   the visible item whose center is nearest the viewport's center (ties: lowest index
///   path). The viewport is the bounds inset by the content inset.
/// - The **target content offset** centres the anchor in the new layout (within the
///   viewport inset by the content inset), is clamped to the new content size plus the
///   content inset, then passed through the new layout's
///   ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)``. Without an
///   anchor the current offset is clamped and passed through the same way.
/// - Each element visible before (old layout, old bounds) or after (new layout, bounds at
///   the target offset) is asked of both layouts: present in both → ``Change/slide`` from
///   old to new attributes; only in the old → ``Change/fadeOut`` in place (to an alpha-0
///   copy); only in the new → ``Change/fadeIn`` (from an alpha-0 copy).
///
/// The plan is data: it animates nothing and does not call the transition hooks
/// (`prepareForTransition(to:)`, `prepareForTransition(from:)`,
/// `finalizeLayoutTransition()`); the animator does, around it. UIKit animates it over
/// 0.3 s with ease-in-ease-out.
public struct LayoutTransitionPlan: Sendable {
    /// How an element takes part in the transition.
    public enum Change: String, Sendable, Hashable {
        /// In both layouts: moves from its old to its new attributes.
        case slide
        /// Only in the old layout: fades out in place.
        case fadeOut
        /// Only in the new layout: fades in in place.
        case fadeIn
    }

    /// One element of the transition.
    public struct Element: Sendable, Equatable {
        /// The element's identity.
        public var key: ElementKey
        /// How it takes part.
        public var change: Change
        /// Its attributes at the start.
        public var from: LayoutAttributes
        /// Its attributes at the end.
        public var to: LayoutAttributes

        /// The attributes `progress` of the way (linear in attribute space; see
        /// ``LayoutAttributes/interpolated(to:fraction:)``).
        public func attributes(at progress: Double) -> LayoutAttributes {
            from.interpolated(to: to, fraction: progress)
        }
    }

    /// The item the transition keeps in view, or nil when no item was visible.
    public var anchorItem: IndexPath?
    /// The content offset before the transition.
    public var fromContentOffset: CGPoint
    /// The content offset after the transition.
    public var toContentOffset: CGPoint
    /// The old layout's content size.
    public var fromContentSize: CGSize
    /// The new layout's content size.
    public var toContentSize: CGSize
    /// Every element visible before or after, in the draw order of their end attributes.
    public var elements: [Element]

    /// The plan for replacing `oldLayout` by `newLayout` in `collectionView`, from its
    /// bounds, content inset and selection. Both layouts are attached to the collection
    /// view (their `collectionView` set) and prepared if needed; the collection view's
    /// installed layout is not changed.
    /// - Complexity: the two layouts' `layoutAttributesForElements(in:)` plus O(n log n)
    ///   for n elements visible before or after.
    public init(collectionView: CollectionView, from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {
        oldLayout.prepareForTransitionQueries(in: collectionView)
        newLayout.prepareForTransitionQueries(in: collectionView)
        self.init(
            from: oldLayout, to: newLayout, bounds: collectionView.bounds,
            contentInset: collectionView.contentInset, selectedItems: collectionView.indexPathsForSelectedItems)
    }

    /// The plan from explicit values; the layouts must be ready to answer queries
    /// (prepared against the collection view whose `bounds` these are).
    /// - Parameters:
    ///   - oldLayout: the layout before the transition.
    ///   - newLayout: the layout after it.
    ///   - bounds: the visible rect before the transition (origin = content offset).
    ///   - contentInset: the collection view's content inset; the viewport is `bounds` inset by it.
    ///   - selectedItems: the selected items; the first visible one anchors the transition.
    ///   - targetContentOffset: the offset after the transition; nil computes it as
    ///     described in the type's documentation.
    public init(
        from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout, bounds: CGRect,
        contentInset: EdgeInsets, selectedItems: [IndexPath], targetContentOffset: CGPoint? = nil
    ) {
        let oldVisible = oldLayout.layoutAttributesForElements(in: bounds).filter { $0.frame.overlaps(bounds) }
        let newContentSize = newLayout.collectionViewContentSize
        let anchor = Self.anchorItem(
            visibleElements: oldVisible, selectedItems: selectedItems, viewport: bounds.inset(by: contentInset))
        let target =
            targetContentOffset
            ?? Self.targetContentOffset(
                anchor: anchor.flatMap { newLayout.layoutAttributesForItem(at: $0) }, newLayout: newLayout,
                proposedWithoutAnchor: bounds.origin, viewportSize: bounds.size, contentInset: contentInset)
        let newBounds = CGRect(origin: target, size: bounds.size)
        let newVisible = newLayout.layoutAttributesForElements(in: newBounds).filter { $0.frame.overlaps(newBounds) }

        var oldByKey: [ElementKey: LayoutAttributes] = [:]
        for attributes in oldVisible { oldByKey[attributes.key] = attributes }
        var newByKey: [ElementKey: LayoutAttributes] = [:]
        for attributes in newVisible { newByKey[attributes.key] = attributes }

        var elements: [Element] = []
        var seen = Set<ElementKey>()
        for attributes in oldVisible + newVisible {
            let key = attributes.key
            guard seen.insert(key).inserted else { continue }
            let old = oldByKey[key] ?? oldLayout.layoutAttributes(forElement: key)
            let new = newByKey[key] ?? newLayout.layoutAttributes(forElement: key)
            switch (old, new) {
            case let (old?, new?):
                elements.append(Element(key: key, change: .slide, from: old, to: new))
            case let (old?, nil):
                var end = old
                end.alpha = 0
                elements.append(Element(key: key, change: .fadeOut, from: old, to: end))
            case let (nil, new?):
                var start = new
                start.alpha = 0
                elements.append(Element(key: key, change: .fadeIn, from: start, to: new))
            case (nil, nil):
                continue
            }
        }
        elements.sort { $0.to.drawsBefore($1.to) }

        self.anchorItem = anchor
        self.fromContentOffset = bounds.origin
        self.toContentOffset = target
        self.fromContentSize = oldLayout.collectionViewContentSize
        self.toContentSize = newContentSize
        self.elements = elements
    }

    /// The anchor of a layout change: the first selected item (lowest index path) among the
    /// visible cells, else the visible cell whose center is nearest `viewport`'s center
    /// (ties: the lowest index path); nil when no cell is visible.
    public static func anchorItem(
        visibleElements: [LayoutAttributes], selectedItems: [IndexPath], viewport: CGRect
    ) -> IndexPath? {
        let cells = visibleElements.filter { $0.representedElementCategory == .cell }
        let visiblePaths = Set(cells.map(\.indexPath))
        if let selected = selectedItems.sorted().first(where: visiblePaths.contains) { return selected }
        let center = CGPoint(x: viewport.midX, y: viewport.midY)
        var best: (path: IndexPath, distance: CGFloat)?
        for cell in cells {
            let dx = cell.center.x - center.x, dy = cell.center.y - center.y
            let distance = dx * dx + dy * dy
            if let current = best,
                distance > current.distance || (distance == current.distance && cell.indexPath >= current.path)
            {
                continue
            }
            best = (cell.indexPath, distance)
        }
        return best?.path
    }

    /// The content offset after a layout change: `anchor` centred in the viewport inset by
    /// `contentInset` (or `proposedWithoutAnchor` when there is no anchor), clamped to
    /// the new layout's content size plus the inset, then passed through the new layout's
    /// ``CollectionViewLayout/targetContentOffset(forProposedContentOffset:)``.
    public static func targetContentOffset(
        anchor: LayoutAttributes?, newLayout: CollectionViewLayout, proposedWithoutAnchor: CGPoint,
        viewportSize: CGSize, contentInset: EdgeInsets
    ) -> CGPoint {
        var proposed = proposedWithoutAnchor
        if let anchor {
            proposed.x = anchor.center.x - (viewportSize.width - contentInset.horizontal) / 2 - contentInset.left
            proposed.y = anchor.center.y - (viewportSize.height - contentInset.vertical) / 2 - contentInset.top
        }
        let clamped = clampedContentOffset(
            proposed, contentSize: newLayout.collectionViewContentSize, viewportSize: viewportSize,
            contentInset: contentInset)
        return newLayout.targetContentOffset(forProposedContentOffset: clamped)
    }

    /// `offset` clamped so that the viewport stays within the content plus its inset
    /// (as a scroll view clamps): x in [−left, max(−left, width + right − viewport width)],
    /// likewise for y.
    public static func clampedContentOffset(
        _ offset: CGPoint, contentSize: CGSize, viewportSize: CGSize, contentInset: EdgeInsets
    ) -> CGPoint {
        let minX = -contentInset.left, minY = -contentInset.top
        let maxX = max(minX, contentSize.width + contentInset.right - viewportSize.width)
        let maxY = max(minY, contentSize.height + contentInset.bottom - viewportSize.height)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

    /// The content offset `progress` of the way (linear).
    public func contentOffset(at progress: Double) -> CGPoint {
        fromContentOffset.interpolated(to: toContentOffset, fraction: progress)
    }

    /// Every element's attributes `progress` of the way, in the plan's order.
    public func attributes(at progress: Double) -> [LayoutAttributes] {
        elements.map { $0.attributes(at: progress) }
    }
}
