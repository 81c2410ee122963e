import Foundation
import PNGCodec
import ReelTesting
import Testing

/// swift-snapshot-testing's tolerances: `precision` counts differing bytes of premultiplied
/// RGBA; `perceptualPrecision` compares each pixel's CIE ΔE 1994 with (1 − it) × 100.
@Suite struct PrecisionComparisonTests {
    private func image(_ pixels: [[UInt8]]) throws -> RGBAImage {
        try RGBAImage(width: pixels.count, height: 1, pixels: pixels.flatMap { $0 })
    }

    @Test func precisionCountsDifferingBytes() throws {
        // Two opaque pixels, 8 bytes; one red byte differs by 1: 1 of 8 bytes.
        let reference = try image([[10, 20, 30, 255], [40, 50, 60, 255]])
        let actual = try image([[11, 20, 30, 255], [40, 50, 60, 255]])
        #expect(PrecisionComparison.failure(reference, reference, precision: 1, perceptualPrecision: 1) == nil)
        #expect(
            PrecisionComparison.failure(reference, actual, precision: 1, perceptualPrecision: 1)
                == "Newly-taken snapshot does not match reference.")
        // Allowed differing bytes: Int((1 − 0.875) × 8) = 1 → passes; Int(0.1 × 8) = 0 → fails.
        #expect(PrecisionComparison.failure(reference, actual, precision: 0.875, perceptualPrecision: 1) == nil)
        #expect(
            PrecisionComparison.failure(reference, actual, precision: 0.9, perceptualPrecision: 1)
                == "Actual image precision 0.875 is less than required 0.9")
        // Sizes must match.
        #expect(PrecisionComparison.failure(reference, try image([[0, 0, 0, 255]]), precision: 0, perceptualPrecision: 0) != nil)
    }

    @Test func pixelsCompareAsPremultiplied() throws {
        // Premultiplied as an 8-bit context stores them, a transparent pixel is (0, 0, 0, 0)
        // whatever its colour, and at alpha 128 red 199 and 200 both become
        // (199 · 128 + 127) / 255 = 100 and (200 · 128 + 127) / 255 = 100 (integer division).
        let reference = try image([[255, 0, 0, 0], [199, 20, 30, 128]])
        let actual = try image([[0, 0, 255, 0], [200, 20, 30, 128]])
        #expect(PrecisionComparison.failure(reference, actual, precision: 1, perceptualPrecision: 1) == nil)
        #expect(PrecisionComparison.failure(reference, actual, precision: 1, perceptualPrecision: 0.999) == nil)
        // Red 201 becomes (201 · 128 + 127) / 255 = 101: one byte of 8 differs.
        let redder = try image([[0, 0, 255, 0], [201, 20, 30, 128]])
        #expect(
            PrecisionComparison.failure(reference, redder, precision: 0.9, perceptualPrecision: 1)
                == "Actual image precision 0.875 is less than required 0.9")
    }

    @Test func perceptualPrecisionComparesDeltaE1994() throws {
        // Greys have a = b = 0, so ΔE 1994 is the difference of L*. sRGB 128 and 129 linearise
        // to ((v/255 + 0.055)/1.055)^2.4 = 0.21586 and 0.21952, so L* = 116·Y^(1/3) − 16 =
        // 53.585 and 53.975: ΔE ≈ 0.39.
        func lightness(_ v: Double) -> Double { 116 * cbrt(pow((v / 255 + 0.055) / 1.055, 2.4)) - 16 }
        let delta = lightness(129) - lightness(128)
        #expect(abs(delta - 0.39) < 0.01)
        let reference = try image([[128, 128, 128, 255], [0, 0, 0, 255]])
        let actual = try image([[129, 129, 129, 255], [0, 0, 0, 255]])
        // A pixel matches at ΔE ≤ (1 − p) × 100: p = 0.996 allows 0.4 ≥ 0.39; p = 0.997 allows 0.3.
        #expect(PrecisionComparison.failure(reference, actual, precision: 1, perceptualPrecision: 0.996) == nil)
        let failure = try #require(PrecisionComparison.failure(reference, actual, precision: 1, perceptualPrecision: 0.997))
        #expect(failure.hasPrefix("The percentage of pixels that match 0.5 is less than required 1.0"))
        // Half the pixels may fail when precision is 0.5.
        #expect(PrecisionComparison.failure(reference, actual, precision: 0.5, perceptualPrecision: 0.997) == nil)
        // Black against white is ΔE 100, the scale's top: the lowest perceptual precision is 0.
        let white = try image([[255, 255, 255, 255]]), black = try image([[0, 0, 0, 255]])
        let opposite = try #require(PrecisionComparison.failure(white, black, precision: 1, perceptualPrecision: 0.5))
        #expect(opposite.hasSuffix("The lowest perceptual color precision 0.0 is less than required 0.5"))
    }
}
