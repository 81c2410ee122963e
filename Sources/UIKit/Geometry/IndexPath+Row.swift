extension IndexPath {
    /// UIKit's table-view spelling of `item`: the second index.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// An index path for a row in a section (UIKit's `IndexPath(row:section:)`), the same
    /// path as `IndexPath(item: row, section: section)`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }
}
