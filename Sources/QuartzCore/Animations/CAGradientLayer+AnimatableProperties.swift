import Foundation

extension CAGradientLayer: AnimatablePropertiesProviding {
    /// A gradient layer's animatable properties: `colors` and `locations` (arrays, moved stop
    /// by stop between arrays of one length), `startPoint` and `endPoint`.
    static let ownAnimatableProperties: [String: AnimatableProperty] = [
        "colors": ownProperty(
            get: { AnimatedValue($0.colors) ?? .list([]) },
            set: { layer, value in
                guard case let .list(items) = value else { return }
                layer.colors = items.map { $0.any as Any }
            }),
        "locations": ownProperty(
            get: { AnimatedValue($0.locations) ?? .list([]) },
            set: { layer, value in
                guard case let .list(items) = value else { return }
                var numbers: [NSNumber] = []
                for case let .number(location) in items { numbers.append(NSNumber(value: location)) }
                if numbers.count == items.count { layer.locations = numbers }
            }),
        "startPoint": ownProperty(get: { .point($0.startPoint) }, set: { if case let .point(v) = $1 { $0.startPoint = v } }),
        "endPoint": ownProperty(get: { .point($0.endPoint) }, set: { if case let .point(v) = $1 { $0.endPoint = v } }),
    ]
}
