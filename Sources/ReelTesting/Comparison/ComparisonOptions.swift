/// Tolerances for `ImageComparison.compare(_:_:options:)`; the defaults are pixelmatch's.
public struct ComparisonOptions: Sendable, Equatable {
    /// How many differing pixels a comparison may find and still pass.
    public enum DifferenceLimit: Sendable, Equatable {
        /// At most this many differing pixels.
        case pixels(Int)
        /// At most this fraction (0…1) of all pixels, rounded down to a whole pixel count.
        case ratio(Double)

        /// The largest passing count for an image of `totalPixels` pixels.
        public func allowedPixels(outOf totalPixels: Int) -> Int {
            switch self {
            case .pixels(let n): return max(0, n)
            case .ratio(let r):
                guard r.isFinite, r > 0 else { return 0 }
                return Int((min(1, r) * Double(totalPixels)).rounded(.down))
            }
        }
    }

    /// When to build a diff image.
    public enum DiffImagePolicy: Sendable, Equatable {
        /// Never (fastest).
        case never
        /// Only when the comparison fails (a second pass over the images, paid only on failure).
        case whenFailed
        /// Always, also for identical images (all grey).
        case always
    }

    /// Colour-difference threshold 0…1 on pixelmatch's YIQ scale (0.1 by default; smaller is
    /// stricter). A pixel differs when its squared YIQ delta exceeds `35215 · threshold²`.
    /// Values outside 0…1 are clamped; NaN counts as 0.
    public var threshold: Double
    /// Detect anti-aliased pixels and do not count them as differences (pixelmatch's
    /// `includeAA: false`). They are painted yellow in the diff image and counted separately.
    public var detectsAntialiasing: Bool
    /// How many differing pixels still pass.
    public var limit: DifferenceLimit
    /// When to build `ComparisonResult.diffImage`.
    public var diffImage: DiffImagePolicy
    /// Opacity of the faded reference in the diff image (pixelmatch's `alpha`, 0.1).
    public var diffImageAlpha: Double

    /// Creates options; every default is pixelmatch's (threshold 0.1, anti-aliasing detected,
    /// alpha 0.1) plus a zero-pixel limit and a diff image only on failure.
    public init(
        threshold: Double = 0.1,
        detectsAntialiasing: Bool = true,
        limit: DifferenceLimit = .pixels(0),
        diffImage: DiffImagePolicy = .whenFailed,
        diffImageAlpha: Double = 0.1
    ) {
        self.threshold = threshold
        self.detectsAntialiasing = detectsAntialiasing
        self.limit = limit
        self.diffImage = diffImage
        self.diffImageAlpha = diffImageAlpha
    }
}
