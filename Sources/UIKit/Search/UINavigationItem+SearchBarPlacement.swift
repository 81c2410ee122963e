extension UINavigationItem {
    /// Where a navigation bar puts the search bar (`UINavigationItem.SearchBarPlacement`,
    /// iOS 16), with UIKit's raw values.
    public enum SearchBarPlacement: Int, Sendable {
        /// The system's choice: stacked on an iPhone (`automatic`).
        case automatic = 0
        /// In the bar's row, beside the title (`inline`).
        case inline = 1
        /// Under the title (`stacked`).
        case stacked = 2
    }

    /// Where the bar puts the search bar now (`searchBarPlacement`, iOS 16): always `.stacked`
    /// here (docs/REFERENCE.md §25.6).
    public var searchBarPlacement: SearchBarPlacement { .stacked }
}
