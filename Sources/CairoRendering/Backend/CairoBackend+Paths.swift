import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

// Paths into Cairo, and geometry between user and device space.
extension CairoBackend {
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

    func append(_ path: Path) { append(path, to: current) }

    func append(_ path: Path, to cr: OpaquePointer) {
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
        case let .bezier(elements):
            appendElements(elements, to: cr)
        }
    }

    /// A general path. Non-finite points are skipped (Cairo would enter an error state), a
    /// drawing element without a current point starts at the origin, as Core Graphics'.
    private func appendElements(_ elements: [PathElement], to cr: OpaquePointer) {
        func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                guard finite(p) else { continue }
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                guard finite(p) else { continue }
                if current == nil { cairo_move_to(cr, 0, 0) }
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case let .quadCurve(p, c):
                guard finite(p, c) else { continue }
                let start = current ?? .zero
                if current == nil { cairo_move_to(cr, 0, 0) }
                let c1 = CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case let .curve(p, c1, c2):
                guard finite(p, c1, c2) else { continue }
                if current == nil { cairo_move_to(cr, 0, 0) }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                guard current != nil else { continue }
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    /// The device-space bounding box of a user-space rectangle.
    func deviceBounds(of rect: CGRect) -> CGRect {
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
    func deviceClipBounds() -> CGRect {
        let cr = current
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let box = deviceBounds(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        // A degenerate matrix (from non-finite input) makes Cairo report nonsense extents.
        return box.hasFiniteValues ? box.integral : .null
    }

    /// How many device pixels a user unit spans (the square root of the CTM's determinant).
    var deviceScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(current, &m)
        let determinant = abs(m.xx * m.yy - m.xy * m.yx)
        return determinant > 0 ? determinant.squareRoot() : 1
    }
}
