import CCairo
import CPixman
import CollectionLayout
import Foundation

/// Warps a raster of an element's plane onto the target through a homography, with
/// pixman's projective transform and bilinear filtering (docs/ARCHITECTURE.md, "Decisions":
/// 3D content is rasterised then warped; corners land where the homography puts them).
///
/// Two things keep the result inside the projected quad with anti-aliased edges all round:
/// - The result is painted through Cairo's anti-aliased clip of the exact projected quad
///   (``quad``): no pixel outside it is drawn, and all four edges get the same analytic
///   coverage instead of the filter's one-sided blur.
/// - The plane's raster spans a whole number of pixels and sits inside a margin of
///   ``margin`` pixels that repeat its edge pixels, so the pixels the clip's edge ring covers
///   sample the element's own edge colour at non-negative source coordinates. (pixman's
///   projective fetcher divides the homogeneous coordinates as unsigned 64-bit numbers:
///   a negative source coordinate comes out as garbage, which drew stray streaks past the
///   top edge and dropped edge pixels on the left.)
struct ProjectiveWarp {
    /// Pixels of edge-repeating margin around the plane's raster, on every side.
    static let margin = 16
    /// The raster's size in pixels, margins included.
    let sourceWidth: Int, sourceHeight: Int
    /// The raster's pixels per plane unit, across and down (the plane spans a whole number
    /// of pixels each way).
    let rasterScaleX: Double, rasterScaleY: Double
    /// Where the warped image goes, in device pixels.
    let destination: CGRect
    /// The projected corners of the plane (top-left, top-right, bottom-right, bottom-left),
    /// in device pixels.
    let quad: [CGPoint]
    /// Destination pixel (relative to ``destination``) → source pixel, column vectors.
    private let inverse: [[Double]]

    /// Plans the warp of `contentBounds` (plane coordinates) through `homography` (row
    /// vectors, plane → user space) and the context's `ctm` (user → device); nil when
    /// nothing would show (degenerate, behind the eye, or outside `clip`).
    init?(homography h: Homography, contentBounds: CGRect, ctm: cairo_matrix_t, deviceScale: Double, clip: CGRect) {
        // Column-vector form of plane → device: CTM · Hᵀ.
        let ht: [[Double]] = [[h.m11, h.m21, h.m31], [h.m12, h.m22, h.m32], [h.m13, h.m23, h.m33]].map { $0.map { Double($0) } }
        let m: [[Double]] = [[ctm.xx, ctm.xy, ctm.x0], [ctm.yx, ctm.yy, ctm.y0], [0, 0, 1]]
        let planeToDevice = Self.multiply(m, ht)
        let corners = [
            (contentBounds.minX, contentBounds.minY), (contentBounds.maxX, contentBounds.minY),
            (contentBounds.maxX, contentBounds.maxY), (contentBounds.minX, contentBounds.maxY),
        ]
        var projected: [CGPoint] = []
        for corner in corners {
            let v = Self.apply(planeToDevice, Double(corner.0), Double(corner.1))
            guard v.2 > 1e-9 else { return nil }
            projected.append(CGPoint(x: v.0 / v.2, y: v.1 / v.2))
        }
        quad = projected
        let projectedBox = CGRect.boundingBox(of: projected)
        guard projectedBox.hasFiniteValues, clip.hasFiniteValues, contentBounds.hasFiniteValues else { return nil }
        let box = projectedBox.integral.intersection(clip)
        guard !box.isNull, box.width >= 1, box.height >= 1, box.width < 16_384, box.height < 16_384 else { return nil }
        destination = box
        // Rasterise at the device scale, a little finer where the plane is stretched.
        let stretch = max(
            1,
            min(
                4,
                Double(max(box.width / max(contentBounds.width * deviceScale, 1), box.height / max(contentBounds.height * deviceScale, 1))))
        )
        var scale = deviceScale * stretch
        let longest = Double(max(contentBounds.width, contentBounds.height)) * scale
        if longest > 4096 { scale *= 4096 / longest }
        // A plane far below a pixel shows nothing (and would make the raster scales absurd).
        guard Double(contentBounds.width) * scale >= 1e-3, Double(contentBounds.height) * scale >= 1e-3 else { return nil }
        let planeWidth = max(1, Int((Double(contentBounds.width) * scale).rounded(.up)))
        let planeHeight = max(1, Int((Double(contentBounds.height) * scale).rounded(.up)))
        rasterScaleX = Double(planeWidth) / Double(contentBounds.width)
        rasterScaleY = Double(planeHeight) / Double(contentBounds.height)
        sourceWidth = planeWidth + 2 * Self.margin
        sourceHeight = planeHeight + 2 * Self.margin
        // source pixel → plane → device → destination pixel.
        let inset = Double(Self.margin)
        let sourceToPlane: [[Double]] = [
            [1 / rasterScaleX, 0, Double(contentBounds.minX) - inset / rasterScaleX],
            [0, 1 / rasterScaleY, Double(contentBounds.minY) - inset / rasterScaleY], [0, 0, 1],
        ]
        let deviceToDestination: [[Double]] = [[1, 0, -Double(box.minX)], [0, 1, -Double(box.minY)], [0, 0, 1]]
        let forward = Self.multiply(deviceToDestination, Self.multiply(planeToDevice, sourceToPlane))
        guard let inverse = Self.invert(forward) else { return nil }
        self.inverse = inverse
    }

