import CollectionLayout
import Foundation

// Shapes, paints, strokes and images as SVG markup.
extension SVGWriter {
    /// `fill="#RRGGBB" fill-opacity="a"` for a colour; `fill="url(#gradient-N)"` for a
    /// gradient and `fill="url(#pattern-N)"` for a tiled image, defined in `<defs>` in user
    /// space.
    func paint(_ attribute: String, _ paint: Paint) -> String {
        switch paint {
        case .color(let color):
            var opaque = color
            opaque.alpha = 1
            var text = "\(attribute)=\"\(opaque.hexString)\""
            let alpha = min(max(color.alpha, 0), 1)
            if alpha < 1 { text += " \(attribute)-opacity=\"\(SVGNumber.format(alpha))\"" }
            return text
        case .gradient(let gradient):
            return "\(attribute)=\"url(#\(define(gradient)))\""
        case .pattern(let tiles):
            // An unreadable tile paints nothing, as the Cairo backend does.
            guard let id = define(tiles) else { return "\(attribute)=\"none\"" }
            let alpha = min(max(tiles.alpha, 0), 1)
            return "\(attribute)=\"url(#\(id))\"" + (alpha < 1 ? " \(attribute)-opacity=\"\(SVGNumber.format(alpha))\"" : "")
        }
    }

    /// Defines a `<pattern>` of one tile-sized `<image>` in user space and returns its id; nil
    /// when the tile cannot be read or has no area.
    private func define(_ tiles: ImagePattern) -> String? {
        let size = tiles.tileSize
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
            let (bytes, _) = try? pngBytes(of: tiles.image)
        else { return nil }
        let id = nextID("pattern")
        let f = SVGNumber.format as (CGFloat) -> String
        let transform = tiles.transform.isIdentity ? "" : " patternTransform=\"\(Self.matrix(tiles.transform))\""
        definitions.append(
            "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" width=\"\(f(size.width))\" height=\"\(f(size.height))\"\(transform)>"
                + imageElement(bytes, in: CGRect(origin: .zero, size: size), aspect: "none") + "</pattern>")
        return id
    }

