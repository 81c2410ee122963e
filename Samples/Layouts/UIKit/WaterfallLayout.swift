// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A waterfall (masonry) layout: each section's items fill columns of equal width, every
/// item going to the shortest column (the leftmost of equally short ones), as Pinterest's
/// feed does.
///
/// - The content width is the collection view's width less its `adjustedContentInset`
///   left and right. In a section with n columns (the delegate's
///   `numberOfColumnsInSection`, else ``numberOfColumns``), the column width is
///   `w = (width − sectionInset.left − sectionInset.right − (n − 1)·interitemSpacing) / n`
///   and column c starts at `x = sectionInset.left + c·(w + interitemSpacing)`.
/// - A column's next item starts `interitemSpacing` below its last item (at the section's
///   top plus `sectionInset.top` when empty); its height is the delegate's
///   `heightForItemAt` (else ``itemHeight``).
/// - A section ends at its tallest column plus `sectionInset.bottom`; the next starts
///   there. The content height is where the last section ends.
///
/// The attributes are computed once in `prepare()` and cached; the cache is dropped when
/// the layout is invalidated with `invalidateEverything` or `invalidateDataSourceCounts`
/// (`invalidateLayout()`, `reloadData()`, batch updates) or the width changes
/// (docs/REFERENCE.md §3: cache in `prepare()`).
open class WaterfallLayout: UICollectionViewLayout {
    /// The number of columns when the delegate does not say; default 2.
    open var numberOfColumns = 2 { didSet { invalidateLayout() } }
    /// The height of an item when the delegate does not say; default 100.
    open var itemHeight: CGFloat = 100 { didSet { invalidateLayout() } }
    /// The gap between columns and between items of a column; default 10.
    open var interitemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's columns; default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

    private var cachedSections: [[UICollectionViewLayoutAttributes]]?
    private var cachedWidth: CGFloat = 0
    private var contentHeight: CGFloat = 0

    /// A two-column waterfall.
    public override init() {
        super.init()
    }

    /// A two-column waterfall (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        return collectionView.bounds.width - insets.left - insets.right
    }

    /// The content width by the height of all sections.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    /// Computes and caches every item's attributes, unless the cache is still valid.
    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = contentWidth
        if cachedSections != nil, width == cachedWidth { return }
        let delegate = collectionView.delegate as? WaterfallLayoutDelegate
        var sections: [[UICollectionViewLayoutAttributes]] = []
        var top: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let columns = max(
                1,
                delegate?.collectionView(collectionView, layout: self, numberOfColumnsInSection: section)
                    ?? numberOfColumns)
            let available = width - sectionInset.left - sectionInset.right - CGFloat(columns - 1) * interitemSpacing
            let columnWidth = max(0, available / CGFloat(columns))
            var columnBottoms = [CGFloat](repeating: top + sectionInset.top, count: columns)
            var items: [UICollectionViewLayoutAttributes] = []
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let shortest = columnBottoms.min() ?? 0
                let column = columnBottoms.firstIndex(of: shortest) ?? 0
                let height =
                    delegate?.collectionView(
                        collectionView, layout: self, heightForItemAt: indexPath,
                        columnWidth: columnWidth) ?? itemHeight
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(
                    x: sectionInset.left + CGFloat(column) * (columnWidth + interitemSpacing),
                    y: shortest, width: columnWidth, height: height)
                items.append(attributes)
                columnBottoms[column] = attributes.frame.maxY + interitemSpacing
            }
            let tallest = items.map(\.frame.maxY).max() ?? top + sectionInset.top
            top = tallest + sectionInset.bottom
            sections.append(items)
        }
        cachedSections = sections
        cachedWidth = width
        contentHeight = top
    }

    /// Drops the cache when everything or the data source's counts changed.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            cachedSections = nil
        }
        super.invalidateLayout(with: context)
    }

    /// A width change needs new columns; a scroll needs nothing.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    /// The cached items whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cachedSections?.flatMap { $0.filter { $0.frame.intersects(rect) } }
    }

    /// The cached attributes of the item at `indexPath`; nil for an index path it does not hold.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let sections = cachedSections, indexPath.section >= 0, indexPath.section < sections.count,
            indexPath.item >= 0, indexPath.item < sections[indexPath.section].count
        else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}
