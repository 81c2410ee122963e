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

    /// Whether the delegate's layer is drawn by what its superlayer's delegate provides
    /// instead of as a sublayer (a cell among a collection view's subviews).
    var isDrawnBySuperlayerDelegate: Bool { get }
}

extension CALayer {
    /// The layer as content, in Core Animation's model, from the values its animations show
    /// now (its presentation; the layer itself when none runs): `backgroundColor` rounded by
    /// `cornerRadius` on `maskedCorners` with `cornerCurve`; what its `draw(in:)` drew when
    /// it displayed (it displays first when marked to), else its `contents` image placed by
    /// `contentsGravity` (cross-fading while a `contents` animation runs); what the layer itself draws (a shape, a gradient) and what its
    /// delegate draws; the sublayers (after `extra`; a replicator's instances of them), each placed in the bounds (origin: the
    /// bounds' origin) under `sublayerTransform` about the anchor point; clipped with
    /// `masksToBounds`; the border inside the bounds on top; the shadow (`shadowOpacity`
    /// above 0, with `shadowColor`, `shadowOffset`, `shadowRadius` and `shadowPath`)
    /// beneath; all masked by `mask`'s alpha; a running `CATransition`'s old content fading
    /// out over it; drawn through a bitmap with `shouldRasterize`.
    package func renderedContent(sublayers extra: [ContentLayer] = []) -> ElementContent {
        layOutIfMarked()
        let shown = presentedForRendering
        if self is CATransformLayer {
            // Only its sublayers (and its host's, for a view's layer) render.
            var content = ElementContent(label: .none)
            content.sublayers = extra + renderedSublayers(inBounds: shown.bounds)
            content.sublayerTransform = sublayerTransformAboutAnchor(of: shown)
            return content
        }
        var content = ElementContent(
            fill: shown.backgroundColor?.renderColor ?? .clear, cornerRadius: shown.cornerRadius.nonNegativeFinite,
            borderWidth: shown.borderWidth.nonNegativeFinite, borderColor: shown.borderColor?.renderColor ?? .clear,
            label: .none, sublayers: extra + drawnSublayers(shown: shown),
            masksToBounds: masksToBounds)
        content.fillPattern = shown.backgroundColor?.imagePattern
        content.maskedCorners = Corners(rawValue: maskedCorners.rawValue)
        content.cornerCurve = cornerCurve == .continuous ? .continuous : .circular
        if shown.shadowOpacity > 0, let color = shown.shadowColor {
            content.shadow = Shadow(
                color: color.renderColor, opacity: Double(min(shown.shadowOpacity, 1)), offset: shown.shadowOffset,
                radius: shown.shadowRadius, path: shadowPath?.path)
        }
        content.sublayerTransform = sublayerTransformAboutAnchor(of: shown)
        if let mask {
            // A hidden mask hides everything: its alpha is zero everywhere.
            content.mask =
                mask.contentLayer(inSuperlayerBounds: shown.bounds)
                ?? ContentLayer(frame: .zero, content: ElementContent(label: .none))
        }
        displayIfNeeded()
        if !recordedDrawing.isEmpty {
            content.drawing = recordedDrawing
        } else {
            content.drawing = shown.contentsDrawing(size: shown.bounds.size)
        }
        shown.drawOwnContent(into: &content)
        (delegate as? CALayerContentProviding)?.provideContent(of: self, into: &content)
        if let (transition, progress) = runningTransition, let previous = transition.previousContent {
            // A cross-dissolve: the content before the change fades out over the new one.
            content.sublayers.append(
                ContentLayer(
                    position: CGPoint(x: shown.bounds.width * shown.anchorPoint.x, y: shown.bounds.height * shown.anchorPoint.y),
                    size: shown.bounds.size, anchorPoint: shown.anchorPoint, transform: .identity,
                    alpha: CGFloat(max(0, min(1, 1 - progress))), content: previous))
        }
        return shouldRasterize ? rasterized(content, size: shown.bounds.size) : content
    }

    /// `shown`'s `sublayerTransform`, which Core Animation applies about the anchor point.
    func sublayerTransformAboutAnchor(of shown: CALayer) -> Transform3D {
        guard !shown.sublayerTransform.isIdentity else { return .identity }
        let anchor = CGPoint(x: shown.anchorPoint.x * shown.bounds.width, y: shown.anchorPoint.y * shown.bounds.height)
        return Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(shown.sublayerTransform).concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
    }

    /// The sublayers as the layer draws them, with the values `shown` (its presentation)
    /// gives: a replicator's instances (``CAReplicatorLayer``), else the sublayers themselves.
    private func drawnSublayers(shown: CALayer) -> [ContentLayer] {
        if let replicator = self as? CAReplicatorLayer, let shown = shown as? CAReplicatorLayer {
            return replicator.replicatedSublayers(shown: shown)
        }
        return renderedSublayers(inBounds: shown.bounds)
    }

    /// The sublayers drawn as sublayers — all but those their delegates' host draws — in
    /// this layer's `bounds`: a transform layer among them gives its own sublayers in its
    /// place (``CATransformLayer``).
    func renderedSublayers(inBounds bounds: CGRect) -> [ContentLayer] {
        var result: [ContentLayer] = []
        for sublayer in sublayers ?? [] {
            if (sublayer.delegate as? CALayerContentProviding)?.isDrawnBySuperlayerDelegate ?? false { continue }
            if let transformLayer = sublayer as? CATransformLayer {
                result += transformLayer.hoistedSublayers(inSuperlayerBounds: bounds)
            } else if let layer = sublayer.contentLayer(inSuperlayerBounds: bounds) {
                result.append(layer)
            }
        }
        return result
    }

    /// The layer as a sublayer of a layer whose bounds origin is `superBounds.origin`: at its
    /// `position`, anchored at `anchorPoint`, with `transform`, `opacity` as group opacity,
    /// `zPosition` and `isDoubleSided` (as its animations show them now), its sublayers
    /// inside; nil when hidden.
    package func contentLayer(inSuperlayerBounds superBounds: CGRect) -> ContentLayer? {
        let shown = presentedForRendering
        guard !shown.isHidden else { return nil }
        var layer = ContentLayer(
            position: CGPoint(x: shown.position.x - superBounds.minX, y: shown.position.y - superBounds.minY),
            size: shown.bounds.size, anchorPoint: shown.anchorPoint, transform: shown.transform, alpha: CGFloat(shown.opacity),
            content: renderedContent())
        layer.zPosition = shown.zPosition.isFinite ? shown.zPosition : 0
        layer.isDoubleSided = isDoubleSided
        return layer
    }

    /// Makes `mask` this layer's mask: it leaves its superlayer and `oldMask` leaves this
    /// layer (`mask`'s setter).
    func adoptMask(replacing oldMask: CALayer?) {
        guard mask !== oldMask else { return }
        if let oldMask, oldMask.superlayer === self { oldMask.superlayer = nil }
        if let mask {
            mask.removeFromSuperlayer()
            mask.superlayer = self
        }
    }
}
