import Foundation

/// One call made inside a batch update, as the collection view receives it: UIKit's
/// `insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)`,
/// `insertSections(_:)`, `deleteSections(_:)`, `moveSection(_:toSection:)` and
/// `reloadSections(_:)`.
///
/// Paths follow UIKit's rules: delete and reload paths (and a move's source) refer to the
/// state *before* the batch; insert paths (and a move's destination) to the state *after*
/// it. The order of operations in a batch does not matter. ``BatchUpdate`` validates and
/// normalises a list of them.
public enum BatchOperation: Hashable, Sendable, CustomStringConvertible {
    /// Items inserted at these after-update paths (`insertItems(at:)`).
    case insertItems([IndexPath])
    /// Items deleted from these before-update paths (`deleteItems(at:)`).
    case deleteItems([IndexPath])
    /// An item moved from a before-update path to an after-update path (`moveItem(at:to:)`).
    case moveItem(at: IndexPath, to: IndexPath)
    /// Items reloaded at these before-update paths: each is a delete of the old path plus an
    /// insert at its adjusted new path (`reloadItems(at:)`).
    case reloadItems([IndexPath])
    /// Sections inserted at these after-update indexes (`insertSections(_:)`).
    case insertSections(IndexSet)
    /// Sections deleted at these before-update indexes (`deleteSections(_:)`).
    case deleteSections(IndexSet)
    /// A section moved from a before-update index to an after-update index
    /// (`moveSection(_:toSection:)`).
    case moveSection(Int, toSection: Int)
    /// Sections reloaded at these before-update indexes (`reloadSections(_:)`).
    case reloadSections(IndexSet)

    /// `insertItems [[0, 1], [0, 2]]`, `moveSection 2 -> 0`.
    public var description: String {
        func paths(_ list: [IndexPath]) -> String { "[" + list.map(BatchUpdateError.text).joined(separator: ", ") + "]" }
        func sections(_ set: IndexSet) -> String { "[" + set.map(String.init).joined(separator: ", ") + "]" }
        switch self {
        case let .insertItems(list): return "insertItems \(paths(list))"
        case let .deleteItems(list): return "deleteItems \(paths(list))"
        case let .moveItem(from, to): return "moveItem \(BatchUpdateError.text(from)) -> \(BatchUpdateError.text(to))"
        case let .reloadItems(list): return "reloadItems \(paths(list))"
        case let .insertSections(set): return "insertSections \(sections(set))"
        case let .deleteSections(set): return "deleteSections \(sections(set))"
        case let .moveSection(from, to): return "moveSection \(from) -> \(to)"
        case let .reloadSections(set): return "reloadSections \(sections(set))"
        }
    }
}
