import CollectionAnimation
import CollectionRendering

extension DisplayList {
    /// The display list of what a ``UICollectionView`` shows: the one way its views are
    /// drawn (the snapshot strategies `.image` and `.animation` use it).
    ///
    /// Each element is drawn as its UIKit view is configured (see the README's "UIKit on
    /// Linux"): the view's background colour rounded by `layer.cornerRadius`; for a cell,
    /// then its `backgroundView`, its `selectedBackgroundView` while selected or
    /// highlighted, and its `contentView` (each with its background colour, corner radius,
    /// border, alpha, hidden state and `layer.transform` about its anchor point), clipped
    /// to the rounded bounds when `layer.masksToBounds` (`clipsToBounds`); then the border
    /// inside the bounds, on top. Subviews (`addSubview(_:)`) are drawn as their own layers
    /// inside their superview's, a ``UILabel``'s with its text. The view's own `alpha`
    /// (times `layer.opacity`) is group opacity and `isHidden` leaves it out. A view that
    /// configures no background colour, border, subview or background view keeps the
    /// `style`'s default look (and a selected cell the style's selected background); an
    /// element without a view (off screen in `Region.wholeContent`) too. Images are not
    /// drawn: they are not modelled. The collection view's `backgroundView` comes first,
    /// under every element, where it stands in the bounds (with an animation's bounds
    /// during one), as the element `background-view`; then each list section's background
    /// colour (`list-background-N`, the list configuration's `backgroundColor`).
    ///
    /// - Parameters:
    ///   - collectionView: the collection view; without `state` a layout pass runs first
    ///     (`layoutIfNeeded()`, which records UIKit's exceptions rather than throwing).
    ///   - state: a moment of an animation (`lastUpdateAnimation` or
    ///     `lastLayoutTransition`, sampled with `state(atProgress:)`) instead of the
    ///     current state. Each element then shows the look its view had when the animation
    ///     was built (deleted and reloaded cells their old look); elements whose view the
    ///     animation did not see keep the default look, decoration views the current look
    ///     of the view at their key.
    ///   - region: the visible bounds (the state's bounds during an animation) or the
    ///     whole content.
    ///   - background: painted under everything.
    ///   - scale: pixels per point; default the view's `traitCollection.displayScale`.
    ///   - style: the default look of views that configure none.
    /// - Throws: what the layout's query throws for `Region.wholeContent` (invalid
    ///   attributes).
    ///
    /// In `Region.visible` the scroll indicators come last, over everything, while they show
    /// (during a scroll and as they fade after it, on the animation clock; never at rest).
    public init(
        collectionView: UICollectionView, state: AnimationState? = nil, region: Region = .visible,
        background: Color = .systemBackground, scale: CGFloat? = nil, style: ElementStyle = .default
    ) throws {
        try self.init(elementsOf: collectionView, state: state, region: region, background: background, scale: scale, style: style)
        if region == .visible {
            elements += collectionView.scrollIndicatorElements(shownBounds: state?.bounds ?? collectionView.bounds)
        }
    }

