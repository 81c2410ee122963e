import CollectionLayout
import Foundation

/// A ``RenderBackend`` that writes a deterministic, semantic SVG document.
///
/// - `<svg>` with `width`, `height` and `viewBox` in points; what the painter draws
///   follows (the background first, as a `<rect>`).
/// - Each named group (a display-list element: ``DisplayElement/groupName``) is a
///   `<g id="cell-0-3" class="cell">` (`selected` added to the class of selected cells) with
///   its placement as `transform="matrix(a b c d tx ty)"` and its group opacity as `opacity`.
/// - Shapes are `<rect>` (with `rx` for rounded corners), `<ellipse>`, `<polygon>` and
///   `<path>`; translucent colours use `fill-opacity` / `stroke-opacity`; strokes carry
///   their caps, joins, miter limit and dashes; gradients are `<linearGradient>` and
///   `<radialGradient>` in user space (a conic gradient, which SVG lacks, is drawn as 360
///   one-degree wedges clipped to the shape).
/// - Text is a `<text>` with one `<tspan>` per line, placed by the injected
///   ``TextLayoutEngine`` so lines break where the raster output's do.
/// - Clips are `<clipPath id="clip-N">`; shadows are the casting drawing under a
///   `<filter id="shadow-N">` that blurs its alpha (`feGaussianBlur`, σ = the shadow radius),
///   offsets it and floods it with the shadow colour; masks are `<mask id="mask-N">` whose
///   content is turned white with its own alpha, so the mask works by alpha as Core
///   Animation's. All in `<defs>`, numbered in drawing order.
/// - Images are embedded PNG data URIs (in-memory bitmaps through the injected encoder).
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

    /// Encodes an in-memory image as PNG bytes, or nil when it cannot.
    public typealias BitmapEncoder = (Bitmap) -> Data?

    /// The document size in points.
    public let size: CGSize
    /// Places text lines.
    public let textLayout: TextLayoutEngine
    /// Rasterizes perspective content, or nil.
    public let rasterizeProjection: ProjectionRasterizer?
    /// Encodes in-memory images; without one they cannot be embedded.
    public let encodeBitmap: BitmapEncoder?
    /// Remarks about approximations made (e.g. perspective drawn as an affine map), in order.
    public internal(set) var notes: [String] = []

    private let root = SVGNode()
    var stack: [SVGNode]
    var definitions: [String] = []
    /// How many definitions of each kind (`clip`, `shadow`, `mask`, `gradient`) were made.
    var counters: [String: Int] = [:]
    /// While a rasterizer runs the content, every call goes to its backend instead.
    var forwardTarget: RenderBackend?

    /// A writer for a document of `size` points.
    public init(
        size: CGSize, textLayout: TextLayoutEngine, rasterizeProjection: ProjectionRasterizer? = nil,
        encodeBitmap: BitmapEncoder? = nil
    ) {
        self.size = size
        self.textLayout = textLayout
        self.rasterizeProjection = rasterizeProjection
        self.encodeBitmap = encodeBitmap
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
        try scoped(body)
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
    public func clip(to path: Path, rule: FillRule) {
        if let forwardTarget { return forwardTarget.clip(to: path, rule: rule) }
        let id = nextID("clip")
        let ruleText = rule == .evenOdd ? "clip-rule=\"evenodd\"" : ""
        definitions.append("<clipPath id=\"\(id)\">\(shape(path, attributes: ruleText))</clipPath>")
        let group = SVGNode()
        group.clipID = id
        push(group)
    }

    /// A filled shape element.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        if let forwardTarget { return forwardTarget.fill(path, with: paint, rule: rule) }
        if case .gradient(let gradient) = paint, case .conic = gradient.kind {
            return fillConic(path, gradient, rule: rule)
        }
        var attributes = self.paint("fill", paint)
        if rule == .evenOdd { attributes += " fill-rule=\"evenodd\"" }
        append(shape(path, attributes: attributes))
    }

    /// A stroked shape element (`fill="none"`) with the style's attributes.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        if let forwardTarget { return forwardTarget.stroke(path, with: paint, style: style) }
        append(shape(path, attributes: "fill=\"none\" " + self.paint("stroke", paint) + strokeAttributes(style)))
    }

    /// A `<text>` with one `<tspan>` per line from ``textLayout``, then an `<image>` for each
    /// attachment where ``textLayout`` places it (its characters are left out of the text;
    /// the viewer lays each line out, so text after an attachment does not move past its box).
    public func drawText(_ block: TextBlock, in rect: CGRect) {
        if let forwardTarget { return forwardTarget.drawText(block, in: rect) }
        let (lines, attachments) = textLayout.layoutWithAttachments(block, in: rect)
        guard !lines.isEmpty else { return }
        var text = "<text xml:space=\"preserve\" font-family=\"\(XMLEscaping.escape(block.font.family))\""
        text += " font-size=\"\(SVGNumber.format(block.font.size))\""
        if block.font.weight != 400 { text += " font-weight=\"\(block.font.weight)\"" }
        if block.font.isItalic { text += " font-style=\"italic\"" }
        text += " " + paint("fill", .color(block.color)) + ">"
        for line in lines {
            text += "<tspan x=\"\(SVGNumber.format(rect.minX + line.origin.x))\""
            text += " y=\"\(SVGNumber.format(rect.minY + line.origin.y))\">\(styledText(of: line, in: block))</tspan>"
        }
        append(text + "</text>")
        drawAttachments(attachments)
    }

    /// An `<image>` with the PNG embedded as a data URI; the scaling modes map to
    /// `preserveAspectRatio`, the others place the image at its size (``ContentMode/placement(of:in:)``),
    /// clipped to the rectangle.
    /// - Throws: ``SVGWriterError/unreadableImage(path:reason:)``.
    public func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws {
        if let forwardTarget { return try forwardTarget.drawImage(image, in: rect, contentMode: contentMode) }
        let (bytes, pixelSize) = try pngBytes(of: image)
        let aspect: String
        var placed = rect
        switch contentMode {
        case .scaleToFill: aspect = "none"
        case .scaleAspectFit: aspect = "xMidYMid meet"
        case .scaleAspectFill: aspect = "xMidYMid slice"
        default:
            aspect = "none"
            let scale = image.scale > 0 && image.scale.isFinite ? image.scale : 1
            placed = contentMode.placement(of: CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale), in: rect)
        }
        let element = imageElement(bytes, in: placed, aspect: aspect)
        if !rect.contains(placed) {
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
        let group = SVGNode()
        group.opacity = min(max(alpha, 0), 1)
        try scoped {
            push(group); try body()
        }
    }

    /// A `<g id class>` around the named part's drawing.
    public func withGroup(named name: GroupName, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withGroup(named: name, body) }
        let group = SVGNode()
        group.id = name.id
        group.className = name.className
        try scoped {
            push(group); try body()
        }
    }

    // MARK: Building the tree

    /// Runs `body` and closes every group it opened.
    func scoped(_ body: () throws -> Void) rethrows {
        let depth = stack.count
        defer { stack.removeLast(stack.count - depth) }
        try body()
    }

    func push(_ node: SVGNode) {
        stack[stack.count - 1].append(node)
        stack.append(node)
    }

    func append(_ leaf: String) {
        stack[stack.count - 1].append(SVGNode(leaf: leaf))
    }

    /// The next id of a kind of definition: `clip-1`, `clip-2`, …
    func nextID(_ kind: String) -> String {
        let count = (counters[kind] ?? 0) + 1
        counters[kind] = count
        return "\(kind)-\(count)"
    }

    /// Draws `body` into a detached group and returns its XML (for a definition's content).
    func detached(_ body: () throws -> Void) rethrows -> String {
        let node = SVGNode()
        let saved = stack
        stack = [node]
        defer { stack = saved }
        try body()
        node.simplify()
        var output = ""
        // Simplifying may have moved a lone child's transform or clip onto the node itself.
        if node.hasAttributes {
            node.write(into: &output, depth: 0)
        } else {
            for child in node.children { child.write(into: &output, depth: 0) }
        }
        return output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }

    static func matrix(_ t: Transform2D) -> String {
        "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber.format($0) }.joined(separator: " ") + ")"
    }
}

extension DisplayList {
    /// The list as an SVG document (see ``SVGWriter``).
    /// - Throws: ``SVGWriterError`` when an image cannot be embedded.
    public func svgDocument(
        textLayout: TextLayoutEngine, rasterizeProjection: SVGWriter.ProjectionRasterizer? = nil,
        encodeBitmap: SVGWriter.BitmapEncoder? = nil
    ) throws -> String {
        let writer = SVGWriter(
            size: viewport.size, textLayout: textLayout, rasterizeProjection: rasterizeProjection, encodeBitmap: encodeBitmap)
        try draw(on: writer)
        return writer.document()
    }
}
