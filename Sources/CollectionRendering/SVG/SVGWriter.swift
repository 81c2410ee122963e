import CollectionLayout
import Foundation

/// A ``RenderBackend`` that writes a deterministic, semantic SVG document.
///
/// - `<svg>` with `width`, `height` and `viewBox` in points; what the painter draws
///   follows (the background first, as a `<rect>`).
/// - Each display-list element is a `<g id="cell-0-3" class="cell">` (ids from
///   ``DisplayElement/id``, unique even for duplicate keys; `selected` added to the class of
///   selected cells) with its placement as `transform="matrix(a b c d tx ty)"` and its
///   group opacity as `opacity`.
/// - Shapes are `<rect>` (with `rx` for rounded corners), `<ellipse>`, `<polygon>`;
///   translucent colours use `fill-opacity` / `stroke-opacity`.
/// - Text is a `<text>` with one `<tspan>` per line, placed by the injected
///   ``TextLayoutEngine`` so lines break where the raster output's do.
/// - Clips are `<clipPath id="clip-N">`, shadows a shape filtered by
///   `<filter id="shadow-N">` with `feGaussianBlur` (σ = radius / 2, as a CSS blur
///   radius), both in `<defs>`, numbered in drawing order.
/// - Images are embedded PNG data URIs.
/// - Perspective content (`withProjection`) is embedded as a PNG from the injected
///   rasterizer; without one (or when it returns nil) the content is drawn with the affine
///   map that matches the homography at three corners, marked
///   `data-note="affine-approximation"` and listed in ``notes``.
///
/// Output is byte-identical across runs: ids are counters in drawing order, numbers have
/// at most four decimals (no locale, no `-0`), nothing depends on dictionary order, dates
/// or randomness.
public final class SVGWriter: RenderBackend {
    /// Renders perspective content to a PNG: given the homography, the content bounds (as
    /// `withProjection` received them) and a closure that draws the content on any backend
    /// (call it with a raster backend), returns the PNG and its place in user space, or nil
    /// to fall back to the affine approximation. It must catch the closure's errors (return
    /// nil; the fallback then reports them).
    public typealias ProjectionRasterizer = (
        _ homography: Homography, _ contentBounds: CGRect, _ drawContent: (RenderBackend) throws -> Void
    ) -> ProjectedRaster?

    /// The document size in points.
    public let size: CGSize
    /// Places text lines.
    public let textLayout: TextLayoutEngine
    /// Rasterizes perspective content, or nil.
    public let rasterizeProjection: ProjectionRasterizer?
    /// Remarks about approximations made (e.g. perspective drawn as an affine map), in order.
    public private(set) var notes: [String] = []

    private let root = SVGNode()
    private var stack: [SVGNode]
    private var definitions: [String] = []
    private var clipCount = 0
    private var shadowCount = 0
    /// While a rasterizer runs the content, every call goes to its backend instead.
    private var forwardTarget: RenderBackend?

    /// A writer for a document of `size` points.
    public init(size: CGSize, textLayout: TextLayoutEngine, rasterizeProjection: ProjectionRasterizer? = nil) {
        self.size = size
        self.textLayout = textLayout
        self.rasterizeProjection = rasterizeProjection
        stack = [root]
    }

    // MARK: Output

