/// What a split view controller asks and tells as it collapses, expands and changes its display mode
/// (`UISplitViewControllerDelegate`); every method is optional (docs/REFERENCE.md §20.17, §20.19).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The column to show on top once the interface collapses (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`,
    /// iOS 14); `proposedTopColumn` is the secondary. Column style only.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode to take as the interface expands
    /// (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`, iOS 14). Column style only.
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// `column` is about to show because the size changed (`splitViewController(_:willShow:)`, iOS 14); not for `show(_:)`.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to hide because the size changed (`splitViewController(_:willHide:)`, iOS 14); not for `hide(_:)`.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The display mode is about to become `displayMode` (`splitViewController(_:willChangeTo:)`).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The interface collapsed (`splitViewControllerDidCollapse(_:)`, iOS 14). Column style only.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The interface expanded (`splitViewControllerDidExpand(_:)`, iOS 14). Column style only.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Whether the delegate collapsed `secondaryViewController` onto `primaryViewController` itself
    /// (`splitViewController(_:collapseSecondary:onto:)`); false lets the primary's `collapseSecondaryViewController(_:for:)`
    /// do it. Classic style only.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Whether the delegate shows `vc` as the secondary controller itself (`splitViewController(_:showDetail:sender:)`).
    /// Classic style only.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    /// The proposed column.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// The proposed display mode.
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    /// Nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    /// Nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Nothing by default.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Nothing by default.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// False by default: the primary collapses it.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    /// False by default: the split view shows it.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }
}
