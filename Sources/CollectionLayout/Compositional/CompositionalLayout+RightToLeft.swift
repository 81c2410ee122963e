/// Right to left (docs/REFERENCE.md §14): in a collection view whose `layoutDirection` is
/// `.rightToLeft`, leading and trailing swap, as UIKit's compositional layout does. The
/// layout computes left to right and mirrors x within its content width at the boundary:
/// query rects going in, every frame coming out (`x′ = contentWidth − maxX`; an element's
/// centre `contentWidth − x`, so transforms are kept). Orthogonal sections mirror too: at offset
/// 0 the first group is at the leading edge, on the right; larger offsets reveal the groups
/// to its left.
extension CompositionalLayout {
    /// `rect` mirrored within the content width when the layout is right to left (an
    /// involution), else `rect`.
    func layoutSpace(_ rect: CGRect) -> CGRect {
        preparedRightToLeft ? rect.mirrored(withinWidth: collectionViewContentSize.width) : rect
    }

    /// `attributes` as shown: their centre mirrored within the content width when the
    /// layout is right to left.
    func shown(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard preparedRightToLeft else { return attributes }
        var shown = attributes
        shown.center.x = collectionViewContentSize.width - attributes.center.x
        return shown
    }
}
