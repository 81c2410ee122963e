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
    /// The bars along the edges of this controller's view: its own while it shows, and those
    /// of the containers above that reach into it.
    var barCover: BarCover {
        let inherited = inheritedBarCover
        guard barShows, let container = viewIfLoaded else { return inherited }
        let bar = containerBar.frame
        let reach = barEdge == .top ? bar.maxY - container.bounds.minY : container.bounds.maxY - bar.minY
        return inherited.adding(barEdge, reaching: reach, opaque: barIsOpaque)
    }

    /// Where `child`'s view goes in this controller's view (its frame there), and what the bar
    /// covers of the child's safe area: nothing when the view stops at the bar.
    func placement(of child: UIViewController) -> (frame: CGRect, barInsets: UIEdgeInsets) {
        guard let container = viewIfLoaded else { return (.zero, .zero) }
        let placed = barCover.placing(
            in: container.bounds, extended: child.edgesForExtendedLayout, includesOpaqueBars: child.extendedLayoutIncludesOpaqueBars)
        guard barShows, placed.cover.reach(at: barEdge) > 0 else { return (placed.frame, .zero) }
        return (placed.frame, coveredInsets(by: containerBar.frame))
    }
}
