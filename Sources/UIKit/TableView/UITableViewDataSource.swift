/// Supplies a table view's rows, as UIKit's `UITableViewDataSource`, with UIKit's exact
/// signatures.
///
/// Swift on Linux has no `@objc optional`: the optional methods have defaults in an
/// extension that answer as UIKit does when they are missing, so a method you write with
/// UIKit's signature is always the one called.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section` (required).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)`` (required).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header; default nil: none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; default nil: none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (deleted, inserted, swiped to delete); default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Commits the deletion or insertion the user asked for at a row (its Delete button, its
    /// insert control); the data source updates its data and the table's rows.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether a row shows a reorder control while editing; default true (see the extension).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Told the user moved a row (in UIKit the table already shows it at its new place; here
    /// it moves the row after this returns, docs/REFERENCE.md §27.8).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section, as UIKit.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True: UIKit assumes every row editable without this method.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// True. Without this method UIKit shows reorder controls when the data source implements
    /// `tableView(_:moveRowAt:to:)` and none when it does not; Swift on Linux cannot ask
    /// whether a method is implemented, so the default assumes a data source that reorders,
    /// as the collection view's `canMoveItemAt` does. A deliberate deviation for a data source
    /// with neither method: implement this one to return false. Likewise a row of a data
    /// source without `tableView(_:commit:forRowAt:)` offers the Delete swipe action, which
    /// UIKit offers only with it (docs/REFERENCE.md §27.7).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing to do.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
