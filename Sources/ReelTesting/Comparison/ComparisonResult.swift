import PNGCodec

/// The outcome of `ImageComparison.compare(_:_:options:)`.
public struct ComparisonResult: Sendable, Equatable {
    /// Width and height of an image, in pixels.
    public struct ImageSize: Sendable, Equatable, CustomStringConvertible {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// Creates a size.
        public init(width: Int, height: Int) { self.width = width; self.height = height }
        /// "W×H".
        public var description: String { "\(width)×\(height)" }
    }

    /// The smallest pixel rectangle holding every differing pixel.
    public struct PixelBounds: Sendable, Equatable, CustomStringConvertible {
        /// Leftmost differing column.
        public var x: Int
        /// Topmost differing row.
        public var y: Int
        /// Columns from `x` to the rightmost differing column, inclusive.
        public var width: Int
        /// Rows from `y` to the bottom differing row, inclusive.
        public var height: Int
        /// Creates bounds.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
        /// "x A…B, y C…D" (inclusive pixel ranges).
        public var description: String { "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1)" }
    }

    /// What the comparison found.
    public enum Outcome: Sendable, Equatable {
        /// The pixel buffers are byte-for-byte equal.
        case identical
        /// Some pixels differ (or are anti-aliasing), but no more than the limit allows.
        case withinLimit
        /// More pixels differ than the limit allows.
        case different
        /// The images have different sizes; nothing was compared.
        case sizeMismatch(reference: ImageSize, actual: ImageSize)
        /// An image's pixel buffer does not hold `width × height × 4` bytes; nothing was compared.
        case malformedImage(String)
    }

    /// What the comparison found.
    public let outcome: Outcome
    /// Pixels whose colour differs beyond the threshold and are not anti-aliasing (red in the diff).
    public let differingPixelCount: Int
    /// Pixels beyond the threshold that were recognised as anti-aliasing (yellow in the diff).
    public let antialiasedPixelCount: Int
    /// Pixels in each image (0 on a size mismatch).
    public let totalPixelCount: Int
    /// The largest `differingPixelCount` that passes under the options' limit.
    public let allowedPixelCount: Int
    /// Bounding box of the differing (red) pixels; nil when there are none.
    public let differenceBounds: PixelBounds?
    /// Reference faded to grey, differing pixels red, anti-aliased pixels yellow — when the
    /// options asked for it (`ComparisonOptions.diffImage`).
    public let diffImage: RGBAImage?

    /// True when the images match within the options' limit (never for a size mismatch).
    public var passed: Bool {
        switch outcome {
        case .identical, .withinLimit: return true
        case .different, .sizeMismatch, .malformedImage: return false
        }
    }

    /// One line for test failures and the CLI, e.g.
    /// "412 of 2073600 pixels differ (0.020%; 37 anti-aliased ignored; limit 0) in x 10…40, y 5…9".
    public var summary: String {
        switch outcome {
        case .identical:
            return "images are identical"
        case .sizeMismatch(let reference, let actual):
            return "image sizes differ: reference \(reference), actual \(actual)"
        case .malformedImage(let detail):
            return "cannot compare: \(detail)"
        case .withinLimit, .different:
            let percent = totalPixelCount == 0 ? 0 : Double(differingPixelCount) * 100 / Double(totalPixelCount)
            var text = "\(differingPixelCount) of \(totalPixelCount) pixels differ ("
            text += String(percent.formatted3) + "%; \(antialiasedPixelCount) anti-aliased ignored; limit \(allowedPixelCount))"
            if let differenceBounds { text += " in \(differenceBounds)" }
            return text
        }
    }
}

extension Double {
    /// Three decimals without Foundation.
    fileprivate var formatted3: String {
        let scaled = (self * 1000).rounded()
        let whole = Int(scaled) / 1000
        let fraction = Int(scaled) % 1000
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
