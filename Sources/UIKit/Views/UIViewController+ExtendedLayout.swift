// Where a container with bars (a navigation or tab bar controller) puts a child's view: under
// its bars, or stopped at them, as the child's `edgesForExtendedLayout` and
// `extendedLayoutIncludesOpaqueBars` say (docs/REFERENCE.md §20.9). Bars of containers further
// up reach in too: a navigation controller in a tab bar controller places its top controller
// above the tab bar when that controller leaves out the bottom edge.

extension UIViewController {
    /// The bars of the containers above that reach into this controller's view: what its
    /// container's cover leaves over it once placed. None outside a container with bars.
    var inheritedBarCover: BarCover {
        guard let container = parent as? any BarContainer, let bounds = container.viewIfLoaded?.bounds else { return BarCover() }
        return container.barCover.placing(
            in: bounds, extended: edgesForExtendedLayout, includesOpaqueBars: extendedLayoutIncludesOpaqueBars
        ).cover
    }

    /// A change of ``edgesForExtendedLayout`` or ``extendedLayoutIncludesOpaqueBars``: the
    /// container lays the view out again.
    func extendedLayoutDidChange() {
        guard parent is any BarContainer else { return }
        parent?.viewIfLoaded?.setNeedsLayout()
    }
}

extension BarContainer {
    /// The bars along the edges of this controller's view: its own that show, and those of the
    /// containers above that reach into it.
    var barCover: BarCover {
        var cover = inheritedBarCover
        guard let container = viewIfLoaded else { return cover }
        for bar in containerBars where bar.shows {
            let frame = bar.view.frame
            let reach = bar.edge == .top ? frame.maxY - container.bounds.minY : container.bounds.maxY - frame.minY
            cover = cover.adding(bar.edge, reaching: reach, opaque: bar.isOpaque)
        }
        return cover
    }

    /// Where `child`'s view goes in this controller's view (its frame there), and what the
    /// bars cover of the child's safe area: each shown bar its row, nothing at an edge where
    /// the view stops at the bars.
    func placement(of child: UIViewController) -> (frame: CGRect, barInsets: UIEdgeInsets) {
        guard let container = viewIfLoaded else { return (.zero, .zero) }
        let placed = barCover.placing(
            in: container.bounds, extended: child.edgesForExtendedLayout, includesOpaqueBars: child.extendedLayoutIncludesOpaqueBars)
        var insets = UIEdgeInsets.zero
        for bar in containerBars where bar.shows && placed.cover.reach(at: bar.edge) > 0 {
            switch bar.edge {
            case .top: insets.top += bar.coveredInset
            case .left: insets.left += bar.coveredInset
            case .bottom: insets.bottom += bar.coveredInset
            default: insets.right += bar.coveredInset
            }
        }
        return (placed.frame, insets)
    }
}