    /// The document so far, as text (UTF-8, ending with a newline).
    public func document() -> String {
        root.simplify()
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let w = SVGNumber.format(size.width), h = SVGNumber.format(size.height)
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        output += " width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !definitions.isEmpty {
            output += "  <defs>\n"
            for definition in definitions { output += "    " + definition + "\n" }
            output += "  </defs>\n"
        }
        for child in root.children { child.write(into: &output, depth: 1) }
        output += "</svg>\n"
        return output
    }

    /// The document as UTF-8 bytes.
    public func data() -> Data { Data(document().utf8) }

    // MARK: RenderBackend

    /// Saves the transform and clip for `body`: groups opened inside are closed after it.
    public func withSavedState(_ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withSavedState(body) }
        let depth = stack.count
        defer { stack.removeLast(stack.count - depth) }
        try body()
    }

    /// Opens a `<g transform>` for what follows in the current scope (identity: nothing).
    public func concatenate(_ transform: Transform2D) {
        if let forwardTarget { return forwardTarget.concatenate(transform) }
        guard !transform.isIdentity else { return }
        let group = SVGNode()
        group.transform = transform
        push(group)
    }

    /// Adds a `<clipPath id="clip-N">` and opens a group clipped by it.
    public func clip(to path: Path) {
        if let forwardTarget { return forwardTarget.clip(to: path) }
        clipCount += 1
        let id = "clip-\(clipCount)"
        definitions.append("<clipPath id=\"\(id)\">\(shape(path, paint: ""))</clipPath>")
        let group = SVGNode()
        group.clipID = id
        push(group)
    }

    /// A filled shape element.
    public func fill(_ path: Path, with color: Color) {
        if let forwardTarget { return forwardTarget.fill(path, with: color) }
        append(shape(path, paint: paint("fill", color)))
    }

    /// A stroked shape element (`fill="none"`).
    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat) {
        if let forwardTarget { return forwardTarget.stroke(path, with: color, lineWidth: lineWidth) }
        append(shape(path, paint: "fill=\"none\" " + paint("stroke", color) + " stroke-width=\"\(SVGNumber.format(lineWidth))\""))
    }

    /// The shape moved by `offset`, filled with `color` and blurred by a `shadow-N` filter
    /// (σ = radius / 2); radius 0 draws it unblurred.
    public func drawShadow(of path: Path, color: Color, offset: CGSize, radius: CGFloat) {
        if let forwardTarget { return forwardTarget.drawShadow(of: path, color: color, offset: offset, radius: radius) }
        let moved = Self.offset(path, by: offset)
        guard radius > 0 else {
            append(shape(moved, paint: paint("fill", color)))
            return
        }
        shadowCount += 1
        let id = "shadow-\(shadowCount)"
        let region = Self.bounds(of: moved).insetBy(dx: -3 * radius, dy: -3 * radius)
        definitions.append(
            "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(region.minX))\""
                + " y=\"\(SVGNumber.format(region.minY))\" width=\"\(SVGNumber.format(region.width))\""
                + " height=\"\(SVGNumber.format(region.height))\">"
                + "<feGaussianBlur stdDeviation=\"\(SVGNumber.format(radius / 2))\"/></filter>")
        append(shape(moved, paint: paint("fill", color) + " filter=\"url(#\(id))\""))
    }

    /// A `<text>` with one `<tspan>` per line from ``textLayout``.
    public func drawText(_ block: TextBlock, in rect: CGRect) {
        if let forwardTarget { return forwardTarget.drawText(block, in: rect) }
        let lines = textLayout.layout(block, in: rect)
        guard !lines.isEmpty else { return }
        var text = "<text xml:space=\"preserve\" font-family=\"\(XMLEscaping.escape(block.font.family))\""
        text += " font-size=\"\(SVGNumber.format(block.font.size))\""
        if block.font.weight != 400 { text += " font-weight=\"\(block.font.weight)\"" }
        text += " " + paint("fill", block.color) + ">"
        for line in lines {
            text += "<tspan x=\"\(SVGNumber.format(rect.minX + line.origin.x))\""
            text += " y=\"\(SVGNumber.format(rect.minY + line.origin.y))\">\(XMLEscaping.escape(line.text))</tspan>"
        }
        append(text + "</text>")
    }

    /// An `<image>` with the PNG embedded as a data URI; content modes map to
    /// `preserveAspectRatio` (`center` places the image at its pixel size, clipped).
    /// - Throws: ``SVGWriterError/unreadableImage(path:reason:)``.
    public func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws {
        if let forwardTarget { return try forwardTarget.drawImage(image, in: rect, contentMode: contentMode) }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: image.path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: image.path) ? "cannot read the file" : "no such file"
            throw SVGWriterError.unreadableImage(path: image.path, reason: reason)
        }
        guard let pixelSize = ImageSource.pngPixelSize(header: bytes.prefix(24)) else {
            throw SVGWriterError.unreadableImage(path: image.path, reason: "not a PNG file")
        }
        var placed = rect
        let aspect: String
        switch contentMode {
        case .scaleToFill: aspect = "none"
        case .scaleAspectFit: aspect = "xMidYMid meet"
        case .scaleAspectFill: aspect = "xMidYMid slice"
        case .center:
            aspect = "none"
            placed = CGRect(
                x: rect.midX - pixelSize.width / 2, y: rect.midY - pixelSize.height / 2,
                width: pixelSize.width, height: pixelSize.height)
        }
        let element = imageElement(bytes, in: placed, aspect: aspect)
        if contentMode == .center && !rect.contains(placed) {
            withSavedState {
                clip(to: .rect(rect))
                append(element)
            }
        } else {
            append(element)
        }
    }

    /// A `<g opacity>` around `body`.
    public func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withGroupOpacity(alpha, bounds: bounds, body) }
        let depth = stack.count
        defer { stack.removeLast(stack.count - depth) }
        let group = SVGNode()
        group.opacity = min(max(alpha, 0), 1)
        push(group)
        try body()
    }

    /// The rasterizer's PNG as an `<image>`, or `body` under the affine approximation (see
    /// the type's documentation).
    public func withProjection(_ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withProjection(homography, contentBounds: contentBounds, body) }
        if let rasterize = rasterizeProjection {
            let raster = rasterize(homography, contentBounds) { target in
                forwardTarget = target
                defer { forwardTarget = nil }
                try body()
            }
            if let raster {
                append(imageElement(raster.png, in: raster.rect, aspect: "none"))
                return
            }
        }
        let depth = stack.count
        defer { stack.removeLast(stack.count - depth) }
        guard let approximation = homography.affineApproximation(over: contentBounds) else {
            notes.append("perspective content behind the eye was not drawn")
            return
        }
        notes.append("perspective content drawn with an affine approximation (no rasterizer)")
        let group = SVGNode()
        group.transform = approximation
        group.note = "affine-approximation"
        push(group)
        try body()
    }

    /// A `<g id class>` around the element's drawing.
    public func withElement(_ element: DisplayElement, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withElement(element, body) }
        try withGroup(id: element.id, className: element.key.category.rawValue + (element.isSelected ? " selected" : ""), body)
    }

    /// A `<g id="edit-menu" class="overlay">` around an overlay's drawing.
    public func withOverlay(_ overlay: DisplayOverlay, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withOverlay(overlay, body) }
        try withGroup(id: overlay.id, className: "overlay", body)
    }

    // MARK: Private

    /// A `<g id class>` around `body`'s drawing (closed with every group opened inside).
    private func withGroup(id: String, className: String, _ body: () throws -> Void) rethrows {
        let depth = stack.count
        defer { stack.removeLast(stack.count - depth) }
        let group = SVGNode()
        group.id = id
        group.className = className
        push(group)
        try body()
    }

    private func push(_ node: SVGNode) {
        stack[stack.count - 1].append(node)
        stack.append(node)
    }

    private func append(_ leaf: String) {
        stack[stack.count - 1].append(SVGNode(leaf: leaf))
    }

    private func paint(_ attribute: String, _ color: Color) -> String {
        var opaque = color
        opaque.alpha = 1
        var text = "\(attribute)=\"\(opaque.hexString)\""
        let alpha = min(max(color.alpha, 0), 1)
        if alpha < 1 { text += " \(attribute)-opacity=\"\(SVGNumber.format(alpha))\"" }
        return text
    }

    private func shape(_ path: Path, paint: String) -> String {
        let f = SVGNumber.format as (CGFloat) -> String
        let suffix = paint.isEmpty ? "/>" : " " + paint + "/>"
        switch path {
        case .rect(let r):
            let r = r.standardized
            return "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\"" + suffix
        case let .roundedRect(r, radius):
            let r = r.standardized
            let clamped = max(0, min(radius, min(r.width, r.height) / 2))
            let corner = clamped > 0 ? " rx=\"\(f(clamped))\"" : ""
            return "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\"\(corner)" + suffix
        case .ellipse(let r):
            let r = r.standardized
            return "<ellipse cx=\"\(f(r.midX))\" cy=\"\(f(r.midY))\" rx=\"\(f(r.width / 2))\" ry=\"\(f(r.height / 2))\"" + suffix
        case .polygon(let points):
            let list = points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(list)\"" + suffix
        }
    }

    private func imageElement(_ png: Data, in rect: CGRect, aspect: String) -> String {
        let f = SVGNumber.format as (CGFloat) -> String
        return "<image x=\"\(f(rect.minX))\" y=\"\(f(rect.minY))\" width=\"\(f(rect.width))\" height=\"\(f(rect.height))\""
            + " preserveAspectRatio=\"\(aspect)\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>"
    }

    static func matrix(_ t: Transform2D) -> String {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber.format($0) }.joined(separator: " ").withMatrix
    }

    static func offset(_ path: Path, by offset: CGSize) -> Path {
        switch path {
        case .rect(let r): return .rect(r.offsetBy(dx: offset.width, dy: offset.height))
        case let .roundedRect(r, radius): return .roundedRect(r.offsetBy(dx: offset.width, dy: offset.height), cornerRadius: radius)
        case .ellipse(let r): return .ellipse(r.offsetBy(dx: offset.width, dy: offset.height))
        case .polygon(let points):
            return .polygon(points.map { CGPoint(x: $0.x + offset.width, y: $0.y + offset.height) })
        }
    }

    static func bounds(of path: Path) -> CGRect {
        switch path {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r.standardized
        case .polygon(let points): return CGRect.boundingBox(of: points)
        }
    }
}

private extension String {
    var withMatrix: String { "matrix(" + self + ")" }
}

extension DisplayList {
    /// The list as an SVG document (see ``SVGWriter``).
    /// - Throws: ``SVGWriterError`` when an image cannot be embedded.
    public func svgDocument(
        textLayout: TextLayoutEngine, rasterizeProjection: SVGWriter.ProjectionRasterizer? = nil
    ) throws -> String {
        let writer = SVGWriter(size: viewport.size, textLayout: textLayout, rasterizeProjection: rasterizeProjection)
        try draw(on: writer)
        return writer.document()
    }
}
