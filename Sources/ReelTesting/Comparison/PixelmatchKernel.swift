/// pixelmatch v5/v6's per-pixel maths (github.com/mapbox/pixelmatch), transcribed faithfully
/// onto raw RGBA pointers. Doubles throughout, in pixelmatch's operation order, so results
/// match the JavaScript bit for bit.
///
/// Colour delta: "Measuring perceived color difference using YIQ NTSC transmission color space
/// in mobile applications" (Kotsarenko, Ramos 2010). Anti-aliasing detection: "Anti-aliased
/// pixel and intensity slope detector" (Vyšniauskas 2009).
enum PixelmatchKernel {
    /// The largest possible squared YIQ delta (black against white).
    static let maximumDelta = 35215.0

    @inline(__always)
    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always)
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always)
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// Blends a colour component with white at opacity `a` (0…1).
    @inline(__always)
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    /// Squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2` (byte offsets),
    /// negative when the second pixel is darker (`y1 > y2`). With `yOnly`,
    /// the plain brightness difference `y1 − y2`.
    @inline(__always)
    static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let a1b = img1[k &+ 3], a2b = img2[m &+ 3]
        if a1b == a2b && img1[k] == img2[m] && img1[k &+ 1] == img2[m &+ 1] && img1[k &+ 2] == img2[m &+ 2] { return 0 }
        var r1 = Double(img1[k]), g1 = Double(img1[k &+ 1]), b1 = Double(img1[k &+ 2])
        var r2 = Double(img2[m]), g2 = Double(img2[m &+ 1]), b2 = Double(img2[m &+ 2])
        if a1b < 255 {
            let a1 = Double(a1b) / 255
            r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1)
        }
        if a2b < 255 {
            let a2 = Double(a2b) / 255
            r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2)
        }
        let y1 = rgb2y(r1, g1, b1)
        let y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// True when pixel `(x1, y1)` of `img` looks like anti-aliasing: among its 8 neighbours
    /// at most 2 have the same brightness, there is both a darker and a brighter one, and the
    /// darkest or the brightest neighbour has 3+ identical siblings in both `img` and `img2`.
    static func antialiased(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: UnsafePointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 &- 1, 0)
        let y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1)
        let y2 = min(y1 &+ 1, height &- 1)
        let pos = (y1 &* width &+ x1) &* 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // pixelmatch calls colorDelta(img, img, pos, neighbour, yOnly) per neighbour; the centre's
        // blended brightness is the same every time, so it is computed once (same arithmetic,
        // same result). Equal RGBA gives exactly 0, as colorDelta's early return does.
        let raw = UnsafeRawPointer(img)
        let centre = raw.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
        let centreY = blendedY(word: centre)
        // Same visiting order as pixelmatch (x outer, y inner): ties keep the first extreme.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let word = raw.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
                let delta = word == centre ? 0 : centreY - blendedY(word: word)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    /// The brightness Y of pixel `k` after blending with white by its alpha (colorDelta's first half).
    @inline(__always)
    static func blendedY(_ img: UnsafePointer<UInt8>, _ k: Int) -> Double {
        var r = Double(img[k]), g = Double(img[k &+ 1]), b = Double(img[k &+ 2])
        let ab = img[k &+ 3]
        if ab < 255 {
            let a = Double(ab) / 255
            r = blend(r, a); g = blend(g, a); b = blend(b, a)
        }
        return rgb2y(r, g, b)
    }

    /// `blendedY` of a pixel already loaded as a native-endian 32-bit word of bytes R, G, B, A.
    @inline(__always)
    static func blendedY(word: UInt32) -> Double {
        let v = UInt32(littleEndian: word) // R in the low byte on every platform
        var r = Double(v & 0xFF), g = Double(v >> 8 & 0xFF), b = Double(v >> 16 & 0xFF)
        let ab = v >> 24
        if ab < 255 {
            let a = Double(ab) / 255
            r = blend(r, a); g = blend(g, a); b = blend(b, a)
        }
        return rgb2y(r, g, b)
    }

    /// True when pixel `(x1, y1)` has 3 or more neighbours of exactly the same RGBA (an image
    /// border counts as one).
    static func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 &- 1, 0)
        let y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1)
        let y2 = min(y1 &+ 1, height &- 1)
        let raw = UnsafeRawPointer(img)
        let centre = raw.loadUnaligned(fromByteOffset: (y1 &* width &+ x1) &* 4, as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if raw.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self) == centre { zeroes &+= 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// pixelmatch's `drawGrayPixel`: the reference's brightness blended toward white,
    /// `255 + (Y − 255) · alpha · a/255`, rounded to the nearest byte.
    @inline(__always)
    static func grayValue(_ img: UnsafePointer<UInt8>, _ i: Int, alpha: Double) -> UInt8 {
        let y = rgb2y(Double(img[i]), Double(img[i &+ 1]), Double(img[i &+ 2]))
        let v = blend(y, alpha * Double(img[i &+ 3]) / 255)
        return UInt8(max(0, min(255, v)) + 0.5) // v ≥ 0: truncating v + 0.5 rounds half up
    }
}
