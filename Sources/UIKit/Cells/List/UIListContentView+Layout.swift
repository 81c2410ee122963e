import CollectionLayout
import CollectionRendering

extension UIListContentView {
    /// The margins in effect, leading and trailing by reading direction: the configuration's,
    /// at least the list's layout margin (``ListMetrics/layoutMargin(forWidth:)`` of the cell's
    /// width, a table cell's included) at the sides when `axesPreservingSuperviewLayoutMargins` has `.horizontal`, at
    /// least the superview's top and bottom margins when it has `.vertical`.
    func effectiveMargins(_ configuration: UIListContentConfiguration) -> NSDirectionalEdgeInsets {
        var margins = configuration.directionalLayoutMargins
        let axes = configuration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            let container = cellWidth ?? superview?.bounds.width ?? bounds.width
            let system = ListMetrics.layoutMargin(forWidth: container)
            margins.leading = max(margins.leading, system)
            margins.trailing = max(margins.trailing, system)
        }
        if axes.contains(.vertical), let superMargins = superview?.layoutMargins {
            margins.top = max(margins.top, superMargins.top)
            margins.bottom = max(margins.bottom, superMargins.bottom)
        }
        return margins
    }

    /// The width of the cell whose content view holds this view — a collection view's or a
    /// table view's — or nil outside a cell.
    private var cellWidth: CGFloat? {
        guard let contentView = superview, let cell = contentView.superview else { return nil }
        if let owner = contentView.contentViewOwner { return owner.bounds.width }
        guard let tableCell = cell as? UITableViewCell, tableCell.contentView === contentView else { return nil }
        return tableCell.bounds.width
    }

    /// The layout in a view `width` wide and `height` tall (nil: only the height is wanted):
    /// `ListContentLayout`'s rule (CollectionRendering) over this view's margins, image and
    /// labels; y offsets are rounded to the display's pixels.
    func computeLayout(width: CGFloat, height: CGFloat?) -> ListContentLayout {
        guard let configuration = configuration as? UIListContentConfiguration else { return ListContentLayout() }
        // A label shows a text exactly when it is not hidden (`apply()` sets both).
        func measure(_ label: UILabel) -> ((CGFloat?) -> CGSize)? {
            guard !label.isHidden else { return nil }
            // A nil width measures one line per line break (a zero width does not wrap).
            return { width in label.sizeThatFits(width.map { CGSize(width: $0, height: .greatestFiniteMagnitude) } ?? .zero) }
        }
        let image = configuration.image
        let content = ListContentLayout.Content(
            margins: effectiveMargins(configuration),
            imageBox: image.map { configuration.imageProperties.layoutSize(of: $0) } ?? .zero,
            imageShown: image.map { configuration.imageProperties.displayedSize(of: $0) } ?? .zero,
            imageToTextPadding: configuration.imageToTextPadding, verticalPadding: configuration.textToSecondaryTextVerticalPadding,
            horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
            prefersSideBySide: configuration.prefersSideBySideTextAndSecondaryText,
            measureText: measure(textLabel),
            measureSecondaryText: measure(secondaryTextLabel))
        let scale = traitCollection.displayScale.isFinite && traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return ListContentLayout(
            content, width: width, height: height, scale: scale, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
