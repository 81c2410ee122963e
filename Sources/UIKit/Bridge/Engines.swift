/// The core flow layout behind a ``UICollectionViewFlowLayout``. Its property setters
/// invalidate through the UIKit object, so a subclass's `invalidateLayout()` override sees
/// them, as in UIKit. It computes left to right: in a right-to-left view its bridge flips
/// what it returns (`flipsHorizontallyInOppositeLayoutDirection`), after any subclass.
final class FlowEngine: FlowLayout, EngineInvalidationForwarding {
    weak var owner: UICollectionViewFlowLayout?
    var isForwardedFromBridge = false

    override init() {
        super.init()
        mirrorsFramesForRightToLeft = false
    }

    override func invalidateLayout() {
        guard let owner, !isForwardedFromBridge else { return super.invalidateLayout() }
        owner.invalidateLayout()
    }
}

/// The core transition layout behind a ``UICollectionViewTransitionLayout``. A progress
/// change invalidates the engine only; it tells its bridge so the host lays out again.
final class TransitionEngine: TransitionLayout, EngineInvalidationForwarding {
    weak var owner: UICollectionViewLayout?
    var isForwardedFromBridge = false

    override func invalidateLayout() {
        guard let owner, !isForwardedFromBridge else { return super.invalidateLayout() }
        owner.invalidateLayout()
    }

    override func invalidateLayout(with context: InvalidationContext) {
        super.invalidateLayout(with: context)
        if !isForwardedFromBridge { owner?.bridge.engineDidInvalidate() }
    }
}
