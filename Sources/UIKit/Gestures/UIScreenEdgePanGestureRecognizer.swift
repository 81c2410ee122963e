/// A pan that starts at an edge of the screen (`UIScreenEdgePanGestureRecognizer`): a
/// ``UIPanGestureRecognizer`` that fails unless its first touch goes down within 20 pt
/// (chosen: UIKit's region is private) of one of the ``edges`` it watches, and ignores every
/// touch after the first, as UIKit's documentation says (docs/REFERENCE.md §23.3).
///
/// The screen is the top of the view's tree (its window): the edges are that view's bounds,
/// and the touch's place is its location there. The edges are physical — UIKit takes them
/// "relative to the app's current interface orientation", never flipped for a right-to-left
/// layout.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (`edges`); none by default, so it never begins
    /// until they are set.
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst() { ignore(touch, for: event) }
        guard touches.contains(where: { $0 === trackedTouches.first }) else { return }
        guard let first = trackedTouches.first, startsAtWatchedEdge(first) else { return state = .failed }
        super.touchesBegan(touches.filter { $0 === first }, with: event)
    }

    /// Whether `touch` is within the edge region of an edge in ``edges``.
    private func startsAtWatchedEdge(_ touch: UITouch) -> Bool {
        guard let screen = touch.rootView?.bounds else { return false }
        let point = touch.rootLocation, region = GestureMetrics.screenEdgeRegion
        return (edges.contains(.left) && point.x - screen.minX <= region) || (edges.contains(.right) && screen.maxX - point.x <= region)
            || (edges.contains(.top) && point.y - screen.minY <= region)
            || (edges.contains(.bottom) && screen.maxY - point.y <= region)
    }
}
