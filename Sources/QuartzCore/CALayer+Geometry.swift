import CollectionLayout
import Foundation

// Points between layers' coordinate spaces, hit testing and the layout of layers that no
// view lays out: Core Animation's geometry (docs/REFERENCE.md §22), used by `CALayer`'s
// `convert(_:from:)` family, `hitTest(_:)` and `layoutIfNeeded()`.

extension CALayer {
    /// The bounds size that ``transform`` shows as `size`, for a frame being set: divided by its
    /// scales when it only scales and moves (a zoomed view's frame set anew keeps its zoom);
    /// `size` under any other transform.
    package func untransformedSize(of size: CGSize) -> CGSize {
        guard !transform.isIdentity, transform.isAffine else { return size }
        let affine = transform.affine
        guard affine.b == 0, affine.c == 0, affine.a != 0, affine.d != 0 else { return size }
        return CGSize(width: size.width / abs(affine.a), height: size.height / abs(affine.d))
    }

    /// Whether the layer is a view's own layer (laid out with the view).
    var isViewLayer: Bool { delegateReference.owner != nil }

    /// The view that lays this layer out with itself, for a view's own layer.
    var layoutOwner: CALayerLayoutOwner? { isViewLayer ? delegate as? CALayerLayoutOwner : nil }

    /// The topmost layer of this layer's tree.
    var topLayer: CALayer {
        var layer = self
        while let superlayer = layer.superlayer { layer = superlayer }
        return layer
    }

    /// The map of the plane of this layer's bounds into its superlayer's (row vectors, as
    /// Core Animation's transforms): a local point `p` lands at `position` plus `transform`
    /// of `p` less the bounds' origin and the anchor point, then under the superlayer's
    /// `sublayerTransform` about its anchor point.
    var planeToSuperlayer: Homography {
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var map = Transform3D(translationX: -anchor.x, y: -anchor.y)
        if !transform.isIdentity { map = map.concatenating(transform) }
        map = map.concatenating(Transform3D(translationX: position.x, y: position.y))
        if let superlayer, !superlayer.sublayerTransform.isIdentity {
            let bounds = superlayer.bounds
            let pivot = CGPoint(
                x: bounds.minX + superlayer.anchorPoint.x * bounds.width, y: bounds.minY + superlayer.anchorPoint.y * bounds.height)
            map = map.concatenating(Transform3D(translationX: -pivot.x, y: -pivot.y)).concatenating(superlayer.sublayerTransform)
                .concatenating(Transform3D(translationX: pivot.x, y: pivot.y))
        }
        return map.planeHomography
    }

    /// The map of this layer's plane into the topmost layer of its tree, and that layer.
    private var planeToRoot: (map: Homography, root: CALayer) {
        var map = Homography(.identity), layer = self
        while let superlayer = layer.superlayer {
            map = map.concatenating(layer.planeToSuperlayer)
            layer = superlayer
        }
        return (map, layer)
    }

    /// `p` from `layer`'s coordinates (nil: the top of this layer's tree) into this layer's;
    /// `p` unchanged when the two are in different trees or a map is singular (Core
    /// Animation leaves those undefined).
    func convertedPoint(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let mine = planeToRoot
        let theirs = layer?.planeToRoot ?? (map: Homography(.identity), root: mine.root)
        guard theirs.root === mine.root, let inRoot = theirs.map.apply(to: p), let back = mine.map.inverse,
            let result = back.apply(to: inRoot)
        else { return p }
        return result
    }

    /// `rect` from `layer`'s coordinates into this layer's: the bounding box of its corners.
    func convertedRect(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        CGRect.boundingBox(
            of: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.maxY),
            ].map { convertedPoint($0, from: layer) })
    }

    /// Core Animation's hit test (`hitTest(_:)`): `p` in the superlayer's coordinates; nil
    /// when the layer is hidden, or `p` is outside the bounds of a layer that masks to them;
    /// else the front-most sublayer hit (highest `zPosition`, later first among equals), else
    /// this layer when it ``contains(_:)`` the point.
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = planeToSuperlayer.inverse?.apply(to: p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let front = (sublayers ?? []).enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, sublayer) in front {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Lays out this layer if it is marked to, then the sublayers no view lays out, top down
    /// (`layoutIfNeeded()` for a layer without a view).
    func layOutMarkedLayers() {
        layOutIfMarked()
        for sublayer in sublayers ?? [] where !sublayer.isViewLayer { sublayer.layOutMarkedLayers() }
    }

    /// Lays out this layer, one without a view, if it is marked to (Core Animation does before
    /// drawing it).
    func layOutIfMarked() {
        guard layoutPending, !isViewLayer else { return }
        layoutPending = false
        layoutSublayers()
    }
}

extension Homography {
    /// The inverse map (adjugate over determinant), nil when singular.
    var inverse: Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let r = 1 / determinant
        return Homography(
            m11: c11 * r, m12: c12 * r, m13: c13 * r,
            m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
    }
}
