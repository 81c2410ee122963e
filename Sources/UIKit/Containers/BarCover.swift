// The bars lying along the edges of a container's view, and how a child's view is placed
// under them as its `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars` say
// (docs/REFERENCE.md §20.9).

/// How far bars reach in from each edge of a view, and which of them are opaque.
struct BarCover: Equatable {
    /// How far in from each edge a bar reaches, its background included (0: no bar there).
    var reach = UIEdgeInsets.zero
    /// The edges whose bar is opaque (`isTranslucent` false).
    var opaqueEdges: UIRectEdge = []

    /// This cover with a bar along `edge` reaching `length` in (the farther of it and one
    /// already there).
    func adding(_ edge: UIRectEdge, reaching length: CGFloat, opaque: Bool) -> BarCover {
        var cover = self
        let length = length.isFinite ? max(0, length) : 0
        switch edge {
        case .top: cover.reach.top = max(reach.top, length)
        case .left: cover.reach.left = max(reach.left, length)
        case .bottom: cover.reach.bottom = max(reach.bottom, length)
        default: cover.reach.right = max(reach.right, length)
        }
        if opaque { cover.opaqueEdges.insert(edge) }
        return cover
    }

    /// How far the bar along `edge` reaches in.
    func reach(at edge: UIRectEdge) -> CGFloat {
        switch edge {
        case .top: reach.top
        case .left: reach.left
        case .bottom: reach.bottom
        default: reach.right
        }
    }

    /// Where a view with `extended` edges (its controller's `edgesForExtendedLayout`) goes in
    /// `bounds` under this cover, and the cover left over it: at each edge with a bar, the view
    /// stops at the bar when the edge is not extended, or when the bar is opaque and
    /// `includesOpaqueBars` is false; elsewhere it reaches the edge, under the bar.
    func placing(in bounds: CGRect, extended: UIRectEdge, includesOpaqueBars: Bool) -> (frame: CGRect, cover: BarCover) {
        var frame = bounds, left = BarCover()
        for edge: UIRectEdge in [.top, .left, .bottom, .right] {
            let length = reach(at: edge)
            guard length > 0 else { continue }
            let opaque = opaqueEdges.contains(edge)
            if extended.contains(edge) && (!opaque || includesOpaqueBars) {
                left = left.adding(edge, reaching: length, opaque: opaque)
                continue
            }
            switch edge {
            case .top: frame = CGRect(x: frame.minX, y: frame.minY + length, width: frame.width, height: frame.height - length)
            case .left: frame = CGRect(x: frame.minX + length, y: frame.minY, width: frame.width - length, height: frame.height)
            case .bottom: frame.size.height -= length
            default: frame.size.width -= length
            }
        }
        frame.size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        return (frame, left)
    }
}