    /// Defines a linear or radial gradient and returns its id. Stops outside 0…1 are not
    /// written; an end that does not extend gets a transparent stop just past it.
    private func define(_ gradient: Gradient) -> String {
        let id = nextID("gradient")
        let f = SVGNumber.format as (CGFloat) -> String
        var stops = gradient.stops.map { stop -> String in
            var opaque = stop.color
            opaque.alpha = 1
            var text = "<stop offset=\"\(SVGNumber.format(stop.location))\" stop-color=\"\(opaque.hexString)\""
            let alpha = min(max(stop.color.alpha, 0), 1)
            if alpha < 1 { text += " stop-opacity=\"\(SVGNumber.format(alpha))\"" }
            return text + "/>"
        }
        if !gradient.extendsBeforeStart { stops.insert("<stop offset=\"0\" stop-color=\"#000000\" stop-opacity=\"0\"/>", at: 0) }
        if !gradient.extendsAfterEnd { stops.append("<stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0\"/>") }
        let transform = gradient.transform.isIdentity ? "" : " gradientTransform=\"\(Self.matrix(gradient.transform))\""
        let head: String
        switch gradient.kind {
        case let .linear(start, end):
            head =
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(start.x))\" y1=\"\(f(start.y))\""
                + " x2=\"\(f(end.x))\" y2=\"\(f(end.y))\"\(transform)>"
            definitions.append(head + stops.joined() + "</linearGradient>")
        case let .radial(startCenter, startRadius, endCenter, endRadius):
            head =
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(endCenter.x))\" cy=\"\(f(endCenter.y))\""
                + " r=\"\(f(endRadius))\" fx=\"\(f(startCenter.x))\" fy=\"\(f(startCenter.y))\""
                + (startRadius > 0 ? " fr=\"\(f(startRadius))\"" : "") + "\(transform)>"
            definitions.append(head + stops.joined() + "</radialGradient>")
        case .conic:
            // Never referenced: conic fills are drawn as wedges (fillConic).
            break
        }
        return id
    }

    /// A conic gradient, which SVG has no element for: the shape's clip filled with 360
    /// one-degree wedges, each the gradient's colour at its middle angle, drawn without
    /// anti-aliasing (`crispEdges`: neighbouring wedges would otherwise let what is beneath
    /// show through their shared edges; the clip's edge stays smooth).
    func fillConic(_ path: Path, _ gradient: Gradient, rule: FillRule) {
        guard case let .conic(center, angle) = gradient.kind else { return }
        let box = path.controlPointBounds.applying(gradient.transform.inverted())
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
        let corners = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY),
            CGPoint(x: box.maxX, y: box.maxY),
        ]
        let reach = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) * 1.01 + 1
        withSavedState {
            clip(to: path, rule: rule)
            concatenate(gradient.transform)
            let steps = 360
            for step in 0..<steps {
                let a0 = angle + 2 * .pi * CGFloat(step) / CGFloat(steps)
                let a1 = angle + 2 * .pi * CGFloat(step + 1) / CGFloat(steps)
                let wedge: [CGPoint] = [
                    center, CGPoint(x: center.x + reach * cos(a0), y: center.y + reach * sin(a0)),
                    CGPoint(x: center.x + reach * cos(a1), y: center.y + reach * sin(a1)),
                ]
                let color = gradient.color(at: (Double(step) + 0.5) / Double(steps))
                append(shape(.polygon(wedge), attributes: paint("fill", .color(color)) + " shape-rendering=\"crispEdges\""))
            }
        }
    }

    /// ` stroke-width="w"` and the caps, joins, miter limit and dashes that differ from
    /// SVG's defaults (SVG's miter limit is 4, Core Graphics' 10, so it is always written
    /// for miter joins).
    func strokeAttributes(_ style: StrokeStyle) -> String {
        var text = " stroke-width=\"\(SVGNumber.format(style.lineWidth))\""
        if style.lineCap != .butt { text += " stroke-linecap=\"\(style.lineCap.rawValue)\"" }
        if style.lineJoin != .miter {
            text += " stroke-linejoin=\"\(style.lineJoin.rawValue)\""
        } else {
            text += " stroke-miterlimit=\"\(SVGNumber.format(max(1, style.miterLimit)))\""
        }
        if style.isDashed {
            text += " stroke-dasharray=\"\(style.dashPattern.map { SVGNumber.format($0) }.joined(separator: " "))\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGNumber.format(style.dashPhase))\"" }
        }
        return text
    }

    /// The shape element of a path: `<rect>` (with `rx`), `<ellipse>`, `<polygon>` or
    /// `<path d>`, with `attributes` appended.
    func shape(_ path: Path, attributes: String) -> String {
        let f = SVGNumber.format as (CGFloat) -> String
        let suffix = attributes.isEmpty ? "/>" : " " + attributes + "/>"
        switch path {
        case .rect(let r):
            let r = r.standardized
            return "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\"" + suffix
        case let .roundedRect(r, radius):
            let r = r.standardized
            let clamped = max(0, min(radius, min(r.width, r.height) / 2))
            let corner = clamped > 0 ? " rx=\"\(f(clamped))\"" : ""
            return "<rect x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\"\(corner)" + suffix
        case .ellipse(let r):
            let r = r.standardized
            return "<ellipse cx=\"\(f(r.midX))\" cy=\"\(f(r.midY))\" rx=\"\(f(r.width / 2))\" ry=\"\(f(r.height / 2))\"" + suffix
        case .polygon(let points):
            let list = points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
            return "<polygon points=\"\(list)\"" + suffix
        case .bezier(let elements):
            return "<path d=\"\(Self.pathData(elements))\"" + suffix
        }
    }

    /// SVG path data: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`.
    static func pathData(_ elements: [PathElement]) -> String {
        let f = SVGNumber.format as (CGFloat) -> String
        func p(_ point: CGPoint) -> String { "\(f(point.x)) \(f(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let to): return "M" + p(to)
            case .line(let to): return "L" + p(to)
            case let .quadCurve(to, c): return "Q" + p(c) + " " + p(to)
            case let .curve(to, c1, c2): return "C" + p(c1) + " " + p(c2) + " " + p(to)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    /// The PNG bytes of an image and its pixel size: a file's bytes as they are, a bitmap
    /// through ``encodeBitmap``.
    /// - Throws: ``SVGWriterError/unreadableImage(path:reason:)``.
    func pngBytes(of image: ImageSource) throws -> (Data, CGSize) {
        if let bitmap = image.bitmap {
            guard let encode = encodeBitmap, let bytes = encode(bitmap) else {
                throw SVGWriterError.unreadableImage(path: "(an image in memory)", reason: "no PNG encoder was given to the SVG writer")
            }
            return (bytes, CGSize(width: bitmap.width, height: bitmap.height))
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: image.path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: image.path) ? "cannot read the file" : "no such file"
            throw SVGWriterError.unreadableImage(path: image.path, reason: reason)
        }
        guard let pixelSize = ImageSource.pngPixelSize(header: bytes.prefix(24)) else {
            throw SVGWriterError.unreadableImage(path: image.path, reason: "not a PNG file")
        }
        return (bytes, pixelSize)
    }

    func imageElement(_ png: Data, in rect: CGRect, aspect: String) -> String {
        let f = SVGNumber.format as (CGFloat) -> String
        return "<image x=\"\(f(rect.minX))\" y=\"\(f(rect.minY))\" width=\"\(f(rect.width))\" height=\"\(f(rect.height))\""
            + " preserveAspectRatio=\"\(aspect)\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>"
    }
}