    /// The warped image over the whole ``destination`` box (edges extended past the quad:
    /// paint it clipped to ``quad``), or nil on failure.
    func apply(to raster: CairoSurface) -> CairoSurface? {
        guard let output = try? CairoSurface(pixelWidth: Int(destination.width), pixelHeight: Int(destination.height)) else { return nil }
        padMargins(of: raster)
        let result: Bool = raster.withPixels { source in
            output.withMutablePixels { target in
                guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress,
                    let src = pixman_image_create_bits(
                        PIXMAN_a8r8g8b8, Int32(sourceWidth), Int32(sourceHeight),
                        UnsafeMutablePointer(mutating: sourceBase.assumingMemoryBound(to: UInt32.self)),
                        Int32(raster.bytesPerRow)),
                    let dst = pixman_image_create_bits(
                        PIXMAN_a8r8g8b8, Int32(output.pixelWidth), Int32(output.pixelHeight),
                        targetBase.assumingMemoryBound(to: UInt32.self), Int32(output.bytesPerRow))
                else { return false }
                defer { pixman_image_unref(src); pixman_image_unref(dst) }
                var transform = pixman_transform()
                // pixman works in 16.16 fixed point and drops pixels whose transformed vector
                // (before the divide) leaves ±32767. The matrix is homogeneous, so scale it
                // as far as both its entries and those vectors allow: the small perspective
                // terms then keep their precision.
                let w = Double(output.pixelWidth), h = Double(output.pixelHeight)
                var largest = inverse.joined().map(abs).max() ?? 1
                for (x, y) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
                    let v = Self.apply(inverse, x, y)
                    largest = max(largest, abs(v.0), abs(v.1), abs(v.2))
                }
                guard largest.isFinite, largest > 0 else { return false }
                let k = 30_000 / largest
                withUnsafeMutableBytes(of: &transform.matrix) { raw in
                    let cells = raw.bindMemory(to: pixman_fixed_t.self)
                    for r in 0..<3 { for c in 0..<3 { cells[r * 3 + c] = pixman_fixed_t((inverse[r][c] * k * 65_536).rounded()) } }
                }
                guard pixman_image_set_transform(src, &transform) != 0 else { return false }
                _ = pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
                pixman_image_composite32(
                    PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(output.pixelWidth), Int32(output.pixelHeight))
                return true
            }
        }
        return result ? output : nil
    }

    /// Fills the raster's margins with copies of the plane's edge pixels (corners with the
    /// corner pixels), as `PIXMAN_REPEAT_PAD` would.
    private func padMargins(of raster: CairoSurface) {
        let m = Self.margin
        guard raster.pixelWidth == sourceWidth, raster.pixelHeight == sourceHeight, sourceWidth > 2 * m, sourceHeight > 2 * m else {
            return
        }
        raster.withMutablePixels { buffer in
            guard let base = buffer.baseAddress else { return }
            let stride = raster.bytesPerRow
            func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { (base + y * stride).assumingMemoryBound(to: UInt32.self) }
            for y in m..<(sourceHeight - m) {
                let pixels = row(y)
                let left = pixels[m], right = pixels[sourceWidth - m - 1]
                for x in 0..<m { pixels[x] = left; pixels[sourceWidth - 1 - x] = right }
            }
            let rowBytes = sourceWidth * 4
            for y in 0..<m {
                UnsafeMutableRawPointer(row(y)).copyMemory(from: row(m), byteCount: rowBytes)
                UnsafeMutableRawPointer(row(sourceHeight - 1 - y)).copyMemory(from: row(sourceHeight - m - 1), byteCount: rowBytes)
            }
        }
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        var result = [[Double]](repeating: [0, 0, 0], count: 3)
        for r in 0..<3 {
            for c in 0..<3 {
                let s0: Double = a[r][0] * b[0][c]
                let s1: Double = a[r][1] * b[1][c]
                let s2: Double = a[r][2] * b[2][c]
                result[r][c] = s0 + s1 + s2
            }
        }
        return result
    }

    static func apply(_ m: [[Double]], _ x: Double, _ y: Double) -> (Double, Double, Double) {
        (m[0][0] * x + m[0][1] * y + m[0][2], m[1][0] * x + m[1][1] * y + m[1][2], m[2][0] * x + m[2][1] * y + m[2][2])
    }

    static func invert(_ m: [[Double]]) -> [[Double]]? {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard det != 0, det.isFinite else { return nil }
        let inverse = [
            [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
        ]
        // Every entry finite, so the fixed-point conversion in `apply(to:)` stays in range.
        return inverse.joined().allSatisfy(\.isFinite) ? inverse : nil
    }
}