    /// The display list of what a collection view shows, as the public initializer draws it but
    /// without the scroll indicators (drawn by the collection view's layer over its subviews
    /// when it is drawn as a layer, UICollectionView+RenderedContent.swift).
    init(
        elementsOf collectionView: UICollectionView, state: AnimationState?, region: Region, background: Color, scale: CGFloat?,
        style: ElementStyle
    ) throws {
        let scale = scale ?? collectionView.traitCollection.displayScale
        if let state {
            let viewport =
                region == .visible
                ? Viewport.visible(contentOffset: state.bounds.origin, size: state.bounds.size, background: background, scale: scale)
                : Viewport.wholeContent(size: state.contentSize, background: background, scale: scale)
            let items = state.elements.map { element in
                (element.attributes, collectionView.renderedAppearance(of: element, style: style))
            }
            self.init(items: items, viewport: viewport, style: style)
            elements.insert(
                contentsOf: collectionView.underlayElements(
                    shownBounds: region == .visible ? state.bounds : nil, visibleOnly: region == .visible),
                at: 0)
            return
        }
        collectionView.layoutIfNeeded()
        let core = collectionView.coreView
        let views = collectionView.visibleReusableViews
        let (viewport, attributes) = try DisplayList.region(region, of: core, background: background, scale: scale)
        let selection = Set(core.indexPathsForSelectedItems)
        let items = attributes.map { attributes -> (attributes: LayoutAttributes, appearance: ElementAppearance?) in
            let key = attributes.key
            guard let view = views[key] else {
                // Off screen: no view; a cell's selection from the collection view.
                let selected = key.category == .cell && selection.contains(key.indexPath)
                return (attributes, UICollectionView.defaultAppearance(for: key, selected: selected, style: style))
            }
            let cell = view as? UICollectionViewCell
            let appearance =
                view.renderedContent.map {
                    ElementAppearance(content: $0, isSelected: cell?.isSelected ?? false)
                }
                ?? UICollectionView.defaultAppearance(
                    for: key, selected: cell?.isSelected ?? false, highlighted: cell?.isHighlighted ?? false, style: style)
            return (view.renderedAttributes(attributes), appearance)
        }
        self.init(items: items, viewport: viewport, style: style)
        elements.insert(contentsOf: collectionView.underlayElements(visibleOnly: region == .visible), at: 0)
    }
}

extension UICollectionView {
    /// The UIKit views on screen after the last layout pass, by element: cells and
    /// supplementary views (carried by the core's views) and decoration views.
    package var visibleReusableViews: [ElementKey: UICollectionReusableView] {
        var views = decorationViews
        for element in coreView.visibleElements {
            if let view = (element.view as? HostedView)?.view { views[element.attributes.key] = view }
        }
        return views
    }

    /// The look of an animated element: its snapshot's UIKit appearance; else, for a
    /// current decoration view, the view's look now; else the style's default (with the
    /// snapshot's selection).
    func renderedAppearance(of element: AnimatedElement, style: ElementStyle) -> ElementAppearance {
        let key = element.attributes.key
        let snapshot = element.snapshot
        let selected = key.category == .cell && (snapshot?.isSelected ?? false)
        if let appearance = snapshot?.configuration as? UIKitViewAppearance {
            return ElementAppearance(content: appearance.content, isSelected: selected)
        }
        if key.category == .decoration, !element.id.isOutgoing,
            let content = decorationViews[element.contentKey]?.renderedContent
        {
            return ElementAppearance(content: content)
        }
        return Self.defaultAppearance(for: key, selected: selected, highlighted: snapshot?.isHighlighted ?? false, style: style)
    }

    /// The style's look for an element whose view configures nothing: its content and,
    /// while the cell shows its selected background (selected or highlighted: the one rule,
    /// ``CollectionRendering/ElementAppearance``'s), the style's selected background.
    static func defaultAppearance(for key: ElementKey, selected: Bool, highlighted: Bool = false, style: ElementStyle) -> ElementAppearance
    {
        ElementAppearance(key: key, content: style.content(for: key), isSelected: selected, isHighlighted: highlighted, style: style)
    }

    /// Stores each visible hosted view's resolved look on its core view, so animation
    /// snapshots taken now keep it: before an update or a layout change snapshots the views.
    func recordViewAppearances() {
        for element in coreView.visibleElements {
            (element.view as? HostedView)?.recordAppearance()
        }
    }

    /// Marks each visible hosted view's look to be recorded when something next reads it (an
    /// animation's snapshot), at the end of a layout pass: the views may have changed in the
    /// pass (their own layout, a new configuration). Recording every look after every pass
    /// drew 10,000 self-sizing cells for nothing; the snapshots that need one record first
    /// (`recordViewAppearances()`) or read it, which records it then.
    func invalidateViewAppearances() {
        for element in coreView.visibleElements {
            (element.view as? HostedView)?.invalidateAppearance()
        }
    }
}
