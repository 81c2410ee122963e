import Testing
import UIKit

/// `UISplitViewController`'s column interface hosted as a child whose horizontal size class the
/// test sets, with frames, stacks and delegate calls worked by hand from docs/REFERENCE.md
/// §20.17–§20.19.
@MainActor @Suite struct SplitViewControllerTests {
    private final class Recorder: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        var topColumn: UISplitViewController.Column?
        func splitViewController(
            _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            calls.append("top(\(proposedTopColumn.rawValue))")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            calls.append("willChangeTo(\(displayMode.rawValue))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            calls.append("willHide(\(column.rawValue))")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            calls.append("willShow(\(column.rawValue))")
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    }

    /// A root controller in a window of `size` with `split` as its child at its full size, the
    /// child's horizontal size class set to `sizeClass`.
    private final class Host {
        let window: UIWindow
        let root = UIViewController()
        let split: UISplitViewController
        init(_ split: UISplitViewController, size: CGSize, sizeClass: UIUserInterfaceSizeClass) {
            self.split = split
            window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.isHidden = false
            root.view.frame = window.bounds
            root.addChild(split)
            split.view.frame = root.view.bounds
            root.view.addSubview(split.view)
            split.didMove(toParent: root)
            window.rootViewController = root
            set(sizeClass)
        }
        func set(_ sizeClass: UIUserInterfaceSizeClass) {
            root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: sizeClass), forChild: split)
            split.view.setNeedsLayout()
            root.view.layoutIfNeeded()
        }
    }

    private let landscape = CGSize(width: 1194, height: 834)

    private func doubleColumn() -> (UISplitViewController, primary: UIViewController, secondary: UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    @Test func eachColumnIsWrappedInANavigationControllerThatIsAChild() throws {
        let (split, primary, secondary) = doubleColumn()
        let given = UINavigationController(rootViewController: UIViewController())
        split.setViewController(given, for: .compact)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .compact) === given)
        let wrappers = split.viewControllers.compactMap { $0 as? UINavigationController }
        #expect(wrappers.map(\.viewControllers.first) == [primary, secondary])
        #expect(split.children.contains { $0 === given })
        #expect(primary.splitViewController === split)
        #expect(split.style == .doubleColumn)
        #expect(UISplitViewController().style == .unspecified)
    }

    @Test func aRegularWidthTilesThePrimary320PointsWideWithACompactWidth() throws {
        // Wider than tall, automatic: tile, one sidebar. Primary 0…320; secondary 320…1194 (874 wide).
        let (split, primary, secondary) = doubleColumn()
        let host = Host(split, size: landscape, sizeClass: .regular)
        #expect(split.isCollapsed == false)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(split.primaryColumnWidth == 320)
        let primaryNavigation = try #require(primary.navigationController)
        let secondaryNavigation = try #require(secondary.navigationController)
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(secondary.traitCollection.horizontalSizeClass == .regular)
        withExtendedLifetime(host) {}
    }

    @Test func hideAndShowMoveThroughTheBehaviorsModesWithoutWillHide() throws {
        // Tiling: hiding the primary leaves the secondary alone at the full width; showing it tiles again.
        let (split, _, secondary) = doubleColumn()
        let recorder = Recorder()
        split.delegate = recorder
        let host = Host(split, size: landscape, sizeClass: .regular)
        recorder.calls = []
        split.hide(.primary)
        host.root.view.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        #expect(try #require(secondary.navigationController).view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        // 1 is secondaryOnly, 2 oneBesideSecondary: no willHide or willShow for a programmatic change.
        #expect(recorder.calls == ["willChangeTo(1)", "willChangeTo(2)"])
    }

    @Test func aCompactWidthCollapsesTheSecondaryOntoThePrimaryStack() throws {
        // The proposed top column is the secondary: its stack is pushed on the primary's.
        let (split, primary, secondary) = doubleColumn()
        let recorder = Recorder()
        split.delegate = recorder
        let host = Host(split, size: CGSize(width: 390, height: 844), sizeClass: .compact)
        #expect(split.isCollapsed)
        let shown = try #require(split.viewControllers.first as? UINavigationController)
        #expect(split.viewControllers.count == 1)
        #expect(shown.viewControllers == [primary, secondary])
        #expect(shown.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(recorder.calls.prefix(2) == ["top(2)", "didCollapse"])
        // Back to a regular width: each controller returns to its column.
        host.set(.regular)
        #expect(split.isCollapsed == false)
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(secondary.navigationController?.viewControllers == [secondary])
        #expect(recorder.calls.last == "didExpand")
    }

    @Test func theDelegatesTopColumnAndTheCompactColumnDecideWhatACollapseShows() throws {
        let (split, primary, secondary) = doubleColumn()
        let recorder = Recorder()
        recorder.topColumn = .primary
        split.delegate = recorder
        let host = Host(split, size: CGSize(width: 390, height: 844), sizeClass: .compact)
        #expect((split.viewControllers.first as? UINavigationController)?.viewControllers == [primary])
        #expect(secondary.navigationController?.viewControllers == [secondary])
        withExtendedLifetime(host) {}

        let (other, _, _) = doubleColumn()
        let compact = UIViewController()
        other.setViewController(compact, for: .compact)
        let compactHost = Host(other, size: CGSize(width: 390, height: 844), sizeClass: .compact)
        #expect(other.viewControllers == [try #require(compact.navigationController)])
        withExtendedLifetime(compactHost) {}
    }

    @Test func showDetailFromAColumnGoesToTheSecondaryOrTheCollapsedStack() throws {
        // Expanded: pushed on the secondary column's stack (it has one). Collapsed: pushed on the stack shown.
        let (split, primary, secondary) = doubleColumn()
        let host = Host(split, size: landscape, sizeClass: .regular)
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: nil)
        #expect(secondary.navigationController?.viewControllers == [secondary, detail])
        withExtendedLifetime(host) {}

        let (collapsed, first, _) = doubleColumn()
        let phone = Host(collapsed, size: CGSize(width: 390, height: 844), sizeClass: .compact)
        let more = UIViewController()
        first.showDetailViewController(more, sender: nil)
        #expect((collapsed.viewControllers.first as? UINavigationController)?.topViewController === more)
        withExtendedLifetime(phone) {}
    }

    @Test func aClassicSplitViewCollapsesByItsPrimaryNavigationController() throws {
        // The classic style: the primary navigation controller pushes the secondary; expanding pops it back.
        let split = UISplitViewController()
        let master = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: master)
        split.viewControllers = [navigation, detail]
        let host = Host(split, size: CGSize(width: 390, height: 844), sizeClass: .compact)
        #expect(split.isCollapsed)
        #expect(split.viewControllers == [navigation])
        #expect(navigation.viewControllers == [master, detail])
        host.set(.regular)
        #expect(split.viewControllers == [navigation, detail])
        #expect(navigation.viewControllers == [master])
    }
}
