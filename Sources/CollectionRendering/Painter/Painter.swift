import CollectionLayout
import Foundation

/// Draws a ``DisplayList`` on a ``RenderBackend``.
///
/// For the viewport: background over `(0, 0, size)`, then a translation by
/// `−contentOffset`. Per element (inside `withElement` and a saved state): its
/// ``ElementPlacement`` (affine → `concatenate`; perspective → `withProjection`), then its
/// content in the untransformed bounds `(0, 0, size)`, in UIKit's layer order: shadow,
/// fill (rounded rect), selected background (fill and border), image (clipped to the
/// rounded rect), sublayers (each through its own placement and group opacity, clipped to
/// the rounded rect with `masksToBounds`), title and subtitle, border on top (inside the
/// bounds, as `layer.borderWidth`).
///
/// Overlays (``DisplayList/overlays``) follow the elements, in content coordinates.
///
/// `alpha` is group opacity (`withGroupOpacity`, with the bounds, shadow included, for
/// clipping) — except when the element draws a single fill or stroke, whose colour then
/// carries the alpha (identical result, no group).
public struct Painter {
    /// A painter.
    public init() {}

    /// Draws the whole list.
    /// - Throws: when an image cannot be read (the message names the path).
    public func draw(_ list: DisplayList, on backend: RenderBackend) throws {
        let viewport = list.viewport
        try backend.withSavedState {
            if viewport.background.alpha > 0 {
                backend.fill(.rect(CGRect(origin: .zero, size: viewport.size)), with: viewport.background)
            }
            let offset = viewport.contentOffset
            if offset != .zero { backend.concatenate(Transform2D(translationX: -offset.x, y: -offset.y)) }
            for element in list.elements where isOnScreen(element, in: viewport.rect) {
                try draw(element, on: backend)
            }
            for overlay in list.overlays {
                try backend.withOverlay(overlay) {
                    try backend.withSavedState { try Self.run(overlay.operations, on: backend) }
                }
            }
        }
    }

    /// Draws one element in the current user space (content coordinates).
    public func draw(_ element: DisplayElement, on backend: RenderBackend) throws {
        let operations = Self.operations(for: element)
        guard !operations.isEmpty else { return }
        let alpha = Double(min(max(element.attributes.alpha, 0), 1))
        let bounds = Self.drawingBounds(of: element)
        try backend.withElement(element) {
            try Self.place(ElementPlacement(element.attributes), operations, alpha: alpha, bounds: bounds, on: backend)
        }
    }

    /// Draws `operations` (in a local space whose drawing stays in `bounds`) through
    /// `placement`, with group opacity `alpha`, inside a saved state.
    static func place(
        _ placement: ElementPlacement, _ operations: [Operation], alpha: Double, bounds: CGRect, on backend: RenderBackend
    ) throws {
        try backend.withSavedState {
            switch placement {
            case .affine(let matrix):
                if !matrix.isIdentity { backend.concatenate(matrix) }
                try perform(operations, alpha: alpha, bounds: bounds, on: backend)
            case .projective(let homography):
                try backend.withProjection(homography, contentBounds: bounds) {
                    try perform(operations, alpha: alpha, bounds: bounds, on: backend)
                }
            }
        }
    }

    private func isOnScreen(_ element: DisplayElement, in rect: CGRect) -> Bool {
        let attributes = element.attributes
        guard attributes.size.width > 0 || attributes.size.height > 0 else { return false }
        var frame = attributes.frame
        if let shadow = element.content.shadow, shadow.isVisible { frame = frame.union(shadow.extent(of: frame)) }
        if !element.content.masksToBounds, !element.content.sublayers.isEmpty {
            // Sublayers may reach beyond the bounds: map the whole drawing's corners.
            guard let reach = Self.boundingBox(of: Self.drawingBounds(of: element), through: ElementPlacement(attributes))
            else { return true }
            frame = frame.union(reach)
        }
        return frame.overlaps(rect)
    }

    // MARK: Operations

