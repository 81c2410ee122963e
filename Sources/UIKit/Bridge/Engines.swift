/// The core flow layout behind a ``UICollectionViewFlowLayout``. Its property setters
/// invalidate through the UIKit object, so a subclass's `invalidateLayout()` override sees
/// them, as in UIKit. It computes left to right: in a right-to-left view its bridge flips
/// what it returns (`flipsHorizontallyInOppositeLayoutDirection`), after any subclass.
@preconcurrency @MainActor
final class FlowEngine: FlowLayout, EngineInvalidationForwarding {
    unowned(unsafe) var owner: UICollectionViewFlowLayout?
    var isForwardedFromBridge = false

    override init() {
        super.init()
        mirrorsFramesForRightToLeft = false
    }

    override func invalidateLayout() { withMainActorAssumed { if !forwardedInvalidationToOwner() { super.invalidateLayout() } } }
}

/// The core transition layout behind a ``UICollectionViewTransitionLayout``. A progress
/// change invalidates the engine only; it tells its bridge so the host lays out again.
@preconcurrency @MainActor
final class TransitionEngine: TransitionLayout, EngineInvalidationForwarding {
    unowned(unsafe) var owner: UICollectionViewLayout?
    var isForwardedFromBridge = false

    override func invalidateLayout() { withMainActorAssumed { if !forwardedInvalidationToOwner() { super.invalidateLayout() } } }

    override func invalidateLayout(with context: InvalidationContext) {
        withMainActorAssumed {
            super.invalidateLayout(with: context)
            if !isForwardedFromBridge { owner?.bridge.engineDidInvalidate() }
        }
    }
}

/// An engine that tells its bridge when it invalidates itself (a flow property set, a
/// transition's progress), so the collection view lays out again — except while the
/// bridge itself forwards an invalidation to it.
@preconcurrency @MainActor
protocol EngineInvalidationForwarding: AnyObject {
    /// The UIKit layout the engine stands behind.
    associatedtype Owner: UICollectionViewLayout
    /// The UIKit layout, unless it is gone: held `unowned(unsafe)` and cleared by the
    /// layout's `deinit` (``clearOwner()``), as ``LayoutBridge/owner``.
    var owner: Owner? { get set }
    /// Set while the bridge forwards an invalidation to the engine.
    var isForwardedFromBridge: Bool { get set }
}

extension EngineInvalidationForwarding {
    /// Sends an invalidation the engine started itself to its UIKit layout, so a subclass's
    /// `invalidateLayout()` override sees it (the UIKit layout forwards it back); false,
    /// sending nothing, while the bridge forwards one or without a UIKit layout, and the
    /// engine then invalidates itself.
    func forwardedInvalidationToOwner() -> Bool {
        guard !isForwardedFromBridge, let owner else { return false }
        owner.invalidateLayout()
        return true
    }

    /// Forgets the UIKit layout, which is going away.
    func clearOwner() { owner = nil }
}
