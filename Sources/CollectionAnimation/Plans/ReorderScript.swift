import CollectionLayout
import Foundation

/// A scripted interactive movement: which item is lifted, the path the touch follows, how
/// long it takes, and how it ends. ``ReorderAnimation`` plays it.
public struct ReorderScript: Sendable, Hashable {
    /// How the movement ends.
    public enum End: String, Sendable, Hashable, CaseIterable {
        /// `endInteractiveMovement()`: the data source is told, the item lands in its slot.
        case commit
        /// `cancelInteractiveMovement()`: everything goes back.
        case cancel
    }

    /// The item lifted (`beginInteractiveMovementForItem(at:)`).
    public var item: IndexPath
    /// The touch positions, in content coordinates, visited in order at constant speed.
    public var path: [CGPoint]
    /// Seconds the touch takes along ``path`` (≥ 0; the landing adds
    /// ``ReorderAnimation/settleDuration``).
    public var duration: Double
    /// How the movement ends.
    public var end: End

    /// A script from its parts.
    public init(item: IndexPath, path: [CGPoint], duration: Double = 1, end: End = .commit) {
        self.item = item
        self.path = path
        self.duration = duration
        self.end = end
    }

    /// The drag's length in seconds: ``duration``, 0 when negative or not finite.
    public var dragDuration: Double { duration.isFinite ? max(0, duration) : 0 }

    /// The touch position at `time` seconds: the path walked at constant speed over
    /// ``dragDuration`` (the first point before 0, the last from the end on). Nil for an
    /// empty path; points that are not finite are skipped.
    public func position(at time: Double) -> CGPoint? {
        Self.touchPosition(along: path, duration: dragDuration, at: time)
    }

    /// The touch on `path` at `time` when it walks the path at constant speed in `dragDuration`
    /// seconds (shared by the reorder and drop scripts).
    static func touchPosition(along path: [CGPoint], duration dragDuration: Double, at time: Double) -> CGPoint? {
        let points = path.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = points.first, let last = points.last else { return nil }
        guard dragDuration > 0, time < dragDuration else { return time <= 0 ? first : last }
        if time <= 0 { return first }
        var lengths: [Double] = []
        var total = 0.0
        for index in points.indices.dropFirst() {
            let a = points[index - 1], b = points[index]
            let length = Double(hypot(b.x - a.x, b.y - a.y))
            lengths.append(length)
            total += length
        }
        guard total > 0, total.isFinite else { return first }
        var remaining = total * time / dragDuration
        for (index, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                return points[index].interpolated(to: points[index + 1], fraction: remaining / length)
            }
            remaining -= length
        }
        return last
    }
}
