/// How an animation reads and writes one layer property: the value as an ``AnimatedValue``.
struct AnimatableProperty: Sendable {
    let get: @Sendable (CALayer) -> AnimatedValue
    let set: @Sendable (CALayer, AnimatedValue) -> Void
}

/// A Core Animation layer class with animatable properties of its own (a shape layer's
/// `strokeEnd`, a gradient layer's `colors`), found after `CALayer`'s; its subclasses inherit
/// them.
protocol AnimatablePropertiesProviding: CALayer {
    /// The class's own animatable properties by key; each is called with a layer of the class.
    static var ownAnimatableProperties: [String: AnimatableProperty] { get }
}

extension AnimatablePropertiesProviding {
    /// A property read and written on a layer of this class; read from another layer as
    /// `otherwise`, and not written to one.
    static func ownProperty(
        get: @escaping @Sendable (Self) -> AnimatedValue, set: @escaping @Sendable (Self, AnimatedValue) -> Void,
        otherwise: AnimatedValue = .number(0)
    ) -> AnimatableProperty {
        AnimatableProperty(
            get: { layer in (layer as? Self).map(get) ?? otherwise },
            set: { layer, value in if let own = layer as? Self { set(own, value) } })
    }
}

extension CALayer {
    /// The properties animations can move on every layer, by key path: `bounds`, `position`,
    /// `anchorPoint`, `transform`, `sublayerTransform`, `zPosition`, `opacity`, `hidden`,
    /// `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `shadowColor`,
    /// `shadowOpacity`, `shadowOffset`, `shadowRadius`, `contents` (a cross-fade) and `rasterizationScale`, with the parts Core Animation
    /// names after a dot:
    /// `position.x`, `bounds.size.width`, `bounds.origin`, `anchorPoint.y`, and for the
    /// transform `transform.scale` (`.x`, `.y`, `.z`), `transform.rotation` (`.z`; `.x` and
    /// `.y` are not modelled) and `transform.translation` (`.x`, `.y`, `.z`), read and written
    /// through the transform's 2D decomposition. Shape and gradient layers add their own
    /// (`strokeEnd`, `colors`…; see `CAShapeLayer` and `CAGradientLayer`).
    public static var animatableKeyPaths: [String] {
        baseProperties.keys.sorted() + [
            "position.x", "position.y", "anchorPoint.x", "anchorPoint.y", "bounds.origin", "bounds.origin.x",
            "bounds.origin.y", "bounds.size", "bounds.size.width", "bounds.size.height", "transform.scale",
            "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.rotation", "transform.rotation.z",
            "transform.translation", "transform.translation.x", "transform.translation.y", "transform.translation.z",
        ]
    }

    /// The property at `keyPath` of a layer of class `layerClass` (its own properties after
    /// every layer's), or nil when it is not animatable here.
    static func animatableProperty(_ keyPath: String, of layerClass: CALayer.Type) -> AnimatableProperty? {
        let own = (layerClass as? any AnimatablePropertiesProviding.Type)?.ownAnimatableProperties
        func property(_ key: String) -> AnimatableProperty? { baseProperties[key] ?? own?[key] }
        if let base = property(keyPath) { return base }
        guard let dot = keyPath.firstIndex(of: "."), let base = property(String(keyPath[..<dot])) else { return nil }
        let rest = keyPath[keyPath.index(after: dot)...]
        let parts = rest.split(separator: ".").map(String.init)
        return keyPath.hasPrefix("transform.") ? transformPart(parts, of: base) : valuePart(parts, of: base)
    }

