/// The core view standing for a UIKit view in the headless collection view: the core
/// creates, queues and reuses it; it carries the UIKit view along and forwards
/// `prepareForReuse()` and `apply(_:)` to it.
@preconcurrency @MainActor
final class HostedView: CollectionViewCell {
    /// The UIKit view (created on first dequeue from the registered class).
    var view: UICollectionReusableView?
    /// The collection view, for the layout's attributes objects.
    weak var host: UICollectionView?

    override func prepareForReuse() {
        withMainActorAssumed {
            super.prepareForReuse()
            view?.prepareForReuse()
            // A reused cell shows new content: its configuration is updated before it shows.
            (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
        }
    }

    override func apply(_ layoutAttributes: LayoutAttributes) {
        withMainActorAssumed {
            super.apply(layoutAttributes)
            guard let view else { return }
            let object =
                host?.collectionViewLayout.bridge.object(for: layoutAttributes)
                ?? UICollectionViewLayoutAttributes(layoutAttributes)
            HostedView.setGeometry(of: view, from: layoutAttributes)
            view.apply(object)
            // Recorded when read (or at the end of the layout pass), not here: the layout pass
            // applies and sizes every visible view before anything reads it.
            appearanceIsStale = true
        }
    }

    /// Asks the UIKit view (`preferredLayoutAttributesFitting(_:)`) with a copy of the
    /// layout's attributes object, and hands its answer to the layout's self-sizing hooks;
    /// the core takes the preferred size.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        withMainActorAssumed {
            guard let view, let bridge = host?.collectionViewLayout.bridge else { return layoutAttributes }
            let original = bridge.object(for: layoutAttributes)
            let given = (original.copy() as? UICollectionViewLayoutAttributes) ?? original
            view.selfSizing = selfSizing
            let preferred = view.preferredLayoutAttributesFitting(given)
            view.selfSizing = nil
            var result = layoutAttributes
            result.size = preferred.size
            bridge.pendingPreferred = (original: original, preferred: preferred)
            return result
        }
    }

    /// Stores the UIKit view's resolved look as this view's `contentConfiguration` (nil
    /// when it configures nothing), so an animation's snapshot of this view keeps it.
    func recordAppearance() {
        appearanceIsStale = false
        super.contentConfiguration = view?.renderedContent.map(UIKitViewAppearance.init(content:))
    }

    /// Whether the UIKit view was applied attributes, or a layout pass ended, since its look
    /// was last recorded.
    private var appearanceIsStale = false

    /// Has the look recorded again when next read (the view may have changed).
    func invalidateAppearance() { appearanceIsStale = true }

    /// The UIKit view's look as last recorded, recorded first when the view was applied
    /// attributes since (``recordAppearance()``).
    override var contentConfiguration: (any ContentConfiguration)? {
        get {
            withMainActorAssumed {
                if appearanceIsStale { recordAppearance() }
                return super.contentConfiguration
            }
        }
        set {
            withMainActorAssumed { appearanceIsStale = false }
            super.contentConfiguration = newValue
        }
    }

    /// What UIKit sets on a view from its attributes before `apply(_:)`: centre, bounds
    /// size, transform, alpha, hidden state and z position. A list cell whose swipe actions
    /// are revealed keeps its content moved aside (its bounds' origin).
    static func setGeometry(of view: UIView, from attributes: LayoutAttributes) {
        view.center = attributes.center
        view.bounds = CGRect(origin: (view as? UICollectionViewListCell)?.swipeOrigin ?? .zero, size: attributes.size)
        view.layer.transform = attributes.transform3D
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
    }
}
