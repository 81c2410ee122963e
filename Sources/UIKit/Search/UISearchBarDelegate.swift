import Foundation

/// What a search bar asks and tells as it is edited and its buttons are tapped
/// (`UISearchBarDelegate`), with UIKit's exact signatures and defaults that do what UIKit does
/// without the method: allow, and do nothing.
///
/// The order while editing (docs/REFERENCE.md §25.6): ``searchBarShouldBeginEditing(_:)``,
/// ``searchBarTextDidBeginEditing(_:)``; for each key typed
/// ``searchBar(_:shouldChangeTextIn:replacementText:)`` then
/// ``searchBar(_:textDidChange:)`` (also after the clear button); the return key
/// ``searchBarSearchButtonClicked(_:)``; ``searchBarShouldEndEditing(_:)``,
/// ``searchBarTextDidEndEditing(_:)``. Tapping the cancel button tells
/// ``searchBarCancelButtonClicked(_:)`` and ends nothing by itself. As a
/// ``UIBarPositioningDelegate`` it may say where the bar is: `.top` by default (§20.23).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin (`searchBarShouldBeginEditing(_:)`); default true.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began (`searchBarTextDidBeginEditing(_:)`).
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (`searchBarShouldEndEditing(_:)`); default true.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended (`searchBarTextDidEndEditing(_:)`).
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text, by typing, deleting or the clear button
    /// (`searchBar(_:textDidChange:)`); setting ``UISearchBar/text`` in code tells nothing.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16 code units) may become `text`
    /// (`searchBar(_:shouldChangeTextIn:replacementText:)`); default true.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search (return) key was tapped (`searchBarSearchButtonClicked(_:)`).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped (`searchBarBookmarkButtonClicked(_:)`).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped (`searchBarCancelButtonClicked(_:)`).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped (`searchBarResultsListButtonClicked(_:)`).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user selected another scope button (`searchBar(_:selectedScopeButtonIndexDidChange:)`);
    /// setting ``UISearchBar/selectedScopeButtonIndex`` in code tells nothing.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// True, as UIKit without the method.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// True, as UIKit without the method.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing, as UIKit without the method.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// True, as UIKit without the method.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing, as UIKit without the method.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing, as UIKit without the method.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing, as UIKit without the method.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing, as UIKit without the method.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
