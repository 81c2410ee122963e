import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

// Perspective: content rasterised offscreen and warped onto the target.
extension CairoBackend {
    /// Rasterises `body` into an offscreen image of `contentBounds`, then warps it onto the
    /// target with pixman's projective transform (bilinear), so the corners land exactly
    /// where the homography puts them, and paints it clipped to the projected quad
    /// (anti-aliased; nothing outside it, see `ProjectiveWarp`).
    public func withProjection(_ homography: Homography, contentBounds: CGRect, _ body: () throws -> Void) rethrows {
        guard contentBounds.width > 0, contentBounds.height > 0 else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(current, &ctm)
        let warp = ProjectiveWarp(
            homography: homography, contentBounds: contentBounds, ctm: ctm, deviceScale: deviceScale,
            clip: deviceClipBounds())
        guard let warp, let raster = try? CairoSurface(pixelWidth: warp.sourceWidth, pixelHeight: warp.sourceHeight),
            let context = try? CairoContext(raster.pointer)
        else { return }
        let margin = Double(ProjectiveWarp.margin)
        cairo_translate(context.pointer, margin, margin)
        cairo_scale(context.pointer, warp.rasterScaleX, warp.rasterScaleY)
        cairo_translate(context.pointer, -Double(contentBounds.minX), -Double(contentBounds.minY))
        try redirecting(to: context, body)
        if let warped = warp.apply(to: raster) {
            let cr = current
            cairo_save(cr)
            cairo_identity_matrix(cr)
            // Only inside the exact projected quad, with anti-aliased coverage on every edge.
            cairo_new_path(cr)
            for (index, corner) in warp.quad.enumerated() {
                if index == 0 {
                    cairo_move_to(cr, Double(corner.x), Double(corner.y))
                } else {
                    cairo_line_to(cr, Double(corner.x), Double(corner.y))
                }
            }
            cairo_close_path(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            cairo_clip(cr)
            cairo_set_source_surface(cr, warped.pointer, Double(warp.destination.minX), Double(warp.destination.minY))
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }
}
