/// An 8-bit RGBA raster with straight (non-premultiplied) alpha, rows top to bottom, no padding.
///
/// The shared pixel currency of CollectionReel: `PNGDecoder` produces it, `PNGEncoder` and the
/// image comparison in ReelTesting consume it. Pixel `(x, y)` starts at byte `(y * width + x) * 4`
/// and holds red, green, blue, alpha in that order.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, straight alpha.
    public var pixels: [UInt8]

    /// Wraps existing pixel bytes.
    /// - Throws: `PNGError.invalidImage` when a dimension is negative or `pixels.count` is not
    ///   `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(PNGError) {
        guard width >= 0, height >= 0 else {
            throw .invalidImage("negative dimensions \(width)×\(height)")
        }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (count, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2, pixels.count == count else {
            throw .invalidImage("\(width)×\(height) RGBA needs \(width &* height &* 4) bytes, got \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour (transparent black by default).
    /// Negative dimensions are treated as 0.
    public init(width: Int, height: Int, red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, alpha: UInt8 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        var bytes = [UInt8](repeating: 0, count: count * 4)
        if red != 0 || green != 0 || blue != 0 || alpha != 0 {
            for i in 0..<count {
                bytes[i * 4] = red
                bytes[i * 4 + 1] = green
                bytes[i * 4 + 2] = blue
                bytes[i * 4 + 3] = alpha
            }
        }
        self.pixels = bytes
    }

    /// The pixel at `(x, y)` as `(r, g, b, a)`; `nil` outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Sets the pixel at `(x, y)`; does nothing outside the image.
    public mutating func setPixel(x: Int, y: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        pixels[i] = r
        pixels[i + 1] = g
        pixels[i + 2] = b
        pixels[i + 3] = a
    }

    /// True when every alpha byte is 255.
    /// - Complexity: O(width × height).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { PixelScan.allOpaqueRGBA($0) }
    }
}
