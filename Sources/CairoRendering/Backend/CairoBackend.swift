import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

/// The Cairo implementation of `RenderBackend`: draws on an image or PDF surface through
/// one owned context. Offscreen work (3D projection) redirects drawing to a temporary
/// context for the duration of a closure, so every operation goes to `current`.
public final class CairoBackend: RenderBackend {
    private var contexts: [CairoContext]
    private let text: PangoTextEngine
    private var images: [String: CairoSurface] = [:]
    /// The first error met while drawing (image files are checked where they are drawn).
    private(set) var firstError: RenderError?

    /// The context drawing goes to now.
    var current: OpaquePointer { contexts[contexts.count - 1].pointer }

    /// A backend drawing on `surface` (a `cairo_surface_t *`), `scale` pixels per point.
    init(surface: OpaquePointer, scale: CGFloat, text: PangoTextEngine) throws(RenderError) {
        let context = try CairoContext(surface)
        contexts = [context]
        self.text = text
        cairo_scale(context.pointer, Double(scale), Double(scale))
    }

    /// Throws the first error drawing met, or the context's error state.
    func finish() throws(RenderError) {
        if let firstError { throw firstError }
        try contexts[0].check("draw")
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

    public func clip(to path: Path) {
        append(path)
        cairo_clip(current)
    }

    // MARK: Shapes

    public func fill(_ path: Path, with color: Color) {
        append(path)
        setSource(color)
        cairo_fill(current)
    }

    public func stroke(_ path: Path, with color: Color, lineWidth: CGFloat) {
        append(path)
        setSource(color)
        cairo_set_line_width(current, Double(lineWidth))
        cairo_stroke(current)
    }

    /// A shadow as Core Animation draws one: the shape offset, blurred with a Gaussian of
    /// σ = radius / 2 (approximated by three box blurs), in device pixels so the blur looks
    /// the same at every scale.
    /// Non-finite values draw nothing; σ is capped at 512 device pixels (beyond that the
    /// shadow is invisibly faint anyway).
    public func drawShadow(of path: Path, color: Color, offset: CGSize, radius: CGFloat) {
        let cr = current
        guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return }
        let sigma = min(512, max(0, Double(radius) / 2 * deviceScale))
        let reach = (3 * sigma).rounded(.up) + 2
        let shape = bounds(of: path)
        guard shape.hasFiniteValues else { return }
        let user = shape.offsetBy(dx: offset.width, dy: offset.height)
        let unclipped = deviceBounds(of: user)
        let clip = deviceClipBounds()
        guard unclipped.hasFiniteValues, clip.hasFiniteValues else { return }
        let device = unclipped.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)).integral
        guard device.hasFiniteValues else { return }
        let clipped = device.intersection(clip)
        guard !clipped.isNull, clipped.width >= 1, clipped.height >= 1, clipped.width * clipped.height < 64_000_000,
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(clipped.width), Int32(clipped.height))
        else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mcr = cairo_create(mask) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var shifted = matrix
        shifted.x0 -= Double(clipped.minX)
        shifted.y0 -= Double(clipped.minY)
        cairo_set_matrix(mcr, &shifted)
        cairo_translate(mcr, Double(offset.width), Double(offset.height))
        append(path, to: mcr)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if sigma > 0.2, let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blurA8(
                data, width: Int(clipped.width), height: Int(clipped.height),
                stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(color)
        cairo_mask_surface(cr, mask, Double(clipped.minX), Double(clipped.minY))
        cairo_restore(cr)
    }

    // MARK: Text and images

    public func drawText(_ block: TextBlock, in rect: CGRect) {
        text.draw(block, in: rect, on: current)
    }

    public func drawImage(_ image: ImageSource, in rect: CGRect, contentMode: ContentMode) throws {
        let surface = try loadImage(image)
        let iw = CGFloat(surface.pixelWidth), ih = CGFloat(surface.pixelHeight)
        guard iw > 0, ih > 0, rect.hasFiniteValues, rect.width > 0, rect.height > 0 else { return }
        let sx: CGFloat, sy: CGFloat
        switch contentMode {
        case .scaleToFill: sx = rect.width / iw; sy = rect.height / ih
        case .scaleAspectFit: sx = min(rect.width / iw, rect.height / ih); sy = sx
        case .scaleAspectFill: sx = max(rect.width / iw, rect.height / ih); sy = sx
        case .center: sx = 1; sy = 1
        }
        let w = iw * sx, h = ih * sy
        // A scale Cairo cannot invert would put the context into a sticky error state.
        guard sx * sy > 1e-12, w.isFinite, h.isFinite else { return }
        let cr = current
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.midX - w / 2), Double(rect.midY - h / 2))
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

    private func loadImage(_ image: ImageSource) throws -> CairoSurface {
        if let cached = images[image.path] { return cached }
        let surface = try CairoSurface(png: image)
        images[image.path] = surface
        return surface
    }

    // MARK: Groups and projection

    /// Clips to `bounds` before pushing the group (docs/ARCHITECTURE.md, "Decisions": fifteen
    /// times faster than an unclipped group), then paints the group with `alpha`.
    public func withGroupOpacity(_ alpha: Double, bounds: CGRect, _ body: () throws -> Void) rethrows {
        let cr = current
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        cairo_push_group(cr)
        do { try body() } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// Rasterises `body` into an offscreen image of `contentBounds`, then warps it onto the
    /// target with pixman's projective transform (bilinear), so the corners land exactly
    /// where the homography puts them, and paints it clipped to the projected quad
    /// (anti-aliased; nothing outside it, see `ProjectiveWarp`).
    public func withProjection(_ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void) rethrows {
        guard contentBounds.width > 0, contentBounds.height > 0 else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(current, &ctm)
        let warp = ProjectiveWarp(
            homography: homography, contentBounds: contentBounds, ctm: ctm, deviceScale: deviceScale,
            clip: deviceClipBounds())
        guard let warp, let raster = try? CairoSurface(pixelWidth: warp.sourceWidth, pixelHeight: warp.sourceHeight),
            let context = try? CairoContext(raster.pointer)
        else { return }
        let margin = Double(ProjectiveWarp.margin)
        cairo_translate(context.pointer, margin, margin)
        cairo_scale(context.pointer, warp.rasterScaleX, warp.rasterScaleY)
        cairo_translate(context.pointer, -Double(contentBounds.minX), -Double(contentBounds.minY))
        contexts.append(context)
        do { try body() } catch {
            contexts.removeLast()
            throw error
        }
        contexts.removeLast()
        if let warped = warp.apply(to: raster) {
            let cr = current
            cairo_save(cr)
            cairo_identity_matrix(cr)
            // Only inside the exact projected quad, with anti-aliased coverage on every edge.
            cairo_new_path(cr)
            for (index, corner) in warp.quad.enumerated() {
                if index == 0 {
                    cairo_move_to(cr, Double(corner.x), Double(corner.y))
                } else {
                    cairo_line_to(cr, Double(corner.x), Double(corner.y))
                }
            }
            cairo_close_path(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            cairo_clip(cr)
            cairo_set_source_surface(cr, warped.pointer, Double(warp.destination.minX), Double(warp.destination.minY))
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    // MARK: Helpers

    private func setSource(_ c: Color) {
        cairo_set_source_rgba(current, c.red, c.green, c.blue, c.alpha)
    }

    private func append(_ path: Path) { append(path, to: current) }

    /// Radii beyond this many device pixels are drawn as polylines (see ``arc``).
    static let largeArcRadius = 10_000.0
    /// Segments per quarter turn of such a polyline: the chord strays from the circle by
    /// r · (1 − cos(π / 256)) ≈ 0.000075 r.
    static let largeArcSegmentsPerQuarter = 64.0

    /// `cairo_arc`, bounded in cost. Cairo flattens an arc into as many segments as its
    /// device-space size needs for a 0.1 px tolerance: under a transform that scales by
    /// 1e300 that never ends (a hang the fuzzer found). Past ``largeArcRadius`` device
    /// pixels the arc is a polyline of a fixed number of segments per quarter turn instead,
    /// whose error is invisible next to the arc's size.
    private func arc(_ cr: OpaquePointer, _ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
        var ax = r, ay = 0.0, bx = 0.0, by = r
        cairo_user_to_device_distance(cr, &ax, &ay)
        cairo_user_to_device_distance(cr, &bx, &by)
        let deviceRadius = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        guard !(deviceRadius <= Self.largeArcRadius) else {
            cairo_arc(cr, cx, cy, r, a0, a1)
            return
        }
        let quarters = max(1, ((a1 - a0) / (Double.pi / 2)).rounded(.up))
        let segments = quarters.isFinite ? min(quarters, 4) * Self.largeArcSegmentsPerQuarter : Self.largeArcSegmentsPerQuarter
        for step in 0...Int(segments) {
            let angle = a0 + (a1 - a0) * Double(step) / segments
            cairo_line_to(cr, cx + r * cos(angle), cy + r * sin(angle))
        }
    }

    private func append(_ path: Path, to cr: OpaquePointer) {
        switch path {
        case let .rect(r):
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        case let .roundedRect(r, radius):
            let rr = Double(max(0, min(radius, min(r.width, r.height) / 2)))
            let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
            guard rr > 0 else { cairo_rectangle(cr, x, y, w, h); return }
            cairo_new_sub_path(cr)
            arc(cr, x + w - rr, y + rr, rr, -Double.pi / 2, 0)
            arc(cr, x + w - rr, y + h - rr, rr, 0, Double.pi / 2)
            arc(cr, x + rr, y + h - rr, rr, Double.pi / 2, Double.pi)
            arc(cr, x + rr, y + rr, rr, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        case let .ellipse(r):
            guard r.hasFiniteValues, r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, Double(r.midX), Double(r.midY))
            cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
            cairo_new_sub_path(cr)
            arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        case let .polygon(points):
            guard let first = points.first else { return }
            cairo_move_to(cr, Double(first.x), Double(first.y))
            for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
            cairo_close_path(cr)
        }
    }

    private func bounds(of path: Path) -> CGRect {
        switch path {
        case let .rect(r), let .roundedRect(r, _), let .ellipse(r): return r
        case let .polygon(points): return CGRect.boundingBox(of: points)
        }
    }

    /// The device-space bounding box of a user-space rectangle.
    private func deviceBounds(of rect: CGRect) -> CGRect {
        let cr = current
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map {
            corner -> CGPoint in
            var x = Double(corner.0), y = Double(corner.1)
            cairo_user_to_device(cr, &x, &y)
            return CGPoint(x: x, y: y)
        }
        return CGRect.boundingBox(of: corners)
    }

    /// The clip's extent in device pixels (the whole target when unclipped).
    private func deviceClipBounds() -> CGRect {
        let cr = current
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let box = deviceBounds(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        // A degenerate matrix (from non-finite input) makes Cairo report nonsense extents.
        return box.hasFiniteValues ? box.integral : .null
    }

    /// How many device pixels a user unit spans (the square root of the CTM's determinant).
    private var deviceScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(current, &m)
        let determinant = abs(m.xx * m.yy - m.xy * m.yx)
        return determinant > 0 ? determinant.squareRoot() : 1
    }
}
