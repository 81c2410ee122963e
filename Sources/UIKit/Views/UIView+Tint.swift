// Tint colour inheritance: UIView.h says `tintColor` is the first colour set up the superview
// chain, and that `tintColorDidChange()` reaches the view whose tint client code changed and
// every view that inherits it, also when a move to another superview changes it
// (docs/REFERENCE.md §22.9).
extension UIView {
    /// Runs `change` (a new tint colour, a new superview), then, when it changed this view's
    /// tint colour, tells the view and the views that inherit it.
    func changingTint(_ change: () -> Void) {
        let old = tintColor
        change()
        let new = tintColor
        // Most views inherit the shared default tint before and after a move: one object, the
        // same colour, known without `isEqual(_:)` (a call through `Any`, ~1,300 instructions).
        if new === old, new === UIColor.tintColor { return }
        if new != old { tintDidChange() }
    }

    /// Calls ``tintColorDidChange()`` on this view (with its traits current, as UIKit sets
    /// them), then on each view that inherits its tint, parents before children.
    private func tintDidChange() {
        UITraitCollection.withCurrent(traitCollection) { tintColorDidChange() }
        for view in tintInheritors where view.explicitTintColor == nil {
            view.tintDidChange()
        }
    }

    /// The views whose parent, for inherited traits and tint, is this one: the subviews; a
    /// collection view's visible cells.
    private var tintInheritors: [UIView] {
        var views = subviews
        if let collectionView = self as? UICollectionView { views += collectionView.visibleCells }
        return views
    }
}
