import Foundation
import CollectionLayout

extension DisplayList {
    /// Which part of a collection view a display list shows.
    public enum Region: Hashable, Sendable {
        /// The bounds: content offset and frame size (what is on screen).
        case visible
        /// The whole content, `(0, 0, contentSize)`: elements come from
        /// `layoutAttributesForElements(in:)` over the content; those off screen have no
        /// view, so they get the style's content (not the data source's).
        case wholeContent
    }

    /// The display list of a collection view after `layoutIfNeeded()`.
    ///
    /// Each element's content is its view's `contentConfiguration` when that is an
    /// ``ElementContent``, else the `style`'s content for its key. A cell showing its
    /// selected background (selected or highlighted, as UIKit shows
    /// `selectedBackgroundView`) draws its `selectedBackgroundConfiguration` when that is an
    /// ``ElementContent``, else the style's selected background.
    ///
    /// Deliberate difference from UIKit: a cell without a `selectedBackgroundView` shows no
    /// selection in UIKit; here it shows the style's (so selection is visible by default).
    /// - Throws: what `layoutIfNeeded()` throws.
    public init(
        collectionView: CollectionView, region: Region = .visible, background: Color = .systemBackground,
        scale: CGFloat? = nil, style: ElementStyle = .default
    ) throws {
        try collectionView.layoutIfNeeded()
        let scale = scale ?? collectionView.screenScale
        let selection = Set(collectionView.indexPathsForSelectedItems)
        var views: [ElementKey: ReusableView] = [:]
        for element in collectionView.visibleElements { views[element.attributes.key] = element.view }
        let attributes: [LayoutAttributes]
        let viewport: Viewport
        switch region {
        case .visible:
            viewport = .visible(contentOffset: collectionView.contentOffset, size: collectionView.frameSize,
                                background: background, scale: scale)
            attributes = collectionView.visibleElements.map(\.attributes)
        case .wholeContent:
            viewport = .wholeContent(size: collectionView.contentSize, background: background, scale: scale)
            attributes = try collectionView.layoutAttributesForElements(in: viewport.rect)
        }
        self.init(attributes: attributes, viewport: viewport, style: style) { attributes in
            let key = attributes.key
            let view = views[key]
            let content = (view?.contentConfiguration as? ElementContent) ?? style.content(for: key)
            guard let cell = view as? CollectionViewCell else {
                // An off-screen cell (whole-content region) has no view: selection from the host.
                let selected = key.category == .cell && view == nil && selection.contains(key.indexPath)
                return ElementAppearance(
                    content: content, isSelected: selected,
                    selectedBackground: selected ? style.selectedBackground(for: key, cellContent: content) : nil)
            }
            var selected: ElementContent?
            if cell.showsSelectedBackground {
                selected = (cell.selectedBackgroundConfiguration as? ElementContent)
                    ?? style.selectedBackground(for: key, cellContent: content)
            }
            return ElementAppearance(content: content, isSelected: cell.isSelected, selectedBackground: selected)
        }
    }
}
