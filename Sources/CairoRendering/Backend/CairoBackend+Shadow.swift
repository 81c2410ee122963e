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
    /// The largest blur (σ, device pixels) drawn at full resolution. A wider one is drawn
    /// through a mask k times smaller each way (k = ⌊σ / 16⌋): the casters rasterised at 1 / k
    /// scale, blurred there, and scaled back up bilinearly (see ``downsampling(for:)``).
    static let fullResolutionShadowSigma = 32.0

    /// How a blur of `sigma` device pixels is drawn: the mask's scale-down k and the σ to blur
    /// by at that scale. Rasterising at 1 / k averages k × k pixels (variance k² / 12 each way)
    /// and bilinear scaling back up convolves with a triangle of half-width k (variance k² / 6),
    /// so the blur at the small scale makes up only the rest, σ² − k² / 4, keeping the whole
    /// Gaussian's variance σ². A shadow's cost then stays near that of σ ≈ 16–32, where an
    /// exact mask of σ = 512 (a `shadowRadius` of 256 points at 2×) grows by 3σ each side —
    /// millions of pixels per layer, seconds a frame.
    static func downsampling(for sigma: Double) -> (factor: Int, sigma: Double) {
        guard sigma > fullResolutionShadowSigma else { return (1, sigma) }
        let k = Double(Int(sigma / 16))
        return (Int(k), (sigma * sigma / (k * k) - 0.25).squareRoot())
    }

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
        // Sizes compare in the mask's own pixels, k × k device pixels each.
        let factor = CGFloat(Self.downsampling(for: sigma).factor)
        let maskPixels = { (rect: CGRect) in (rect.width / factor) * (rect.height / factor) }
        let kept = maskPixels(area) <= keptLimit
        let make = { [self] () throws -> ShadowCache.Mask? in
            // The whole mask when it is small enough to keep, else the part in the clip grown by
            // the blur's reach, so the pixels in the clip blur exactly as in the whole mask.
            let region = kept ? area : area.intersection(clip.insetBy(dx: -reach, dy: -reach))
            guard !region.isNull, region.width >= 1, region.height >= 1, maskPixels(region) <= Self.maximumShadowPixels
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
        if let pattern = cairo_pattern_create_for_surface(mask.surface) {
            // Device pixel p reads the mask at (p − origin) / k.
            let k = Double(mask.scale)
            var placement = cairo_matrix_t(
                xx: 1 / k, yx: 0, xy: 0, yy: 1 / k, x0: -(whole.x + Double(mask.x)) / k, y0: -(whole.y + Double(mask.y)) / k)
            cairo_pattern_set_matrix(pattern, &placement)
            // Scaled up bilinearly: the triangle whose variance `downsampling(for:)` allows for.
            if mask.scale > 1 { cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR) }
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }

    /// The blurred alpha of `operations` drawn under `matrix`, moved by `offset`, over the
    /// device `region`, placed relative to the whole-pixel translation `whole` — at 1 / k of
    /// the device resolution for a wide blur (``downsampling(for:)``).
    private func makeMask(
        _ operations: [DrawingOperation], offset: CGSize, sigma: Double, matrix: cairo_matrix_t, region: CGRect,
        whole: (x: Double, y: Double)
    ) throws -> ShadowCache.Mask? {
        let (k, blur) = Self.downsampling(for: sigma)
        let width = (Int(region.width) + k - 1) / k, height = (Int(region.height) + k - 1) / k
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        let mask = ShadowCache.Mask(
            surface: surface, x: Int(Double(region.minX) - whole.x), y: Int(Double(region.minY) - whole.y), width: width,
            height: height, scale: k)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = try? CairoContext(surface) else { return nil }
        // Device → mask: move the region's corner to the origin, then scale by 1 / k.
        var shifted = matrix
        shifted.x0 -= Double(region.minX)
        shifted.y0 -= Double(region.minY)
        var down = cairo_matrix_t()
        cairo_matrix_init_scale(&down, 1 / Double(k), 1 / Double(k))
        var toMask = cairo_matrix_t()
        cairo_matrix_multiply(&toMask, &shifted, &down)
        cairo_set_matrix(context.pointer, &toMask)
        cairo_translate(context.pointer, Double(offset.width), Double(offset.height))
        try redirecting(to: context) { try draw(operations) }
        cairo_surface_flush(surface)
        if blur > 0.2, let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blurA8(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), sigma: blur)
        }
        cairo_surface_mark_dirty(surface)
        return mask
    }
}
