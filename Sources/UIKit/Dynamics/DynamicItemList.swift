/// The items a behaviour acts on, each once, in the order added; `add` and `remove` say
/// whether they changed anything.
struct DynamicItemList {
    /// The items.
    private(set) var items: [any UIDynamicItem]

    init(_ items: [any UIDynamicItem]) { self.items = items }

    /// Adds an item not yet in the list; whether it did.
    @MainActor mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        return true
    }

    /// Removes an item; whether it was there.
    @MainActor mutating func remove(_ item: any UIDynamicItem) -> Bool {
        let count = items.count
        items.removeAll { $0 === item }
        return items.count != count
    }
}
