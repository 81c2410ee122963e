import PNGCodec
import Testing

@testable import ReelTesting

/// Expected counts are worked by hand from pixelmatch's formulas (see PixelmatchKernel):
///   Y = 0.29889531 r + 0.58662247 g + 0.11448223 b
///   I = 0.59597799 r − 0.27417610 g − 0.32180189 b
///   Q = 0.21147017 r − 0.52261711 g + 0.31114694 b
///   delta = 0.5053 ΔY² + 0.299 ΔI² + 0.1957 ΔQ²; different when |delta| > 35215 · threshold².
@Suite("Image comparison (pixelmatch)")
struct ImageComparisonTests {
    /// The RGBA bytes of pixel (x, y), or [] when there is no image.
    static func px(_ image: RGBAImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image?.pixel(x: x, y: y) else { return [] }
        return [p.r, p.g, p.b, p.a]
    }

    static func flat(_ w: Int, _ h: Int, _ v: UInt8, alpha: UInt8 = 255) -> RGBAImage {
        RGBAImage(width: w, height: h, red: v, green: v, blue: v, alpha: alpha)
    }

    @Test("Identical images: fast path, passes, no diff image unless asked") func identical() {
        let a = Self.flat(8, 8, 40)
        let result = ImageComparison.compare(a, a)
        #expect(result.outcome == .identical)
        #expect(result.passed)
        #expect(result.differingPixelCount == 0 && result.antialiasedPixelCount == 0)
        #expect(result.diffImage == nil)
        // Diff of identical black images with .always: all grey 255 + (0 − 255)·0.1 = 229.5 → 230.
        let always = ImageComparison.compare(Self.flat(2, 1, 0), Self.flat(2, 1, 0), options: .init(diffImage: .always))
        #expect(always.diffImage?.pixels == [230, 230, 230, 255, 230, 230, 230, 255])
    }

    // A white pixel turned black in a 5×5 white image: delta = −(0.5053·255²·1.00000001²) ≈ −32857,
    // far beyond 352.15. Not anti-aliasing: in the reference all 8 neighbours equal the centre
    // (zeroes > 2); in the actual image all 8 neighbours are brighter, so there is no darker one.
    @Test("One changed pixel is one difference, with its bounds and a red diff pixel") func onePixel() {
        let reference = Self.flat(5, 5, 255)
        var actual = reference
        actual.setPixel(x: 2, y: 3, r: 0, g: 0, b: 0, a: 255)
        let result = ImageComparison.compare(reference, actual)
        #expect(result.outcome == .different)
        #expect(!result.passed)
        #expect(result.differingPixelCount == 1)
        #expect(result.antialiasedPixelCount == 0)
        #expect(result.totalPixelCount == 25)
        #expect(result.differenceBounds == .init(x: 2, y: 3, width: 1, height: 1))
        // Diff: red at (2, 3); elsewhere white's grey: 255 + (255.0000026 − 255)·0.1 → 255.
        let diff = result.diffImage
        #expect(Self.px(diff, 2, 3) == [255, 0, 0, 255])
        #expect(Self.px(diff, 0, 0) == [255, 255, 255, 255])
        #expect(result.summary == "1 of 25 pixels differ (4.000%; 0 anti-aliased ignored; limit 0) in x 2…2, y 3…3")
    }

    // Changing only red by Δr (Δg = Δb = 0): ΔY = 0.29889531Δr, ΔI = 0.59597799Δr, ΔQ = 0.21147017Δr,
    // delta = Δr² (0.5053·0.0893384 + 0.299·0.3551898 + 0.1957·0.0447196)
    //       = Δr² (0.0451427 + 0.1062017 + 0.0087516) = 0.1600961 Δr².
    // Threshold 0.1 → limit 35215 · 0.01 = 352.15, i.e. Δr² > 2199.6:
    //   Δr = 46 → 338.76 (below, same), Δr = 47 → 353.65 (above, different).
    @Test("A colour change just below and just above the threshold") func threshold() {
        let reference = Self.flat(5, 5, 100)
        var below = reference
        below.setPixel(x: 2, y: 2, r: 146, g: 100, b: 100, a: 255)
        var above = reference
        above.setPixel(x: 2, y: 2, r: 147, g: 100, b: 100, a: 255)
        let r1 = ImageComparison.compare(reference, below)
        #expect(r1.outcome == .withinLimit)
        #expect(r1.differingPixelCount == 0)
        let r2 = ImageComparison.compare(reference, above)
        #expect(r2.outcome == .different)
        #expect(r2.differingPixelCount == 1)
        // A stricter threshold catches Δr = 46: 35215 · 0.05² = 88.04 < 338.76.
        #expect(ImageComparison.compare(reference, below, options: .init(threshold: 0.05)).differingPixelCount == 1)
    }

    /// 10×10: black for x < 4, white for x > 4, column 4 the edge's anti-aliasing `edge`.
    static func edge(_ edge: UInt8) -> RGBAImage {
        var image = RGBAImage(width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 {
                let v: UInt8 = x < 4 ? 0 : x > 4 ? 255 : edge
                image.setPixel(x: x, y: y, r: v, g: v, b: v, a: 255)
            }
        }
        return image
    }

