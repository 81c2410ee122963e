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

    /// The longest drag a script plays, in seconds (the scene format's limit for one
    /// timeline): a longer one is cut to it, so the touches sampled stay bounded.
    public static let maximumDragDuration = 3600.0

    /// The drag's length in seconds: ``duration``, 0 when negative or not finite, at most
    /// ``maximumDragDuration``.
    public var dragDuration: Double { duration.isFinite ? min(max(0, duration), ReorderScript.maximumDragDuration) : 0 }

    /// The touch position at `time` seconds: the path walked at constant speed over
    /// ``dragDuration`` (the first point before 0, the last from the end on). Nil for an
    /// empty path; points that are not finite are skipped.
    public func position(at time: Double) -> CGPoint? {
        Self.touchPosition(along: path, duration: dragDuration, at: time)
    }

    /// The touch on `path` at `time` when it walks the path at constant speed in
    /// `dragDuration` seconds (shared by the reorder and drop scripts).
    static func touchPosition(along path: [CGPoint], duration dragDuration: Double, at time: Double) -> CGPoint? {
        TouchPath(path, duration: dragDuration).position(at: time)
    }
}

/// A touch path prepared for sampling: the finite points and the cumulative length at each,
/// so a position costs a binary search (a path may have thousands of points and is sampled
/// 60 times a second).
struct TouchPath: Sendable {
    private let points: [CGPoint]
    private let cumulative: [Double]
    private let duration: Double

    /// `path` walked at constant speed in `duration` seconds; points that are not finite are
    /// skipped.
    init(_ path: [CGPoint], duration: Double) {
        points = path.filter { $0.x.isFinite && $0.y.isFinite }
        var lengths: [Double] = []
        lengths.reserveCapacity(points.count)
        var total = 0.0
        for index in points.indices {
            if index > 0 {
                let a = points[index - 1], b = points[index]
                total += Double(hypot(b.x - a.x, b.y - a.y))
            }
            lengths.append(total)
        }
        cumulative = lengths
        self.duration = duration
    }

    /// The touch at `time`: the first point before 0, the last from `duration` on; nil for
    /// an empty path.
    func position(at time: Double) -> CGPoint? {
        guard let first = points.first, let last = points.last, let total = cumulative.last else { return nil }
        guard duration > 0, time < duration else { return time <= 0 ? first : last }
        guard time > 0, total > 0, total.isFinite else { return first }
        let distance = total * time / duration
        // The first point at or past `distance`.
        var low = 1, high = points.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulative[mid] < distance { low = mid + 1 } else { high = mid }
        }
        let length = cumulative[low] - cumulative[low - 1]
        guard length > 0 else { return points[low] }
        return points[low - 1].interpolated(to: points[low], fraction: (distance - cumulative[low - 1]) / length)
    }
}
