import Foundation

extension CAReplicatorLayer: AnimatablePropertiesProviding {
    /// A replicator layer's animatable properties, as Core Animation's header marks them:
    /// `instanceCount` (whole numbers, rounded down), `instanceDelay`, `instanceTransform`,
    /// `instanceColor` and the four colour offsets.
    static let ownAnimatableProperties: [String: AnimatableProperty] = [
        "instanceCount": ownProperty(
            get: { .number(Double($0.instanceCount)) },
            set: { layer, value in
                // Clamped before the conversion: a huge or non-finite value must not trap.
                guard case let .number(count) = value, count.isFinite else { return }
                layer.instanceCount = Int(min(max(count, -1e9), 1e9).rounded(.down))
            }),
        "instanceDelay": ownProperty(get: { .number($0.instanceDelay) }, set: { if case let .number(v) = $1 { $0.instanceDelay = v } }),
        "instanceTransform": ownProperty(
            get: { .transform($0.instanceTransform) }, set: { if case let .transform(v) = $1 { $0.instanceTransform = v } },
            otherwise: .transform(.identity)),
        "instanceColor": ownProperty(
            get: { .color($0.instanceColor) }, set: { if case let .color(v) = $1 { $0.instanceColor = v } }, otherwise: .color(nil)),
        "instanceRedOffset": offset(\.instanceRedOffset),
        "instanceGreenOffset": offset(\.instanceGreenOffset),
        "instanceBlueOffset": offset(\.instanceBlueOffset),
        "instanceAlphaOffset": offset(\.instanceAlphaOffset),
    ]

    /// One of the colour offsets, a `Float`.
    private static func offset(_ keyPath: ReferenceWritableKeyPath<CAReplicatorLayer, Float> & Sendable) -> AnimatableProperty {
        ownProperty(
            get: { .number(Double($0[keyPath: keyPath])) },
            set: { layer, value in if case let .number(v) = value { layer[keyPath: keyPath] = Float(v) } })
    }
}
