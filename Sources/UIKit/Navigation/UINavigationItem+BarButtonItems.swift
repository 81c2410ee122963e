extension UINavigationItem {
    /// What `items` becomes when its first item is set to `item`, as Apple's documentation of
    /// `leftBarButtonItem` and `rightBarButtonItem` says: nil removes the first item; an item
    /// already in the list moves from where it is to the front; any other item replaces the
    /// first (or is the only one of an empty list). An emptied list stays empty, not nil
    /// (not recorded from iOS).
    static func replacingFirstBarButtonItem(of items: [UIBarButtonItem]?, with item: UIBarButtonItem?) -> [UIBarButtonItem]? {
        guard let item else { return items.map { Array($0.dropFirst()) } }
        var list = items ?? []
        if let index = list.firstIndex(where: { $0 === item }) {
            list.remove(at: index)
            list.insert(item, at: 0)
        } else if list.isEmpty {
            list = [item]
        } else {
            list[0] = item
        }
        return list
    }
}
