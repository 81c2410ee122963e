import CollectionLayout
import Foundation

/// Why a ``Timeline`` could not be built, beyond what its steps throw themselves.
public enum TimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// By step `step` the played steps keep `count` element records, beyond `limit`
    /// (``Timeline/maximumStoredElements``).
    case tooManyElements(step: Int, count: Int, limit: Int)
    /// Step `step` touches `item`, which the collection view does not have then.
    case noSuchItem(step: Int, item: IndexPath)
    /// Step `step` long-presses `item`, but the delegate shows no edit menu for it
    /// (`shouldShowMenuForItemAt:` false, or no command allowed).
    case noEditMenu(step: Int, item: IndexPath)
    /// Step `step` taps `action` in `item`'s edit menu, which offers only `offered`.
    case editActionNotOffered(step: Int, item: IndexPath, action: EditAction, offered: [EditAction])
    /// Step `step` scrolls an orthogonal section it cannot (no compositional layout, no such
    /// section, a section that does not scroll orthogonally, a point off its axis).
    case cannotScrollSection(step: Int, reason: String)

    /// The step the error is about.
    public var step: Int {
        switch self {
        case let .tooManyElements(step, _, _), let .noSuchItem(step, _), let .noEditMenu(step, _),
            let .editActionNotOffered(step, _, _, _), let .cannotScrollSection(step, _):
            return step
        }
    }

    /// The message.
    public var description: String {
        switch self {
        case let .tooManyElements(step, count, limit):
            return "by step \(step) the timeline keeps \(count) animated elements, beyond the limit of \(limit); "
                + "use fewer steps, a smaller viewport or fewer visible items"
        case let .noSuchItem(_, item):
            return "there is no item [\(item.map(String.init).joined(separator: ", "))] at this point of the timeline"
        case let .noEditMenu(_, item):
            return "the delegate shows no edit menu for item [\(item.section), \(item.item)] "
                + "(shouldShowMenuForItemAt: is false or canPerformAction: allows no command)"
        case let .editActionNotOffered(_, item, action, offered):
            let list = offered.map { "`\($0.title.lowercased())`" }.joined(separator: ", ")
            return "the delegate forbids `\(action.title.lowercased())` for item [\(item.section), \(item.item)]; "
                + "the menu offers \(list)"
        case let .cannotScrollSection(_, reason):
            return "cannot scroll the section: \(reason)"
        }
    }
}
