import CollectionRendering

extension DisplayList {
    /// The display list of what a view shows: its layer tree (`init(layer:scale:background:)`),
    /// which a collection view inside it contributes its cells to, clipped to its bounds and
    /// scrolled by them. The one way a `UIView` tree is drawn (the snapshot strategies of
    /// views and view controllers use it).
    ///
    /// Nothing runs on a run loop here: lay the view out first (`layoutIfNeeded()`); the
    /// collection views inside run their own layout pass as they are drawn.
    /// - Parameters:
    ///   - view: the view; its `bounds` are the picture.
    ///   - scale: pixels per point; default the view's `traitCollection.displayScale` (1 when
    ///     unspecified).
    ///   - background: painted under everything; default clear.
    public init(view: UIView, scale: CGFloat? = nil, background: Color = .clear) {
        let scale = scale ?? UIView.pixelScale(view.traitCollection.displayScale)
        self.init(layer: view.layer, scale: scale, background: background)
    }

    /// The display list of a layer tree, as `render(in:)` draws it: the layer in its own
    /// coordinate space — its bounds are the picture, its `position` and `transform` left
    /// out — with its opacity; nothing for a hidden layer. One element, `layer` (the layer's
    /// `name` when it has one), holds the whole tree.
    /// - Parameters:
    ///   - layer: the root layer.
    ///   - scale: pixels per point.
    ///   - background: painted under everything; default clear.
    public init(layer: CALayer, scale: CGFloat = 1, background: Color = .clear) {
        let size = layer.bounds.size
        let viewport = Viewport(rect: CGRect(origin: .zero, size: size), background: background, scale: scale)
        guard !layer.isHidden, layer.opacity > 0 else {
            self.init(elements: [], viewport: viewport)
            return
        }
        var attributes = LayoutAttributes(forDecorationViewOfKind: "CALayer", with: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(origin: .zero, size: size)
        attributes.alpha = CGFloat(min(layer.opacity, 1))
        let element = DisplayElement(id: layer.name ?? "layer", attributes: attributes, content: layer.renderedContent())
        self.init(elements: [element], viewport: viewport)
    }
}
