/// The root of a tab bar controller's More navigation controller (UIKit's private
/// `UIMoreListController`): a plain table titled "More" listing the controllers that have no
/// tab — each row its controller's tab bar item's title and image, with a disclosure
/// indicator — and, while some controllers are customizable, an Edit button on the right of
/// its navigation bar (docs/REFERENCE.md §20.11, §20.12). Its view is the table.
final class MoreListController: UITableViewController {
    /// The tab bar controller whose More list this is.
    private weak var tabs: UITabBarController?
    /// The reuse identifier of the rows.
    private static let rowIdentifier = "MoreListRow"

    /// The list of `tabBarController`'s controllers with no tab.
    init(tabBarController: UITabBarController) {
        tabs = tabBarController
        super.init(style: .plain)
        title = "More"
    }

    /// Lists are not decoded.
    required init?(coder: NSCoder) { nil }

    /// The controllers listed: the tab bar controller's controllers with no tab.
    private var listed: [UIViewController] { tabs?.overflowControllers ?? [] }

    /// One row a controller with no tab.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listed.count }

    /// The row of a controller: its item's title and image, a disclosure indicator.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: Self.rowIdentifier)
        let item = listed.indices.contains(indexPath.row) ? listed[indexPath.row].tabBarItem : nil
        cell.textLabel?.text = item?.title
        cell.imageView?.image = item?.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// A tapped row shows its controller on the More navigation controller.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard listed.indices.contains(indexPath.row) else { return }
        tabs?.userSelectedOnMore(listed[indexPath.row])
    }

    /// The controllers or the customizable ones changed: the rows are listed again, and the
    /// Edit button shows while some controllers are customizable.
    func listDidChange() {
        if isViewLoaded { tableView.reloadData() }
        let customizable = tabs?.customizableViewControllers ?? []
        guard !customizable.isEmpty else { return navigationItem.rightBarButtonItem = nil }
        guard navigationItem.rightBarButtonItem == nil else { return }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .edit,
            primaryAction: UIAction { [weak self] _ in self?.tabs?.beginCustomizingFromMoreList() })
    }
}
