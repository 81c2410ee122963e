/// The selected items of a ``CollectionView``: each once, in the order they were selected,
/// with membership answered in O(1) (a scene may select every one of its 100,000 items, and
/// each cell asks whether it is selected as it is configured).
struct ItemSelection: Sendable {
    /// The selected items in selection order.
    private(set) var items: [IndexPath] = []
    private var members: Set<IndexPath> = []

    /// No item selected.
    init() {}

    /// `paths` selected in their order; a repeated path counts once, at its first place.
    init(_ paths: some Sequence<IndexPath>) {
        for path in paths { insert(path) }
    }

    /// Whether `path` is selected.
    func contains(_ path: IndexPath) -> Bool { members.contains(path) }

    /// Selects `path` after the others (no change when it is selected already).
    mutating func insert(_ path: IndexPath) {
        if members.insert(path).inserted { items.append(path) }
    }

    /// Deselects `path`.
    /// - Complexity: O(n) when `path` is selected, else O(1).
    mutating func remove(_ path: IndexPath) {
        if members.remove(path) != nil { items.removeAll { $0 == path } }
    }

    /// Keeps only `path`, if it is selected.
    mutating func removeAll(except path: IndexPath) {
        self = contains(path) ? ItemSelection([path]) : ItemSelection()
    }
}