    /// One drawing call of an element's content, in local coordinates.
    public enum Operation: Hashable, Sendable {
        /// `drawShadow` of a shape.
        case shadow(Path, Shadow)
        /// `fill`.
        case fill(Path, Color)
        /// `stroke`.
        case stroke(Path, Color, lineWidth: CGFloat)
        /// `drawImage`, inside a clip to the rounded shape when there is one.
        case image(ImageSource, CGRect, ContentMode, clip: Path?)
        /// `drawText`.
        case text(TextBlock, CGRect)
        /// A sublayer: its operations (in its own bounds, drawing within `bounds`) through
        /// its placement, with group opacity `alpha`.
        indirect case layer(ElementPlacement, alpha: Double, bounds: CGRect, operations: [Operation])
        /// Operations clipped to a path (`masksToBounds`), in a saved state.
        indirect case clipped(Path, [Operation])
    }

    /// What an element draws, in order, in its local space `(0, 0, size)`.
    public static func operations(for element: DisplayElement) -> [Operation] {
        operations(
            for: element.content, size: element.attributes.size, key: element.key,
            selectedBackground: element.selectedBackground)
    }

    /// What `content` draws in `(0, 0, size)`: shadow, fill, selected background, image,
    /// sublayers (clipped with `masksToBounds`), text, border — Core Animation's order of
    /// background, contents, sublayers and border. `key` picks the automatic label.
    static func operations(
        for content: ElementContent, size: CGSize, key: ElementKey, selectedBackground: ElementContent?
    ) -> [Operation] {
        let bounds = CGRect(origin: .zero, size: size)
        let shape = shapePath(bounds, cornerRadius: content.cornerRadius)
        var result: [Operation] = []
        if let shadow = content.shadow, shadow.isVisible, content.fill.alpha > 0 || content.image != nil {
            result.append(.shadow(shape, shadow))
        }
        if content.fill.alpha > 0 { result.append(.fill(shape, content.fill)) }
        if let selected = selectedBackground {
            let selectedShape = shapePath(bounds, cornerRadius: selected.cornerRadius)
            if selected.fill.alpha > 0 { result.append(.fill(selectedShape, selected.fill)) }
            if let border = border(bounds, selected) { result.append(border) }
        }
        if let image = content.image {
            result.append(.image(image, bounds, content.contentMode, clip: content.cornerRadius > 0 ? shape : nil))
        }
        let sublayers = content.sublayers.compactMap { sublayerOperation($0, key: key) }
        if content.masksToBounds, !sublayers.isEmpty { result.append(.clipped(shape, sublayers)) } else { result += sublayers }
        result += textOperations(content, key: key, bounds: bounds)
        if let border = border(bounds, content) { result.append(border) }
        return result
    }

    /// A sublayer's operation, or nil when it draws nothing (empty, or alpha 0).
    static func sublayerOperation(_ layer: ContentLayer, key: ElementKey) -> Operation? {
        let alpha = Double(min(max(layer.alpha, 0), 1))
        guard alpha > 0, layer.size.width > 0 || layer.size.height > 0 else { return nil }
        let operations = Self.operations(for: layer.content, size: layer.size, key: key, selectedBackground: nil)
        guard !operations.isEmpty else { return nil }
        return .layer(
            layer.placement, alpha: alpha, bounds: drawingBounds(of: layer.content, size: layer.size),
            operations: operations)
    }

    /// The rectangle or rounded rectangle of `bounds` (CALayer clamps the radius to half
    /// the shorter side; so do the backends).
    static func shapePath(_ bounds: CGRect, cornerRadius: CGFloat) -> Path {
        cornerRadius > 0 ? .roundedRect(bounds, cornerRadius: cornerRadius) : .rect(bounds)
    }

