/// A swipe (`UISwipeGestureRecognizer`), discrete: recognized as soon as its touches have
/// moved 50 pt in one of its ``direction``s, less than that across it, within 0.5 s of going
/// down; failed otherwise (chosen values: UIKit's are private).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right (`.right`).
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left (`.left`).
        public static let left = Direction(rawValue: 1 << 1)
        /// Up (`.up`).
        public static let up = Direction(rawValue: 1 << 2)
        /// Down (`.down`).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognizes (`direction`); default `.right`.
    open var direction = Direction.right
    /// The fingers that swipe (`numberOfTouchesRequired`); default 1.
    open var numberOfTouchesRequired = 1

    private var start: (time: Double, point: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { return state = .failed }
        start = (event.timestamp, centroid)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > GestureMetrics.swipeMaximumDuration { return state = .failed }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        let now = centroid
        let dx = now.x - start.point.x, dy = now.y - start.point.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= GestureMetrics.swipeMinimumDistance, across < along * GestureMetrics.swipeMaximumDeviation {
                return state = .recognized
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    private var centroid: CGPoint { trackedCentroid ?? .zero }
}
