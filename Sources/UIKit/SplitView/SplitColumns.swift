import CoreGraphics

// What a split view controller holds: the controllers set for its columns and the navigation
// controllers showing them, or a classic split view's controllers; and what a collapse moved
// onto the primary navigation controller, to give back when it expands (§20.19).

/// A split view controller's controllers.
struct SplitColumns {
    /// The controllers set for the columns, as given (`viewController(for:)`).
    var assigned: [UISplitViewController.Column: UIViewController] = [:]
    /// The navigation controller showing each column: the one given, or one made for it.
    var navigation: [UISplitViewController.Column: UINavigationController] = [:]
    /// A classic split view's controllers: the primary, then the secondary.
    var classic: [UIViewController] = []
    /// Each column's stack as it was when the interface collapsed onto the primary's.
    var stacksBeforeCollapse: [UISplitViewController.Column: [UIViewController]] = [:]
    /// A classic split view's secondary controller as it was when the interface collapsed.
    var classicSecondaryBeforeCollapse: UIViewController?
}

/// How a split view controller's columns are arranged.
struct SplitArrangement {
    /// The display mode now (`displayMode`).
    var mode = UISplitViewController.DisplayMode.secondaryOnly
    /// The split behavior now (`splitBehavior`).
    var behavior = UISplitViewController.SplitBehavior.overlay
    /// The display mode `show(_:)`, `hide(_:)`, the button or the delegate asked for, until a preference or the size changes.
    var asked: UISplitViewController.DisplayMode?
    /// The size the arrangement was settled for.
    var size: CGSize?
    /// Whether the interface is collapsed (`isCollapsed`).
    var collapsed = false
    /// The primary column's width as last laid out.
    var primaryWidth: CGFloat = 0
    /// The supplementary column's width as last laid out.
    var supplementaryWidth: CGFloat = 0
}
