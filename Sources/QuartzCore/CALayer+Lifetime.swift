/// A layer's delegate: held weakly, as Core Animation holds it, except the view whose layer
/// it is, held without `weak` — the view owns its layer and clears this in its `deinit` — so
/// that no view is the target of a `weak` reference. (An object that ever was one keeps a side
/// table that every later retain and release of it goes through, the Swift runtime's slow path.)
struct LayerDelegateReference {
    /// A delegate set through `delegate`.
    private weak var other: (any CALayerDelegate)?
    /// The view whose layer this is.
    private(set) unowned(unsafe) var owner: (any CALayerDelegate)?

    /// No delegate.
    init() {}

    /// `delegate`, held weakly.
    init(_ delegate: (any CALayerDelegate)?) { other = delegate }

    /// The delegate: the owning view, else the one set.
    var delegate: (any CALayerDelegate)? { owner ?? other }

    /// Makes `owner` the delegate, held without `weak`.
    mutating func own(by owner: any CALayerDelegate) {
        self = LayerDelegateReference()
        self.owner = owner
    }

    /// Forgets the owning view (a delegate set since stays).
    mutating func forgetOwner() { owner = nil }
}

extension CALayer {
    /// Makes `view` the layer's delegate without a `weak` reference to it: a view for the
    /// layer it owns, which calls `clearOwningDelegate()` from its `deinit`.
    package func setOwningDelegate(_ view: any CALayerDelegate) { delegateReference.own(by: view) }

    /// Forgets the owning view set by `setOwningDelegate(_:)`: it is being freed.
    package func clearOwningDelegate() { delegateReference.forgetOwner() }

    /// Called by `deinit`: the sublayers and the mask, which the layer holds, no longer have
    /// it as their superlayer.
    func clearSuperlayerOfSublayers() {
        for layer in sublayers ?? [] { layer.superlayer = nil }
        mask?.superlayer = nil
    }
}
