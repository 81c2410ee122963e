import Foundation

/// One axis of a scroll view as the physics sees it: the scrollable range, the bounds
/// size, whether it bounces and pages, and the pixel grid.
public struct ScrollAxis: Sendable, Equatable {
    /// The smallest offset: `−adjustedContentInset.top` (or `.left`).
    public var minOffset: Double
    /// The largest offset: `max(minOffset, contentSize + inset.bottom − bounds.size)`.
    public var maxOffset: Double
    /// The bounds size on the axis: the rubber band's `d` and the page stride.
    public var dimension: Double
    /// Whether the content may pass the edges (`bounces`, and the content is scrollable on
    /// this axis or `alwaysBounce…` is set).
    public var bounces: Bool
    /// Whether releases settle on multiples of ``dimension`` (`isPagingEnabled`).
    public var isPagingEnabled: Bool
    /// Pixels per point.
    public var scale: Double

    /// An axis from its parts; `maxOffset` below `minOffset` counts as `minOffset`.
    public init(
        minOffset: Double, maxOffset: Double, dimension: Double, bounces: Bool = true, isPagingEnabled: Bool = false,
        scale: Double = 1
    ) {
        self.minOffset = minOffset
        self.maxOffset = max(minOffset, maxOffset)
        self.dimension = dimension
        self.bounces = bounces
        self.isPagingEnabled = isPagingEnabled
        self.scale = scale
    }

    /// `offset` clamped to [minOffset, maxOffset].
    public func clamped(_ offset: Double) -> Double { min(max(offset, minOffset), maxOffset) }

    /// The edge `offset` is past, or nil when it is within the range.
    public func edge(beyond offset: Double) -> Double? {
        if offset < minOffset { return minOffset }
        if offset > maxOffset { return maxOffset }
        return nil
    }

    /// Where the content shows while the finger asks for `offset`: the offset itself in
    /// range; past an edge, the rubber band when the axis bounces, else the edge.
    public func dragged(to offset: Double) -> Double {
        guard let edge = edge(beyond: offset) else { return offset }
        guard bounces else { return edge }
        let shown = RubberBand.offset(forOvershoot: abs(offset - edge), dimension: dimension)
        return offset < edge ? edge - shown : edge + shown
    }

    /// The distance within which a bounce or settle is done: 0.5 px in points.
    var restTolerance: Double {
        ScrollPhysics.restTolerancePixels / (scale > 0 && scale.isFinite ? scale : 1)
    }
}
