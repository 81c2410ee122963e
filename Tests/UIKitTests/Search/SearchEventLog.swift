import Foundation
import UIKit

/// A search bar delegate, search controller delegate and results updater that writes down
/// each call it gets, in order, for the search tests.
final class SearchEventLog: NSObject, UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var events: [String] = []
    /// What `searchBarShouldBeginEditing(_:)` and `searchBar(_:shouldChangeTextIn:replacementText:)` answer.
    var allowsBeginning = true, allowsChanges = true

    /// Writes `event` down and answers `answer`.
    @discardableResult private func record(_ event: String, answer: Bool = true) -> Bool {
        events.append(event)
        return answer
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { record("shouldBegin", answer: allowsBeginning) }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { record("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { record("shouldEnd") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { record("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { record("textDidChange \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        record("shouldChange \(range.location),\(range.length) \(text)", answer: allowsChanges)
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { record("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { record("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { record("scope \(selectedScope)") }

    func willPresentSearchController(_ searchController: UISearchController) { record("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { record("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { record("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { record("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        record("update \(searchController.searchBar.text ?? "nil") active=\(searchController.isActive)")
    }
}
