import CoreGraphics

// Key-value observing of a layer's properties (docs/REFERENCE.md §22.15). Core Animation's
// layers notify observers of their properties on iOS; here each animatable property's change
// (`didChangeAnimatableValue(_:from:)`) tells the observations of the layer.
extension CALayer {
    /// How an observation of `key` reads a layer of class `layerClass`, or nil when the layer
    /// does not notify of it: its animatable key paths (``animatableKeyPaths``, parts after a
    /// dot included) and `frame`, read as the property's Swift type (an `opacity` a `Float`, a
    /// colour a `CGColor` or nil).
    package static func observedValueReader(forKey key: String, of layerClass: CALayer.Type) -> ((AnyObject) -> Any?)? {
        func read(_ body: @escaping (CALayer) -> Any?) -> (AnyObject) -> Any? { { ($0 as? CALayer).flatMap(body) } }
        switch key {
        case "frame": return read(\.frame)
        case "opacity": return read(\.opacity)
        case "shadowOpacity": return read(\.shadowOpacity)
        case "backgroundColor": return read(\.backgroundColor)
        case "borderColor": return read(\.borderColor)
        case "shadowColor": return read(\.shadowColor)
        case "contents": return read(\.contents)
        default:
            guard let property = animatableProperty(key, of: layerClass) else { return nil }
            return read { layer in
                let value = property.get(layer)
                if case let .color(color) = value { return color }
                return value.any
            }
        }
    }
}
