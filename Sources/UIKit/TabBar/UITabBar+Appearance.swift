import CollectionRendering

// Which appearance a tab bar draws (docs/REFERENCE.md §20.5): the selected item's appearances
// override the bar's; at the bottom edge of a tab bar controller's content the scroll-edge one,
// else the standard appearance with a transparent background.

extension UITabBar: BarAppearanceKeeper {
    /// The appearance the bar draws now: the selected item's standard appearance, else the
    /// bar's; at the scroll edge of a tab bar controller's content, the selected item's
    /// scroll-edge appearance, else the bar's, else the standard one with a transparent
    /// background (`hasBackground` false: the appearance is not copied for that). A bar no tab
    /// bar controller manages is never at the edge.
    var drawnAppearance: (appearance: UITabBarAppearance, hasBackground: Bool) {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard tabBarController?.barIsAtScrollEdge == true else { return (standard, true) }
        guard let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance else { return (standard, false) }
        return (edge, true)
    }

    /// An appearance the bar or an item keeps changed: the items are made again and the bar
    /// drawn again.
    func appearanceDidChange() {
        itemsDidChange()
        setNeedsDisplay()
    }

    /// Draws `image` stretched over the selected item's slot.
    func drawSelectionIndicator(_ image: UIImage?, into content: inout ElementContent) {
        guard let source = image?.renderedSource, let selectedItem,
            let view = itemViews.first(where: { $0.item === selectedItem })
        else { return }
        var indicator = ElementContent(fill: .clear, label: .none)
        indicator.drawing = [.image(source, CGRect(origin: .zero, size: view.frame.size), .scaleToFill)]
        content.sublayers.append(ContentLayer(frame: view.frame, content: indicator))
    }
}
