import CollectionRendering

extension DisplayList {
    /// The display list of `view` and the views below it, drawn as Core Animation draws its
    /// layer tree with `render(in:)`: one element, the view's layer content
    /// (`CALayer.renderedContent`, the one place a layer becomes content) in the view's
    /// bounds, its own position and transform left out; a collection view among the views
    /// draws its cells in its layer (`UICollectionView.drawVisibleViews`).
    ///
    /// - Parameters:
    ///   - view: the view; laid out as it is (lay it out first).
    ///   - background: painted under everything; default clear, as an image renderer that is
    ///     not opaque starts.
    ///   - scale: pixels per point; default the view's `traitCollection.displayScale` (1 when
    ///     unspecified).
    public init(layerTreeOf view: UIView, background: Color = .clear, scale: CGFloat? = nil) {
        let traitScale = view.traitCollection.displayScale
        let scale = scale ?? (traitScale.isFinite && traitScale > 0 ? traitScale : 1)
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        var attributes = LayoutAttributes(cellAt: IndexPath(item: 0, section: 0), frame: bounds)
        attributes.alpha = CGFloat(view.layer.opacity)
        let content = view.layerContent()
        self.init(
            items: [(attributes, ElementAppearance(content: content))],
            viewport: Viewport(rect: bounds, background: background, scale: scale))
    }
}
