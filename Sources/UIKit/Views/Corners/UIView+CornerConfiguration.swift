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
            let masked = layer.maskedCorners, radius = UICornerRadius.fixed(layer.cornerRadius.isFinite ? Double(layer.cornerRadius) : 0)
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
        let configuration = cornerConfiguration
        if configuration.isCapsule {
            let maximum = configuration.capsuleMaximumRadius.map { $0.isNaN ? limit : max(0, CGFloat($0)) } ?? limit
            let radius = min(limit, maximum)
            return CornerRadii(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
        }
        let container = ContainerCorners(of: self)
        var radii = (0..<4).map { index in
            min(limit, configuration.radii.indices.contains(index) ? resolved(configuration.radii[index], corner: index, in: container) : 0)
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
    private func resolved(_ radius: UICornerRadius?, corner index: Int, in container: ContainerCorners) -> CGFloat {
        switch radius?.kind {
        case nil: return 0
        case .fixed(let value)?: return value.isNaN ? 0 : max(0, CGFloat(value))
        case .containerConcentric(let minimum)?:
            let floor = minimum.map { $0.isNaN ? 0 : max(0, $0) } ?? 0
            guard let corner = container.corners?[index] else { return floor }
            let concentric = corner.radius - max(0, corner.distance)
            return max(concentric.isFinite ? concentric : 0, floor)
        }
    }
}

/// The corners of the container a view's concentric radii follow — the nearest superview with
/// a corner configuration or a layer corner radius [chosen] — found once for all four corners
/// and only when a concentric radius asks.
@MainActor
private final class ContainerCorners {
    private let view: UIView
    /// Each of the container's corners (top-left, top-right, bottom-left, bottom-right): its
    /// radius and the larger gap between it and the view's corner; nil with no container.
    private(set) lazy var corners: [(radius: CGFloat, distance: CGFloat)]? = {
        var candidate = view.superview
        while let container = candidate, container.storedCornerConfiguration == nil, container.layer.cornerRadius <= 0 {
            candidate = container.superview
        }
        guard let container = candidate else { return nil }
        let outer = container.bounds, inner = view.convert(view.bounds, to: container)
        let radii = container.resolvedCornerRadii
        let left = inner.minX - outer.minX, right = outer.maxX - inner.maxX
        let top = inner.minY - outer.minY, bottom = outer.maxY - inner.maxY
        return [
            (radii.topLeft, max(left, top)), (radii.topRight, max(right, top)), (radii.bottomLeft, max(left, bottom)),
            (radii.bottomRight, max(right, bottom)),
        ]
    }()

    init(of view: UIView) { self.view = view }
}
