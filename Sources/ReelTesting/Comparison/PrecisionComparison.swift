import Foundation
import PNGCodec

/// swift-snapshot-testing's image comparison (`precision`, `perceptualPrecision`), on decoded
/// pixels, so a test written for its `.image` strategies keeps its tolerances here.
///
/// As there, both images are compared as 8-bit premultiplied sRGB. Identical bytes match.
/// With `perceptualPrecision` 1, the share of differing bytes must not exceed `1 − precision`
/// (swift-snapshot-testing counts bytes, not pixels, although it documents pixels). Below 1,
/// each pixel's colour difference is measured as CIE ΔE 1994 (graphic-arts weights: kL 1,
/// K1 0.045, K2 0.015) between the two colours in CIELAB (D65 white, the sRGB curve undone,
/// premultiplied colours, i.e. over black), on a 0–100 scale; a pixel matches when its ΔE is
/// at most `(1 − perceptualPrecision) × 100`, and the share of matching pixels must be at
/// least `precision`. swift-snapshot-testing measures the same ΔE 1994 with Core Image's
/// `CILabDeltaE` filter (Apple: "ΔE 1994 values between 0.0 and 100.0"); Core Image's working
/// space and rounding may differ in the last digits, so a tolerance right at a pixel's ΔE can
/// decide differently. 98–99 % perceptual precision mimics the eye's, as its documentation
/// says.
public enum PrecisionComparison {
    /// Why `actual` does not match `reference` within the tolerances, in
    /// swift-snapshot-testing's words; nil when it matches.
    public static func failure(_ reference: RGBAImage, _ actual: RGBAImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard actual.width != 0, actual.height != 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == actual.width, reference.height == actual.height else {
            return
                "Newly-taken snapshot@(\(actual.width), \(actual.height)) does not match reference@(\(reference.width), \(reference.height))."
        }
        // Identical straight pixels are identical premultiplied ones: a matching snapshot, the
        // usual case, costs one comparison of the bytes and makes nothing.
        let old = reference.pixels, new = actual.pixels
        if sameBytes(old, new) { return nil }
        if perceptualPrecision < 1 {
            return perceptualFailure(old, new, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        var differing = 0
        forEachDifferingPixel(old, new) { a, b in
            differing += (a.0 != b.0 ? 1 : 0) + (a.1 != b.1 ? 1 : 0) + (a.2 != b.2 ? 1 : 0) + (a.3 != b.3 ? 1 : 0)
        }
        if differing == 0 { return nil }
        if precision >= 1 { return "Newly-taken snapshot does not match reference." }
        let threshold = Int((1 - precision) * Float(old.count))
        guard differing > threshold else { return nil }
        let actualPrecision = 1 - Float(differing) / Float(old.count)
        return "Actual image precision \(actualPrecision) is less than required \(precision)"
    }

    /// The perceptual test: the share of pixels within the ΔE threshold.
    private static func perceptualFailure(_ old: [UInt8], _ new: [UInt8], pixelPrecision: Float, perceptualPrecision: Float) -> String? {
        let threshold = Double((1 - perceptualPrecision) * 100)
        let pixelCount = old.count / 4
        var failing = 0
        var maximum = 0.0
        forEachDifferingPixel(old, new) { a, b in
            let delta = deltaE94(lab(a.0, a.1, a.2), lab(b.0, b.1, b.2))
            if delta > threshold {
                failing += 1
                maximum = max(maximum, delta)
            }
        }
        let actualPixelPrecision = 1 - Float(failing) / Float(pixelCount)
        guard actualPixelPrecision < pixelPrecision else { return nil }
        let lowestPerceptualPrecision = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(pixelPrecision)
            The lowest perceptual color precision \(Float(lowestPerceptualPrecision)) is less than required \(perceptualPrecision)
            """
    }

    /// A premultiplied RGBA pixel.
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

    /// Calls `body` with each pair of pixels whose premultiplied values differ.
    /// - Complexity: O(`old.count`).
    private static func forEachDifferingPixel(_ old: [UInt8], _ new: [UInt8], _ body: (Pixel, Pixel) -> Void) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                for i in stride(from: 0, to: min(old.count, new.count) - 3, by: 4) {
                    let a = premultiplied(old, at: i), b = premultiplied(new, at: i)
                    if a != b { body(a, b) }
                }
            }
        }
    }

    /// Whether two byte arrays hold the same bytes.
    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return true }
                return memcmp(first, second, a.count) == 0
            }
        }
    }

    /// The straight-alpha pixel at byte `index` premultiplied, rounded as an 8-bit context
    /// stores it.
    static func premultiplied(_ pixels: UnsafeBufferPointer<UInt8>, at index: Int) -> Pixel {
        let a = UInt32(pixels[index + 3])
        guard a != 255 else { return (pixels[index], pixels[index + 1], pixels[index + 2], 255) }
        func channel(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        return (channel(pixels[index]), channel(pixels[index + 1]), channel(pixels[index + 2]), UInt8(a))
    }

    /// CIELAB (D65) of an 8-bit sRGB colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Double, a: Double, b: Double) {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        // sRGB → XYZ (D65), relative to the white point.
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE ΔE 1994 (graphic arts) from `reference` to `sample`.
    static func deltaE94(_ reference: (l: Double, a: Double, b: Double), _ sample: (l: Double, a: Double, b: Double)) -> Double {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