    private static let baseProperties: [String: AnimatableProperty] = [
        "bounds": property(get: { .rect($0.bounds) }, set: { if case let .rect(v) = $1 { $0.bounds = v } }),
        "position": property(get: { .point($0.position) }, set: { if case let .point(v) = $1 { $0.position = v } }),
        "anchorPoint": property(get: { .point($0.anchorPoint) }, set: { if case let .point(v) = $1 { $0.anchorPoint = v } }),
        "transform": property(get: { .transform($0.transform) }, set: { if case let .transform(v) = $1 { $0.transform = v } }),
        "zPosition": property(get: { .number(Double($0.zPosition)) }, set: { if case let .number(v) = $1 { $0.zPosition = CGFloat(v) } }),
        "opacity": property(get: { .number(Double($0.opacity)) }, set: { if case let .number(v) = $1 { $0.opacity = Float(v) } }),
        "hidden": property(get: { .flag($0.isHidden) }, set: { if case let .flag(v) = $1 { $0.isHidden = v } }),
        "backgroundColor": property(get: { .color($0.backgroundColor) }, set: { if case let .color(v) = $1 { $0.backgroundColor = v } }),
        "cornerRadius": property(
            get: { .number(Double($0.cornerRadius)) }, set: { if case let .number(v) = $1 { $0.cornerRadius = CGFloat(v) } }),
        "borderWidth": property(
            get: { .number(Double($0.borderWidth)) }, set: { if case let .number(v) = $1 { $0.borderWidth = CGFloat(v) } }),
        "borderColor": property(get: { .color($0.borderColor) }, set: { if case let .color(v) = $1 { $0.borderColor = v } }),
        "sublayerTransform": property(
            get: { .transform($0.sublayerTransform) }, set: { if case let .transform(v) = $1 { $0.sublayerTransform = v } }),
        "shadowColor": property(get: { .color($0.shadowColor) }, set: { if case let .color(v) = $1 { $0.shadowColor = v } }),
        "shadowOpacity": property(
            get: { .number(Double($0.shadowOpacity)) }, set: { if case let .number(v) = $1 { $0.shadowOpacity = Float(v) } }),
        "shadowOffset": property(get: { .size($0.shadowOffset) }, set: { if case let .size(v) = $1 { $0.shadowOffset = v } }),
        "shadowRadius": property(
            get: { .number(Double($0.shadowRadius)) }, set: { if case let .number(v) = $1 { $0.shadowRadius = CGFloat(v) } }),
        "shadowPath": property(get: { .path($0.shadowPath) }, set: { if case let .path(v) = $1 { $0.shadowPath = v } }),
        "contents": property(
            get: { .image($0.contents as? CGImage) },
            set: { layer, value in
                switch value {
                case let .image(image): (layer.contents, layer.contentsFade) = (image, nil)
                case let .imageFade(from, to, progress): (layer.contents, layer.contentsFade) = (to, (from, progress))
                default: break
                }
            }),
        "rasterizationScale": property(
            get: { .number(Double($0.rasterizationScale)) }, set: { if case let .number(v) = $1 { $0.rasterizationScale = CGFloat(v) } }),
    ]

    /// An animatable property from its getter and setter.
    static func property(
        get: @escaping @Sendable (CALayer) -> AnimatedValue, set: @escaping @Sendable (CALayer, AnimatedValue) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(get: get, set: set)
    }

    /// A part of a point, size or rect value (`x`, `y`, `width`, `height`, `origin`, `size`).
    private static func valuePart(_ parts: [String], of base: AnimatableProperty) -> AnimatableProperty? {
        guard let part = parts.first else { return base }
        let inner = AnimatableProperty(
            get: { layer in component(part, of: base.get(layer)) ?? .number(0) },
            set: { layer, value in
                if let updated = replacing(part, in: base.get(layer), with: value) { base.set(layer, updated) }
            })
        guard
            component(part, of: .point(.zero)) != nil || component(part, of: .size(.zero)) != nil
                || component(part, of: .rect(.zero)) != nil
        else { return nil }
        return valuePart(Array(parts.dropFirst()), of: inner)
    }

