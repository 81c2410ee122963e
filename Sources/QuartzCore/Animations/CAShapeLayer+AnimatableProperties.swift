extension CAShapeLayer: AnimatablePropertiesProviding {
    /// A shape layer's animatable properties: `path`, `fillColor`, `strokeColor`,
    /// `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase`.
    static let ownAnimatableProperties: [String: AnimatableProperty] = [
        "path": ownProperty(get: { .path($0.path) }, set: { if case let .path(v) = $1 { $0.path = v } }),
        "fillColor": ownProperty(get: { .color($0.fillColor) }, set: { if case let .color(v) = $1 { $0.fillColor = v } }),
        "strokeColor": ownProperty(get: { .color($0.strokeColor) }, set: { if case let .color(v) = $1 { $0.strokeColor = v } }),
        "strokeStart": length(\.strokeStart),
        "strokeEnd": length(\.strokeEnd),
        "lineWidth": length(\.lineWidth),
        "miterLimit": length(\.miterLimit),
        "lineDashPhase": length(\.lineDashPhase),
    ]

    /// A number property of a shape layer.
    private static func length(_ keyPath: ReferenceWritableKeyPath<CAShapeLayer, CGFloat> & Sendable) -> AnimatableProperty {
        ownProperty(
            get: { .number(Double($0[keyPath: keyPath])) }, set: { if case let .number(v) = $1 { $0[keyPath: keyPath] = CGFloat(v) } })
    }
}
