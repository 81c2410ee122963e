import CollectionRendering

// What the renderer draws for a UIKit view: its layer (background colour, corner radius,
// border, masksToBounds), its subviews' layers (a label's with its text) and, for a cell,
// the layers of its background, selected background and content views, as Core Animation
// composites them.

/// The appearance of a UIKit view, resolved for the renderer, carried by the core view
/// that hosts it (its `contentConfiguration`) so an animation's snapshots keep the look a
/// view had when the animation was built.
@preconcurrency @MainActor
struct UIKitViewAppearance: ContentConfiguration, Hashable {
    /// The view's layer tree as content.
    var content: ElementContent
}

extension UIView {
    /// Whether the view draws anything of its own: a background colour (clear included:
    /// a view set to clear is configured), a border, or sublayers (a subview's, a label with
    /// no text included: the cell then shows what it configured, not the renderer's default
    /// look).
    var configuresContent: Bool {
        backgroundColor != nil || layer.backgroundColor != nil || layer.borderWidth > 0 || layer.sublayers != nil
    }

    /// The view's layer as content (QuartzCore's `CALayer.renderedContent(sublayers:)`, which
    /// asks the view for what it draws itself: `provideContent(of:into:)`).
    func layerContent() -> ElementContent {
        layer.renderedContent()
    }

    /// The view as a sublayer of a view whose bounds origin is `superBounds.origin`; nil when
    /// hidden.
    func contentLayer(inSuperviewBounds superBounds: CGRect) -> ContentLayer? {
        layer.contentLayer(inSuperlayerBounds: superBounds)
    }

    /// `attributes` with what the view itself shows: its centre, size, alpha (the layer's
    /// opacity), hidden state and transform — about `layer.anchorPoint`, expressed
    /// about the centre as the display list places elements (the transform applied after
    /// a translation from the centre to the anchor point).
    func renderedAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        let shown = layer.presentedForRendering
        let size = shown.bounds.size
        result.center = shown.position
        result.size = size
        result.alpha = CGFloat(shown.opacity)
        result.isHidden = shown.isHidden
        let anchor = shown.anchorPoint
        var transform = shown.transform
        if anchor.x != 0.5 || anchor.y != 0.5 {
            transform = transform.translatedBy(x: size.width * (0.5 - anchor.x), y: size.height * (0.5 - anchor.y))
        }
        result.transform3D = transform
        return result
    }
}

extension UIView: CALayerContentProviding {
    /// What the view draws into its own layer's content: its `backgroundColor` (which may
    /// answer otherwise than the layer's) unless an animation is moving the layer's;
    /// the radii its corner configuration resolves to when one is set; and
    /// `drawOwnContent(into:)` — a label its text, an image view its image, a collection
    /// view its cells — and a scroll view's indicators while they show, over its subviews.
    package func provideContent(of layer: CALayer, into content: inout ElementContent) {
        guard layer === self.layer else { return }
        // A view's colour resolves with its traits now, as UIKit redraws on a trait change.
        if !layer.hasAnimations, let color = backgroundColor?.resolvedColor(with: traitCollection) {
            content.fill = color.renderColor(in: traitCollection)
            content.fillPattern = color.imagePattern(in: traitCollection)
        }
        if storedCornerConfiguration != nil {
            let radii = resolvedCornerRadii
            content.cornerRadii = radii
            content.cornerRadius = radii.largest
        }
        drawOwnContent(into: &content)
        (self as? UIScrollView)?.drawScrollIndicators(into: &content)
    }

    /// Whether the view is a cell or reusable view among its collection view's subviews, or
    /// its `backgroundView`, which the collection view draws from its core
    /// (`drawElements(into:)`), not as a sublayer.
    package var isDrawnBySuperlayerDelegate: Bool {
        // One cast for both questions: every layer drawn asks.
        guard let collectionView = superview as? UICollectionView else { return false }
        return collectionView.isHostedReusableView(self) || collectionView.backgroundView === self
    }
}

extension UICollectionReusableView {
    /// What the renderer draws for the view, or nil when it configures nothing drawable
    /// (it then keeps the renderer's default look).
    ///
    /// A cell stacks its subviews as UIKit does — `backgroundView`, then
    /// `selectedBackgroundView` while selected or highlighted, then `contentView`, then the
    /// views added to the cell itself — over its own background colour, a
    /// `backgroundConfiguration`'s view behind them all, and its own border on top;
    /// `masksToBounds` clips them to the rounded bounds. A view is configured when it sets a
    /// background colour or border or has subviews (a cell's content view counting only when
    /// it is configured itself), or a cell has a background configuration.
    var renderedContent: ElementContent? {
        guard let cell = self as? UICollectionViewCell else {
            return configuresContent ? layerContent() : nil
        }
        let content = cell.contentView
        let configured =
            backgroundColor != nil || layer.backgroundColor != nil || layer.borderWidth > 0
            || cell.shownBackgroundConfiguration != nil || content.configuresContent
            || layer.sublayers?.contains { $0 !== content.layer } == true
        guard configured else { return nil }
        return layerContent()
    }
}
