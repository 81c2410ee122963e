/// The object a search controller asks to update its results (`UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Update the results for the search bar's text (`updateSearchResults(for:)`): called when
    /// the search bar becomes first responder, when the user changes its text or scope, and
    /// when the search ends (docs/REFERENCE.md §25.6).
    func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller presents and dismisses its search interface
/// (`UISearchControllerDelegate`), with UIKit's signatures; every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search interface is about to show (`willPresentSearchController(_:)`).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface shows (`didPresentSearchController(_:)`).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to go (`willDismissSearchController(_:)`).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface has gone (`didDismissSearchController(_:)`).
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Nothing, as UIKit without the method.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing, as UIKit without the method.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing, as UIKit without the method.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing, as UIKit without the method.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
