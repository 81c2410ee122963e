import CollectionLayout

/// The traits that change how big a collection view's content is: the text size (Dynamic
/// Type), Bold Text and the size classes. When one changes, UIKit sizes the self-sizing views
/// again and lays out anew (the compositional layout asks its section provider again with the
/// new environment); a change of colour traits only redraws.
struct SizingTraits: Equatable {
    var contentSizeCategory: UIContentSizeCategory
    var legibilityWeight: UILegibilityWeight
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass

    init(_ traits: UITraitCollection) {
        contentSizeCategory = traits.preferredContentSizeCategory
        legibilityWeight = traits.legibilityWeight
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
    }
}

extension UICollectionView {
    /// After a trait change: when the sizing traits changed since the last one, forgets what
    /// every visible view preferred and invalidates the layout, so the next layout pass sizes
    /// the cells (whose labels took the new fonts) again. The first change counts too: cells
    /// measured before it — a screen laid out before it is hosted — were measured with the
    /// traits every view starts with (`UIView.unattachedTraits`).
    func sizingTraitsMayHaveChanged() {
        let now = SizingTraits(traitCollection)
        defer { sizingTraits = now }
        guard sizingTraits != now else { return }
        coreView.resetSelfSizing()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}
