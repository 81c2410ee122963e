import CollectionLayout
import Foundation

// FlowLayout's properties land with the flow-layout branch. Until then this file compiles
// the no-op half; build with `-Xswiftc -DFLOW_LAYOUT_PROPERTIES` (or delete the `#if`) once
// `FlowLayout` has UIKit's properties.
#if FLOW_LAYOUT_PROPERTIES
extension FlowLayoutSpec {
    /// Sets `layout`'s properties to these values.
    public func apply(to layout: FlowLayout) {
        layout.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
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
#else
extension FlowLayoutSpec {
    /// Sets `layout`'s properties to these values. (No-op until ``FlowLayout`` has its
    /// properties; see this file's header.)
    public func apply(to layout: FlowLayout) {}
}

extension SceneDataSource {
    /// The layout's `itemSize` when it is a flow layout (unavailable until ``FlowLayout``
    /// has its properties: the data source then uses the scene's flow spec).
    func flowItemSize(of layout: CollectionViewLayout) -> CGSize? { nil }
}
#endif
