import CollectionRendering

// How a bar draws its appearance's background and shadow (docs/REFERENCE.md §20.4): the effect
// (as a flat fill), the colour over it, the image over that, from `reach` points above the bar
// to its bottom; then the shadow along the edge that meets the content.

extension UIView {
    /// Whether the view's height class is compact (an iPhone in landscape): a bar then takes
    /// its compact height, appearance and metrics.
    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// Draws `appearance`'s background over the bar's bounds, `reach` points above them (a
    /// navigation bar's background reaches behind the status bar) and `below` points below
    /// them (a navigation controller's toolbar's reaches behind the home indicator), and its
    /// shadow: a hairline of one pixel in the shadow colour, or the shadow image at its own
    /// height, at the bar's bottom, or its top when `shadowAtTop`. `legacyTint` (`barTintColor`) stands in for an
    /// appearance with a background effect and no colour. Nothing replaces a background colour
    /// the bar view has of its own.
    /// - Parameters:
    ///   - appearance: The appearance the bar draws now.
    ///   - content: The bar's content.
    ///   - legacyTint: The bar's `barTintColor`.
    ///   - reach: How far above the bar the background reaches.
    ///   - below: How far below the bar the background reaches.
    ///   - shadowAtTop: Whether the shadow lies along the top edge rather than the bottom.
    func drawBarAppearance(
        _ appearance: UIBarAppearance, into content: inout ElementContent, legacyTint: UIColor?, reach: CGFloat, below: CGFloat = 0,
        shadowAtTop: Bool
    ) {
        let traits = traitCollection
        let area = CGRect(x: 0, y: -reach, width: bounds.width, height: bounds.height + reach + below)
        var fills: [UIColor] = []
        if backgroundColor == nil {
            if let effect = appearance.backgroundEffect {
                fills.append(appearance.backgroundColor == nil ? legacyTint ?? effect.barFill : effect.barFill)
            }
            if let color = appearance.backgroundColor { fills.append(color) }
        }
        for fill in fills {
            content.sublayers.append(ContentLayer(frame: area, content: ElementContent(fill: fill.renderColor(in: traits), label: .none)))
        }
        if let source = appearance.backgroundImage?.renderedSource {
            var image = ElementContent(fill: .clear, label: .none)
            image.drawing = [.image(source, CGRect(origin: .zero, size: area.size), appearance.backgroundImageContentMode.rendered)]
            image.masksToBounds = true
            content.sublayers.append(ContentLayer(frame: area, content: image))
        }
        if let shadowImage = appearance.shadowImage, let source = shadowImage.renderedSource {
            let height = shadowImage.size.height
            var image = ElementContent(fill: .clear, label: .none)
            image.drawing = [.image(source, CGRect(x: 0, y: 0, width: bounds.width, height: height), .scaleToFill)]
            content.sublayers.append(
                ContentLayer(
                    frame: CGRect(x: 0, y: shadowAtTop ? 0 : bounds.height - height, width: bounds.width, height: height), content: image))
        } else if let shadow = appearance.shadowColor?.renderColor(in: traits), shadow.alpha > 0 {
            let hairline = 1 / max(1, traits.displayScale)
            content.sublayers.append(
                ContentLayer(
                    frame: CGRect(x: 0, y: shadowAtTop ? 0 : bounds.height - hairline, width: bounds.width, height: hairline),
                    content: ElementContent(fill: shadow, label: .none)))
        }
    }
}

extension UIBarAppearance {
    /// The appearance with a bar's legacy background image and shadow image where it has a
    /// background effect and no background image of its own; the shadow image only with the
    /// background image, as UIKit's documentation of `shadowImage` says.
    func withLegacy(backgroundImage legacyBackground: UIImage?, shadowImage legacyShadow: UIImage?) -> UIBarAppearance {
        guard let legacyBackground, backgroundEffect != nil, backgroundImage == nil else { return self }
        let drawn = copy()
        drawn.backgroundImage = legacyBackground
        if drawn.shadowImage == nil, let legacyShadow { drawn.shadowImage = legacyShadow }
        return drawn
    }
}

extension UIBlurEffect {
    /// The flat colour a bar draws for the effect instead of a blur: the near-white bar fill at
    /// 94 %, or for a dark style the dark effect's grey (0.11) at 94 % (estimated).
    var barFill: UIColor {
        backdrop == Self.dark ? UIColor(white: 0.11, alpha: 0.94) : ControlMetrics.barBackground
    }
}
