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
    /// a view set to clear is configured), a border, or sublayers (a subview's, a label with
    /// no text included: the cell then shows what it configured, not the renderer's default
    /// look).
    var configuresContent: Bool {
        backgroundColor != nil || layer.backgroundColor != nil || layer.borderWidth > 0 || layer.sublayers != nil
    }

    /// The view's layer as content (``CALayer/renderedContent(sublayers:)``), with what the
    /// view draws itself: a label's text (``UILabel``), an image view's image. The one
    /// place a view becomes content.
    func layerContent(sublayers: [ContentLayer] = []) -> ElementContent {
        layer.renderedContent(sublayers: sublayers)
    }

    /// The view as a sublayer of a view whose bounds origin is `superBounds.origin`
    /// (``CALayer/contentLayer(inSuperlayerBounds:)``); nil when hidden.
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

extension CALayer {
    /// The layer as content: `backgroundColor` rounded by `cornerRadius`, what its view draws
    /// (a label's text), `sublayers` in front of the given ones — each a layer of its own,
    /// a subview's included — clipped when `masksToBounds`, and the border inside the bounds
    /// on top.
    func renderedContent(sublayers extra: [ContentLayer] = []) -> ElementContent {
        let view = delegate as? UIView
        // What animations show now (the presentation values), the layer itself when none runs.
        let shown = presentedForRendering
        // A view's colour resolves with its traits now, as UIKit redraws on a trait change.
        let fill =
            (shown !== self ? shown.backgroundColor?.renderColor : nil)
            ?? view.flatMap { v in v.backgroundColor?.renderColor(in: v.traitCollection) } ?? backgroundColor?.renderColor ?? .clear
        var content = ElementContent(
            fill: fill, cornerRadius: max(0, shown.cornerRadius), borderWidth: max(0, shown.borderWidth),
            borderColor: shown.borderColor?.renderColor ?? .clear, label: .none,
            sublayers: extra + (sublayers ?? []).compactMap { $0.contentLayer(inSuperlayerBounds: shown.bounds) },
            masksToBounds: masksToBounds)
        view?.drawOwnContent(into: &content)
        if let (transition, progress) = runningTransition, let previous = transition.previousContent {
            // A cross-dissolve: the content before the change fades out over the new one.
            content.sublayers.append(
                ContentLayer(
                    position: CGPoint(x: shown.bounds.width * shown.anchorPoint.x, y: shown.bounds.height * shown.anchorPoint.y),
                    size: shown.bounds.size, anchorPoint: shown.anchorPoint, transform: .identity,
                    alpha: CGFloat(max(0, min(1, 1 - progress))), content: previous))
        }
        return content
    }

    /// The layer as a sublayer of a layer whose bounds origin is `superBounds.origin`: at its
    /// `position`, anchored at `anchorPoint`, with `transform`, `opacity` as group opacity,
    /// its sublayers inside; nil when hidden.
    func contentLayer(inSuperlayerBounds superBounds: CGRect) -> ContentLayer? {
        let shown = presentedForRendering
        guard !shown.isHidden else { return nil }
        return ContentLayer(
            position: CGPoint(x: shown.position.x - superBounds.minX, y: shown.position.y - superBounds.minY),
            size: shown.bounds.size, anchorPoint: shown.anchorPoint, transform: shown.transform, alpha: CGFloat(shown.opacity),
            content: renderedContent())
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
