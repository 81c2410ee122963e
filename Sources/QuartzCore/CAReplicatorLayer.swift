import Foundation

/// A layer that draws its sublayers several times, each copy moved, recoloured and delayed
/// a step further than the one before (`CAReplicatorLayer`, Apple's documentation
/// "CAReplicatorLayer").
///
/// Instance 0 is the sublayers as they are; instance k is drawn under ``instanceTransform``
/// applied k times about the centre of the bounds, its colours multiplied by
/// ``instanceColor`` plus k times the offsets (each component kept in 0…1), and its
/// sublayers' animations seen k × ``instanceDelay`` seconds later. The layer's own content
/// (background, border, contents, shadow) is drawn once (docs/REFERENCE.md §22.19).
///
/// Hit testing finds the sublayers themselves, instance 0, as Core Animation's header says
/// its `hitTest(_:)` does.
///
/// Deliberate differences: ``preservesDepth`` is kept but the instances are always
/// flattened into the layer's plane; no more than ``maximumDrawnInstances`` instances are
/// drawn; the instance colour does not tint images or the colours of attributed-text runs
/// (docs/REFERENCE.md §22.20).
open class CAReplicatorLayer: CALayer {
    /// The number of copies drawn, the sublayers themselves included (`instanceCount`);
    /// default 1. Zero or less draws none.
    open var instanceCount = 1 {
        didSet { didChangeAnimatableValue("instanceCount", from: .number(Double(oldValue))) }
    }
    /// Whether the instances keep their depth in the superlayer's 3D space, as a transform
    /// layer's sublayers do (`preservesDepth`); default false. Kept only: the instances are
    /// flattened into the layer's plane either way.
    open var preservesDepth = false
    /// The seconds each instance's animations run behind the previous instance's
    /// (`instanceDelay`); default 0.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { didChangeAnimatableValue("instanceDelay", from: .number(oldValue)) }
    }
    /// The transform that takes instance k − 1 to instance k, about the centre of the
    /// layer's bounds (`instanceTransform`); default identity.
    open var instanceTransform: CATransform3D = .identity {
        didSet { didChangeAnimatableValue("instanceTransform", from: .transform(oldValue)) }
    }
    /// The colour the first instance's colours are multiplied by (`instanceColor`); default
    /// opaque white (no change). Nil draws as white.
    open var instanceColor: CGColor? = .white {
        didSet { didChangeAnimatableValue("instanceColor", from: .color(oldValue)) }
    }
    /// Added to the red component of instance k − 1's colour to give instance k's
    /// (`instanceRedOffset`); default 0.
    open var instanceRedOffset: Float = 0 {
        didSet { didChangeAnimatableValue("instanceRedOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the green component of instance k − 1's colour to give instance k's
    /// (`instanceGreenOffset`); default 0.
    open var instanceGreenOffset: Float = 0 {
        didSet { didChangeAnimatableValue("instanceGreenOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the blue component of instance k − 1's colour to give instance k's
    /// (`instanceBlueOffset`); default 0.
    open var instanceBlueOffset: Float = 0 {
        didSet { didChangeAnimatableValue("instanceBlueOffset", from: .number(Double(oldValue))) }
    }
    /// Added to the alpha of instance k − 1's colour to give instance k's
    /// (`instanceAlphaOffset`); default 0.
    open var instanceAlphaOffset: Float = 0 {
        didSet { didChangeAnimatableValue("instanceAlphaOffset", from: .number(Double(oldValue))) }
    }

    /// The most instances drawn, whatever ``instanceCount`` says: 1,000 (a deliberate
    /// difference, so that a huge count cannot stall drawing).
    public static let maximumDrawnInstances = 1_000

    /// A replicator layer with Core Animation's defaults (`init()`).
    public override init() { super.init() }

    /// A copy of `layer`'s properties, its replication included (`init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let replicator = layer as? CAReplicatorLayer else { return }
        instanceCount = replicator.instanceCount; preservesDepth = replicator.preservesDepth
        instanceDelay = replicator.instanceDelay; instanceTransform = replicator.instanceTransform
        instanceColor = replicator.instanceColor; instanceRedOffset = replicator.instanceRedOffset
        instanceGreenOffset = replicator.instanceGreenOffset; instanceBlueOffset = replicator.instanceBlueOffset
        instanceAlphaOffset = replicator.instanceAlphaOffset
    }

    /// Replicator layers are not decoded here: one from a coder has Core Animation's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override package class func makeInstance() -> CALayer { CAReplicatorLayer() }

    /// A copy of `layer` with its replication, for its presentation.
    override package class func makePresentation(of layer: CALayer) -> CALayer { CAReplicatorLayer(layer: layer) }
}
