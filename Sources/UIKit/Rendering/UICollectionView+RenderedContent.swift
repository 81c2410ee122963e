import CollectionRendering

extension UICollectionView {
    /// Adds the views on screen — cells, supplementary and decoration views, drawn as
    /// `DisplayList(collectionView:)` draws them — to the collection view's layer content
    /// as sublayers under its own subviews, scrolled by the bounds' origin (the content
    /// offset). The layer's `masksToBounds` (`clipsToBounds`, true for a scroll view) clips
    /// them to the bounds. Runs a layout pass first, as UIKit does before drawing.
    func drawElements(into content: inout ElementContent) {
        guard
            let list = try? DisplayList(
                elementsOf: self, state: nil, region: .visible, background: .clear, scale: nil, style: .default)
        else { return }
        let origin = bounds.origin
        content.sublayers.insert(contentsOf: list.elements.map { $0.contentLayer(boundsOrigin: origin) }, at: 0)
    }
}