    // An edge at x = 4.5 (column 4 is 50 % covered: 128) moved to x = 4.75 (75 % black: 64).
    // Column 4 changes by 64 grey levels: ΔY = 64·1.00000001, ΔI = ΔQ = 0 → delta = 0.5053·64² = 2069.7
    // > 352.15. Anti-aliasing check on (4, y) in the reference: neighbours above/below equal
    // (zeroes ≤ 2), left black is darker (Y delta +128), right white brighter (−127); the white
    // neighbour (5, y−1) has 3+ identical white siblings in both images → anti-aliased.
    @Test("An anti-aliased edge shifted by a sub-pixel counts as anti-aliasing, not difference") func antialiasedEdge() {
        let reference = Self.edge(128)
        let actual = Self.edge(64)
        let result = ImageComparison.compare(reference, actual, options: .init(diffImage: .always))
        #expect(result.differingPixelCount == 0)
        #expect(result.antialiasedPixelCount == 10)
        #expect(result.outcome == .withinLimit)
        #expect(result.differenceBounds == nil)
        let diff = result.diffImage
        for y in 0..<10 { #expect(Self.px(diff, 4, y) == [255, 255, 0, 255]) } // yellow
        #expect(Self.px(diff, 0, 0) == [230, 230, 230, 255]) // black faded: 229.5 → 230
        #expect(Self.px(diff, 9, 9) == [255, 255, 255, 255])

        // Without anti-aliasing detection the same 10 pixels are differences.
        let strict = ImageComparison.compare(reference, actual, options: .init(detectsAntialiasing: false))
        #expect(strict.differingPixelCount == 10)
        #expect(strict.differenceBounds == .init(x: 4, y: 0, width: 1, height: 10))
    }

    @Test("Different sizes are a failed result, not a crash") func sizes() {
        let result = ImageComparison.compare(Self.flat(3, 3, 0), Self.flat(3, 4, 0))
        #expect(result.outcome == .sizeMismatch(reference: .init(width: 3, height: 3), actual: .init(width: 3, height: 4)))
        #expect(!result.passed)
        #expect(result.summary == "image sizes differ: reference 3×3, actual 3×4")
        #expect(ImageComparison.compare(Self.flat(0, 0, 0), Self.flat(1, 1, 0)).passed == false)
        #expect(ImageComparison.compare(Self.flat(0, 0, 0), Self.flat(0, 0, 0)).outcome == .identical)
    }

    /// A 10×10 grey image with `n` isolated black pixels on the diagonal (each one a difference).
    static func dots(_ n: Int) -> RGBAImage {
        var image = flat(10, 10, 200)
        for k in 0..<n { image.setPixel(x: k * 3, y: k * 3, r: 0, g: 0, b: 0, a: 255) }
        return image
    }

    @Test("Limits as a pixel count and as a ratio") func limits() {
        let reference = Self.flat(10, 10, 200), actual = Self.dots(3)
        #expect(ImageComparison.compare(reference, actual).differingPixelCount == 3)
        #expect(ImageComparison.compare(reference, actual, options: .init(limit: .pixels(3))).passed)
        #expect(!ImageComparison.compare(reference, actual, options: .init(limit: .pixels(2))).passed)
        // 0.03 of 100 pixels = 3 allowed; 0.029 → 2.9 → 2 allowed.
        #expect(ImageComparison.compare(reference, actual, options: .init(limit: .ratio(0.03))).passed)
        #expect(!ImageComparison.compare(reference, actual, options: .init(limit: .ratio(0.029))).passed)
        let bounds = ImageComparison.compare(reference, actual).differenceBounds
        #expect(bounds == .init(x: 0, y: 0, width: 7, height: 7))
        // A passing comparison does not build a diff by default; a failing one does.
        #expect(ImageComparison.compare(reference, actual, options: .init(limit: .pixels(3))).diffImage == nil)
        #expect(ImageComparison.compare(reference, actual).diffImage != nil)
    }

    // Transparent pixels are blended with white before comparing: (0, 0, 0, 0) becomes
    // 255 + (0 − 255)·0 = 255 per channel, exactly opaque white → delta 0.
    @Test("Alpha is blended with white") func alpha() {
        let white = Self.flat(3, 3, 255)
        let clear = Self.flat(3, 3, 0, alpha: 0)
        let result = ImageComparison.compare(white, clear)
        #expect(result.outcome == .withinLimit)
        #expect(result.differingPixelCount == 0)
        // Half-transparent black (a = 128): 255 − 255·128/255 = 127 per channel vs white:
        // delta = 0.5053·(128·1.00000001)² ≈ 8279 > 352.15 → every pixel differs (flat, no AA).
        #expect(ImageComparison.compare(white, Self.flat(3, 3, 0, alpha: 128)).differingPixelCount == 9)
    }

    @Test("1-pixel-wide and 1-pixel-tall images do not crash the neighbourhood checks") func thin() {
        let a = Self.flat(1, 5, 0), b = Self.flat(1, 5, 255)
        #expect(ImageComparison.compare(a, b).differingPixelCount == 5)
        let c = Self.flat(5, 1, 0), d = Self.flat(5, 1, 255)
        #expect(ImageComparison.compare(c, d).differingPixelCount == 5)
    }
}

@Suite("Image comparison: malformed input")
struct ImageComparisonMalformedTests {
    @Test("A pixel buffer of the wrong length is a failed result, not a crash") func wrongLength() {
        let good = RGBAImage(width: 2, height: 2)
        var bad = good
        bad.pixels.removeLast(4)
        let result = ImageComparison.compare(good, bad)
        #expect(result.outcome == .malformedImage("actual image is 2×2 but holds 12 bytes, not 16"))
        #expect(!result.passed)
    }

    @Test("A NaN threshold is treated as 0, the strictest") func nanThreshold() {
        let a = RGBAImage(width: 3, height: 3, red: 100, green: 100, blue: 100, alpha: 255)
        var b = a
        b.setPixel(x: 1, y: 1, r: 101, g: 100, b: 100, a: 255)
        #expect(ImageComparison.compare(a, b, options: .init(threshold: .nan)).differingPixelCount == 1)
        #expect(ImageComparison.compare(a, b).differingPixelCount == 0)
    }
}
