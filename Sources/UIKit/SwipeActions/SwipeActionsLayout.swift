import CollectionLayout

/// Where a row's revealed swipe actions go (docs/REFERENCE.md §27.7): the buttons' widths
/// and frames in the row, and how far the row's content moves aside — a pure value, so the
/// rule is tested without a view.
///
/// A button is 74 points wide for an image (the one recorded button, `UISwipeActionStandardButton`,
/// 74 × 48 in a 48-point row), and for a title the title's width plus 15 points each side,
/// at least 74 (chosen); it is as tall as the row. The actions stand side by side from the
/// row's edge, the first outermost. A full swipe stretches the first button across the row,
/// covering the others. The content moves aside by the buttons' total width, at most the
/// row's width.
struct SwipeActionsLayout: Equatable {
    /// The width of an image button, and the least width of any button.
    static let minimumButtonWidth: CGFloat = 74
    /// The space on each side of a button's title.
    static let titlePadding: CGFloat = 15

    /// Each button's frame in the row's coordinates, in the order of the actions.
    var buttons: [CGRect]
    /// How far the content moves: towards the left when positive (actions on the right), to
    /// the right when negative.
    var contentShift: CGFloat

    /// The layout of buttons whose titles measure `titleWidths` (nil for a button without a
    /// title), in a row of `size`, revealed on the right (`onRight`) or left, fully or not.
    init(titleWidths: [CGFloat?], size: CGSize, onRight: Bool, fully: Bool) {
        let widths = titleWidths.map { width -> CGFloat in
            guard let width, width.isFinite else { return Self.minimumButtonWidth }
            return max(Self.minimumButtonWidth, (width + 2 * Self.titlePadding).rounded(.up))
        }
        let total = fully ? size.width : min(size.width, widths.reduce(0, +))
        var cursor: CGFloat = 0
        buttons = widths.enumerated().map { index, width in
            // Under a full swipe's first button the others keep no room.
            if fully, index > 0 { return CGRect(x: onRight ? 0 : size.width, y: 0, width: 0, height: size.height) }
            let shown = fully ? total : min(width, total - cursor)
            // Measured from the edge the actions are revealed at, outermost first.
            let x = onRight ? size.width - cursor - shown : cursor
            cursor += shown
            return CGRect(x: x, y: 0, width: shown, height: size.height)
        }
        contentShift = onRight ? total : -total
    }
}
