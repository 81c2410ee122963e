import Foundation

@testable import CollectionLayout

typealias Snapshot = DiffableDataSourceSnapshot<String, String>

/// A snapshot from `[(section, items)]`, built through the public API.
func snapshot(_ sections: [(String, [String])]) throws -> Snapshot {
    var result = Snapshot()
    try result.appendSections(sections.map(\.0))
    for (section, items) in sections where !items.isEmpty { try result.appendItems(items, toSection: section) }
    return result
}

/// `snapshot([("s", items)])`.
func list(_ items: [String]) throws -> Snapshot { try snapshot([("s", items)]) }

/// "a b c" → ["a", "b", "c"].
func ids(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

/// A move from old path to new path.
func mv(_ from: IndexPath, _ to: IndexPath) -> SnapshotDifference.Move<IndexPath> { .init(from: from, to: to) }
