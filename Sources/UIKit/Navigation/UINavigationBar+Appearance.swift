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

extension UIBarButtonItem {
    /// The item's view in a navigation bar drawing `appearance`: a titled button takes the font
    /// and colours of its done button appearance (for `.done` items) or button appearance,
    /// unless the item has title attributes of its own.
    func barView(compactHeight: Bool, appearance: UINavigationBarAppearance) -> UIView {
        let view = barView(compactHeight: compactHeight)
        guard customView == nil, image == nil, titleTextAttributesByState.isEmpty, let button = view as? UIButton else { return view }
        button.applyTitleAttributes(of: style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
        return view
    }
}

extension UIButton {
    /// Takes the title font of `appearance`'s normal state and the title colours of its normal
    /// and disabled states, where they set them.
    func applyTitleAttributes(of appearance: UIBarButtonItemAppearance) {
        if let font = appearance.normal.titleTextAttributes[.font] as? UIFont { titleLabel?.font = font }
        for (state, stateAppearance) in [(UIControl.State.normal, appearance.normal), (.disabled, appearance.disabled)] {
            if let color = stateAppearance.titleTextAttributes[.foregroundColor] as? UIColor { setTitleColor(color, for: state) }
        }
    }
}
