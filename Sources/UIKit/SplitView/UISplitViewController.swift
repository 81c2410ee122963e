import Foundation

/// UIKit's `UISplitViewController`: columns of controllers side by side in a regular width, one navigation stack in a compact
/// width (docs/REFERENCE.md §20.17–§20.19).
///
/// Made with ``init(style:)`` (iOS 14), it has a primary and a secondary column (`.doubleColumn`) or a supplementary one between
/// them (`.tripleColumn`), set with ``setViewController(_:for:)``; a controller that is not a navigation controller is wrapped in
/// one, as UIKit does, and those navigation controllers are the children. Expanded, the ``displayMode`` places the sidebars
/// beside the secondary column, over it or pushing it aside, ``primaryColumnWidth`` and ``supplementaryColumnWidth`` wide on the
/// ``primaryEdge``; the sidebars have a compact horizontal size class. In a compact width it collapses: the ``Column/compact``
/// column's controller fills it, else the primary navigation controller with the columns up to the delegate's top column pushed
/// on it; back in a regular width the stacks go back to their columns. Made with `init(nibName:bundle:)` (`.unspecified`), it is
/// the classic split view of ``viewControllers``, which collapses by
/// `collapseSecondaryViewController(_:for:)`. Deliberate differences: nothing animates; no gesture shows a sidebar
/// (``presentsWithGesture`` is kept); the display mode button is not put in any bar and the secondary column is not dimmed
/// under an overlay; `show(_:)` and `hide(_:)` do nothing while collapsed.
open class UISplitViewController: UIViewController {
    /// The column-style interface's controllers, the classic ones, and what a collapse moved (UISplitViewController+Columns.swift).
    var columns = SplitColumns()
    /// The display mode and behavior last settled on, and one asked for by `show(_:)`, `hide(_:)` or the delegate.
    var arrangement = SplitArrangement()
    private let storedStyle: Style

    /// A split view with the iOS 14 column interface of `style` (`init(style:)`); `.unspecified` is the classic one.
    public init(style: UISplitViewController.Style) {
        storedStyle = style
        super.init(nibName: nil, bundle: nil)
        observeSizeClass()
    }

