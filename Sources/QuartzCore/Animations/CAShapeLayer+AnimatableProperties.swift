extension CAShapeLayer: AnimatablePropertiesProviding {
    /// A shape layer's animatable properties: `path`, `fillColor`, `strokeColor`,
    /// `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase`.
    static let ownAnimatableProperties: [String: AnimatableProperty] = [
        "path": shape(get: { .path($0.path) }, set: { if case let .path(v) = $1 { $0.path = v } }),
        "fillColor": shape(get: { .color($0.fillColor) }, set: { if case let .color(v) = $1 { $0.fillColor = v } }),
        "strokeColor": shape(get: { .color($0.strokeColor) }, set: { if case let .color(v) = $1 { $0.strokeColor = v } }),
        "strokeStart": length(\.strokeStart),
        "strokeEnd": length(\.strokeEnd),
        "lineWidth": length(\.lineWidth),
        "miterLimit": length(\.miterLimit),
        "lineDashPhase": length(\.lineDashPhase),
    ]

    /// A property read and written on a shape layer.
    private static func shape(
        get: @escaping @Sendable (CAShapeLayer) -> AnimatedValue, set: @escaping @Sendable (CAShapeLayer, AnimatedValue) -> Void
    ) -> AnimatableProperty {
        CALayer.property(
            get: { layer in (layer as? CAShapeLayer).map(get) ?? .number(0) },
            set: { layer, value in if let shape = layer as? CAShapeLayer { set(shape, value) } })
    }

    /// A number property of a shape layer.
    private static func length(_ keyPath: ReferenceWritableKeyPath<CAShapeLayer, CGFloat> & Sendable) -> AnimatableProperty {
        shape(get: { .number(Double($0[keyPath: keyPath])) }, set: { if case let .number(v) = $1 { $0[keyPath: keyPath] = CGFloat(v) } })
    }
}
