// The views a collection view shows are its subviews, as in UIKit: a cell or supplementary
// view joins the collection view the first time it is displayed (told
// `willMove(toSuperview:)`, `didMoveToSuperview()`, `willMove(toWindow:)` and
// `didMoveToWindow()` as any view added is) and stays when it goes off screen — UIKit hides a
// view it reuses (its private `_isHiddenForReuse`) and keeps it among the subviews
// (docs/REFERENCE.md §1). The renderer and hit testing take the views on screen from the
// core instead, so a view kept for reuse is neither drawn nor touched.

extension UICollectionView {
    /// Makes each view on screen that is not yet a subview one, behind the collection view's
    /// own subviews (after the reusable views already there), before the delegate is told it
    /// will display.
    func adoptDisplayedReusableViews() {
        var index = subviews.prefix { isHostedReusableView($0) }.count
        for element in coreView.visibleElements {
            guard let view = (element.view as? HostedView)?.view, view.superview !== self else { continue }
            adoptSubview(view, at: index)
            index += 1
        }
    }

    /// Whether `view` is a cell or reusable view this collection view shows or keeps for
    /// reuse (drawn and touched through the core, not as a plain subview).
    package func isHostedReusableView(_ view: UIView) -> Bool {
        (view as? UICollectionReusableView)?.owningCollectionView === self
    }
}

extension UIView {
    /// Whether the view is a cell or reusable view among the subviews of the collection view
    /// that shows it.
    var isShownByCollectionView: Bool {
        guard let collectionView = superview as? UICollectionView else { return false }
        return collectionView.isHostedReusableView(self)
    }
}
