// A navigation bar with a search field (docs/REFERENCE.md §25.6): the top item's search
// controller's search bar lies under the title row (under the large title when one shows),
// and the bar grows by the room it takes, so the top controller's safe area and its list's
// adjusted inset follow. With `hidesSearchBarWhenScrolling` the field collapses as the content
// scrolls up: the bar's bottom stays on the content's top edge until the field has gone, and
// comes back as the content returns to the top.

extension UINavigationBar {
    /// The room under the title row the search field takes now: 52 points, 44 more while its
    /// scope bar shows, less what scrolling has collapsed; 0 without a search controller.
    var visibleSearchHeight: CGFloat {
        guard let searchBar = topItem?.searchController?.searchBar else { return 0 }
        return fullSearchHeight(of: searchBar) - searchCollapse
    }

    /// The room `searchBar` takes uncollapsed: 52 points, 44 more while its scope bar shows.
    private func fullSearchHeight(of searchBar: UISearchBar) -> CGFloat {
        SearchMetrics.navigationSearchHeight + (searchBar.showsScope ? SearchMetrics.scopeRowHeight : 0)
    }

    /// Works out how much of the search field `scrollView` (the top controller's content) has
    /// collapsed: how far it has scrolled past its top with the field shown, at most the
    /// field's room; none when the item keeps the field or the search is active. The
    /// expanded top is the applied adjusted inset plus what is collapsed now, when the safe
    /// area adjusts the scroll view (else the bar is not part of its inset).
    func updateSearchCollapse(following scrollView: UIScrollView?) {
        guard let item = topItem, let search = item.searchController, item.hidesSearchBarWhenScrolling, !search.isActive,
            let scrollView
        else {
            searchCollapse = 0
            return
        }
        let scrolled = scrollView.contentOffset.y + expandedSearchTop(of: scrollView)
        searchCollapse = min(max(0, scrolled), SearchMetrics.navigationSearchHeight)
    }

    /// Whether a scroll of `scrollView` from `oldY` to `newY` moves within the range where the
    /// search field collapses, so the bar is to be laid out again.
    func searchCollapseFollows(scrollOf scrollView: UIScrollView, from oldY: CGFloat, to newY: CGFloat) -> Bool {
        guard let item = topItem, item.searchController != nil, item.hidesSearchBarWhenScrolling else { return false }
        let expanded = -expandedSearchTop(of: scrollView)
        return min(oldY, newY) <= expanded + SearchMetrics.navigationSearchHeight && max(oldY, newY) >= expanded
    }

    /// The content inset `scrollView` has with the search field fully shown.
    private func expandedSearchTop(of scrollView: UIScrollView) -> CGFloat {
        scrollView.appliedAdjustedContentInset.top + (scrollView.adjustedAxes.vertical ? searchCollapse : 0)
    }

    /// `searchBar`'s frame under the title row ending at `top`: across the bar with the field
    /// lined up on the title's `margin` (the bar insets its field by 8 points), as tall as its
    /// room uncollapsed, its bottom on the bottom of the room left to it, fading out as it
    /// collapses.
    func frame(of searchBar: UISearchBar, top: CGFloat, margin: CGFloat) -> CGRect {
        let full = fullSearchHeight(of: searchBar), visible = visibleSearchHeight
        searchBar.alpha = visible / full
        searchBar.isHidden = visible <= 0
        let inset = max(0, margin - SearchMetrics.edgeInset)
        let x = safeAreaInsets.left + inset
        return CGRect(x: x, y: top + visible - full, width: max(0, bounds.width - safeAreaInsets.right - inset - x), height: full)
    }
}
