extension CATextLayer: AnimatablePropertiesProviding {
    /// A text layer's animatable properties: `fontSize` and `foregroundColor`.
    static let ownAnimatableProperties: [String: AnimatableProperty] = [
        "fontSize": text(get: { .number(Double($0.fontSize)) }, set: { if case let .number(v) = $1 { $0.fontSize = CGFloat(v) } }),
        "foregroundColor": text(get: { .color($0.foregroundColor) }, set: { if case let .color(v) = $1 { $0.foregroundColor = v } }),
    ]

    /// A property read and written on a text layer.
    private static func text(
        get: @escaping @Sendable (CATextLayer) -> AnimatedValue, set: @escaping @Sendable (CATextLayer, AnimatedValue) -> Void
    ) -> AnimatableProperty {
        CALayer.property(
            get: { layer in (layer as? CATextLayer).map(get) ?? .number(0) },
            set: { layer, value in if let text = layer as? CATextLayer { set(text, value) } })
    }
}
