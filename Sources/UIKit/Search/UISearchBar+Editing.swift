import Foundation

// Editing a search bar (docs/REFERENCE.md §25.6): its field is a text field edited as §25.4
// says, whose delegate is the bar's relay; each step becomes the search bar delegate's call,
// and a search controller owning the bar activates, deactivates and updates its results.

extension UISearchBar {
    /// The user changed the text (typing, deleting, the clear button): the delegate's
    /// `searchBar(_:textDidChange:)`, then the search controller's results update.
    func userChangedText() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchTextDidChange()
    }

    /// The cancel button: the delegate's `searchBarCancelButtonClicked(_:)`, then a search
    /// controller owning the bar deactivates.
    func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancel()
    }

    /// The user picked a scope button: the index follows and the delegate hears of it.
    func scopeBarChanged() {
        let index = scopeBar.selectedSegmentIndex
        guard index != selectedScopeButtonIndex, index != UISegmentedControl.noSegment else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchTextDidChange()
    }
}

/// The search field's delegate: asks and tells the search bar's delegate, and its search
/// controller, at each step of editing.
@preconcurrency @MainActor
final class SearchFieldRelay: NSObject, UITextFieldDelegate {
    /// The bar whose field this relays.
    private weak var searchBar: UISearchBar?

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
        super.init()
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    /// A search controller presents first (`willPresentSearchController(_:)`), then the
    /// delegate hears that editing began, then the results update (chosen order).
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        let tell: () -> Void = { searchBar.delegate?.searchBarTextDidBeginEditing(searchBar) }
        if let controller = searchBar.searchController { controller.beginSearch(telling: tell) } else { tell() }
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The return key is the search button: the delegate's `searchBarSearchButtonClicked(_:)`;
    /// editing goes on, as on iOS, unless the app ends it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
