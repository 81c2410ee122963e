// Tint colour inheritance: UIView.h says `tintColor` is the first colour set up the superview
// chain, and that `tintColorDidChange()` reaches the view whose tint client code changed and
// every view that inherits it, also when a move to another superview changes it
// (docs/REFERENCE.md §22.9); `tintAdjustmentMode` is inherited the same way and dims the colour
// (§22.12).
extension UIView {
    /// The tint colour before any dimming: the one set on this view, else its `traitParent`'s, else `UIColor.tintColor`.
    var undimmedTintColor: UIColor { explicitTintColor ?? traitParent?.undimmedTintColor ?? UIColor.tintColor }

    /// The first adjustment set other than `.automatic` from this view up its `traitParent`s, else `.normal`.
    var inheritedTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.explicitTintAdjustment != .automatic { return current.explicitTintAdjustment }
            view = current.traitParent
        }
        return .normal
    }

    /// Sets the tint adjustment asked for on this view (`tintAdjustmentMode`'s setter).
    func adjustTint(_ mode: TintAdjustmentMode) { changingTint { explicitTintAdjustment = mode } }

    /// Runs `change` (a new tint colour or adjustment, a new superview), then, when it changed
    /// this view's tint colour or adjustment, tells the view and the views that inherit them.
    func changingTint(_ change: () -> Void) {
        let old = undimmedTintColor, oldMode = tintAdjustmentMode
        change()
        let new = undimmedTintColor, newMode = tintAdjustmentMode
        // Most views inherit the shared default tint before and after a move: one object, the
        // same colour, known without `isEqual(_:)` (a call through `Any`, ~1,300 instructions).
        let colourChanged = new !== old && new != old
        if colourChanged || newMode != oldMode { tintDidChange(colour: colourChanged, mode: newMode != oldMode) }
    }

    /// `color` dimmed for ``TintAdjustmentMode/dimmed``: the grey of its luminance (Rec. 709
    /// weights), its alpha kept, resolved with the traits it is drawn with (docs/REFERENCE.md §22.12).
    static func dimmedTint(_ color: UIColor) -> UIColor {
        UIColor { traits in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
        }
    }

    /// Calls ``tintColorDidChange()`` on this view (with its traits current, as UIKit sets
    /// them), then on each view that inherits what changed — the `colour`, the adjustment
    /// (`mode`) — parents before children.
    private func tintDidChange(colour: Bool, mode: Bool) {
        UITraitCollection.withCurrent(traitCollection) { tintColorDidChange() }
        for view in tintInheritors {
            let colour = colour && view.explicitTintColor == nil, mode = mode && view.explicitTintAdjustment == .automatic
            if colour || mode { view.tintDidChange(colour: colour, mode: mode) }
        }
    }

    /// The views whose parent, for inherited traits and tint, is this one: the subviews; a
    /// collection view's visible cells.
    private var tintInheritors: [UIView] {
        var views = subviews
        if let collectionView = self as? UICollectionView { views += collectionView.visibleCells }
        return views
    }
}