    /// A border inside the bounds: the stroke's centre line is inset by half the width,
    /// with the radius reduced by as much, so the outer edge follows the shape.
    static func border(_ bounds: CGRect, _ content: ElementContent) -> Operation? {
        let width = min(content.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0, content.borderColor.alpha > 0 else { return nil }
        let rect = bounds.insetBy(dx: width / 2, dy: width / 2)
        let radius = min(content.cornerRadius, min(bounds.width, bounds.height) / 2) - width / 2
        return .stroke(shapePath(rect, cornerRadius: radius), content.borderColor, lineWidth: width)
    }

    /// Title and subtitle, placed by ``ContentTextLayout`` (shared with self-sizing).
    static func textOperations(_ content: ElementContent, key: ElementKey, bounds: CGRect) -> [Operation] {
        ContentTextLayout.blocks(for: content, key: key, in: bounds).map { .text($0.0, $0.1) }
    }

    /// The local rectangle everything the element draws stays in: its bounds, grown by the
    /// shadow's reach and by unmasked sublayers.
    public static func drawingBounds(of element: DisplayElement) -> CGRect {
        drawingBounds(of: element.content, size: element.attributes.size)
    }

    /// The local rectangle everything `content` draws in `(0, 0, size)` stays in.
    static func drawingBounds(of content: ElementContent, size: CGSize) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        var result = bounds
        if let shadow = content.shadow, shadow.isVisible { result = result.union(shadow.extent(of: bounds)) }
        guard !content.masksToBounds else { return result }
        for layer in content.sublayers {
            // A layer with a corner behind the eye has no bounded image: its reach is left out
            // (the projection draws what is in front of the eye, clipped to the group).
            if let reach = boundingBox(of: drawingBounds(of: layer.content, size: layer.size), through: layer.placement) {
                result = result.union(reach)
            }
        }
        return result
    }

    /// The bounding box of `rect`'s corners mapped through `placement`; nil when a corner
    /// falls behind the eye.
    static func boundingBox(of rect: CGRect, through placement: ElementPlacement) -> CGRect? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var mapped: [CGPoint] = []
        for corner in corners {
            guard let point = placement.apply(to: corner) else { return nil }
            mapped.append(point)
        }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Runs the operations with the element's alpha: nothing extra at 1, folded into the
    /// colour of a lone fill or stroke, else a group.
    static func perform(_ operations: [Operation], alpha: Double, bounds: CGRect, on backend: RenderBackend) throws {
        if alpha >= 1 {
            try run(operations, on: backend)
            return
        }
        if operations.count == 1, let only = operations.first {
            switch only {
            case let .fill(path, color):
                backend.fill(path, with: color.multiplyingAlpha(by: alpha))
                return
            case let .stroke(path, color, lineWidth):
                backend.stroke(path, with: color.multiplyingAlpha(by: alpha), lineWidth: lineWidth)
                return
            default:
                break
            }
        }
        try backend.withGroupOpacity(alpha, bounds: bounds) { try run(operations, on: backend) }
    }

    static func run(_ operations: [Operation], on backend: RenderBackend) throws {
        for operation in operations {
            switch operation {
            case let .shadow(path, shadow):
                backend.drawShadow(of: path, color: shadow.effectiveColor, offset: shadow.offset, radius: shadow.radius)
            case let .fill(path, color):
                backend.fill(path, with: color)
            case let .stroke(path, color, lineWidth):
                backend.stroke(path, with: color, lineWidth: lineWidth)
            case let .image(image, rect, mode, clip):
                if let clip {
                    try backend.withSavedState {
                        backend.clip(to: clip)
                        try backend.drawImage(image, in: rect, contentMode: mode)
                    }
                } else {
                    try backend.drawImage(image, in: rect, contentMode: mode)
                }
            case let .text(block, rect):
                backend.drawText(block, in: rect)
            case let .layer(placement, alpha, bounds, operations):
                try place(placement, operations, alpha: alpha, bounds: bounds, on: backend)
            case let .clipped(path, operations):
                try backend.withSavedState {
                    backend.clip(to: path)
                    try run(operations, on: backend)
                }
            }
        }
    }
}

extension DisplayList {
    /// Draws the list on a backend with the default ``Painter``.
    /// - Throws: when an image cannot be read (the message names the path).
    public func draw(on backend: RenderBackend) throws {
        try Painter().draw(self, on: backend)
    }
}
