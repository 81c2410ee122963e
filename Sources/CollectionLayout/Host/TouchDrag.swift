import Foundation

/// A drag that a finger moves as it goes, on any scroll view (see
/// ``CollectionView/beginTouchDrag()``): the content follows the finger, with the rubber band past the edges
/// (``ScrollAxes/dragged(to:)``, the rule a scripted ``DragPath`` follows too), and the lift
/// hands over to the release physics of a ``ScriptedScroll``.
public final class TouchDrag {
    /// The scroll view dragged.
    let host: any ScrollHost
    /// The content offset when the drag began.
    public let start: CGPoint
    /// The axes when the drag began, for the rubber band.
    private let axes: ScrollAxes
    /// Whether the finger lifted (the drag moves no more).
    public private(set) var isReleased = false

    /// A drag of `host` from where its content is: tells it the drag begins
    /// (`scrollViewWillBeginDragging`).
    package init(host: any ScrollHost) {
        self.host = host
        start = host.contentOffset
        axes = host.scrollAxes
        host.dragWillBegin()
    }

    /// The finger asks for the content offset `translation` from ``start`` (content
    /// direction: positive scrolls towards larger offsets); the content shows it, rubber-banded
    /// past the edges. A non-finite translation, or a move after the release, changes nothing.
    public func move(by translation: CGPoint) {
        guard !isReleased, translation.x.isFinite, translation.y.isFinite else { return }
        let asked = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        host.contentOffset = axes.dragged(to: asked)
    }

    /// The finger lifts with `velocity` in pt/ms (content direction): the scroll that plays
    /// the release from here, as a fling's does — its first ``ScriptedScroll/advance(to:)``
    /// asks for the target and tells the delegate in UIKit's order. Paging counts from the
    /// page where the drag began.
    public func release(velocity: CGPoint) -> ScriptedScroll {
        isReleased = true
        return ScriptedScroll(host: host, drag: nil, velocity: velocity, dragStart: start)
    }
}
