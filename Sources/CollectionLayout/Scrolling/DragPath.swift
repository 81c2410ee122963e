import Foundation

/// A scripted drag: the finger moves the content offset it asks for by `translation`
/// (content direction: positive scrolls towards larger offsets) at a constant speed over
/// `duration` ms; past an edge the content shows the rubber band (``ScrollAxes/dragged(to:)``).
public struct DragPath: Sendable, Equatable {
    /// The content offset when the finger goes down.
    public var start: CGPoint
    /// How far the finger moves the asked-for offset.
    public var translation: CGPoint
    /// How long the finger moves, in ms (≥ 0).
    public var duration: Double
    /// The axes, for the rubber band.
    public var axes: ScrollAxes

    /// A drag from its parts; a negative or non-finite duration counts as 0, a non-finite
    /// translation as none.
    public init(start: CGPoint, translation: CGPoint, duration: Double, axes: ScrollAxes) {
        self.start = start
        let finite = Double(translation.x).isFinite && Double(translation.y).isFinite
        self.translation = finite ? translation : .zero
        self.duration = duration.nonNegativeFinite
        self.axes = axes
    }

    /// The offset the finger asks for at `time` ms.
    public func fingerOffset(at time: Double) -> CGPoint {
        let progress = duration > 0 ? min(max(time / duration, 0), 1) : 1
        return CGPoint(x: start.x + translation.x * progress, y: start.y + translation.y * progress)
    }

    /// The content offset shown at `time` ms.
    public func offset(at time: Double) -> CGPoint { axes.dragged(to: fingerOffset(at: time)) }

    /// The content offset shown when the finger lifts.
    public var end: CGPoint { offset(at: duration) }
}

/// A whole scripted scroll: an optional drag, then the release's motion. Time in ms.
public struct ScrollPath: Sendable, Equatable {
    /// The drag, or nil for a fling that starts at the release.
    public var drag: DragPath?
    /// The motion after the release.
    public var release: ScrollMotion

    /// A path from its parts.
    public init(drag: DragPath?, release: ScrollMotion) {
        self.drag = drag
        self.release = release
    }

    /// When the release happens, in ms.
    public var releaseTime: Double { drag?.duration ?? 0 }

    /// The length in ms: the drag, then the time to rest.
    public var duration: Double { releaseTime + release.duration }

    /// The content offset at `time` ms.
    public func offset(at time: Double) -> CGPoint {
        if let drag, time < drag.duration { return drag.offset(at: time) }
        return release.offset(at: time - releaseTime)
    }

    /// The content offset at rest.
    public var end: CGPoint { release.end }
}
