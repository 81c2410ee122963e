import CollectionRendering

// What the renderer draws for a UIKit view: its layer (background colour, corner radius,
// border, masksToBounds), its subviews' layers (a label's with its text) and, for a cell,
// the layers of its background, selected background and content views, as Core Animation
// composites them.

/// The appearance of a UIKit view, resolved for the renderer, carried by the core view
/// that hosts it (its `contentConfiguration`) so an animation's snapshots keep the look a
/// view had when the animation was built.
struct UIKitViewAppearance: ContentConfiguration, Hashable {
    /// The view's layer tree as content.
    var content: ElementContent
}

extension UIView {
    /// Whether the view draws anything of its own: a background colour (clear included:
    /// a view set to clear is configured), a border, or subviews (a label with no text
    /// included: the cell then shows what it configured, not the renderer's default look).
    var configuresContent: Bool {
        backgroundColor != nil || layer.backgroundColor != nil || layer.borderWidth > 0 || !subviews.isEmpty
    }

    /// The view's layer as content: `backgroundColor` (UIKit's is the layer's) rounded by
    /// `cornerRadius`, a label's text (``UILabel``), the border inside the bounds on top,
    /// `sublayers` and then the layers of the view's ``UIView/subviews`` between them, clipped
    /// when `masksToBounds` (`clipsToBounds`). The one place a view becomes content.
    func layerContent(sublayers: [ContentLayer] = []) -> ElementContent {
        let fill = (backgroundColor ?? layer.backgroundColor)?.color ?? .clear
        let borderColor = layer.borderColor?.color ?? .clear
        var content = ElementContent(
            fill: fill, cornerRadius: max(0, layer.cornerRadius), borderWidth: max(0, layer.borderWidth),
            borderColor: borderColor, label: .none,
            sublayers: sublayers + subviews.compactMap { $0.contentLayer(inSuperviewBounds: bounds) },
            masksToBounds: layer.masksToBounds)
        (self as? UILabel)?.drawText(into: &content)
        (self as? UIImageView)?.drawImage(into: &content)
        return content
    }

    /// The view as a sublayer of a view whose bounds origin is `superBounds.origin`: at its
    /// `center`, anchored at `layer.anchorPoint`, with `layer.transform`, `alpha` times
    /// `layer.opacity`, its subviews inside; nil when hidden.
    func contentLayer(inSuperviewBounds superBounds: CGRect) -> ContentLayer? {
        guard !isHidden else { return nil }
        return ContentLayer(
            position: CGPoint(x: center.x - superBounds.minX, y: center.y - superBounds.minY), size: bounds.size,
            anchorPoint: layer.anchorPoint, transform: layer.transform, alpha: alpha * CGFloat(layer.opacity),
            content: layerContent())
    }

    /// `attributes` with what the view itself shows: its centre, size, alpha (times the
    /// layer's opacity), hidden state and transform — about `layer.anchorPoint`, expressed
    /// about the centre as the display list places elements (the transform applied after
    /// a translation from the centre to the anchor point).
    func renderedAttributes(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        let size = bounds.size
        result.center = center
        result.size = size
        result.alpha = alpha * CGFloat(layer.opacity)
        result.isHidden = isHidden
        let anchor = layer.anchorPoint
        var transform = layer.transform
        if anchor.x != 0.5 || anchor.y != 0.5 {
            transform = transform.translatedBy(x: size.width * (0.5 - anchor.x), y: size.height * (0.5 - anchor.y))
        }
        result.transform3D = transform
        return result
    }
}

extension UICollectionReusableView {
    /// What the renderer draws for the view, or nil when it configures nothing drawable
    /// (it then keeps the renderer's default look).
    ///
    /// A cell stacks, as UIKit does: its own background colour, then `backgroundView`, then
    /// `selectedBackgroundView` while selected or highlighted (a `backgroundConfiguration`'s
    /// view in place of both), then `contentView` (each
    /// with its own background, corners, border, subviews, transform about its anchor
    /// point, alpha and hidden state), then subviews added to the cell itself, then its own
    /// border on top; `masksToBounds` clips the views to the rounded bounds. A view is
    /// configured when it or a cell's content view sets a background colour or border or
    /// has subviews, or a cell has a background or selected background view or a background
    /// configuration.
    var renderedContent: ElementContent? {
        guard let cell = self as? UICollectionViewCell else {
            return configuresContent ? layerContent() : nil
        }
        let configuredBackground = cell.backgroundConfigurationView
        let configured =
            configuresContent || cell.backgroundView != nil || cell.selectedBackgroundView != nil
            || configuredBackground != nil || cell.contentView.configuresContent
        guard configured else { return nil }
        let showsSelected = cell.isSelected || cell.isHighlighted
        let views = [
            configuredBackground ?? cell.backgroundView, showsSelected ? cell.selectedBackgroundView : nil, cell.contentView,
        ]
        let sublayers = views.compactMap { $0?.contentLayer(inSuperviewBounds: bounds) }
        return layerContent(sublayers: sublayers)
    }
}
