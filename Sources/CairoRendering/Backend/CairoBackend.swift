import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

/// The Cairo implementation of `RenderBackend`: draws on an image or PDF surface through
/// one owned context. Offscreen work (3D projection, masks, shadows of drawing) redirects
/// drawing to a temporary context for the duration of a closure, so every operation goes
/// to `current`.
public final class CairoBackend: RenderBackend {
    private var contexts: [CairoContext]
    let text: PangoTextEngine
    private var images: [ImageKey: CairoSurface] = [:]
    /// Blurred shadow masks kept between renders (the renderer's), or nil.
    let shadows: ShadowCache?
    /// The first error met while drawing (image files are checked where they are drawn).
    private(set) var firstError: RenderError?

    /// The context drawing goes to now.
    var current: OpaquePointer { contexts[contexts.count - 1].pointer }

    /// A backend drawing on `surface` (a `cairo_surface_t *`), `scale` pixels per point.
    init(surface: OpaquePointer, scale: CGFloat, text: PangoTextEngine, shadows: ShadowCache? = nil) throws(RenderError) {
        let context = try CairoContext(surface)
        contexts = [context]
        self.text = text
        self.shadows = shadows
        cairo_scale(context.pointer, Double(scale), Double(scale))
    }

    /// Throws the first error drawing met, or the context's error state.
    func finish() throws(RenderError) {
        if let firstError { throw firstError }
        try contexts[0].check("draw")
    }

    /// Runs `body` with drawing redirected to `context`.
    func redirecting(to context: CairoContext, _ body: () throws -> Void) rethrows {
        contexts.append(context)
        defer { contexts.removeLast() }
        try body()
    }

    // MARK: State

    public func withSavedState(_ body: () throws -> Void) rethrows {
        let cr = current
        cairo_save(cr)
        defer { cairo_restore(cr) }
        try body()
    }

    /// A transform that is not invertible (a scale of 0, as at the start of a "grow from
    /// nothing" animation) or not finite collapses what follows to nothing, as in UIKit:
    /// the clip becomes empty until the enclosing ``withSavedState(_:)`` ends. (Cairo
    /// itself would put the whole context into a sticky error state.)
    ///
    /// Deliberate deviation: a transform that would stretch one point over more than
    /// `maximumStretch` device pixels collapses too. Cairo keeps device coordinates in
    /// 24.8 fixed point (±8,388,607 pixels); geometry stretched past it wraps around, and
    /// libcairo 1.16 dereferences a null pointer on such a path inside a group. UIKit would
    /// draw the visible sliver of so enlarged an element.
    public func concatenate(_ t: Transform2D) {
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        let determinant = Double(t.a * t.d - t.b * t.c)
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        var ctm = cairo_matrix_t(), combined = cairo_matrix_t()
        cairo_get_matrix(current, &ctm)
        cairo_matrix_multiply(&combined, &matrix, &ctm)
        let stretch = [combined.xx, combined.yx, combined.xy, combined.yy].map(abs).max() ?? 0
        guard entries.allSatisfy(\.isFinite), abs(determinant) > 1e-12, stretch.isFinite, stretch <= Self.maximumStretch else {
            cairo_new_path(current)
            cairo_rectangle(current, 0, 0, 0, 0)
            cairo_clip(current)
            return
        }
        cairo_transform(current, &matrix)
    }

    /// The most device pixels one point may span after a transform (see ``concatenate(_:)``).
    static let maximumStretch: Double = 100_000

    public func clip(to path: Path, rule: FillRule) {
        append(path)
        cairo_set_fill_rule(current, rule.cairo)
        cairo_clip(current)
    }

    // MARK: Shapes

