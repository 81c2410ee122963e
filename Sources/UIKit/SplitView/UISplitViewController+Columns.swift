// A split view controller's controllers: setting a column (wrapped in a navigation controller
// as iOS 14 does), the classic `viewControllers`, and collapsing to one stack and expanding
// back (docs/REFERENCE.md §20.19).

extension UISplitViewController {
    /// Whether the interface has the iOS 14 columns (a style other than `.unspecified`).
    var usesColumns: Bool { style != .unspecified }

    /// The columns the style has, in order: primary, supplementary (three columns), secondary.
    var styleColumns: [Column] { style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary] }

    /// ``viewControllers``: collapsed, the controller shown; expanded, the columns' navigation
    /// controllers or the classic controllers.
    var shownControllers: [UIViewController] {
        guard usesColumns else { return columns.classic }
        if isCollapsed { return [collapsedController].compactMap { $0 } }
        return styleColumns.compactMap { columns.navigation[$0] }
    }

    /// The controller filling the view while collapsed: the compact column's navigation
    /// controller, else the primary's (else the secondary's); a classic split view's primary.
    var collapsedController: UIViewController? {
        guard usesColumns else { return columns.classic.first }
        return columns.navigation[.compact] ?? columns.navigation[.primary] ?? columns.navigation[.secondary]
    }

    /// Sets `vc` for `column` (`setViewController(_:for:)`).
    func assign(_ vc: UIViewController?, to column: Column) {
        guard usesColumns, column != .supplementary || style == .tripleColumn else { return }
        let old = columns.navigation[column]
        guard let vc else {
            columns.assigned[column] = nil
            columns.navigation[column] = nil
            if let old { exchangeChildren([old], for: []) { _, _ in old.viewIfLoaded?.removeFromSuperview() } }
            return viewIfLoaded?.setNeedsLayout() ?? ()
        }
        if column == .secondary, let old, old !== vc, !(vc is UINavigationController), !old.viewControllers.isEmpty {
            // UIKit pushes a plain controller set for the secondary column onto the stack it has.
            return old.pushViewController(vc, animated: false)
        }
        columns.assigned[column] = vc
        let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        columns.navigation[column] = navigation
        exchangeChildren([old].compactMap { $0 }, for: [navigation]) { leaving, _ in
            for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Sets ``viewControllers``: a classic split view's primary and secondary; the column
    /// style's columns in order.
    func setControllers(_ controllers: [UIViewController]) {
        guard usesColumns else {
            let old = columns.classic
            columns.classic = Array(controllers.prefix(2))
            exchangeChildren(old, for: columns.classic) { leaving, _ in
                for controller in leaving where controller.viewIfLoaded?.superview === self.viewIfLoaded {
                    controller.viewIfLoaded?.removeFromSuperview()
                }
            }
            return viewIfLoaded?.setNeedsLayout() ?? ()
        }
        for (column, controller) in zip(styleColumns, controllers) { assign(controller, to: column) }
    }

    /// Collapses the interface to one stack (§20.19). Column style: unless the compact column is
    /// set, the delegate picks the top column (proposed: the secondary) and the supplementary's
    /// and the secondary's stacks, up to that column, are pushed on the primary's. Classic: the
    /// delegate may take the secondary controller (`collapseSecondary:onto:`); else the
    /// primary's `collapseSecondaryViewController(_:for:)` does (a navigation controller pushes it).
    func collapseControllers() {
        guard usesColumns else {
            guard columns.classic.count == 2 else { return }
            let primary = columns.classic[0], secondary = columns.classic[1]
            columns.classicSecondaryBeforeCollapse = secondary
            columns.classic = [primary]
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                primary.collapseSecondaryViewController(secondary, for: self)
            }
            if secondary.parent === self {
                exchangeChildren([secondary], for: []) { _, _ in secondary.viewIfLoaded?.removeFromSuperview() }
            }
            return
        }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        guard columns.navigation[.compact] == nil, let primary = columns.navigation[.primary] else { return }
        var stack = primary.viewControllers
        columns.stacksBeforeCollapse = [.primary: stack]
        let moved: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        for column in moved {
            guard let navigation = columns.navigation[column] else { continue }
            columns.stacksBeforeCollapse[column] = navigation.viewControllers
            stack += navigation.viewControllers
            navigation.setViewControllers([], animated: false)
        }
        primary.setViewControllers(stack, animated: false)
    }

    /// Expands the interface again (§20.19). Column style: the primary's stack is shared out
    /// again — each controller to the column it came from, controllers pushed while collapsed to
    /// the secondary; a column left with none gets back its stack from before. Classic: the
    /// primary's `separateSecondaryViewController(for:)` gives the secondary (a navigation
    /// controller pops it), else the one from before the collapse comes back.
    func expandControllers() {
        guard usesColumns else {
            guard let primary = columns.classic.first else { return }
            let secondary = primary.separateSecondaryViewController(for: self) ?? columns.classicSecondaryBeforeCollapse
            columns.classicSecondaryBeforeCollapse = nil
            if let secondary { setControllers([primary, secondary]) }
            return
        }
        guard let primary = columns.navigation[.primary], !columns.stacksBeforeCollapse.isEmpty else { return }
        let before = columns.stacksBeforeCollapse
        columns.stacksBeforeCollapse = [:]
        let merged = primary.viewControllers
        func came(from column: Column, _ controller: UIViewController) -> Bool {
            before[column]?.contains { $0 === controller } ?? false
        }
        var stacks: [Column: [UIViewController]] = [:]
        for controller in merged {
            let column = [Column.primary, .supplementary].first { came(from: $0, controller) } ?? .secondary
            stacks[column, default: []].append(controller)
        }
        for column in [Column.primary, .supplementary, .secondary] {
            guard let navigation = columns.navigation[column] else { continue }
            let stack = stacks[column] ?? []
            if let previous = before[column] {
                navigation.setViewControllers(stack.isEmpty ? previous : stack, animated: false)
            } else if !stack.isEmpty {
                // Pushed while collapsed on a stack that kept its secondary column: they go on it.
                navigation.setViewControllers(navigation.viewControllers + stack, animated: false)
            }
        }
    }
}
