// Which appearance a navigation bar draws (docs/REFERENCE.md §20.4): the top item's appearances
// override the bar's; a compact height takes the compact ones; at the scroll edge the
// scroll-edge ones, else the standard (or compact) appearance with a transparent background.

extension UINavigationBar: BarAppearanceKeeper {
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
}
