import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

// Blur effects: what lies beneath, drawn offscreen, blurred and saturated, then painted back
// (docs/REFERENCE.md §22.8). On a PDF surface the result is an embedded image.
extension CairoBackend {
    /// Draws `body` into an ARGB image of the device pixels of `bounds` in the clip, grown by
    /// the blur's reach (three σ, σ = radius × device scale, capped at 512 pixels), blurs it
    /// with three box blurs approximating the Gaussian, applies the saturation matrix to each
    /// pixel and paints the image back in device space (the current clip applies). Non-finite
    /// values or an empty region draw nothing.
    public func withBackdropFilter(_ filter: BackdropFilter, bounds: CGRect, _ body: () throws -> Void) rethrows {
        let cr = current
        guard filter.radius.isFinite, filter.saturation.isFinite, bounds.hasFiniteValues else { return }
        let sigma = min(512, max(0, Double(filter.radius) * deviceScale))
        let reach = CGFloat((3 * sigma).rounded(.up) + 2)
        let shown = deviceBounds(of: bounds).intersection(deviceClipBounds())
        guard !shown.isNull, shown.hasFiniteValues, shown.width >= 1, shown.height >= 1 else { return }
        let region = shown.insetBy(dx: -reach, dy: -reach).integral
        guard region.width * region.height <= Self.maximumShadowPixels,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = try? CairoContext(surface) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        matrix.x0 -= Double(region.minX)
        matrix.y0 -= Double(region.minY)
        cairo_set_matrix(context.pointer, &matrix)
        try redirecting(to: context, body)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            let width = Int(region.width), height = Int(region.height), stride = Int(cairo_image_surface_get_stride(surface))
            if sigma > 0.2 { BoxBlur.blurARGB32(data, width: width, height: height, stride: stride, sigma: sigma) }
            Self.saturate(data, width: width, height: height, stride: stride, matrix: filter.saturationMatrix)
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(region.minX), Double(region.minY))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Applies a 3 × 3 colour matrix (rows red, green, blue) to premultiplied native-endian
    /// ARGB32 pixels, keeping each channel within 0 … alpha.
    static func saturate(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, matrix m: [[Double]]) {
        guard m.count == 3, m.allSatisfy({ $0.count == 3 }) else { return }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                let a = Double(pixel >> 24)
                guard a > 0 else { continue }
                let r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF)
                func channel(_ weights: [Double]) -> UInt32 {
                    UInt32(min(a, max(0, weights[0] * r + weights[1] * g + weights[2] * b)).rounded())
                }
                row[x] = (pixel & 0xFF00_0000) | channel(m[0]) << 16 | channel(m[1]) << 8 | channel(m[2])
            }
        }
    }
}
