import CollectionLayout
import Foundation

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
        try self.init(collectionView: collectionView, region: region, background: background, scale: scale, style: style) {
            key, configuration in
            (configuration as? ElementContent) ?? style.content(for: key)
        }
    }

    /// The display list of a collection view after `layoutIfNeeded()`, each element's
    /// content made by `content` from its key and the configuration its view shows (nil
    /// for an element without a view: off screen in the whole-content region, or a view
    /// without a configuration). Selection and the selected background follow
    /// ``ElementAppearance/init(key:content:isSelected:isHighlighted:selectedBackground:style:)``:
    /// an on-screen cell's own state, the host's selection for an off-screen one.
    /// - Throws: what `layoutIfNeeded()` or `content` throws (the first error).
    public init(
        collectionView: CollectionView, region: Region = .visible, background: Color = .systemBackground,
        scale: CGFloat? = nil, style: ElementStyle = .default,
        content: (ElementKey, (any ContentConfiguration)?) throws -> ElementContent
    ) throws {
        try collectionView.layoutIfNeeded()
        let scale = scale ?? collectionView.screenScale
        let selection = Set(collectionView.indexPathsForSelectedItems)
        var views: [ElementKey: ReusableView] = [:]
        for element in collectionView.visibleElements { views[element.attributes.key] = element.view }
        let (viewport, attributes) = try Self.region(region, of: collectionView, background: background, scale: scale)
        var failure: Error?
        self.init(attributes: attributes, viewport: viewport, style: style) { attributes in
            let key = attributes.key
            let view = views[key]
            let made: ElementContent
            do { made = try content(key, view?.contentConfiguration) } catch {
                if failure == nil { failure = error }
                return nil
            }
            guard let cell = view as? CollectionViewCell else {
                // An off-screen cell (whole-content region) has no view: selection from the host.
                let selected = view == nil && selection.contains(key.indexPath)
                return ElementAppearance(key: key, content: made, isSelected: selected, isHighlighted: false, style: style)
            }
            return ElementAppearance(
                key: key, content: made, isSelected: cell.isSelected, isHighlighted: cell.isHighlighted,
                selectedBackground: cell.selectedBackgroundConfiguration as? ElementContent, style: style)
        }
        if let failure { throw failure }
    }

    /// The viewport of `region` and the elements in it: the bounds and the visible elements,
    /// or the whole content and the layout's elements there. The collection view must be
    /// laid out.
    /// - Throws: what the layout's query throws.
    public static func region(
        _ region: Region, of collectionView: CollectionView, background: Color, scale: CGFloat
    ) throws -> (viewport: Viewport, attributes: [LayoutAttributes]) {
        switch region {
        case .visible:
            let viewport = Viewport.visible(
                contentOffset: collectionView.contentOffset, size: collectionView.frameSize,
                background: background, scale: scale)
            return (viewport, collectionView.visibleElements.map(\.attributes))
        case .wholeContent:
            let viewport = Viewport.wholeContent(size: collectionView.contentSize, background: background, scale: scale)
            return (viewport, try collectionView.layoutAttributesForElements(in: viewport.rect))
        }
    }
}
