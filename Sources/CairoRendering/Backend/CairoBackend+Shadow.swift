import CCairo
import CollectionLayout
import CollectionRendering
import Foundation

// Shadows as Core Animation draws them: the caster's alpha, offset, blurred by a Gaussian
// of σ = shadowRadius (docs/REFERENCE.md §22), in the shadow colour.
extension CairoBackend {
    /// The largest mask a shadow is drawn through, in device pixels.
    static let maximumShadowPixels: CGFloat = 64_000_000
    /// How much larger than the clip a whole mask may be and still be kept (for reuse while
    /// the caster moves): beyond it only the part in the clip is drawn and blurred, so a
    /// shadow costs at most a few canvases, not the caster's size (a 200 × 32,768 pt card
    /// once took seconds to blur whole for an 840-pixel-high image).
    static let keptShadowClipMultiple: CGFloat = 4
    /// Masks of up to this many device pixels are always kept whole.
    static let alwaysKeptShadowPixels: CGFloat = 1_000_000

    /// Rasterises the casters' alpha into an A8 mask of their device bounds moved by the
    /// offset and grown by the blur's reach, blurs it (three box blurs approximating the
    /// Gaussian of σ = radius × device scale, capped at 512 pixels), and paints the shadow
    /// colour through it. Masks are kept in the renderer's `ShadowCache` and reused while
    /// the casters, offset, blur and device transform (up to a whole-pixel move) stay the
    /// same. Non-finite values draw nothing.
    public func drawShadow(_ shadow: Shadow, of operations: [DrawingOperation], bounds: CGRect) throws {
        let cr = current
        let offset = shadow.offset
        guard shadow.isVisible, shadow.radius.isFinite, offset.width.isFinite, offset.height.isFinite, bounds.hasFiniteValues
        else { return }
        let sigma = min(512, max(0, Double(shadow.radius) * deviceScale))
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let whole = (x: ctm.x0.rounded(.down), y: ctm.y0.rounded(.down))
        guard whole.x.isFinite, whole.y.isFinite, abs(whole.x) < 1e9, abs(whole.y) < 1e9 else { return }
        let reach = CGFloat((3 * sigma).rounded(.up) + 2)
        let device = deviceBounds(of: bounds.offsetBy(dx: offset.width, dy: offset.height))
        guard device.hasFiniteValues else { return }
        let area = device.insetBy(dx: -reach, dy: -reach).integral
        guard area.hasFiniteValues, area.width >= 1, area.height >= 1 else { return }
        let key = ShadowCache.Key(
            operations: operations, offset: offset, sigma: sigma,
            matrix: [ctm.xx, ctm.yx, ctm.xy, ctm.yy, ctm.x0 - whole.x, ctm.y0 - whole.y])
        let clip = deviceClipBounds()
        let keptLimit = min(
            Self.maximumShadowPixels, max(Self.alwaysKeptShadowPixels, Self.keptShadowClipMultiple * clip.width * clip.height))
        let kept = area.width * area.height <= keptLimit
        let make = { [self] () throws -> ShadowCache.Mask? in
            // The whole mask when it is small enough to keep, else the part in the clip grown by
            // the blur's reach, so the pixels in the clip blur exactly as in the whole mask.
            let region = kept ? area : area.intersection(clip.insetBy(dx: -reach, dy: -reach))
            guard !region.isNull, region.width >= 1, region.height >= 1, region.width * region.height <= Self.maximumShadowPixels
            else { return nil }
            return try makeMask(operations, offset: offset, sigma: sigma, matrix: ctm, region: region, whole: whole)
        }
        let found: ShadowCache.Mask?
        if kept, let shadows {
            found = try shadows.mask(for: key, make: make)
        } else {
            found = try make()
        }
        guard let mask = found else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.effectiveColor
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_mask_surface(cr, mask.surface, whole.x + Double(mask.x), whole.y + Double(mask.y))
        cairo_restore(cr)
    }

    /// The blurred alpha of `operations` drawn under `matrix`, moved by `offset`, over the
    /// device `region`, placed relative to the whole-pixel translation `whole`.
    private func makeMask(
        _ operations: [DrawingOperation], offset: CGSize, sigma: Double, matrix: cairo_matrix_t, region: CGRect,
        whole: (x: Double, y: Double)
    ) throws -> ShadowCache.Mask? {
        let width = Int(region.width), height = Int(region.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        let mask = ShadowCache.Mask(
            surface: surface, x: Int(Double(region.minX) - whole.x), y: Int(Double(region.minY) - whole.y), width: width,
            height: height)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = try? CairoContext(surface) else { return nil }
        var shifted = matrix
        shifted.x0 -= Double(region.minX)
        shifted.y0 -= Double(region.minY)
        cairo_set_matrix(context.pointer, &shifted)
        cairo_translate(context.pointer, Double(offset.width), Double(offset.height))
        try redirecting(to: context) { try draw(operations) }
        cairo_surface_flush(surface)
        if sigma > 0.2, let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blurA8(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
        return mask
    }
}
