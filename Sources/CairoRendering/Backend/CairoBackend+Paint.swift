import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

// Paints and stroke styles as Cairo sources and line settings.
extension CairoBackend {
    /// Runs `body` with `paint` as the source: a colour, a gradient pattern over `path` (a
    /// conic gradient needs the region it covers), or a repeating image.
    func withSource(_ paint: Paint, over path: Path, _ body: () -> Void) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(current, c.red, c.green, c.blue, c.alpha)
            body()
        case .gradient(let gradient):
            guard let pattern = Self.pattern(for: gradient, reaching: path.controlPointBounds) else {
                cairo_new_path(current)
                return
            }
            defer { cairo_pattern_destroy(pattern) }
            cairo_set_source(current, pattern)
            body()
        case .pattern(let tiles):
            withSource(tiles, body)
        }
    }

    /// Runs `body` with `tiles` repeating as the source, through a group when the pattern has
    /// alpha (Cairo has no alpha on a surface source). A tile that cannot be decoded or placed
    /// draws nothing, as Core Graphics draws nothing for an unreadable pattern image.
    private func withSource(_ tiles: ImagePattern, _ body: () -> Void) {
        let t = tiles.transform
        guard let surface = try? loadImage(tiles.image), surface.pixelWidth > 0, surface.pixelHeight > 0,
            tiles.tileSize.width > 0, tiles.tileSize.height > 0, tiles.tileSize.width.isFinite, tiles.tileSize.height.isFinite,
            abs(t.a * t.d - t.b * t.c) > 1e-12, tiles.alpha > 0,
            let pattern = cairo_pattern_create_for_surface(surface.pointer)
        else {
            cairo_new_path(current)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        // Pattern matrices map user space to the surface's pixels: undo the pattern's
        // transform, then scale points to pixels.
        let sx = Double(surface.pixelWidth) / Double(tiles.tileSize.width)
        let sy = Double(surface.pixelHeight) / Double(tiles.tileSize.height)
        let inverse = t.inverted()
        var matrix = cairo_matrix_t(
            xx: Double(inverse.a) * sx, yx: Double(inverse.b) * sy, xy: Double(inverse.c) * sx, yy: Double(inverse.d) * sy,
            x0: Double(inverse.tx) * sx, y0: Double(inverse.ty) * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        guard tiles.alpha < 1 else {
            cairo_set_source(current, pattern)
            body()
            return
        }
        cairo_push_group(current)
        cairo_set_source(current, pattern)
        body()
        cairo_pop_group_to_source(current)
        cairo_paint_with_alpha(current, tiles.alpha)
    }

    /// Line width, cap, join, miter limit and dashes; an invalid dash pattern strokes solid,
    /// as Core Graphics does.
    func apply(_ style: StrokeStyle) {
        let cr = current
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit.isFinite ? Double(max(1, style.miterLimit)) : 10)
        if style.isDashed {
            let dashes = style.dashPattern.map(Double.init)
            cairo_set_dash(cr, dashes, Int32(clamping: dashes.count), style.dashPhase.isFinite ? Double(style.dashPhase) : 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// A Cairo pattern for a gradient (the caller destroys it), or nil when its transform
    /// cannot be inverted. Ends that do not extend get a transparent stop before them;
    /// the pattern pads.
    static func pattern(for gradient: Gradient, reaching region: CGRect) -> OpaquePointer? {
        let inverse = gradient.transform.inverted()
        let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
        let t = gradient.transform
        guard abs(t.a * t.d - t.b * t.c) > 1e-12, entries.allSatisfy(\.isFinite), !gradient.stops.isEmpty else { return nil }
        let pattern: OpaquePointer?
        switch gradient.kind {
        case let .linear(start, end):
            guard start != end else {
                let last = gradient.color(at: 1)
                return cairo_pattern_create_rgba(last.red, last.green, last.blue, last.alpha)
            }
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            addStops(gradient, to: pattern)
        case let .radial(c0, r0, c1, r1):
            pattern = cairo_pattern_create_radial(
                Double(c0.x), Double(c0.y), Double(max(0, r0)), Double(c1.x), Double(c1.y), Double(max(0, r1)))
            addStops(gradient, to: pattern)
        case let .conic(center, angle):
            pattern = conicMesh(gradient, center: center, angle: angle, region: region.applying(inverse))
        }
        guard let pattern else { return nil }
        var matrix = cairo_matrix_t(
            xx: Double(inverse.a), yx: Double(inverse.b), xy: Double(inverse.c), yy: Double(inverse.d), x0: Double(inverse.tx),
            y0: Double(inverse.ty))
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    private static func addStops(_ gradient: Gradient, to pattern: OpaquePointer?) {
        func add(_ location: Double, _ c: Color) { cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.alpha) }
        if let first = gradient.stops.first, !gradient.extendsBeforeStart {
            add(0, .clear)
            add(0, first.color)
        }
        for stop in gradient.stops { add(stop.location, stop.color) }
        if let last = gradient.stops.last, !gradient.extendsAfterEnd {
            add(1, last.color)
            add(1, .clear)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// A conic gradient as a mesh of 128 wedges from the centre to beyond `region`, each
    /// wedge's colour following the angle (Cairo has no conic pattern; meshes are vector in
    /// PDF too).
    private static func conicMesh(_ gradient: Gradient, center: CGPoint, angle: CGFloat, region: CGRect) -> OpaquePointer? {
        guard region.hasFiniteValues, center.x.isFinite, center.y.isFinite, angle.isFinite else { return nil }
        let corners = [
            CGPoint(x: region.minX, y: region.minY), CGPoint(x: region.maxX, y: region.minY),
            CGPoint(x: region.minX, y: region.maxY), CGPoint(x: region.maxX, y: region.maxY),
        ]
        let reach = Double((corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) * 1.01 + 1)
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let wedges = 128
        let step = 2 * Double.pi / Double(wedges)
        let control = 4.0 / 3 * tan(step / 4) * reach
        let cx = Double(center.x), cy = Double(center.y)
        for index in 0..<wedges {
            let a0 = Double(angle) + Double(index) * step, a1 = a0 + step
            let c0 = gradient.color(at: Double(index) / Double(wedges)), c1 = gradient.color(at: Double(index + 1) / Double(wedges))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a0), cy + reach * sin(a0))
            cairo_mesh_pattern_curve_to(
                mesh, cx + reach * cos(a0) - control * sin(a0), cy + reach * sin(a0) + control * cos(a0),
                cx + reach * cos(a1) + control * sin(a1), cy + reach * sin(a1) - control * cos(a1),
                cx + reach * cos(a1), cy + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
