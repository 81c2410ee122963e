import Foundation

/// Self-sizing (docs/REFERENCE.md, "Self-sizing"): after a layout pass places the views, each
/// view shown at a size it has not been asked about gives its preferred attributes, and the
/// layout decides whether they change the layout — UIKit's order, per view:
/// `apply(_:)` → `preferredLayoutAttributesFitting(_:)` → (when they differ)
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` → (when true)
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` →
/// `invalidateLayout(with:)`.
extension CollectionView {
    /// The most layout passes one ``layoutIfNeeded()`` runs while self-sizing keeps
    /// invalidating the layout (each pass sizes the views it newly shows).
    public static let maximumSelfSizingRounds = 16

    /// Asks each visible view that has not been asked at its current size for its preferred
    /// attributes, and lets the layout invalidate itself for those that differ.
    /// - Returns: whether the layout was invalidated (another layout pass is needed).
    ///
    /// A view is asked when it is new to its element, or when the layout gives it a size
    /// other than the one it preferred last (a width change, an update that forgot the size,
    /// a reconfiguration): a layout that accepts the preferred size settles after one more
    /// pass, and a view the layout keeps at another size is asked once per pass.
    @discardableResult
    func selfSizeVisibleViews() -> Bool {
        let layout = collectionViewLayout
        let sizing = contentSizing, scale = screenScale
        var invalidated = false
        // The views to ask, set up first so the sizing can measure them all ahead.
        var asked: [Int] = []
        var requests: [ContentFittingRequest] = []
        asked.reserveCapacity(visibleElements.count)
        requests.reserveCapacity(visibleElements.count)
        for index in visibleElements.indices {
            let element = visibleElements[index]
            let original = element.attributes
            if let sized = element.sizedAt, original.size == sized.preferred { continue }
            let view = element.view
            view.contentSizing = sizing
            view.sizingScale = scale
            let selfSizing = layout.selfSizing(for: original)
            view.selfSizing = selfSizing
            asked.append(index)
            if sizing != nil, let selfSizing, selfSizing.fitsWidth || selfSizing.fitsHeight,
                let configuration = view.contentConfiguration
            {
                requests.append(
                    ContentFittingRequest(
                        configuration: configuration, key: original.key, targetSize: original.size, sizing: selfSizing,
                        scale: scale))
            }
        }
        if requests.count > 1 { sizing?.prepareFittingSizes(requests) }
        for index in asked {
            let element = visibleElements[index]
            let original = element.attributes
            let view = element.view
            let preferred = view.preferredLayoutAttributesFitting(original)
            visibleElements[index].sizedAt = (original.size, preferred.size)
            // In place: `visible[key]?.sizedAt = …` would move the whole element out and back.
            if let slot = visible.index(forKey: original.key) { visible.values[slot].sizedAt = (original.size, preferred.size) }
            guard preferred != original,
                layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            layout.invalidateLayout(with: context)
            invalidated = true
        }
        return invalidated
    }

    /// Forgets what the visible views preferred, so the next layout pass asks them again
    /// (a reconfiguration or a new measurer).
    public func resetSelfSizing(at indexPaths: [IndexPath]? = nil) {
        let items = indexPaths.map(Set.init)
        for index in visibleElements.indices {
            let attributes = visibleElements[index].attributes
            if let items, attributes.representedElementCategory != .cell || !items.contains(attributes.indexPath) { continue }
            visibleElements[index].sizedAt = nil
            if let slot = visible.index(forKey: attributes.key) { visible.values[slot].sizedAt = nil }
        }
        needsLayout = true
    }
}
