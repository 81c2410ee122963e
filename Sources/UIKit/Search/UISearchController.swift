import Foundation

/// UIKit's `UISearchController`: a search bar and the search interface it drives
/// (docs/REFERENCE.md §25.6). Put its ``searchBar`` in a navigation item
/// (`UINavigationItem.searchController`) or in your own views.
///
/// Activating it — the user beginning to edit the bar's field, or ``isActive`` set to true —
/// tells the ``delegate`` it will present, shows the cancel button
/// (``automaticallyShowsCancelButton``) and the scope bar (``scopeBarActivation``), asks the
/// ``searchResultsUpdater`` to update, and tells the delegate it presented. Each
/// change of text or scope asks for an update. The cancel button clears the text and
/// deactivates: the delegate hears it will dismiss, the field ends editing, the cancel button
/// and scope bar hide, the updater updates once more, and the delegate hears it dismissed.
/// Deliberate differences: nothing is presented — ``searchResultsController`` is kept and not
/// shown, the background is not dimmed (``obscuresBackgroundDuringPresentation`` is kept),
/// and the navigation bar does not hide (``hidesNavigationBarDuringPresentation`` is kept).
open class UISearchController: UIViewController {
    /// The controller showing the results (`searchResultsController`); nil: the searched
    /// controller shows them. Kept, not presented.
    public let searchResultsController: UIViewController?

    /// A search controller whose results `searchResultsController` shows
    /// (`init(searchResultsController:)`); nil to show them in the searched content.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller without a results controller (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Search controllers are not decoded here: one from a coder has no results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    /// The search bar (`searchBar`), made on first use.
    open var searchBar: UISearchBar { ownedSearchBar }
    private lazy var ownedSearchBar: UISearchBar = {
        let bar = UISearchBar(frame: .zero)
        bar.searchController = self
        return bar
    }()

    /// Asked to update the results (`searchResultsUpdater`), held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as the search interface presents and dismisses (`delegate`), held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the search interface shows (`isActive`); default false. Setting true activates
    /// without making the field first responder, as on iOS; setting false deactivates and ends
    /// the field's editing.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { beginSearch(telling: {}) } else { endSearch() }
        }
    }
    private var active = false

    /// Whether the searched content is obscured while searching
    /// (`obscuresBackgroundDuringPresentation`, iOS 9.1); default true. Kept, not drawn.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the content is dimmed while searching (`dimsBackgroundDuringPresentation`,
    /// deprecated in iOS 12): ``obscuresBackgroundDuringPresentation``.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (`hidesNavigationBarDuringPresentation`);
    /// default true. Kept: the bar stays.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's cancel button shows while active and hides after
    /// (`automaticallyShowsCancelButton`, iOS 13); default true. Setting the bar's
    /// `showsCancelButton` makes it false.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while active and hides after (`automaticallyShowsScopeBar`,
    /// iOS 13); default true. False leaves it to the app, as ``scopeBarActivation`` `.manual`.
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows (`scopeBarActivation`, iOS 16); default `.automatic`, which is
    /// `.onSearchActivation` here, as on an iPhone.
    open var scopeBarActivation = ScopeBarActivation.automatic
    /// Whether each update shows the results controller while there is text and hides it
    /// without (`automaticallyShowsSearchResultsController`, iOS 13); default true.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows (`showsSearchResultsController`, iOS 13); default
    /// false, then set at each update while ``automaticallyShowsSearchResultsController``.
    /// Kept, nothing is presented.
    open var showsSearchResultsController = false

    /// When a search controller shows its search bar's scope bar
    /// (`UISearchController.ScopeBarActivation`, iOS 16), with UIKit's raw values.
    public enum ScopeBarActivation: Int, Sendable {
        /// The system's choice (`automatic`).
        case automatic = 0
        /// Never by itself: the app shows it (`manual`).
        case manual = 1
        /// While the field has text (`onTextEntry`).
        case onTextEntry = 2
        /// While the search is active (`onSearchActivation`).
        case onSearchActivation = 3
    }

    // MARK: Activation (docs/REFERENCE.md §25.6)

    /// Activates if not active — `willPresentSearchController(_:)`, the cancel button and scope
    /// bar shown — then `tell` (the bar's delegate hearing that editing began), the results
    /// update, and `didPresentSearchController(_:)` when it activated.
    func beginSearch(telling tell: () -> Void) {
        let presenting = !active
        if presenting {
            delegate?.willPresentSearchController(self)
            active = true
            showAutomaticParts(true)
        }
        tell()
        updateResults()
        if presenting { delegate?.didPresentSearchController(self) }
    }

    /// Deactivates: `willDismissSearchController(_:)`, the field ends editing, the cancel button
    /// and scope bar hide, the results update, `didDismissSearchController(_:)`.
    func endSearch() {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        searchBar.searchTextField.resignFirstResponder()
        showAutomaticParts(false)
        updateResults()
        delegate?.didDismissSearchController(self)
    }

    /// The cancel button: clears the text and deactivates.
    func cancel() {
        searchBar.text = ""
        endSearch()
    }

    /// The user changed the text or scope: the results controller shows while there is text,
    /// and the results update.
    func searchTextDidChange() {
        guard active else { return }
        updateResults()
    }

    /// Shows or hides the cancel button the controller manages.
    private func showAutomaticParts(_ shown: Bool) {
        if automaticallyShowsCancelButton { searchBar.showCancelButton(shown) }
    }

    /// Asks the updater, after showing the scope bar as ``scopeBarActivation`` says (while
    /// active, or while there is text) and the results controller while active with text.
    private func updateResults() {
        let hasText = !(searchBar.text ?? "").isEmpty
        if automaticallyShowsScopeBar, scopeBarActivation != .manual, !(searchBar.scopeButtonTitles ?? []).isEmpty {
            let shown = active && (scopeBarActivation != .onTextEntry || hasText)
            if searchBar.showsScopeBar != shown { searchBar.showsScopeBar = shown }
        }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = active && hasText }
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
