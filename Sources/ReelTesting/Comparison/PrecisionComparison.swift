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
        let old = premultiplied(reference.pixels), new = premultiplied(actual.pixels)
        if old == new { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            return perceptualFailure(old, new, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        let threshold = Int((1 - precision) * Float(old.count))
        var differing = 0
        for index in old.indices where old[index] != new[index] { differing += 1 }
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
        for pixel in 0..<pixelCount {
            let i = pixel * 4
            if old[i] == new[i], old[i + 1] == new[i + 1], old[i + 2] == new[i + 2], old[i + 3] == new[i + 3] { continue }
            let delta = deltaE94(lab(old[i], old[i + 1], old[i + 2]), lab(new[i], new[i + 1], new[i + 2]))
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

    /// Straight-alpha RGBA bytes as premultiplied ones, rounded as an 8-bit context stores them.
    static func premultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) where out[i + 3] != 255 {
            let a = UInt32(out[i + 3])
            for c in 0..<3 { out[i + c] = UInt8((UInt32(out[i + c]) * a + 127) / 255) }
        }
        return out
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
