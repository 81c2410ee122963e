// The container controllers with a bar (a navigation controller's at the top, a tab bar
// controller's at the bottom): the child they show fills their view, the bar lies over it, and
// what the bar covers is added to the child's safe area — unless the child's view stops at the
// bar (its `edgesForExtendedLayout`, UIViewController+ExtendedLayout.swift, §20.9).

/// A container view controller that shows one child's view under its bar.
@preconcurrency @MainActor
protocol BarContainer: UIViewController {
    /// The bar.
    var containerBar: UIView { get }
    /// The child whose view shows.
    var shownChild: UIViewController? { get }
    /// The bar's frame in `container` (the controller's view), as tall as it asks.
    func barFrame(in container: UIView) -> CGRect
    /// What a bar at `barFrame` covers of the shown child's safe area.
    func coveredInsets(by barFrame: CGRect) -> UIEdgeInsets
    /// The edge the bar lies along.
    var barEdge: UIRectEdge { get }
    /// Whether the bar is opaque (not translucent).
    var barIsOpaque: Bool { get }
    /// Whether the bar shows (lies over the child's view).
    var barShows: Bool { get }
}

/// The view of a ``BarContainer``: lays out the bar and the shown child's view.
final class BarContainerView: UIView {
    /// The controller whose view this is.
    private weak var controller: (any BarContainer)?

    init(controller: any BarContainer) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(controller.containerBar)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places the bar (while it is this view's), and the shown child's view over the whole
    /// view or stopped at the bars (§20.9); what the bar covers of that view, when it shows, is
    /// added to the child's safe area. A child with bars of its own lays out again, as the
    /// bars here reach into its view.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let bar = controller.containerBar
        let barFrame = controller.barFrame(in: self)
        if bar.superview === self, bar.frame != barFrame { bar.frame = barFrame }
        guard let shown = controller.shownChild else { return }
        if shown.view.superview !== self { controller.attachShownView(shown.view, to: self) }
        let placement = controller.placement(of: shown)
        if shown.view.frame != placement.frame { shown.view.frame = placement.frame }
        shown.containerBarInsets = placement.barInsets
        if shown is any BarContainer { shown.view.setNeedsLayout() }
    }
}

extension BarContainer {
    /// Puts the shown child's `view` in `container`: below the bar while the bar is there, else
    /// in front (a push carries the tab bar away inside a view, §20.10).
    func attachShownView(_ view: UIView, to container: UIView) {
        if containerBar.superview === container {
            container.insertSubview(view, belowSubview: containerBar)
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