    private static func component(_ part: String, of value: AnimatedValue) -> AnimatedValue? {
        switch (value, part) {
        case let (.point(p), "x"): return .number(Double(p.x))
        case let (.point(p), "y"): return .number(Double(p.y))
        case let (.size(s), "width"): return .number(Double(s.width))
        case let (.size(s), "height"): return .number(Double(s.height))
        case let (.rect(r), "origin"): return .point(r.origin)
        case let (.rect(r), "size"): return .size(r.size)
        default: return nil
        }
    }

    private static func replacing(_ part: String, in value: AnimatedValue, with new: AnimatedValue) -> AnimatedValue? {
        switch (value, part, new) {
        case let (.point(p), "x", .number(v)): return .point(CGPoint(x: CGFloat(v), y: p.y))
        case let (.point(p), "y", .number(v)): return .point(CGPoint(x: p.x, y: CGFloat(v)))
        case let (.size(s), "width", .number(v)): return .size(CGSize(width: CGFloat(v), height: s.height))
        case let (.size(s), "height", .number(v)): return .size(CGSize(width: s.width, height: CGFloat(v)))
        case let (.rect(r), "origin", .point(o)): return .rect(CGRect(origin: o, size: r.size))
        case let (.rect(r), "size", .size(s)): return .rect(CGRect(origin: r.origin, size: s))
        default: return nil
        }
    }

    /// A part of the transform through its 2D decomposition: `scale` (the mean of x and y),
    /// `scale.x`, `scale.y`, `scale.z` (m33), `rotation` / `rotation.z`, `translation`
    /// (a size, as Core Animation's), `translation.x`, `translation.y`, `translation.z` (m43).
    private static func transformPart(_ parts: [String], of base: AnimatableProperty) -> AnimatableProperty? {
        let name = parts.joined(separator: ".")
        let known = [
            "scale", "scale.x", "scale.y", "scale.z", "rotation", "rotation.z", "translation", "translation.x",
            "translation.y", "translation.z",
        ]
        guard known.contains(name) else { return nil }
        return AnimatableProperty(
            get: { layer in
                guard case let .transform(t) = base.get(layer) else { return .number(0) }
                let parts = t.affine.decomposition
                switch name {
                case "scale": return .number(Double(parts.scaleX + parts.scaleY) / 2)
                case "scale.x": return .number(Double(parts.scaleX))
                case "scale.y": return .number(Double(parts.scaleY))
                case "scale.z": return .number(Double(t.m33))
                case "rotation", "rotation.z": return .number(Double(parts.rotation))
                case "translation": return .size(CGSize(width: parts.translation.x, height: parts.translation.y))
                case "translation.x": return .number(Double(parts.translation.x))
                case "translation.y": return .number(Double(parts.translation.y))
                default: return .number(Double(t.m43))
                }
            },
            set: { layer, value in
                guard case let .transform(t) = base.get(layer) else { return }
                var parts = t.affine.decomposition
                var z = (scale: t.m33, translation: t.m43)
                switch (name, value) {
                case let ("scale", .number(v)): parts.scaleX = CGFloat(v); parts.scaleY = CGFloat(v)
                case let ("scale.x", .number(v)): parts.scaleX = CGFloat(v)
                case let ("scale.y", .number(v)): parts.scaleY = CGFloat(v)
                case let ("scale.z", .number(v)): z.scale = CGFloat(v)
                case let ("rotation", .number(v)), let ("rotation.z", .number(v)): parts.rotation = CGFloat(v)
                case let ("translation", .size(v)): parts.translation = CGPoint(x: v.width, y: v.height)
                case let ("translation.x", .number(v)): parts.translation.x = CGFloat(v)
                case let ("translation.y", .number(v)): parts.translation.y = CGFloat(v)
                case let ("translation.z", .number(v)): z.translation = CGFloat(v)
                default: return
                }
                var result = CATransform3D(CGAffineTransform(parts))
                result.m33 = z.scale
                result.m43 = z.translation
                result.m34 = t.m34
                base.set(layer, .transform(result))
            })
    }
}
