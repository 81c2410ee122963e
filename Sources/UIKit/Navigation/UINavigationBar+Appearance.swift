// Which appearance a navigation bar draws (docs/REFERENCE.md §20.4): the top item's appearances
// override the bar's; a compact height takes the compact ones; at the scroll edge the
// scroll-edge ones, else the standard (or compact) appearance with a transparent background.
// Where the bar is, its delegate says (§20.22): at the top by default.

extension UINavigationBar: BarAppearanceKeeper, UIBarPositioning {
    /// The appearance the bar draws now: in a compact height the top item's compact appearance,
    /// else the bar's, else the standard one (the item's, else the bar's); at the scroll edge of
    /// a navigation controller's content, the scroll-edge appearance — in a compact height the
    /// compact scroll-edge one first — of the item, else the bar, else that appearance with a
    /// transparent background (`hasBackground` false: the appearance is not copied for that).
    /// A bar no navigation controller manages is never at the edge.
    var drawnAppearance: (appearance: UINavigationBarAppearance, hasBackground: Bool) {
        let item = topItem
        let compact = isCompactHeight
        let standard = item?.standardAppearance ?? standardAppearance
        let shown = compact ? item?.compactAppearance ?? compactAppearance ?? standard : standard
        guard navigationController?.barIsAtScrollEdge == true else { return (shown, true) }
        let compactEdge = compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil
        guard let edge = compactEdge ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance else { return (shown, false) }
        return (edge, true)
    }

    /// An appearance the bar or its item keeps changed: the bar is made, laid out and drawn again.
    func appearanceDidChange() {
        contentDidChange()
        setNeedsDisplay()
    }

    /// Where the bar is (`barPosition`, docs/REFERENCE.md §20.22): what its delegate says,
    /// `.top` when it has none or says `.any`. A navigation controller's bar, whose controller
    /// is its delegate in UIKit, is `.topAttached` while it lies below the top of the
    /// controller's view (under the status bar), else `.top`.
    public var barPosition: UIBarPosition {
        if navigationController != nil { return frame.minY > 0 ? .topAttached : .top }
        return position(from: delegate, else: .top)
    }

    /// How far above the bar the top of the screen is: how far a `.topAttached` bar's background
    /// reaches up. A navigation controller's bar's, up to the top of the controller's view; any
    /// other's, up to the top of its window (0 outside one).
    var distanceToScreenTop: CGFloat {
        if navigationController != nil { return max(0, frame.minY) }
        guard window != nil else { return 0 }
        return max(0, convert(CGPoint.zero, to: nil).y)
    }
}
