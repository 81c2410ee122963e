import CollectionLayout
import Foundation

// Shadows, masks and projections: drawing through SVG filters, masks and embedded rasters.
extension SVGWriter {
    /// The casting drawing under a `<filter id="shadow-N">`: its alpha blurred with
    /// σ = the shadow radius (`feGaussianBlur`; none at radius 0), moved by the offset
    /// (`feOffset`) and filled with the shadow colour (`feFlood`, `feComposite`). The
    /// filter region is the drawing's bounds moved and grown by three σ.
    public func drawShadow(_ shadow: Shadow, of operations: [DrawingOperation], bounds: CGRect) throws {
        if let forwardTarget { return try forwardTarget.drawShadow(shadow, of: operations, bounds: bounds) }
        let radius = shadow.radius.nonNegativeFinite
        guard shadow.isVisible, shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return }
        let f = SVGNumber.format as (CGFloat) -> String
        let id = nextID("shadow")
        let region = shadow.extent(of: bounds)
        var color = shadow.color
        color.alpha = 1
        let opacity = min(max(shadow.effectiveColor.alpha, 0), 1)
        var filter = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(f(region.minX))\" y=\"\(f(region.minY))\""
        filter += " width=\"\(f(region.width))\" height=\"\(f(region.height))\">"
        filter += radius > 0 ? "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(f(radius))\"/>" : ""
        filter +=
            "<feOffset\(radius > 0 ? "" : " in=\"SourceAlpha\"") dx=\"\(f(shadow.offset.width))\" dy=\"\(f(shadow.offset.height))\" result=\"cast\"/>"
        filter += "<feFlood flood-color=\"\(color.hexString)\" flood-opacity=\"\(SVGNumber.format(opacity))\"/>"
        filter += "<feComposite in2=\"cast\" operator=\"in\"/></filter>"
        definitions.append(filter)
        try drawFiltered(by: id) { try draw(operations) }
    }

    /// `body` in a group under a `<filter id="backdrop-N">`: `feGaussianBlur` with
    /// σ = the radius, then the saturation as an `feColorMatrix` (the same matrix as the
    /// raster backend's), in sRGB as the raster backend blurs. The filter region is `bounds`
    /// grown by three σ, so what lies near the shape blurs in.
    public func withBackdropFilter(_ filter: BackdropFilter, bounds: CGRect, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withBackdropFilter(filter, bounds: bounds, body) }
        guard filter.radius.isFinite, filter.saturation.isFinite else { return }
        let radius = max(0, filter.radius)
        let f = SVGNumber.format as (CGFloat) -> String
        let id = nextID("backdrop")
        let region = bounds.insetBy(dx: -3 * radius, dy: -3 * radius)
        let m = filter.saturationMatrix
        let values = (m.map { row in row.map { SVGNumber.format($0) } + ["0", "0"] } + [["0", "0", "0", "1", "0"]])
            .flatMap { $0 }.joined(separator: " ")
        var definition = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\""
        definition += " x=\"\(f(region.minX))\" y=\"\(f(region.minY))\" width=\"\(f(region.width))\" height=\"\(f(region.height))\">"
        definition += radius > 0 ? "<feGaussianBlur stdDeviation=\"\(f(radius))\"/>" : ""
        definition += "<feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>"
        definitions.append(definition)
        try drawFiltered(by: id, body)
    }

    /// `body` in a group drawn through the filter `id`.
    private func drawFiltered(by id: String, _ body: () throws -> Void) rethrows {
        let group = SVGNode()
        group.filterID = id
        try scoped {
            push(group)
            try body()
        }
    }

    /// A `<mask id="mask-N">` holding the mask's drawing made white with its own alpha (a
    /// colour matrix filter), so that the mask works by alpha; `body` in a group masked by it.
    public func withMask(bounds: CGRect, mask: () throws -> Void, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withMask(bounds: bounds, mask: mask, body) }
        let f = SVGNumber.format as (CGFloat) -> String
        let id = nextID("mask")
        let white = id + "-alpha"
        let content = try detached(mask)
        definitions.append(
            "<filter id=\"\(white)\"><feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>")
        definitions.append(
            "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"\(f(bounds.minX))\" y=\"\(f(bounds.minY))\""
                + " width=\"\(f(bounds.width))\" height=\"\(f(bounds.height))\"><g filter=\"url(#\(white))\">\(content)</g></mask>")
        let group = SVGNode()
        group.maskID = id
        try scoped {
            push(group)
            try body()
        }
    }

    /// The rasterizer's PNG as an `<image>`, or `body` under the affine approximation (see
    /// the type's documentation).
    public func withProjection(_ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void) rethrows {
        if let forwardTarget { return try forwardTarget.withProjection(homography, contentBounds: contentBounds, body) }
        if let rasterize = rasterizeProjection {
            let raster = rasterize(homography, contentBounds) { target in
                forwardTarget = target
                defer { forwardTarget = nil }
                try body()
            }
            if let raster {
                append(imageElement(raster.png, in: raster.rect, aspect: "none"))
                return
            }
        }
        guard let approximation = homography.affineApproximation(over: contentBounds) else {
            notes.append("perspective content behind the eye was not drawn")
            return
        }
        notes.append("perspective content drawn with an affine approximation (no rasterizer)")
        let group = SVGNode()
        group.transform = approximation
        group.note = "affine-approximation"
        try scoped {
            push(group)
            try body()
        }
    }
}
