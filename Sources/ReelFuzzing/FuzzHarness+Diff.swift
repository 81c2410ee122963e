import PNGCodec
import ReelTesting

extension FuzzHarness {
    /// Two images (see ``DiffInput``) through `ImageComparison.compare`, as `reel diff` runs it.
    ///
    /// Invariants: an image compared with itself is identical and passes; counts stay within
    /// the image; `passed` agrees with the limit; a difference's bounds lie inside the image;
    /// a diff image has the images' size and survives a PNG round trip; the summary is not empty.
    func runDiff(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) -> FuzzOutcome {
        let input: DiffInput
        do {
            input = try DiffInput([UInt8](bytes), maximumSide: limits.maximumDiffSide, decode: decodePNG)
        } catch {
            return .rejected(stage: "decode", message: String(describing: error))
        }
        let options = input.options, reference = input.reference, actual = input.actual
        let itself = ImageComparison.compare(reference, reference, options: options)
        guard itself.outcome == .identical, itself.passed, itself.differingPixelCount == 0 else {
            throw FuzzFailure(.diff, "an image compared with itself: \(itself.summary)")
        }
        let result = ImageComparison.compare(reference, actual, options: options)
        guard !result.summary.isEmpty else { throw FuzzFailure(.diff, "an empty summary") }
        let sameSize = reference.width == actual.width && reference.height == actual.height
        guard sameSize else {
            guard case .sizeMismatch = result.outcome, !result.passed else {
                throw FuzzFailure(.diff, "images of different sizes: \(result.summary)")
            }
            return .accepted(stages: "compare (sizes differ)")
        }
        let total = reference.width * reference.height
        guard result.totalPixelCount == total, result.differingPixelCount >= 0, result.antialiasedPixelCount >= 0,
            result.differingPixelCount + result.antialiasedPixelCount <= total,
            result.passed == (result.differingPixelCount <= result.allowedPixelCount)
        else { throw FuzzFailure(.diff, "inconsistent counts: \(result.summary)") }
        if reference == actual, result.outcome != .identical {
            throw FuzzFailure(.diff, "equal images are not identical: \(result.summary)")
        }
        if let bounds = result.differenceBounds {
            guard bounds.x >= 0, bounds.y >= 0, bounds.width >= 1, bounds.height >= 1,
                bounds.x + bounds.width <= reference.width, bounds.y + bounds.height <= reference.height
            else { throw FuzzFailure(.diff, "bounds \(bounds) outside a \(reference.width)×\(reference.height) image") }
        } else if result.differingPixelCount > 0 {
            throw FuzzFailure(.diff, "\(result.differingPixelCount) differing pixels without bounds")
        }
        if let diff = result.diffImage {
            guard diff.width == reference.width, diff.height == reference.height else {
                throw FuzzFailure(.diff, "a \(diff.width)×\(diff.height) diff image of \(reference.width)×\(reference.height) images")
            }
            try checkRoundTrip(diff, target: .diff)
        }
        return .accepted(stages: "compare")
    }
}
