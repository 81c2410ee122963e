/// The paging scroll view of a `.scroll` ``UIPageViewController`` (UIKit's private
/// `_UIQueuingScrollView`): its content is the row (or column) of page slots, each one page
/// plus the inter-page spacing long, and the page views lie in it as plain subviews.
///
/// It is a collection view without items because the collection view is where UIKit's scroll
/// physics — the pan, paging, rubber band and bounce — live here (docs/REFERENCE.md §10); its
/// layout only gives the content size. It bounces along the page axis even with one page, so a
/// swipe past the first or last page drags and bounces back as in UIKit.
final class PageQueuingScrollView: UICollectionView {
    /// The layout that gives the content size.
    private let slotsLayout: PageSlotsLayout

    init(orientation: UIPageViewController.NavigationOrientation) {
        let layout = PageSlotsLayout()
        slotsLayout = layout
        super.init(frame: .zero, collectionViewLayout: layout)
        isPagingEnabled = true
        backgroundColor = nil
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = orientation == .horizontal
        alwaysBounceVertical = orientation == .vertical
    }

    required init?(coder: NSCoder) { nil }

    /// The size of the slots together; a change lays the scroll view out again.
    var slotsSize: CGSize {
        get { slotsLayout.contentSize }
        set {
            guard newValue != slotsLayout.contentSize else { return }
            slotsLayout.contentSize = newValue
            slotsLayout.invalidateLayout()
            layoutIfNeeded()
        }
    }
}

/// A layout with no elements whose content size is set from outside: the page slots'.
final class PageSlotsLayout: UICollectionViewLayout {
    /// The content size.
    var contentSize = CGSize.zero

    /// The slots' size.
    override var collectionViewContentSize: CGSize { contentSize }

    /// No elements: the pages are plain subviews.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
}
