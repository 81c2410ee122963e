import CollectionLayout

/// The bridge's engine: attached to the layout's core view, prepared with the flow
/// delegate's questions, invalidated with the layout.
extension LayoutBridge {
    /// Attaches the engine to this layout's collection view.
    func syncEngine() {
        if let collectionView { syncEngine(to: collectionView) }
    }

    /// Attaches the engine to `collectionView`, this layout's core view.
    private func syncEngine(to collectionView: CollectionView) {
        guard let engine, engine.collectionView !== collectionView else { return }
        // Attaching invalidates the engine only: this layout is being prepared already.
        forwardingEngine?.isForwardedFromBridge = true
        engine.attach(to: collectionView)
        forwardingEngine?.isForwardedFromBridge = false
    }

    /// Prepares the engine (the UIKit base `prepare()`). The core view and the UIKit view are
    /// each loaded once: both are weakly referenced, and each load and its release take the
    /// runtime's slow reference-counting path. So neither is copied: the core view is held
    /// only while the engine is synced to it, and the UIKit view is handed on (`consume`) to
    /// the flow delegate's questions, which keep it for the prepare (a copy kept to the end
    /// of the scope cost a retain and a release of each, both on the slow path).
    func prepareEngine() {
        guard let engine else { return }
        let inCoreView: Bool
        if let coreView = collectionView {
            syncEngine(to: coreView)
            inCoreView = true
        } else {
            inCoreView = false
        }
        // The host only while the core view holds this layout, as ``hostView``.
        if let flow = engine as? FlowEngine, inCoreView, let view = host {
            // Pinned headers and footers follow the bounds in the layout's own coordinates;
            // nothing else reads the flip, so the view's direction (resolved through its
            // traits: 5 % of a uniform 10k flow's prepare and query) is asked only for them.
            flow.hostFlipsCoordinateSpace = (flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds) && isFlipped
            let bridge = view.hostBridge
            bridge.whilePreparing(flow, of: consume view) { flow.prepareIfNeeded() }
        } else {
            engine.prepareIfNeeded()
        }
    }

    /// The UIKit base `invalidateLayout(with:)`: marks this layout and its engine dirty.
    func invalidateBase(with context: InvalidationContext) {
        super.invalidateLayout(with: context)
        guard let engine else { return }
        forwardingEngine?.isForwardedFromBridge = true
        engine.invalidateLayout(with: context)
        forwardingEngine?.isForwardedFromBridge = false
    }

    /// Marks this layout dirty after its engine invalidated itself.
    func engineDidInvalidate() {
        super.invalidateLayout(with: InvalidationContext())
    }
}
