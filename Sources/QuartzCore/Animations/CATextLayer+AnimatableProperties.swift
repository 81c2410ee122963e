extension CATextLayer: AnimatablePropertiesProviding {
    /// A text layer's animatable properties: `fontSize` and `foregroundColor`.
    static let ownAnimatableProperties: [String: AnimatableProperty] = [
        "fontSize": ownProperty(get: { .number(Double($0.fontSize)) }, set: { if case let .number(v) = $1 { $0.fontSize = CGFloat(v) } }),
        "foregroundColor": ownProperty(get: { .color($0.foregroundColor) }, set: { if case let .color(v) = $1 { $0.foregroundColor = v } }),
    ]
}
