import Dispatch
import Foundation
import PNGCodec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two RGBA images the way pixelmatch does (YIQ colour distance with a threshold,
/// alpha blended with white, anti-aliasing detection) and optionally paints a diff image.
///
/// Used by image snapshot tests and `reel diff`. Identical buffers return at once (one
/// `memcmp`); images of different sizes are a failed result (`.sizeMismatch`), never a crash.
public enum ImageComparison {
    /// Compares `actual` against `reference`.
    ///
    /// A pixel is *different* when its squared YIQ distance exceeds `35215 · threshold²` and,
    /// with anti-aliasing detection on, neither image shows it as an anti-aliased pixel (then it
    /// is counted in `antialiasedPixelCount` instead). The result passes when the differing
    /// count is within `options.limit`.
    ///
    /// Diff image: the reference's brightness faded toward white (`options.diffImageAlpha`),
    /// differing pixels red (255, 0, 0), anti-aliased pixels yellow (255, 255, 0), all opaque.
    /// - Complexity: O(width × height); pixels equal in both images cost one 32-bit compare.
    public static func compare(
        _ reference: RGBAImage, _ actual: RGBAImage, options: ComparisonOptions = ComparisonOptions()
    ) -> ComparisonResult {
        guard reference.width == actual.width, reference.height == actual.height else {
            return ComparisonResult(
                outcome: .sizeMismatch(
                    reference: .init(width: reference.width, height: reference.height),
                    actual: .init(width: actual.width, height: actual.height)),
                differingPixelCount: 0, antialiasedPixelCount: 0, totalPixelCount: 0, allowedPixelCount: 0,
                differenceBounds: nil, diffImage: nil)
        }
        for (name, image) in [("reference", reference), ("actual", actual)]
        where image.pixels.count != image.width * image.height * 4 {
            return ComparisonResult(
                outcome: .malformedImage(
                    "\(name) image is \(image.width)×\(image.height) but holds \(image.pixels.count) bytes, not \(image.width * image.height * 4)"
                ),
                differingPixelCount: 0, antialiasedPixelCount: 0, totalPixelCount: 0, allowedPixelCount: 0,
                differenceBounds: nil, diffImage: nil)
        }
        let width = reference.width, height = reference.height
        let total = width * height
        let allowed = options.limit.allowedPixels(outOf: total)

        let identical = reference.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress.unsafelyUnwrapped, b.baseAddress.unsafelyUnwrapped, a.count) == 0
            }
        }
        if identical {
            let diff = options.diffImage == .always ? greyImage(reference, alpha: options.diffImageAlpha) : nil
            return ComparisonResult(
                outcome: .identical, differingPixelCount: 0, antialiasedPixelCount: 0, totalPixelCount: total,
                allowedPixelCount: allowed, differenceBounds: nil, diffImage: diff)
        }

        // With `.whenFailed`, a fast pass without painting decides; only a failure pays for a
        // second, painting pass. `.always` paints in the single pass.
        var counts = Counts()
        var diff: RGBAImage?
        if options.diffImage != .always {
            counts = scan(reference, actual, options: options, output: nil)
        }
        if options.diffImage == .always || (options.diffImage == .whenFailed && counts.differing > allowed) {
            var image = RGBAImage(width: width, height: height)
            image.pixels.withUnsafeMutableBufferPointer { out in
                counts = scan(reference, actual, options: options, output: out.baseAddress)
            }
            diff = image
        }
        let passed = counts.differing <= allowed
        return ComparisonResult(
            outcome: passed ? .withinLimit : .different,
            differingPixelCount: counts.differing, antialiasedPixelCount: counts.antialiased,
            totalPixelCount: total, allowedPixelCount: allowed, differenceBounds: counts.bounds, diffImage: diff)
    }

    // MARK: - Kernel

    private struct Counts {
        var differing = 0
        var antialiased = 0
        var bounds: ComparisonResult.PixelBounds?
    }

    /// One pass of pixelmatch's main loop; paints the diff into `output` when given. Bands of
    /// rows run on all cores (each pixel's verdict depends only on its neighbourhood in the two
    /// inputs, and bands paint disjoint rows), then their counts and bounds merge.
    private static func scan(
        _ reference: RGBAImage, _ actual: RGBAImage, options: ComparisonOptions, output: UnsafeMutablePointer<UInt8>?
    ) -> Counts {
        let height = reference.height
        let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, height / 64))
        var results = [BandResult](repeating: BandResult(), count: bands)
        results.withUnsafeMutableBufferPointer { slots in
            // Addresses cross into the workers as integers: each band writes only its own
            // slot and its own rows of `output`.
            let slotsAddress = Int(bitPattern: slots.baseAddress)
            let outputAddress = Int(bitPattern: output)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let rows = (height * band / bands)..<(height * (band + 1) / bands)
                let result = scanRows(
                    rows, reference, actual, options: options,
                    output: UnsafeMutablePointer<UInt8>(bitPattern: outputAddress))
                UnsafeMutablePointer<BandResult>(bitPattern: slotsAddress)?[band] = result
            }
        }
        var counts = Counts()
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for result in results {
            counts.differing += result.differing
            counts.antialiased += result.antialiased
            minX = min(minX, result.minX); minY = min(minY, result.minY)
            maxX = max(maxX, result.maxX); maxY = max(maxY, result.maxY)
        }
        if maxX >= 0 {
            counts.bounds = .init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        return counts
    }

    /// What one band of rows found.
    private struct BandResult {
        var differing = 0, antialiased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    }

    // The loops below run once per pixel. They are written to be fast in a plain release
    // build (no -Ounchecked, which SwiftPM refuses in a dependency pinned by version): raw
    // pointers instead of bounds-checked arrays, and wrapping arithmetic (&+, &*) on
    // offsets that cannot overflow, since width × height × 4 is an allocated buffer's size.
    private static func scanRows(
        _ rows: Range<Int>, _ reference: RGBAImage, _ actual: RGBAImage, options: ComparisonOptions,
        output: UnsafeMutablePointer<UInt8>?
    ) -> BandResult {
        let width = reference.width, height = reference.height
        // A NaN or negative threshold is treated as 0 (strictest), above 1 as 1.
        let threshold = options.threshold.isNaN ? 0 : min(1, max(0, options.threshold))
        let maxDelta = PixelmatchKernel.maximumDelta * threshold * threshold
        let detectAA = options.detectsAntialiasing
        let alpha = options.diffImageAlpha
        var result = BandResult()
        reference.pixels.withUnsafeBufferPointer { aBuffer in
            actual.pixels.withUnsafeBufferPointer { bBuffer in
                let img1 = aBuffer.baseAddress.unsafelyUnwrapped
                let img2 = bBuffer.baseAddress.unsafelyUnwrapped
                let a32 = UnsafeRawPointer(img1), b32 = UnsafeRawPointer(img2)
                let rowBytes = width &* 4
                var greyKey: UInt32 = 0, greyValue: UInt8 = 0, hasGrey = false
                for y in rows {
                    // Without a diff image, rows equal in both images need no per-pixel work.
                    if output == nil && memcmp(a32 + y &* rowBytes, b32 + y &* rowBytes, rowBytes) == 0 { continue }
                    for x in 0..<width {
                        let pos = (y &* width &+ x) &* 4
                        let pixel1 = a32.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                        // Equal pixels have delta 0: skip the colour maths.
                        let delta =
                            pixel1 == b32.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                            ? 0 : PixelmatchKernel.colorDelta(img1, img2, pos, pos, yOnly: false)
                        if abs(delta) > maxDelta {
                            if detectAA
                                && (PixelmatchKernel.antialiased(img1, x, y, width, height, img2)
                                    || PixelmatchKernel.antialiased(img2, x, y, width, height, img1))
                            {
                                result.antialiased &+= 1
                                if let output { paint(output, pos, 255, 255, 0) }
                            } else {
                                result.differing &+= 1
                                if x < result.minX { result.minX = x }
                                if x > result.maxX { result.maxX = x }
                                if y < result.minY { result.minY = y }
                                if y > result.maxY { result.maxY = y }
                                if let output { paint(output, pos, 255, 0, 0) }
                            }
                        } else if let output {
                            // Runs of one colour are common in rendered frames: reuse the last grey.
                            if !hasGrey || pixel1 != greyKey {
                                greyKey = pixel1
                                greyValue = PixelmatchKernel.grayValue(img1, pos, alpha: alpha)
                                hasGrey = true
                            }
                            paint(output, pos, greyValue, greyValue, greyValue)
                        }
                    }
                }
            }
        }
        return result
    }

    @inline(__always)
    private static func paint(_ output: UnsafeMutablePointer<UInt8>, _ pos: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        output[pos] = r; output[pos &+ 1] = g; output[pos &+ 2] = b; output[pos &+ 3] = 255
    }

    private static func greyImage(_ image: RGBAImage, alpha: Double) -> RGBAImage {
        var out = RGBAImage(width: image.width, height: image.height)
        image.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                let s = src.baseAddress.unsafelyUnwrapped, d = dst.baseAddress.unsafelyUnwrapped
                var key: UInt32 = 0, value: UInt8 = 0, has = false
                for i in 0..<(image.width * image.height) {
                    let pixel = UnsafeRawPointer(s).loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                    if !has || pixel != key {
                        key = pixel
                        value = PixelmatchKernel.grayValue(s, i &* 4, alpha: alpha)
                        has = true
                    }
                    paint(d, i &* 4, value, value, value)
                }
            }
        }
        return out
    }
}
