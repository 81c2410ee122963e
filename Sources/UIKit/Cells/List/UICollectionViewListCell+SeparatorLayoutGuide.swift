// A list cell's separator guide (`separatorLayoutGuide`, iOS 14). Apple's documentation: it
// "represents the frame of the separator, which the system uses to determine where to draw
// the separator at the bottom of the cell", and "for custom subviews in the cell, you need to
// add a constraint to this layout guide that connects it to the leading edge of the cell's
// primary content". It takes effect in list sections only.
//
// Here the guide spans the bottom edge of the cell, its leading edge held where the list
// layout puts the separator by a constraint of priority 1 — so any constraint the app adds
// to its leading anchor wins — and the list section draws the row's separator from wherever
// the guide's leading edge is solved to, to the row's trailing edge
// (`UICollectionViewCompositionalLayout.configureDecorationView`). A cell that never asks
// for the guide takes no part in Auto Layout for it. Deliberate difference: without a
// constraint the separator starts at the layout margin (docs/REFERENCE.md §14.6.1), not at
// the primary text as iOS aligns it for system content configurations.

extension UICollectionViewListCell {
    /// The guide of the separator under the cell (`separatorLayoutGuide`): constrain its
    /// leading anchor to move where the separator starts.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide?.guide { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        let defaultLeading = guide.leadingAnchor.constraint(equalTo: leadingAnchor)
        defaultLeading.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([
            defaultLeading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: 0),
        ])
        separatorGuide = (guide, defaultLeading)
        return guide
    }

    /// Where the separator under the cell starts, from the cell's leading edge, when the app
    /// constrained its guide; `layoutStart` is where the layout puts it. Nil without a guide.
    func separatorStart(layoutStart: CGFloat) -> CGFloat? {
        guard let (guide, defaultLeading) = separatorGuide else { return nil }
        if defaultLeading.constant != layoutStart { defaultLeading.constant = layoutStart }
        let frame = guide.layoutFrame
        guard frame.minX.isFinite else { return nil }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - frame.maxX : frame.minX
    }
}
