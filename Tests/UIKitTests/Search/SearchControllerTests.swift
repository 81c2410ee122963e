import Foundation
import Testing
import UIKit

/// A search controller's activation, updates and cancelling, in the order of
/// docs/REFERENCE.md §25.6: Apple documents that the updater is asked "when the search bar
/// becomes the first responder or when the user makes changes inside the search bar", that
/// the controller shows the cancel button while active (`automaticallyShowsCancelButton`) and
/// that setting `showsCancelButton` turns that off; the order around them is chosen.
@MainActor @Suite struct SearchControllerTests {
    private func controller() -> (UISearchController, SearchEventLog) {
        let search = UISearchController(searchResultsController: nil), log = SearchEventLog()
        search.searchResultsUpdater = log
        search.delegate = log
        search.searchBar.delegate = log
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        return (search, log)
    }

    @Test func aNewControllerIsInactiveWithUIKitsDefaults() {
        let (search, _) = controller()
        #expect(!search.isActive && search.searchResultsController == nil)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsScopeBar && !search.showsSearchResultsController)
        #expect(search.searchBar === search.searchBar && !search.searchBar.showsCancelButton)
    }

    @Test func editingTheFieldActivatesAndEachChangeUpdates() {
        let (search, log) = controller()
        search.searchBar.becomeFirstResponder()
        #expect(search.isActive && search.searchBar.showsCancelButton)
        #expect(log.events == ["shouldBegin", "willPresent", "didBegin", "update  active=true", "didPresent"])
        log.events = []
        search.searchBar.searchTextField.insertText("k")
        #expect(log.events == ["shouldChange 0,0 k", "textDidChange k", "update k active=true"])
        #expect(search.showsSearchResultsController)
    }

    @Test func cancellingClearsTheTextAndDeactivates() throws {
        let (search, log) = controller()
        search.searchBar.becomeFirstResponder()
        search.searchBar.searchTextField.insertText("k")
        log.events = []
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        cancel.sendActions(for: .primaryActionTriggered)
        #expect(log.events == ["cancel", "willDismiss", "shouldEnd", "didEnd", "update  active=false", "didDismiss"])
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.showsCancelButton)
        #expect(!search.searchBar.searchTextField.isEditing && !search.showsSearchResultsController)
    }

    @Test func settingIsActiveActivatesWithoutFirstResponder() {
        let (search, log) = controller()
        search.isActive = true
        #expect(log.events == ["willPresent", "update  active=true", "didPresent"])
        #expect(!search.searchBar.searchTextField.isEditing && search.searchBar.showsCancelButton)
        log.events = []
        search.isActive = true
        #expect(log.events.isEmpty)
        search.isActive = false
        #expect(log.events == ["willDismiss", "update  active=false", "didDismiss"])
    }

    @Test func theScopeBarFollowsTheActivationAsked() {
        let (search, _) = controller()
        search.searchBar.scopeButtonTitles = ["All", "Mine"]
        search.scopeBarActivation = .onTextEntry
        search.isActive = true
        #expect(!search.searchBar.showsScopeBar)
        search.searchBar.becomeFirstResponder()
        search.searchBar.searchTextField.insertText("a")
        #expect(search.searchBar.showsScopeBar)
        search.scopeBarActivation = .manual
        search.isActive = false
        #expect(search.searchBar.showsScopeBar, "manual: left as it is")
    }

    @Test func theResultsControllerShowsWithTextUnlessTheAppManagesIt() {
        let (search, _) = controller()
        search.searchBar.becomeFirstResponder()
        search.searchBar.searchTextField.insertText("a")
        #expect(search.showsSearchResultsController)
        search.automaticallyShowsSearchResultsController = false
        search.showsSearchResultsController = false
        search.searchBar.searchTextField.insertText("b")
        #expect(!search.showsSearchResultsController)
    }

    @Test func aControllerMadeWithInitShowsResultsInPlace() {
        let search = UISearchController()
        #expect(search.searchResultsController == nil && search.automaticallyShowsSearchResultsController)
        #expect(search.scopeBarActivation == .automatic)
    }

    @Test func settingShowsCancelButtonTakesItOverAndTheScopeBarFollowsActivation() {
        let (search, _) = controller()
        search.searchBar.scopeButtonTitles = ["All", "Mine"]
        search.isActive = true
        #expect(search.searchBar.showsScopeBar)
        search.isActive = false
        #expect(!search.searchBar.showsScopeBar)
        search.searchBar.showsCancelButton = true
        #expect(!search.automaticallyShowsCancelButton)
        search.isActive = true
        search.isActive = false
        #expect(search.searchBar.showsCancelButton, "no longer hidden by the controller")
    }
}
