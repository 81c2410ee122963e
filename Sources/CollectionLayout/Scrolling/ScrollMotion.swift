import Foundation

/// A released scroll in two dimensions: one ``AxisMotion`` per axis, each a closed form of
/// time (ms from the release), so a frame at any time is cheap and frame-rate independent.
public struct ScrollMotion: Sendable, Equatable {
    /// The horizontal motion.
    public var x: AxisMotion
    /// The vertical motion.
    public var y: AxisMotion

    /// A motion from its axes.
    public init(x: AxisMotion, y: AxisMotion) {
        self.x = x
        self.y = y
    }

    /// No motion, at rest at `offset`.
    public static func rest(at offset: CGPoint) -> ScrollMotion {
        ScrollMotion(x: .rest(at: Double(offset.x)), y: .rest(at: Double(offset.y)))
    }

    /// When both axes are at rest, in ms.
    public var duration: Double { max(x.duration, y.duration) }

    /// The offset at the release.
    public var start: CGPoint { CGPoint(x: x.start, y: y.start) }

    /// The offset at rest.
    public var end: CGPoint { CGPoint(x: x.end, y: y.end) }

    /// Whether anything moves.
    public var isMoving: Bool { duration > 0 }

    /// The content offset at `time` ms from the release.
    public func offset(at time: Double) -> CGPoint { CGPoint(x: x.offset(at: time), y: y.offset(at: time)) }

    /// The motion from a release at `offset` with `velocity` (pt/ms, as
    /// ``ScrollPhysics/releaseVelocity(_:)`` leaves it) onto `target` on each axis.
    public static func release(
        from offset: CGPoint, velocity: CGPoint, target: CGPoint, rate: DecelerationRate, axes: ScrollAxes
    ) -> ScrollMotion {
        let rate = rate.effectiveValue
        return ScrollMotion(
            x: .release(from: Double(offset.x), velocity: Double(velocity.x), target: Double(target.x), rate: rate, axis: axes.x),
            y: .release(from: Double(offset.y), velocity: Double(velocity.y), target: Double(target.y), rate: rate, axis: axes.y))
    }
}

/// Both axes of a scroll view (see ``ScrollAxis``).
public struct ScrollAxes: Sendable, Equatable {
    /// The horizontal axis.
    public var x: ScrollAxis
    /// The vertical axis.
    public var y: ScrollAxis

    /// Where the content shows while the finger asks for `offset` (the rubber band per axis).
    public func dragged(to offset: CGPoint) -> CGPoint {
        CGPoint(x: x.dragged(to: Double(offset.x)), y: y.dragged(to: Double(offset.y)))
    }

    /// UIKit's proposed target for a release at `offset` with `velocity` (pt/ms, after the
    /// threshold), before the layout and delegate see it: per axis, the rest offset of free
    /// deceleration at `rate` (``FreeDeceleration/restOffset``), or with paging the page
    /// (``ScrollAxis/pageTarget(releasedAt:velocity:rate:dragStart:)``); clamped to the
    /// range and pixel-rounded.
    public func projectedTarget(from offset: CGPoint, velocity: CGPoint, rate: DecelerationRate, dragStart: CGPoint) -> CGPoint {
        let rate = rate.effectiveValue
        return CGPoint(
            x: x.projectedTarget(from: Double(offset.x), velocity: Double(velocity.x), rate: rate, dragStart: Double(dragStart.x)),
            y: y.projectedTarget(from: Double(offset.y), velocity: Double(velocity.y), rate: rate, dragStart: Double(dragStart.y)))
    }

    /// `target` clamped to the range and pixel-rounded on each axis, as UIKit keeps the
    /// target a delegate or layout hands back (a non-finite coordinate counts as `fallback`'s).
    public func validTarget(_ target: CGPoint, fallback: CGPoint) -> CGPoint {
        func valid(_ value: CGFloat, _ other: CGFloat, _ axis: ScrollAxis) -> Double {
            let value = Double(value).isFinite ? Double(value) : Double(other)
            return ScrollPhysics.pixelRounded(axis.clamped(value), scale: axis.scale)
        }
        return CGPoint(x: valid(target.x, fallback.x, x), y: valid(target.y, fallback.y, y))
    }
}

extension ScrollAxis {
    /// The proposed target on this axis (see ``ScrollAxes/projectedTarget(from:velocity:rate:dragStart:)``).
    public func projectedTarget(from offset: Double, velocity: Double, rate: Double, dragStart: Double) -> Double {
        let target: Double
        if isPagingEnabled {
            target = pageTarget(releasedAt: offset, velocity: velocity, rate: rate, dragStart: dragStart)
        } else {
            target = FreeDeceleration(start: offset, velocity: velocity, rate: rate).restOffset
        }
        return ScrollPhysics.pixelRounded(clamped(target), scale: scale)
    }

    /// The page a paging release settles on: pages are multiples of ``dimension`` from 0.
    /// Without a flick (v = 0 after the threshold) the page nearest the release offset;
    /// with one, the page nearest the free deceleration's rest offset, but at most one page
    /// from the page nearest where the drag started (UIKit's "a strong flick doesn't fly
    /// past multiples of the view bounds").
    public func pageTarget(releasedAt offset: Double, velocity: Double, rate: Double, dragStart: Double) -> Double {
        guard dimension > 0, dimension.isFinite else { return offset }
        guard velocity != 0 else { return (offset / dimension).rounded() * dimension }
        let projected = FreeDeceleration(start: offset, velocity: velocity, rate: rate).restOffset
        let startPage = (dragStart / dimension).rounded()
        let page = min(max((projected / dimension).rounded(), startPage - 1), startPage + 1)
        return page * dimension
    }
}
