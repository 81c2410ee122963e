import CollectionLayout
import Foundation

/// Why a ``Timeline`` could not be built, beyond what its steps throw themselves.
public enum TimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// By step `step` the played steps keep `count` element records, beyond `limit`
    /// (``Timeline/maximumStoredElements``).
    case tooManyElements(step: Int, count: Int, limit: Int)
    /// Reorder step `step` lifts `item`, which the collection view does not have then.
    case noSuchItem(step: Int, item: IndexPath)

    /// The step at fault.
    public var step: Int {
        switch self {
        case let .tooManyElements(step, _, _), let .noSuchItem(step, _): return step
        }
    }

    /// The message.
    public var description: String {
        switch self {
        case let .tooManyElements(step, count, limit):
            return "by step \(step) the timeline keeps \(count) animated elements, beyond the limit of \(limit); "
                + "use fewer steps, a smaller viewport or fewer visible items"
        case let .noSuchItem(_, item):
            let path = item.map(String.init).joined(separator: ", ")
            return "the reorder lifts item [\(path)], which the collection view does not have at this step"
        }
    }
}
