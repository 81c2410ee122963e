import PNGCodec

/// How closely an image snapshot must match its reference: the one choice every image
/// strategy of this module makes, through ``SnapshotTesting/Diffing/reelImage(_:)``.
public enum ImageMatching: Sendable, Equatable {
    /// pixelmatch's perceptual YIQ metric with anti-aliasing detection
    /// (``ImageComparison``): a colour `threshold` (0…1, 0.1 by default) and at most
    /// `maxDiffPixels` differing pixels. CollectionReel's own strategies use it.
    case pixelmatch(threshold: Double, maxDiffPixels: Int)
    /// swift-snapshot-testing's `precision` and `perceptualPrecision`
    /// (``PrecisionComparison``). The UIKit strategies with swift-snapshot-testing's spellings
    /// use it.
    case precision(Float, perceptual: Float)

    /// Why `actual` does not match `reference`, with a diff image when one helps; nil when it
    /// matches.
    func failure(_ reference: RGBAImage, _ actual: RGBAImage) -> (message: String, diff: RGBAImage?)? {
        switch self {
        case let .pixelmatch(threshold, maxDiffPixels):
            let options = ComparisonOptions(threshold: threshold, limit: .pixels(maxDiffPixels), diffImage: .whenFailed)
            let result = ImageComparison.compare(reference, actual, options: options)
            return result.passed ? nil : (result.summary, result.diffImage)
        case let .precision(precision, perceptual):
            guard let message = PrecisionComparison.failure(reference, actual, precision: precision, perceptualPrecision: perceptual)
            else { return nil }
            let diff = ImageComparison.compare(reference, actual, options: ComparisonOptions(threshold: 0, diffImage: .always)).diffImage
            return (message, diff)
        }
    }
}
