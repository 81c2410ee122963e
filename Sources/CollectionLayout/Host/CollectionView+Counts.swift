import Foundation

/// Counts: what the data source says, cached until the next reload.
extension CollectionView {
    /// The per-section item counts, as last read from the data source.
    public var sectionCounts: [Int] {
        if let cachedCounts { return cachedCounts }
        let counts = readCountsFromDataSource()
        cachedCounts = counts
        return counts
    }

    /// The number of sections (cached from the data source until the next reload).
    public var numberOfSections: Int { sectionCounts.count }

    /// Whether the collection view has an item at `indexPath` now (a two-index path within
    /// the counts).
    public func containsItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The number of items in `section`, or 0 for a section out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = sectionCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Asks the data source for its counts now (negative counts read as 0), plus the drop
    /// gap and placeholders shown (items the data source does not have).
    public func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        return phantoms.isEmpty ? counts : phantoms.presentedCounts(counts)
    }

    /// Replaces the cached counts (batch updates do when they commit) and, given a
    /// context, invalidates the layout with it — a batch names its update items instead of
    /// invalidating everything. Without one, the caller invalidates the layout.
    public func setSectionCounts(_ counts: [Int], invalidationContext context: InvalidationContext? = nil) {
        cachedCounts = counts
        needsLayout = true
        if let context { collectionViewLayout.invalidateLayout(with: context) }
    }

    /// Re-reads everything from the data source: counts, visible views, and the layout.
    /// Selection is cleared, as in UIKit; so are an interactive movement under way and a
    /// drop's gap and placeholders (they name paths of the data before the reload).
    public func reloadData() {
        interactiveMovement = nil
        phantoms = PhantomItems()
        cachedCounts = nil
        for element in visible.values { enqueue(element.view, for: element.attributes) }
        visible.removeAll()
        selection = ItemSelection()
        collectionViewLayout.invalidateLayout()
    }
}