    public func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        append(path)
        cairo_set_fill_rule(current, rule.cairo)
        withSource(paint, over: path) { cairo_fill(current) }
    }

    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        append(path)
        apply(style)
        withSource(paint, over: path) { cairo_stroke(current) }
    }

    // MARK: Text and images

    public func drawText(_ block: TextBlock, in rect: CGRect) {
        drawAttachments(text.draw(block, in: rect, on: current))
    }

    /// Draws the image placed by the content mode (`ContentMode.placement(of:in:)`, the
    /// image measuring its pixels over its scale), clipped to `rect`.
    public func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws {
        let surface = try loadImage(image)
        let iw = CGFloat(surface.pixelWidth), ih = CGFloat(surface.pixelHeight)
        guard iw > 0, ih > 0, rect.hasFiniteValues, rect.width > 0, rect.height > 0 else { return }
        let scale = image.scale.isFinite && image.scale > 0 ? image.scale : 1
        let placed = contentMode.placement(of: CGSize(width: iw / scale, height: ih / scale), in: rect)
        let sx = placed.width / iw, sy = placed.height / ih
        // A scale Cairo cannot invert would put the context into a sticky error state.
        guard sx * sy > 1e-12, placed.hasFiniteValues else { return }
        let cr = current
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(placed.minX), Double(placed.minY))
        cairo_scale(cr, Double(sx), Double(sy))
        // Clip to the image's own rectangle too and pad the pattern: with Cairo's default
        // EXTEND_NONE the filter blends the border pixels with transparency, so a scaled-up
        // image would fade out over its outer half-pixel instead of ending at a sharp edge.
        cairo_rectangle(cr, 0, 0, Double(iw), Double(ih))
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The images a backend has decoded, by file or by bitmap.
    private enum ImageKey: Hashable {
        case file(String)
        case bitmap(Bitmap)
    }

    /// The decoded surface of `image`, decoded once per backend.
    func loadImage(_ image: ImageSource) throws -> CairoSurface {
        let key = image.bitmap.map(ImageKey.bitmap) ?? .file(image.path)
        if let cached = images[key] { return cached }
        let surface = try image.bitmap.map { try CairoSurface(bitmap: $0) } ?? CairoSurface(png: image)
        images[key] = surface
        return surface
    }

    // MARK: Groups

    /// Clips to `bounds` before pushing the group (docs/ARCHITECTURE.md, "Decisions": fifteen
    /// times faster than an unclipped group), then paints the group with `alpha`.
    public func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows {
        try withGroup(clippedTo: bounds, body) { cr, group in
            cairo_set_source(cr, group)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// Draws `body` into a group and `mask` into another, both clipped to `bounds`, then
    /// paints the first through the alpha of the second.
    public func withMask(bounds: CGRect, mask: () throws -> Void, _ body: () throws -> Void) rethrows {
        try withGroup(clippedTo: bounds, body) { cr, content in
            let alpha = try drawnGroup(content: CAIRO_CONTENT_ALPHA, mask)
            defer { cairo_pattern_destroy(alpha) }
            cairo_set_source(cr, content)
            cairo_mask(cr, alpha)
        }
    }

    /// Draws `body` into a group clipped to `bounds` and hands it to `paint`, with the
    /// context's state saved around both and the group destroyed after.
    private func withGroup(
        clippedTo bounds: CGRect, _ body: () throws -> Void, paint: (_ cr: OpaquePointer, _ group: OpaquePointer?) throws -> Void
    ) rethrows {
        let cr = current
        cairo_save(cr)
        defer { cairo_restore(cr) }
        clipToRectangle(bounds)
        let group = try drawnGroup(body)
        defer { cairo_pattern_destroy(group) }
        try paint(cr, group)
    }

    /// What `draw` paints, as a pattern the caller destroys: drawn into a pushed group of
    /// `content`, which is popped whether `draw` returns or throws.
    private func drawnGroup(
        content: cairo_content_t = CAIRO_CONTENT_COLOR_ALPHA, _ draw: () throws -> Void
    ) rethrows -> OpaquePointer? {
        let cr = current
        cairo_push_group_with_content(cr, content)
        do { try draw() } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        return cairo_pop_group(cr)
    }

    /// Intersects the clip with a rectangle (nothing for a rectangle that is not finite).
    func clipToRectangle(_ rect: CGRect) {
        guard rect.hasFiniteValues else { return }
        cairo_rectangle(current, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(current)
    }

    /// Records the first error drawing met.
    func record(_ error: RenderError) {
        if firstError == nil { firstError = error }
    }
}

extension FillRule {
    /// Cairo's fill rule.
    var cairo: cairo_fill_rule_t { self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING }
}
