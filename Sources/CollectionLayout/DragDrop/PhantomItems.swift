import Foundation

/// Items the collection view shows that its data source does not have: the gap a drop
/// opens (`insertAtDestinationIndexPath`) and drop placeholders. Their paths are presented
/// paths; the host adds them to the counts it reads, so opening, moving and closing them are
/// ordinary batch updates (validated, animated) with no data-source change.
struct PhantomItems {
    /// What a phantom is.
    enum Kind {
        /// An empty slot: laid out, drawn as nothing.
        case gap
        /// A placeholder cell (`UICollectionViewDropPlaceholder`).
        case placeholder(DropPlaceholder)
    }

    /// The phantoms, by presented path.
    private(set) var entries: [(path: IndexPath, kind: Kind)] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The gap's path, if one is open.
    var gap: IndexPath? {
        entries.first { if case .gap = $0.kind { return true } else { return false } }?.path
    }

    /// The kind of phantom at `path`, if any.
    func kind(at path: IndexPath) -> Kind? { entries.first { $0.path == path }?.kind }

    /// The presented path of `placeholder`, if it is still shown.
    func path(of placeholder: DropPlaceholder) -> IndexPath? {
        entries.first { if case let .placeholder(shown) = $0.kind { return shown === placeholder } else { return false } }?.path
    }

    /// `dataCounts` with the phantoms added.
    func presentedCounts(_ dataCounts: [Int]) -> [Int] {
        var counts = dataCounts
        for entry in entries where counts.indices.contains(entry.path.section) { counts[entry.path.section] += 1 }
        return counts
    }

    /// The data-source path of the item presented at `path`; nil for a phantom.
    func dataIndexPath(forPresented path: IndexPath) -> IndexPath? {
        guard path.count == 2 else { return path }
        if kind(at: path) != nil { return nil }
        let before = entries.filter { $0.path.section == path.section && $0.path.item < path.item }.count
        return IndexPath(item: path.item - before, section: path.section)
    }

    /// Adds a phantom at `path`; phantoms at or after it in its section shift by one.
    mutating func insert(_ kind: Kind, at path: IndexPath) {
        entries = entries.map { entry in
            guard entry.path.section == path.section, entry.path.item >= path.item else { return entry }
            return (IndexPath(item: entry.path.item + 1, section: entry.path.section), entry.kind)
        }
        entries.append((path, kind))
    }

    /// Removes the phantom at `path`; phantoms after it in its section shift back.
    mutating func remove(at path: IndexPath) {
        entries.removeAll { $0.path == path }
        entries = entries.map { entry in
            guard entry.path.section == path.section, entry.path.item > path.item else { return entry }
            return (IndexPath(item: entry.path.item - 1, section: entry.path.section), entry.kind)
        }
    }

    /// Moves the phantom at `source` to `destination` (removed, then inserted).
    mutating func move(from source: IndexPath, to destination: IndexPath) {
        guard let kind = kind(at: source) else { return }
        remove(at: source)
        insert(kind, at: destination)
    }
}
