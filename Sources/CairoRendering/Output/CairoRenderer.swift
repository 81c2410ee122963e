import CCairo
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec

/// Renders display lists with Cairo: to an image surface, PNG bytes (PNGCodec's encoder,
/// ``encoder``), PDF bytes, or — through the semantic SVG writer — SVG text with 3D content
/// rasterised by Cairo. Holds the fonts; make one per thread.
public final class CairoRenderer {
    /// The private font configuration.
    public let fonts: FontSystem
    /// The Pango text engine (also the SVG writer's line breaker, so both agree).
    public let text: PangoTextEngine
    /// The PNG encoder (`PNGEncoder.Method.fast` unless set).
    public var encoder = PNGEncoder()

    /// A renderer with the pinned fonts.
    /// - Throws: ``RenderError/fontsMissing(_:)``.
    public init() throws {
        fonts = try FontSystem()
        text = PangoTextEngine(fonts: fonts)
    }

    /// Draws `list` into a new image surface of its viewport at its scale.
    /// - Throws: ``RenderError`` for an impossible size, an unreadable image or a Cairo
    ///   failure.
    public func renderImage(_ list: DisplayList) throws -> CairoSurface {
        let (width, height) = try CairoSurface.pixelSize(for: list.viewport.size, scale: list.viewport.scale)
        let surface = try CairoSurface(pixelWidth: width, pixelHeight: height)
        let backend = try CairoBackend(surface: surface.pointer, scale: list.viewport.scale, text: text)
        try list.draw(on: backend)
        try backend.finish()
        try surface.check("draw")
        return surface
    }

    /// PNG bytes of `list`.
    public func renderPNG(_ list: DisplayList) throws -> Data {
        let surface = try renderImage(list)
        return try encodePNG(surface)
    }

    /// Encodes a surface with ``encoder``; the `Data` owns the file's memory (no copy).
    /// - Throws: `PNGError` when the encoder cannot compress.
    public func encodePNG(_ surface: CairoSurface) throws -> Data {
        try surface.withPixels { pixels in
            try encoder.encode(
                premultipliedARGB32: pixels, width: surface.pixelWidth, height: surface.pixelHeight, bytesPerRow: surface.bytesPerRow)
        }
    }

    /// PDF bytes of `list`: one page the viewport's size in points, vector shapes and text.
    public func renderPDF(_ list: DisplayList) throws -> Data {
        try renderPDF(size: list.viewport.size) { try list.draw(on: $0) }
    }

    /// SVG text of `list`: our deterministic semantic writer, lines broken where Pango
    /// breaks them, 3D content embedded as a PNG rasterised by Cairo at the list's scale.
    /// - Throws: ``RenderError/image(path:reason:origin:)`` for an image that cannot be
    ///   decoded, with the same cause as PNG and PDF output (the SVG embeds image files as
    ///   they are, so each is decoded first rather than embedded broken).
    public func renderSVG(_ list: DisplayList) throws -> String {
        try Self.checkImages(in: list)
        let scale = max(1, list.viewport.scale)
        return try list.svgDocument(textLayout: text) { [self] homography, contentBounds, drawContent in
            rasterizeProjection(homography: homography, contentBounds: contentBounds, scale: scale, drawContent: drawContent)
        }
    }

    /// The projected content as a PNG covering its bounding box in user space.
    private func rasterizeProjection(
        homography: Homography, contentBounds: CGRect, scale: CGFloat, drawContent: (RenderBackend) throws -> Void
    ) -> ProjectedRaster? {
        let corners = [
            CGPoint(x: contentBounds.minX, y: contentBounds.minY), CGPoint(x: contentBounds.maxX, y: contentBounds.minY),
            CGPoint(x: contentBounds.maxX, y: contentBounds.maxY), CGPoint(x: contentBounds.minX, y: contentBounds.maxY),
        ]
        let projected = corners.compactMap { homography.apply(to: $0) }
        guard projected.count == corners.count else { return nil }
        let projectedBox = CGRect.boundingBox(of: projected)
        guard projectedBox.hasFiniteValues else { return nil }
        let box = projectedBox.integral
        guard let (width, height) = try? CairoSurface.pixelSize(for: box.size, scale: scale),
            let surface = try? CairoSurface(pixelWidth: width, pixelHeight: height),
            let backend = try? CairoBackend(surface: surface.pointer, scale: scale, text: text)
        else { return nil }
        backend.concatenate(Transform2D(translationX: -box.minX, y: -box.minY))
        do {
            try backend.withProjection(homography, contentBounds: contentBounds) { try drawContent(backend) }
            try backend.finish()
        } catch {
            return nil
        }
        guard let png = try? encodePNG(surface) else { return nil }
        return ProjectedRaster(png: png, rect: box)
    }
}

extension CairoSurface {
    /// The surface encoded by Cairo's own `cairo_surface_write_to_png_stream` (libpng at its
    /// default settings). Only the benchmarks use it, as the baseline the fast encoder is
    /// measured against.
    package func cairoPNGData() -> Data {
        let sink = PNGStreamSink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        _ = cairo_surface_write_to_png_stream(
            pointer,
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGStreamSink>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, box.toOpaque())
        return sink.data
    }
}

/// Collects a PNG stream's bytes.
private final class PNGStreamSink {
    var data = Data()
}

extension CairoRenderer {
    /// Decodes every image a drawn element of `list` shows, once per file.
    fileprivate static func checkImages(in list: DisplayList) throws {
        var checked: Set<String> = []
        for element in list.elements where !element.attributes.isHidden && element.attributes.alpha > 0 {
            for image in [element.content.image, element.selectedBackground?.image].compactMap({ $0 }) where !checked.contains(image.path) {
                _ = try CairoSurface(png: image)
                checked.insert(image.path)
            }
        }
    }
}
