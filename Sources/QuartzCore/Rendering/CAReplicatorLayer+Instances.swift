import CollectionLayout
import CollectionRendering

extension CAReplicatorLayer {
    /// The sublayers drawn `instanceCount` times (at most ``maximumDrawnInstances``), in
    /// this layer's bounds, with the replication `shown` (the layer's presentation) gives
    /// (docs/REFERENCE.md §22.19).
    ///
    /// Instance k is one flattened group: the sublayers as `renderedSublayers(inBounds:)`
    /// gives them while their time runs k × `instanceDelay` behind, under `instanceTransform`
    /// applied k times about the centre of the bounds, with its `InstanceColor`. The
    /// instances are drawn in order, instance 0 at the back. One instance with an unchanged
    /// colour is the sublayers themselves, as a plain layer draws them.
    /// - Complexity: O(instances × sublayer tree) with a non-zero delay, else one rendering
    ///   of the tree and O(instances) copies.
    func replicatedSublayers(shown: CAReplicatorLayer) -> [ContentLayer] {
        let bounds = shown.bounds
        let count = min(max(shown.instanceCount, 0), Self.maximumDrawnInstances)
        guard count > 0 else { return [] }
        let base = shown.instanceColor?.renderColor ?? .white
        let offsets = Color(
            red: Double(shown.instanceRedOffset), green: Double(shown.instanceGreenOffset),
            blue: Double(shown.instanceBlueOffset), alpha: Double(shown.instanceAlphaOffset))
        let first = InstanceColor(base: base, offsets: offsets, index: 0)
        if count == 1, first.keepsColors, first.alpha == 1 { return renderedSublayers(inBounds: bounds) }
        let delay = shown.instanceDelay.isFinite ? shown.instanceDelay : 0
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        var sublayers = renderedSublayers(inBounds: bounds)
        var transform = Transform3D.identity
        var result: [ContentLayer] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 {
                transform = transform.concatenating(shown.instanceTransform)
                if delay != 0 { sublayers = renderedSublayers(inBounds: bounds, timeShift: Double(index) * delay) }
            }
            let color = InstanceColor(base: base, offsets: offsets, index: index)
            guard color.alpha > 0 else { continue }
            let drawn = color.keepsColors ? sublayers : sublayers.map(color.applied(to:))
            result.append(
                ContentLayer(
                    position: center, size: bounds.size, transform: transform, alpha: CGFloat(color.alpha),
                    content: ElementContent(label: .none, sublayers: drawn)))
        }
        return result
    }

    /// The sublayers as `renderedSublayers(inBounds:)` gives them while their time
    /// runs `shift` seconds behind this layer's.
    private func renderedSublayers(inBounds bounds: CGRect, timeShift shift: Double) -> [ContentLayer] {
        sublayerTimeShift = shift
        defer { sublayerTimeShift = 0 }
        return renderedSublayers(inBounds: bounds)
    }
}
