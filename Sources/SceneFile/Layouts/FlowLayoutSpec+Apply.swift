import CollectionLayout
import Foundation

extension FlowLayoutSpec {
    /// Sets `layout`'s properties to these values.
    public func apply(to layout: FlowLayout) {
        layout.scrollDirection = scrollDirection
        layout.itemSize = itemSize
        layout.minimumLineSpacing = minimumLineSpacing
        layout.minimumInteritemSpacing = minimumInteritemSpacing
        layout.sectionInset = sectionInset
        layout.headerReferenceSize = headerReferenceSize
        layout.footerReferenceSize = footerReferenceSize
        layout.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        layout.estimatedItemSize = estimatedItemSize
    }
}

extension SceneDataSource {
    /// The layout's `itemSize` when it is a flow layout.
    func flowItemSize(of layout: CollectionViewLayout) -> CGSize? {
        (layout as? FlowLayout)?.itemSize
    }
}
