import CCairo
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import ReelIO

/// Drawing with a ``CairoBackend`` directly, without a display list: for tests, custom
/// drawings and other front ends. Each call makes its own surface and backend, draws with
/// `body`, checks Cairo's status and hands back the result.
extension CairoRenderer {
    /// Draws `body` on a new image surface of `size` points at `scale` pixels per point.
    ///
    /// The backend's user space is points (the scale is applied once, at the start), so
    /// `body` draws the same at every scale. The surface starts transparent, or filled with
    /// `background` when given.
    /// - Parameters:
    ///   - size: the drawing's size in points (the viewport).
    ///   - scale: pixels per point (a screen's `scale`).
    ///   - background: an opaque or translucent colour painted before `body`, or nil.
    ///   - body: the drawing; what it throws is rethrown.
    /// - Returns: the surface (premultiplied native-endian ARGB32; ``CairoSurface/rgbaImage()``
    ///   turns it into straight RGBA bytes).
    /// - Throws: ``RenderError/surfaceTooLarge(width:height:scale:)`` when `size × scale`
    ///   is empty, not finite or beyond Cairo's 32,767 pixels per side (checked before any
    ///   allocation); ``RenderError`` for a failed Cairo call or an unreadable image.
    public func renderImage(
        size: CGSize, scale: CGFloat = 1, background: Color? = nil, _ body: (CairoBackend) throws -> Void
    ) throws -> CairoSurface {
        let (width, height) = try CairoSurface.pixelSize(for: size, scale: scale)
        let surface = try CairoSurface(pixelWidth: width, pixelHeight: height)
        let backend = try CairoBackend(surface: surface.pointer, scale: scale, text: text)
        if let background {
            backend.fill(.rect(CGRect(origin: .zero, size: size)), with: background)
        }
        try body(backend)
        try backend.finish()
        try surface.check("draw")
        return surface
    }

    /// Draws `list` into `surface`, replacing everything on it: for frame loops (animation
    /// frames, benchmarks), which then reuse one surface instead of allocating and
    /// page-faulting a new one per frame (about 8 MB at 1920 × 1080).
    /// - Throws: ``RenderError/surfaceSizeMismatch(width:height:surfaceWidth:surfaceHeight:)``
    ///   when the list's viewport × scale is not the surface's pixel size; otherwise as
    ///   ``renderImage(_:)``.
    public func render(_ list: DisplayList, into surface: CairoSurface) throws {
        let (width, height) = try CairoSurface.pixelSize(for: list.viewport.size, scale: list.viewport.scale)
        guard width == surface.pixelWidth, height == surface.pixelHeight else {
            throw RenderError.surfaceSizeMismatch(
                width: width, height: height, surfaceWidth: surface.pixelWidth, surfaceHeight: surface.pixelHeight)
        }
        let backend = try CairoBackend(surface: surface.pointer, scale: list.viewport.scale, text: text, shadows: shadowCache)
        let cr = backend.current
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_restore(cr)
        try list.draw(on: backend)
        try backend.finish()
        try surface.check("draw")
    }

    /// Draws `body` as a one-page PDF of `size` points (vector shapes and text; 3D content
    /// is rasterised at one pixel per point) and returns the file's bytes.
    /// - Throws: ``RenderError/surfaceTooLarge(width:height:scale:)`` for a page outside
    ///   1…14,400 points per side (the PDF format's limit); ``RenderError`` for a failed
    ///   Cairo call; whatever `body` throws.
    public func renderPDF(size: CGSize, _ body: (CairoBackend) throws -> Void) throws -> Data {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= 14_400, size.height <= 14_400
        else {
            throw RenderError.surfaceTooLarge(width: Double(size.width), height: Double(size.height), scale: 1)
        }
        let sink = PDFBytes()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<PDFBytes>.fromOpaque(closure).takeUnretainedValue().data.append(data, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, box.toOpaque(), Double(size.width), Double(size.height))
        else {
            throw RenderError.cairo(operation: "create a PDF surface", status: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "create a PDF surface", status: String(cString: cairo_status_to_string(status)))
        }
        do {
            // The backend (and its context) must go before the surface is finished.
            let backend = try CairoBackend(surface: surface, scale: 1, text: text)
            try body(backend)
            try backend.finish()
        }
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        guard finished == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(operation: "write the PDF", status: String(cString: cairo_status_to_string(finished)))
        }
        return sink.data
    }

    /// Draws `body` as a one-page PDF of `size` points and writes it to `path` atomically
    /// (a temporary file in the same folder, renamed over `path`): on any error nothing is
    /// written and an existing file is left as it was.
    /// - Throws: as ``renderPDF(size:_:)``, and `AtomicFile.WriteError` ("cannot write
    ///   PATH: reason") when the file cannot be written.
    public func writePDF(size: CGSize, to path: String, _ body: (CairoBackend) throws -> Void) throws {
        let data = try renderPDF(size: size, body)
        try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    }
}

extension CairoSurface {
    /// The pixels as straight (non-premultiplied) 8-bit RGBA, rows top to bottom without
    /// padding — the form PNG files and image comparison use.
    ///
    /// Cairo stores premultiplied ARGB32 in native byte order (B, G, R, A in memory on
    /// little-endian machines); colour channels are divided by alpha with rounding, so a
    /// translucent pixel may differ from the colour drawn by up to 1/alpha in 255ths.
    /// - Complexity: O(width × height).
    public func rgbaImage() -> RGBAImage {
        let width = pixelWidth, height = pixelHeight, stride = bytesPerRow, count = width * height * 4
        let bytes = withPixels { source in
            guard source.count >= stride * height else { return [UInt8](repeating: 0, count: count) }
            // Each pixel written once as a whole word (R, G, B, A in memory), with no zero-fill first.
            return [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                let target = UnsafeMutableRawBufferPointer(target)
                for y in 0..<height {
                    for x in 0..<width {
                        let word = source.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                        let a = word >> 24
                        var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                        if a == 0 {
                            (r, g, b) = (0, 0, 0)
                        } else if a < 255 {
                            (r, g, b) = (min(255, (r * 255 + a / 2) / a), min(255, (g * 255 + a / 2) / a), min(255, (b * 255 + a / 2) / a))
                        }
                        let rgba = r | g << 8 | b << 16 | a << 24
                        target.storeBytes(of: rgba.littleEndian, toByteOffset: (y * width + x) * 4, as: UInt32.self)
                    }
                }
                initialized = count
            }
        }
        return (try? RGBAImage(width: width, height: height, pixels: bytes)) ?? RGBAImage(width: 0, height: 0)
    }
}

/// Collects a PDF stream's bytes.
private final class PDFBytes {
    var data = Data()
}
