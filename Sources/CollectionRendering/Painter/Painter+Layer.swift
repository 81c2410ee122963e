import CollectionLayout
import Foundation

// A layer's content as drawing operations, in Core Animation's order.
extension Painter {
    /// What a layer tree draws in its local space `(0, 0, size)` — `content` and its
    /// sublayers — for drawing it into a context (`CALayer.render(in:)`), its blur effects
    /// over what the tree draws beneath them. Automatic labels show nothing here: a layer has
    /// no index path.
    public static func operations(for content: ElementContent, size: CGSize) -> [DrawingOperation] {
        resolvingBackdrops(
            in: operations(
                for: content, size: size, key: .decoration("CALayer", IndexPath(item: 0, section: 0)), selectedBackground: nil))
    }

    /// What `content` draws in `(0, 0, size)`, Core Animation's order: the shadow; the
    /// background fill; the backdrop and its tint; the selected background; the image; the
    /// contents (``ElementContent/drawing``), the gradient, the shape and the sublayers —
    /// clipped together to the rounded bounds with `masksToBounds`; the title and subtitle;
    /// the border. Then the whole is masked
    /// by the mask layer's alpha. `key` picks the automatic label; `showsBack` says whether
    /// the layer is seen from behind (its sublayers inherit it, for `isDoubleSided`).
    static func operations(
        for content: ElementContent, size: CGSize, key: ElementKey, selectedBackground: ElementContent?, showsBack: Bool = false
    ) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: size)
        let shape = shapePath(bounds, content)
        let core = coreRegions(of: shape, content)
        // Each operation and whether it stays inside the shape (so an opaque background
        // already casts its shadow).
        var drawn: [(operation: DrawingOperation, inside: Bool)] = []
        func add(_ operation: DrawingOperation, inside known: Bool? = nil) {
            let inside =
                known
                ?? (content.masksToBounds || Self.bounds(of: [operation]).map { reach in core.contains { $0.contains(reach) } } ?? true)
            drawn.append((operation, inside))
        }
        if let tiles = content.fillPattern {
            add(.fill(shape, .pattern(tiles)), inside: true)
        } else if content.fill.alpha > 0 {
            add(.fill(shape, .color(content.fill)), inside: true)
        }
        if let backdrop = content.backdrop {
            add(.backdrop(BackdropDrawing(filter: backdrop.filter, shape: shape)), inside: true)
            if backdrop.tint.alpha > 0 { add(.fill(shape, .color(backdrop.tint)), inside: true) }
        }
        if let selected = selectedBackground {
            let selectedShape = shapePath(bounds, selected)
            let following =
                selected.cornerRadius >= content.cornerRadius && selected.cornerCurve == content.cornerCurve
                && selected.cornerRadii == content.cornerRadii
            if selected.fill.alpha > 0 { add(.fill(selectedShape, .color(selected.fill)), inside: following ? true : nil) }
            if let border = border(bounds, selected) { add(border, inside: following ? true : nil) }
        }
        if let image = content.image {
            let drawn = DrawingOperation.image(image, bounds, content.contentMode)
            add(
                content.cornerRadius > 0 ? .group(DrawingGroup(clips: [Clip(shape)], bounds: bounds, operations: [drawn])) : drawn,
                inside: true)
        }
        var inner: [DrawingOperation] = []
        if !content.drawing.isEmpty {
            // The backing store is the bounds' size: drawing outside them is lost.
            inner.append(.group(DrawingGroup(clips: [Clip(.rect(bounds))], bounds: bounds, operations: content.drawing)))
        }
        if let gradient = content.gradient?.gradient(in: bounds) { inner.append(.fill(shape, .gradient(gradient))) }
        if let layerShape = content.shape { inner += shapeOperations(layerShape) }
        inner += sublayerOperations(content, key: key, showsBack: showsBack)
        if content.masksToBounds, !inner.isEmpty {
            add(.group(DrawingGroup(clips: [Clip(shape)], bounds: bounds, operations: inner)), inside: true)
        } else {
            for operation in inner { add(operation) }
        }
        for (block, rect) in ContentTextLayout.blocks(for: content, key: key, in: bounds) { add(.text(block, rect)) }
        if let border = border(bounds, content) { add(border, inside: true) }
        var result = drawn.map(\.operation)
        if let shadow = content.shadow, shadow.isVisible, !result.isEmpty || shadow.path != nil {
            let casters: [DrawingOperation]
            if let path = shadow.path {
                casters = [.fill(path, .color(.black))]
            } else if content.fillPattern == nil, content.fill.alpha >= 1 {
                // The opaque background's shape, and whatever reaches outside it.
                casters = [.fill(shape, .color(.black))] + drawn.dropFirst().filter { !$0.inside }.map(\.operation)
            } else {
                casters = Self.castingBackdropsAsShapes(result)
            }
            var cast = DrawingOperation.shadow(shadow, casters, bounds: Self.bounds(of: casters) ?? bounds)
            if content.masksToBounds { cast = .group(DrawingGroup(clips: [Clip(shape)], bounds: bounds, operations: [cast])) }
            result.insert(cast, at: 0)
        }
        if let mask = content.mask, !result.isEmpty {
            let maskOperations = sublayerOperation(mask, parentTransform: .identity, key: key, showsBack: showsBack).map { [$0] } ?? []
            let reach = (Self.bounds(of: result) ?? bounds).union(Self.bounds(of: maskOperations) ?? bounds)
            result = [.group(DrawingGroup(mask: maskOperations, bounds: reach, operations: result))]
        }
        return result
    }

    /// Two rectangles inside a rounded shape whose union misses only the corners.
    private static func coreRegions(of shape: Path, _ content: ElementContent) -> [CGRect] {
        let box = shape.controlPointBounds
        let reach = content.cornerCurve == .continuous ? content.cornerRadius * RoundedRectangle.continuousReach : content.cornerRadius
        let r = min(max(0, reach), min(box.width, box.height) / 2)
        return [box.insetBy(dx: r, dy: 0), box.insetBy(dx: 0, dy: r)]
    }

    /// The rounded shape of `bounds` by the content's corner radius, masked corners (or radii) and
    /// corner curve.
    static func shapePath(_ bounds: CGRect, _ content: ElementContent) -> Path {
        RoundedRectangle(
            rect: bounds, radius: content.cornerRadius, corners: content.maskedCorners, curve: content.cornerCurve,
            radii: content.cornerRadii
        ).path
    }

    /// A border inside the bounds: the stroke's centre line is inset by half the width,
    /// with the radius reduced by as much, so the outer edge follows the shape.
    static func border(_ bounds: CGRect, _ content: ElementContent) -> DrawingOperation? {
        let width = min(content.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0, content.borderColor.alpha > 0 else { return nil }
        let rect = bounds.insetBy(dx: width / 2, dy: width / 2)
        var inset = content
        inset.cornerRadius = min(content.cornerRadius, min(bounds.width, bounds.height) / 2) - width / 2
        inset.cornerRadii = content.cornerRadii?.inset(by: width / 2, limit: min(bounds.width, bounds.height) / 2)
        return .stroke(shapePath(rect, inset), .color(content.borderColor), StrokeStyle(lineWidth: width))
    }

    /// A shape layer's fill, then its stroke over it, the stroke cut to `strokeStart` …
    /// `strokeEnd` of the path's length.
    static func shapeOperations(_ shape: LayerShape) -> [DrawingOperation] {
        var result: [DrawingOperation] = []
        if let fill = shape.fillColor, fill.alpha > 0 { result.append(.fill(shape.path, .color(fill), rule: shape.fillRule)) }
        let start = min(max(shape.strokeStart, 0), 1), end = min(max(shape.strokeEnd, 0), 1)
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.stroke.lineWidth > 0, end > start {
            let path = start <= 0 && end >= 1 ? shape.path : shape.path.trimmed(from: start, to: end)
            result.append(.stroke(path, .color(stroke), shape.stroke))
        }
        return result
    }

    /// The sublayers in drawing order — increasing `zPosition`, ties in order — each through
    /// its placement under the `sublayerTransform`; layers seen from behind that are not
    /// double-sided are left out.
    static func sublayerOperations(_ content: ElementContent, key: ElementKey, showsBack: Bool) -> [DrawingOperation] {
        let layers = content.sublayers
        let ordered =
            layers.contains { $0.zPosition != 0 }
            ? layers.indices.sorted { (layers[$0].zPosition, $0) < (layers[$1].zPosition, $1) }.map { layers[$0] } : layers
        return ordered.compactMap { sublayerOperation($0, parentTransform: content.sublayerTransform, key: key, showsBack: showsBack) }
    }

    /// A sublayer's group, or nil when it draws nothing (alpha 0, nothing drawn, or its back
    /// facing the viewer when it is not double-sided).
    static func sublayerOperation(_ layer: ContentLayer, parentTransform: Transform3D, key: ElementKey, showsBack: Bool)
        -> DrawingOperation?
    {
        let alpha = Double(min(max(layer.alpha, 0), 1))
        guard alpha > 0 else { return nil }
        let placement = layer.placement(parentTransform: parentTransform)
        let back = showsBack != placement.showsBack
        guard layer.isDoubleSided || !back else { return nil }
        let operations = operations(for: layer.content, size: layer.size, key: key, selectedBackground: nil, showsBack: back)
        guard !operations.isEmpty, let reach = bounds(of: operations) else { return nil }
        return .group(DrawingGroup(placement: placement, alpha: alpha, bounds: reach, operations: operations))
    }
}
