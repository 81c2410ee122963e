// The container controllers with bars (a navigation controller's bar at the top and toolbar at
// the bottom, a tab bar controller's bar at the bottom): the child they show fills their view,
// the bars lie over it, and what each shown bar covers is added to the child's safe area —
// unless the child's view stops at the bars of that edge (its `edgesForExtendedLayout`,
// UIViewController+ExtendedLayout.swift, §20.9, §20.20).

/// One bar of a ``BarContainer``: its view and how it lies along an edge of the container's view.
struct ContainerBar {
    /// The bar's view.
    let view: UIView
    /// The edge it lies along.
    let edge: UIRectEdge
    /// Whether it is opaque (not translucent).
    let isOpaque: Bool
    /// Whether it shows (lies over the child's view).
    let shows: Bool
    /// What it adds to the shown child's safe area at ``edge`` while the child's view lies
    /// under it: its row, not the part reaching into the container's own unsafe margin.
    let coveredInset: CGFloat
}

/// A container view controller that shows one child's view under its bars.
@preconcurrency @MainActor
protocol BarContainer: UIViewController {
    /// The bars, back to front.
    var containerBars: [ContainerBar] { get }
    /// The child whose view shows.
    var shownChild: UIViewController? { get }
    /// The frame of `bar` (one of ``containerBars``' views) in `container` (the controller's
    /// view), as tall as it asks.
    func frame(of bar: UIView, in container: UIView) -> CGRect
}

/// The view of a ``BarContainer``: lays out the bars and the shown child's view.
final class BarContainerView: UIView {
    /// The controller whose view this is.
    private weak var controller: (any BarContainer)?

    init(controller: any BarContainer) {
        self.controller = controller
        super.init(frame: .zero)
        for bar in controller.containerBars { addSubview(bar.view) }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places the bars (those that are this view's), and the shown child's view over the whole
    /// view or stopped at the bars (§20.9); what the shown bars cover of that view is added to
    /// the child's safe area. A child with bars of its own lays out again, as the bars here
    /// reach into its view.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        for bar in controller.containerBars where bar.view.superview === self {
            let frame = controller.frame(of: bar.view, in: self)
            if bar.view.frame != frame { bar.view.frame = frame }
        }
        guard let shown = controller.shownChild else { return }
        if shown.view.superview !== self { controller.attachShownView(shown.view, to: self) }
        let placement = controller.placement(of: shown)
        if shown.view.frame != placement.frame { shown.view.frame = placement.frame }
        shown.containerBarInsets = placement.barInsets
        if shown is any BarContainer { shown.view.setNeedsLayout() }
    }
}

extension BarContainer {
    /// Puts the shown child's `view` in `container`: below the bars that are there, else in
    /// front (a push carries the tab bar away inside a view, §20.10).
    func attachShownView(_ view: UIView, to container: UIView) {
        let bars = containerBars.map(\.view)
        if let lowest = container.subviews.first(where: { subview in bars.contains { $0 === subview } }) {
            container.insertSubview(view, belowSubview: lowest)
        } else {
            container.addSubview(view)
        }
    }

    /// Puts the shown child's view in place of `old`'s, when the view is loaded (else the
    /// first layout does).
    func showChildView(replacing old: UIViewController?) {
        if let oldView = old?.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
        guard let container = viewIfLoaded else { return }
        if let shown = shownChild {
            attachShownView(shown.view, to: container)
            shown.view.frame = placement(of: shown).frame
        }
        container.setNeedsLayout()
    }
}
