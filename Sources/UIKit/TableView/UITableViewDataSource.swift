/// Supplies a table view's rows, as UIKit's `UITableViewDataSource`, with UIKit's exact
/// signatures.
///
/// Swift on Linux has no `@objc optional`: the optional methods have defaults in an
/// extension that answer as UIKit does when they are missing, so a method you write with
/// UIKit's signature is always the one called.
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
}

extension UITableViewDataSource {
    /// One section, as UIKit.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
