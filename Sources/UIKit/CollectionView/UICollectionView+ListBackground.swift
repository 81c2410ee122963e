import CollectionLayout
import CollectionRendering

// A list section paints its background colour (`UICollectionLayoutListConfiguration.
// backgroundColor`, else its appearance's system background) behind itself: on iOS a
// decoration view per list section (`_UICollectionViewListLayoutSectionBackgroundColorDecorationView`,
// named in public view-hierarchy dumps), drawn under the cells and much larger than its
// section — a recorded one in an inset-grouped list 402 × 568 pt stood at
// (−20, −1135.33, 442, 2336) (a fixture "similar to what we see in production" in
// getsentry/sentry-cocoa's redaction tests). So the list's colour covers the collection
// view's own `backgroundColor`, the gaps between sections and what a bounce shows.
//
// Deliberate difference: here it is drawn, not a decoration view — the layout's attributes
// (and the attribute dump) stay as §14.6 gives them, and no view for it is in `subviews`.
// Its extent is chosen from the one recording: 20 pt beyond each side and twice the bounds'
// height beyond the section's start and end.

/// One list section's background: where the section lies along the vertical scroll
/// direction and its colour.
struct ListSectionBackground {
    /// The section's index.
    var section: Int
    /// Where the section lies vertically, boundary items and insets included.
    var span: ClosedRange<CGFloat>
    /// The colour painted behind it.
    var color: UIColor
}

extension UICollectionView {
    /// The collection view's `backgroundView`, then each list section's background: drawn
    /// under every element, in that order (`shownBounds`: an animation's bounds). With
    /// `visibleOnly`, the backgrounds that reach the bounds shown only.
    func underlayElements(shownBounds: CGRect? = nil, visibleOnly: Bool = true) -> [DisplayElement] {
        var elements = backgroundElement(shownBounds: shownBounds).map { [$0] } ?? []
        let bounds = shownBounds ?? bounds
        let beyond = 2 * bounds.height
        for background in collectionViewLayout.listSectionBackgrounds()
        where !visibleOnly || (background.span.lowerBound - beyond < bounds.maxY && background.span.upperBound + beyond > bounds.minY) {
            let color = background.color.renderColor(in: traitCollection)
            guard color.alpha > 0 else { continue }
            let frame = CGRect(
                x: -20, y: background.span.lowerBound - beyond, width: bounds.width + 40,
                height: background.span.upperBound - background.span.lowerBound + 2 * beyond)
            var attributes = LayoutAttributes(
                forDecorationViewOfKind: "UICollectionViewListSectionBackground", with: IndexPath(item: 0, section: background.section))
            attributes.frame = frame
            elements.append(
                DisplayElement(id: "list-background-\(background.section)", attributes: attributes, content: ElementContent(fill: color)))
        }
        return elements
    }
}
