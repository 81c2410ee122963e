// Which appearance a toolbar draws (docs/REFERENCE.md §20.21): a compact height takes the
// compact one; a navigation controller's toolbar at the scroll edge — the content under it
// scrolled to its bottom edge, or no such content — the scroll-edge one (the compact
// scroll-edge one first in a compact height), else the standard (or compact) appearance with a
// transparent background. Where the bar is, its delegate says: at the bottom by default.

extension UIToolbar: BarAppearanceKeeper, UIBarPositioning {
    /// The appearance the bar draws now: in a compact height ``compactAppearance``, else
    /// ``standardAppearance``; a navigation controller's toolbar at the scroll edge draws
    /// ``compactScrollEdgeAppearance`` (in a compact height) or ``scrollEdgeAppearance``, else
    /// that appearance with a transparent background (`hasBackground` false).
    var drawnAppearance: (appearance: UIToolbarAppearance, hasBackground: Bool) {
        let compact = isCompactHeight
        let shown = compact ? compactAppearance ?? standardAppearance : standardAppearance
        guard navigationController?.contentIsAtBottomEdge == true else { return (shown, true) }
        guard let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance else { return (shown, false) }
        return (edge, true)
    }

    /// An appearance the bar keeps changed, or the one in effect may have: the items are made
    /// again (their title attributes follow it) and the bar drawn again.
    func appearanceDidChange() {
        rebuildItems()
        setNeedsDisplay()
    }

    /// Where the bar is (`barPosition`): what its delegate says, `.bottom` when it has none or
    /// says `.any`.
    public var barPosition: UIBarPosition {
        position(from: delegate, else: .bottom)
    }

    /// The legacy shadow image for `position`: the one set for it, else for `.any`.
    func legacyShadowImage(at position: UIBarPosition) -> UIImage? {
        shadowImage(forToolbarPosition: position) ?? shadowImage(forToolbarPosition: .any)
    }
}
