extension CALayer {
    /// A new layer of `layerClass`, as UIKit makes a view's layer (`UIView.layerClass`).
    ///
    /// Deliberate difference: Swift on Linux can make an instance of a class from its
    /// metatype only through a `required` initializer, and `CALayer.init()` is not required
    /// (a subclass that overrides it would no longer compile). Core Animation's own classes
    /// are made exactly; a subclass of them declared elsewhere is made as the nearest of
    /// them, and `mismatch` tells the caller which class it asked for.
    /// - Returns: the layer, and the class asked for when it could not be made exactly.
    package static func makeLayer(ofClass layerClass: AnyClass) -> (layer: CALayer, mismatch: AnyClass?) {
        guard let type = layerClass as? CALayer.Type else { return (CALayer(), layerClass) }
        let layer = type.makeInstance()
        return (layer, ObjectIdentifier(Swift.type(of: layer)) == ObjectIdentifier(type) ? nil : layerClass)
    }
}
