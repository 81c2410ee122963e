import CollectionLayout
import Foundation

// Where drawing operations reach: the one home of drawing bounds (group layers are
// clipped to them, projections rasterise them, off-screen elements are skipped by them).
extension Painter {
    /// The rectangle everything `operations` draw stays in, in their space; nil when they
    /// draw nothing bounded. Strokes grow by half their width (more for miter joins and
    /// square caps), shadows by their offset and three blur radii, groups are their bounds
    /// through their placement (clipped to their clips); a group with a corner behind the
    /// eye reaches nowhere bounded and is left out.
    public static func bounds(of operations: [DrawingOperation]) -> CGRect? {
        var result: CGRect?
        func add(_ rect: CGRect?) {
            guard let rect, !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
            else { return }
            result = result.map { $0.union(rect) } ?? rect
        }
        for operation in operations {
            switch operation {
            case let .fill(path, _, _): add(path.controlPointBounds)
            case let .stroke(path, _, style):
                let width = style.lineWidth.nonNegativeFinite
                let grow = width / 2 * strokeReach(of: path, style)
                add(path.controlPointBounds.insetBy(dx: -grow, dy: -grow))
            case let .text(_, rect): add(rect)
            case let .image(_, rect, _): add(rect)
            case let .shadow(shadow, _, bounds): add(shadow.extent(of: bounds))
            case .backdrop(let backdrop): add(backdrop.shape.controlPointBounds)
            case .group(let group):
                var reach = boundingBox(of: group.bounds, through: group.placement)
                for clip in group.clips {
                    guard let box = boundingBox(of: clip.path.controlPointBounds, through: group.placement) else { continue }
                    reach = reach?.intersection(box)
                }
                add(reach)
            }
        }
        return result
    }

    /// How far a stroke reaches beyond its path, in half line widths: 1 for rectangles and
    /// ellipses (whose right-angled miters end on the box of the half-width outline); for
    /// other paths the miter limit with miter joins, √2 with square caps.
    static func strokeReach(of path: Path, _ style: StrokeStyle) -> CGFloat {
        switch path {
        case .rect, .roundedRect, .ellipse: return 1
        case .polygon, .bezier:
            let joins = style.lineJoin == .miter && style.miterLimit.isFinite ? max(1, min(style.miterLimit, 100)) : 1
            let caps: CGFloat = style.lineCap == .square ? 1.415 : 1
            return max(joins, caps)
        }
    }

    /// The bounding box of `rect`'s corners mapped through `placement`; nil when a corner
    /// falls behind the eye.
    static func boundingBox(of rect: CGRect, through placement: ElementPlacement) -> CGRect? {
        guard !rect.isNull else { return nil }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var mapped: [CGPoint] = []
        for corner in corners {
            guard let point = placement.apply(to: corner), point.x.isFinite, point.y.isFinite else { return nil }
            mapped.append(point)
        }
        return CGRect.boundingBox(of: mapped)
    }
}
