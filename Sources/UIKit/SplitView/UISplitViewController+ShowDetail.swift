// `showDetailViewController(_:sender:)` on a split view controller (docs/REFERENCE.md §20.19):
// expanded, the controller takes the secondary place; collapsed, it is pushed on the stack shown.

extension UISplitViewController {
    /// Shows `vc` as the secondary controller: the delegate first, for the classic style; then,
    /// expanded, the secondary column or place; collapsed, the shown controller's `show(_:sender:)`
    /// (a navigation controller pushes it). Nothing when `vc` is already there.
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if !usesColumns, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            guard let shown = collapsedController else { return setControllers(columns.classic + [vc]) }
            let target = (shown as? UINavigationController)?.topViewController ?? shown
            return target === vc ? () : target.show(vc, sender: sender)
        }
        if usesColumns {
            guard columns.assigned[.secondary] !== vc, columns.navigation[.secondary]?.topViewController !== vc else { return }
            assign(vc, to: .secondary)
        } else {
            guard columns.classic.count < 2 || columns.classic[1] !== vc else { return }
            setControllers(Array(columns.classic.prefix(1)) + [vc])
        }
    }
}