    /// A classic split view (`init(nibName:bundle:)`, style `.unspecified`); nibs are not loaded here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        observeSizeClass()
    }

    /// Split view controllers are not decoded here: one from a coder is a classic one with no controllers.
    public required init?(coder: NSCoder) {
        storedStyle = .unspecified
        super.init(coder: coder)
        observeSizeClass()
    }

    /// A change of horizontal size class lays the view out again, which collapses or expands the interface.
    private func observeSizeClass() {
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (split: UISplitViewController, _: UITraitCollection) in
            split.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The interface's style (`style`): the columns it has.
    open var style: UISplitViewController.Style { storedStyle }

    /// Told of collapsing, expanding and display mode changes, and asked how to collapse (`delegate`).
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The value that asks for the default of a width property (`automaticDimension`): `-Float.greatestFiniteMagnitude`, as
    /// UIKit's `UISplitViewControllerAutomaticDimension` is `-FLT_MAX` (§20.18).
    public static let automaticDimension = -CGFloat(Float.greatestFiniteMagnitude)

    // MARK: Columns (UISplitViewController+Columns.swift)
    /// Puts `vc` in `column` (`setViewController(_:for:)`, iOS 14): a navigation controller as it is, any other controller in a
    /// navigation controller made for it — but one set for the secondary column while that column's navigation controller has a
    /// stack is pushed on it, as UIKit does (§20.19); nil empties the column. Nothing for the classic style.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { assign(vc, to: column) }
    /// The controller set for `column` (`viewController(for:)`, iOS 14), as it was given; nil for the classic style.
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { columns.assigned[column] }

    /// The controllers (`viewControllers`): expanded, the primary, the supplementary (three columns) and the secondary —
    /// the columns' navigation controllers in the column style; collapsed, the one shown. Setting them sets a classic split
    /// view's primary and secondary (in the column style, the primary, supplementary and secondary columns).
    open var viewControllers: [UIViewController] {
        get { shownControllers }
        set { setControllers(newValue) }
    }

    /// Whether the interface is collapsed to one column (`isCollapsed`): false until it is laid out in a compact width.
    open var isCollapsed: Bool { arrangement.collapsed }

    // MARK: Display mode (UISplitViewController+DisplayMode.swift)
    /// The display mode asked for (`preferredDisplayMode`); `.automatic` by default. Setting it drops what `show(_:)` or
    /// `hide(_:)` asked and arranges the columns again.
    open var preferredDisplayMode = UISplitViewController.DisplayMode.automatic {
        didSet { preferencesDidChange() }
    }
    /// The columns' arrangement now (`displayMode`); never `.automatic` (§20.17).
    open var displayMode: UISplitViewController.DisplayMode { arrangement.mode }
    /// The split behavior asked for (`preferredSplitBehavior`, iOS 14); `.automatic` by default.
    open var preferredSplitBehavior = UISplitViewController.SplitBehavior.automatic {
        didSet { preferencesDidChange() }
    }
    /// The split behavior now (`splitBehavior`, iOS 14); never `.automatic`.
    open var splitBehavior: UISplitViewController.SplitBehavior { arrangement.behavior }
    /// Shows `column` (`show(_:)`, iOS 14): the mode of the current behavior closest to the present one in which it is fully
    /// visible (§20.17).
    open func show(_ column: UISplitViewController.Column) { reveal(column, showing: true) }
    /// Hides `column` (`hide(_:)`, iOS 14): the mode of the current behavior closest to the present one without it; the
    /// secondary column cannot be hidden.
    open func hide(_ column: UISplitViewController.Column) { reveal(column, showing: false) }
    /// Whether a swipe shows and hides the sidebars (`presentsWithGesture`); true by default. Kept: no gesture runs here.
    open var presentsWithGesture = true
    /// Whether the display mode button offers the secondary column alone (`showsSecondaryOnlyButton`, iOS 14); false.
    open var showsSecondaryOnlyButton = false
    /// The side the sidebars lie on (`primaryEdge`); `.leading` by default.
    open var primaryEdge = UISplitViewController.PrimaryEdge.leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// When the display mode button shows (`displayModeButtonVisibility`, iOS 14.5); `.automatic`.
    open var displayModeButtonVisibility = UISplitViewController.DisplayModeButtonVisibility.automatic
    /// The button that shows and hides the sidebars (`displayModeButtonItem`): a tap shows them when none shows, else hides
    /// them (§20.17).
    open var displayModeButtonItem: UIBarButtonItem { displayModeButton }
    private lazy var displayModeButton = UIBarButtonItem(
        image: UIImage(systemName: "sidebar.leading"),
        primaryAction: UIAction { [weak self] _ in self?.toggleSidebars() })

    // MARK: Column widths (§20.18)
    /// The primary column's width asked for in points (`preferredPrimaryColumnWidth`, iOS 14); `automaticDimension` by default.
    /// It wins over ``preferredPrimaryColumnWidthFraction``; the minimum and maximum bound it.
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width asked for as a fraction of the split view's (`preferredPrimaryColumnWidthFraction`).
    open var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The smallest primary column (`minimumPrimaryColumnWidth`); automatic: 0.
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest primary column (`maximumPrimaryColumnWidth`); automatic: 320 points.
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width (`primaryColumnWidth`), as last laid out; 0 before.
    open var primaryColumnWidth: CGFloat { arrangement.primaryWidth }
    /// The supplementary column's width asked for in points (`preferredSupplementaryColumnWidth`, iOS 14).
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width asked for as a fraction (`preferredSupplementaryColumnWidthFraction`, iOS 14).
    open var preferredSupplementaryColumnWidthFraction = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The smallest supplementary column (`minimumSupplementaryColumnWidth`, iOS 14); automatic: 0.
    open var minimumSupplementaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest supplementary column (`maximumSupplementaryColumnWidth`, iOS 14); automatic: 320 points.
    open var maximumSupplementaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width (`supplementaryColumnWidth`, iOS 14), as last laid out; 0 before and with two columns.
    open var supplementaryColumnWidth: CGFloat { arrangement.supplementaryWidth }

    // MARK: Showing controllers
    /// The view: the columns' views as the display mode places them (UISplitViewController+Layout.swift), there from the start
    /// so that they appear with it.
    open override func loadView() {
        view = SplitContainerView(controller: self)
        layoutColumns(in: view)
    }

    /// Shows `vc` as the secondary controller (`showDetailViewController(_:sender:)`): unless the delegate shows it
    /// (`splitViewController(_:showDetail:sender:)`), expanded it takes the secondary place (column style:
    /// ``setViewController(_:for:)`` for `.secondary`); collapsed it is pushed on the navigation stack shown (§20.19).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetail(vc, sender: sender) }
}
