import CollectionLayout
import CollectionRendering

// The one place a layer tree becomes the renderer's render tree: each `CALayer` an
// `ElementContent` (what it draws) inside a `ContentLayer` (where it goes). Views (the
// layers' delegates) add what they draw themselves through `CALayerContentProviding`.

/// A layer's delegate that draws into the layer's content besides the layer's own
/// properties: a view (its background colour, a label's text, an image view's image, a
/// collection view's cells).
package protocol CALayerContentProviding: AnyObject {
    /// Adds what the delegate draws for `layer` to `content`.
    func provideContent(of layer: CALayer, into content: inout ElementContent)
}

extension CALayer {
    /// The layer as content, in Core Animation's model: `backgroundColor` rounded by
    /// `cornerRadius` on `maskedCorners` with `cornerCurve`; what its `draw(in:)` drew when
    /// it displayed (it displays first when marked to), else its `contents` image placed by
    /// `contentsGravity`; what the layer itself draws (a shape, a gradient) and what its
    /// delegate draws; the
    /// sublayers (after `extra`), each placed in the bounds (origin: the bounds' origin)
    /// under `sublayerTransform` about the anchor point; clipped with `masksToBounds`; the
    /// border inside the bounds on top; the shadow (`shadowOpacity` above 0, with
    /// `shadowColor`, `shadowOffset`, `shadowRadius` and `shadowPath`) beneath; all masked by `mask`'s
    /// alpha.
    package func renderedContent(sublayers extra: [ContentLayer] = []) -> ElementContent {
        var content = ElementContent(
            fill: backgroundColor?.renderColor ?? .clear, cornerRadius: max(0, cornerRadius.isFinite ? cornerRadius : 0),
            borderWidth: max(0, borderWidth.isFinite ? borderWidth : 0), borderColor: borderColor?.renderColor ?? .clear,
            label: .none, sublayers: extra + (sublayers ?? []).compactMap { $0.contentLayer(inSuperlayerBounds: bounds) },
            masksToBounds: masksToBounds)
        content.maskedCorners = Corners(rawValue: maskedCorners.rawValue)
        content.cornerCurve = cornerCurve == .continuous ? .continuous : .circular
        if shadowOpacity > 0, let color = shadowColor {
            content.shadow = Shadow(
                color: color.renderColor, opacity: Double(min(shadowOpacity, 1)), offset: shadowOffset, radius: shadowRadius,
                path: shadowPath?.path)
        }
        if !sublayerTransform.isIdentity {
            // Core Animation applies it about the anchor point.
            let anchor = CGPoint(x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height)
            content.sublayerTransform = Transform3D(translationX: -anchor.x, y: -anchor.y)
                .concatenating(sublayerTransform).concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
        }
        if let mask {
            // A hidden mask hides everything: its alpha is zero everywhere.
            content.mask =
                mask.contentLayer(inSuperlayerBounds: bounds) ?? ContentLayer(frame: .zero, content: ElementContent(label: .none))
        }
        displayIfNeeded()
        if !recordedDrawing.isEmpty {
            content.drawing = recordedDrawing
        } else if let image = contents.flatMap({ $0 as? CGImage }) {
            let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
            content.drawing = [
                .image(
                    ImageSource(bitmap: image.bitmap, scale: scale), CGRect(origin: .zero, size: bounds.size), contentsGravity.contentMode)
            ]
        }
        drawOwnContent(into: &content)
        (delegate as? CALayerContentProviding)?.provideContent(of: self, into: &content)
        return content
    }

    /// The layer as a sublayer of a layer whose bounds origin is `superBounds.origin`: at its
    /// `position`, anchored at `anchorPoint`, with `transform`, `opacity` as group opacity,
    /// `zPosition` and `isDoubleSided`, its sublayers inside; nil when hidden.
    package func contentLayer(inSuperlayerBounds superBounds: CGRect) -> ContentLayer? {
        guard !isHidden else { return nil }
        var layer = ContentLayer(
            position: CGPoint(x: position.x - superBounds.minX, y: position.y - superBounds.minY), size: bounds.size,
            anchorPoint: anchorPoint, transform: transform, alpha: CGFloat(opacity), content: renderedContent())
        layer.zPosition = zPosition.isFinite ? zPosition : 0
        layer.isDoubleSided = isDoubleSided
        return layer
    }
}
