import CollectionRendering

extension UICollectionView {
    /// Adds the views the collection view shows — cells, supplementary and decoration views,
    /// in the draw order of `LayoutAttributes.drawsBefore(_:)` — to its layer's content, behind its
    /// other subviews, each at its frame less the bounds' origin (the scroll position): a
    /// collection view in a view tree draws its cells as the sublayers of its own layer, as
    /// UIKit's cells are its subviews. A view that configures nothing draws nothing, as on
    /// iOS (the renderer's default look is for `DisplayList(collectionView:)` alone).
    func drawVisibleViews(into content: inout ElementContent) {
        let views = visibleReusableViews
        let ordered = coreView.visibleElements.map(\.attributes).sortedInDrawOrder().map(\.key)
        let layers = ordered.compactMap { key -> ContentLayer? in
            guard let view = views[key], !view.isHidden, let drawn = view.renderedContent else { return nil }
            return ContentLayer(
                position: CGPoint(x: view.center.x - bounds.minX, y: view.center.y - bounds.minY), size: view.bounds.size,
                anchorPoint: view.layer.anchorPoint, transform: view.layer.transform, alpha: view.alpha, content: drawn)
        }
        content.sublayers.insert(contentsOf: layers, at: 0)
    }
}
