import CollectionRendering
import Foundation

extension UIView {
    /// How the view's corners are rounded (`cornerConfiguration`, iOS 26). Until one is set,
    /// the layer's `cornerRadius` on its `maskedCorners`; once set, the view is drawn, clipped
    /// and bordered with the radii it resolves to (docs/REFERENCE.md §22.17), whatever the
    /// layer's `cornerRadius` says.
    public var cornerConfiguration: UICornerConfiguration {
        get {
            if let storedCornerConfiguration { return storedCornerConfiguration }
            let masked = layer.maskedCorners, radius = UICornerRadius.fixed(Double(layer.cornerRadius))
            return .corners(
                topLeftRadius: masked.contains(.layerMinXMinYCorner) ? radius : nil,
                topRightRadius: masked.contains(.layerMaxXMinYCorner) ? radius : nil,
                bottomLeftRadius: masked.contains(.layerMinXMaxYCorner) ? radius : nil,
                bottomRightRadius: masked.contains(.layerMaxXMaxYCorner) ? radius : nil)
        }
        set { storedCornerConfiguration = newValue }
    }

    /// The radius `corner` is drawn with now, from the corner configuration and the view's
    /// size and place in its container; for several corners, the largest
    /// (`effectiveRadius(corner:)`).
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let radii = resolvedCornerRadii
        let pairs: [(UIRectCorner, CGFloat)] = [
            (.topLeft, radii.topLeft), (.topRight, radii.topRight), (.bottomLeft, radii.bottomLeft), (.bottomRight, radii.bottomRight),
        ]
        return pairs.filter { corner.contains($0.0) }.map(\.1).max() ?? 0
    }

    /// The radius of each corner: the configuration's resolved (each at most half the shorter
    /// side, corners made uniform taking the largest of them), or the layer's corner radius
    /// on its masked corners.
    var resolvedCornerRadii: CornerRadii {
        let limit = max(0, min(bounds.width, bounds.height) / 2)
        guard let configuration = storedCornerConfiguration else {
            let masked = layer.maskedCorners, radius = min(layer.cornerRadius.isFinite ? max(0, layer.cornerRadius) : 0, limit)
            func at(_ corner: CACornerMask) -> CGFloat { masked.contains(corner) ? radius : 0 }
            return CornerRadii(
                topLeft: at(.layerMinXMinYCorner), topRight: at(.layerMaxXMinYCorner), bottomLeft: at(.layerMinXMaxYCorner),
                bottomRight: at(.layerMaxXMaxYCorner))
        }
        if configuration.isCapsule {
            let maximum = configuration.capsuleMaximumRadius.map { $0.isNaN ? limit : max(0, CGFloat($0)) } ?? limit
            let radius = min(limit, maximum)
            return CornerRadii(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
        }
        var radii = (0..<4).map { index in
            min(limit, configuration.radii.indices.contains(index) ? resolved(configuration.radii[index], corner: index) : 0)
        }
        for group in configuration.uniformGroups {
            let largest = group.map { radii[$0] }.max() ?? 0
            for index in group { radii[index] = largest }
        }
        return CornerRadii(topLeft: radii[0], topRight: radii[1], bottomLeft: radii[2], bottomRight: radii[3])
    }

    /// What `radius` resolves to at corner `index` (top-left, top-right, bottom-left,
    /// bottom-right): a fixed radius itself, a concentric one the container's radius at that
    /// corner less the larger of the two distances between the corners, at least its minimum.
    private func resolved(_ radius: UICornerRadius?, corner index: Int) -> CGFloat {
        switch radius?.kind {
        case nil: return 0
        case .fixed(let value)?: return value.isNaN ? 0 : max(0, CGFloat(value))
        case .containerConcentric(let minimum)?:
            let floor = minimum.map { $0.isNaN ? 0 : max(0, $0) } ?? 0
            guard let container = cornerContainer else { return floor }
            let outer = container.bounds, inner = convert(bounds, to: container)
            let gaps: [(CGFloat, CGFloat)] = [
                (inner.minX - outer.minX, inner.minY - outer.minY), (outer.maxX - inner.maxX, inner.minY - outer.minY),
                (inner.minX - outer.minX, outer.maxY - inner.maxY), (outer.maxX - inner.maxX, outer.maxY - inner.maxY),
            ]
            let containerRadii = container.resolvedCornerRadii
            let outerRadius = [containerRadii.topLeft, containerRadii.topRight, containerRadii.bottomLeft, containerRadii.bottomRight][
                index]
            let distance = max(0, gaps[index].0, gaps[index].1)
            let concentric = outerRadius - distance
            return max(concentric.isFinite ? concentric : 0, floor)
        }
    }

    /// The view whose corners a concentric radius follows: the nearest superview with a
    /// corner configuration or a layer corner radius [chosen].
    private var cornerContainer: UIView? {
        var view = superview
        while let candidate = view {
            if candidate.storedCornerConfiguration != nil || candidate.layer.cornerRadius > 0 { return candidate }
            view = candidate.superview
        }
        return nil
    }
}
