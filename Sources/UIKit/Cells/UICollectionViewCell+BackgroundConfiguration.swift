/// Background configurations (iOS 14): a cell's ``UICollectionViewCell/backgroundConfiguration``
/// is drawn behind its content view, in place of its background colour and views, updated
/// for the cell's state like its content configuration.
extension UICollectionViewCell {
    /// Resets the background colour and views a configuration replaces (UIKit's rule: the
    /// two are mutually exclusive), then shows the configuration.
    func backgroundConfigurationDidChange() {
        if backgroundConfiguration != nil {
            backgroundColor = nil
            if backgroundView != nil { backgroundView = nil }
            if selectedBackgroundView != nil { selectedBackgroundView = nil }
        }
        showBackgroundConfiguration(for: nil)
    }

    /// Shows ``backgroundConfiguration``: updated for `state` (nil: the current
    /// ``configurationState``) when ``automaticallyUpdatesBackgroundConfiguration``, else
    /// as it was set.
    func showBackgroundConfiguration(for state: UICellConfigurationState?) {
        shownBackgroundConfiguration = backgroundConfiguration.map {
            automaticallyUpdatesBackgroundConfiguration ? $0.updated(for: state ?? configurationState) : $0
        }
    }

    /// The view the renderer draws for the shown background configuration, over the cell's
    /// bounds, its colours resolved with the cell's traits; nil without one.
    var backgroundConfigurationView: UIView? {
        shownBackgroundConfiguration?.makeView(
            in: bounds.size, layoutMargins: directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection,
            tintColor: tintColor, traits: traitCollection)
    }
}

extension UIBackgroundConfiguration {
    /// A view drawing the configuration in a cell of `size`: the background, inset by
    /// ``backgroundInsets`` plus `layoutMargins` on ``edgesAddingLayoutMarginsToBackgroundInsets``,
    /// its ``visualEffect`` (a `UIVisualEffectView`) under its resolved colour, both rounded
    /// by ``cornerRadius`` (docs/REFERENCE.md §20.2), with ``customView``
    /// over it clipped to the rounded shape; then the stroke, ``strokeOutset`` outside the
    /// background's edges, its corners rounded to match. Dynamic colours resolve with `traits`.
    func makeView(
        in size: CGSize, layoutMargins: NSDirectionalEdgeInsets, direction: UIUserInterfaceLayoutDirection, tintColor: UIColor,
        traits: UITraitCollection
    ) -> UIView {
        var insets = backgroundInsets
        let edges = edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += layoutMargins.top }
        if edges.contains(.leading) { insets.leading += layoutMargins.leading }
        if edges.contains(.bottom) { insets.bottom += layoutMargins.bottom }
        if edges.contains(.trailing) { insets.trailing += layoutMargins.trailing }
        let inset = insets.edgeInsets(for: direction)
        let frame = CGRect(
            x: inset.left, y: inset.top, width: max(0, size.width - inset.left - inset.right),
            height: max(0, size.height - inset.top - inset.bottom))
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        if let visualEffect {
            let effect = UIVisualEffectView(effect: visualEffect)
            effect.frame = frame
            effect.layer.cornerRadius = cornerRadius
            container.addSubview(effect)
        }
        let background = UIView(frame: frame)
        background.backgroundColor = resolvedBackgroundColor(for: tintColor).resolvedColor(with: traits)
        background.layer.cornerRadius = cornerRadius
        if let customView {
            customView.frame = background.bounds
            background.addSubview(customView)
            background.clipsToBounds = true
        }
        container.addSubview(background)
        if strokeWidth > 0 {
            let stroke = UIView(frame: frame.insetBy(dx: -strokeOutset, dy: -strokeOutset))
            stroke.layer.borderWidth = strokeWidth
            stroke.layer.borderColor = resolvedStrokeColor(for: tintColor).resolvedColor(with: traits).cgColor
            stroke.layer.cornerRadius = cornerRadius > 0 ? cornerRadius + strokeOutset : 0
            container.addSubview(stroke)
        }
        return container
    }
}
