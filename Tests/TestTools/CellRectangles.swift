import PNGCodec

/// The rectangles of flat-coloured cells in a picture, in points: how a case of the
/// recorded-fidelity corpus is measured from a snapshot reference recorded on iOS
/// (`Scripts/measure`, the `ReelMeasure` tool, prints them).
///
/// A cell is a region of pixels of one colour (within a tolerance) joined through their
/// edges; its rectangle is the region's bounding box divided by the scale, so rounded
/// corners and text drawn inside the cell do not move it. At 3× an edge is known to a
/// pixel: ±1/3 pt.
public enum CellRectangles {
    /// One colour, 8 bits a channel.
    public struct Colour: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        /// A colour from its channels.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// A colour from six hexadecimal digits (`808080`, an optional `#` first), or nil.
        public init?(hex: String) {
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }

        /// Six lowercase hexadecimal digits.
        public var description: String {
            [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        }
    }

    /// One region found: its bounding box in pixels and in points.
    public struct Rectangle: Hashable, Sendable, CustomStringConvertible {
        /// The bounding box in pixels: first column and row, width and height.
        public var pixelX: Int, pixelY: Int, pixelWidth: Int, pixelHeight: Int
        /// Pixels per point.
        public var scale: Double
        /// How many pixels of the colour the region holds.
        public var pixelCount: Int

        /// The bounding box in points.
        public var x: Double { Double(pixelX) / scale }
        public var y: Double { Double(pixelY) / scale }
        public var width: Double { Double(pixelWidth) / scale }
        public var height: Double { Double(pixelHeight) / scale }

        /// Whether `other`'s box lies inside this one's.
        func contains(_ other: Rectangle) -> Bool {
            other.pixelX >= pixelX && other.pixelY >= pixelY && other.pixelX + other.pixelWidth <= pixelX + pixelWidth
                && other.pixelY + other.pixelHeight <= pixelY + pixelHeight
        }

        /// `x y width height` in points, to three decimals.
        public var description: String {
            [x, y, width, height].map { ($0 * 1000).rounded() / 1000 }.map { "\($0)" }.joined(separator: " ")
        }
    }

    /// The regions of `colour` in `image`, in reading order (top to bottom by their top
    /// edge, then left to right), leaving out regions inside another one's box (the
    /// insides of letters drawn in a cell).
    /// - Parameters:
    ///   - image: The picture.
    ///   - colour: The cells' colour; a pixel matches when the sum of its three channel
    ///     differences is at most `tolerance` (its alpha is not read).
    ///   - scale: Pixels per point (3 for a 3× device).
    ///   - tolerance: See `colour`.
    ///   - minimumSide: Regions narrower or shorter than this many pixels are left out
    ///     (anti-aliased fragments of text).
    /// - Complexity: O(w · h + r²) for r regions.
    public static func find(
        in image: RGBAImage, colour: Colour, scale: Double, tolerance: Int = 12, minimumSide: Int = 6
    ) -> [Rectangle] {
        let width = image.width, height = image.height
        guard width > 0, height > 0, scale > 0, scale.isFinite else { return [] }
        var matches = [Bool](repeating: false, count: width * height)
        image.pixels.withUnsafeBufferPointer { bytes in
            for index in 0..<(width * height) {
                let r = abs(Int(bytes[index * 4]) - Int(colour.red)), g = abs(Int(bytes[index * 4 + 1]) - Int(colour.green))
                let b = abs(Int(bytes[index * 4 + 2]) - Int(colour.blue))
                matches[index] = r + g + b <= tolerance
            }
        }
        var found: [Rectangle] = []
        var stack: [Int] = []
        for start in matches.indices where matches[start] {
            // Flood the region from `start`, clearing its pixels as they are reached.
            matches[start] = false
            stack.append(start)
            var minX = width, minY = height, maxX = -1, maxY = -1, count = 0
            while let index = stack.popLast() {
                let x = index % width, y = index / width
                count += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && nx < width && ny >= 0 && ny < height {
                    let next = ny * width + nx
                    if matches[next] {
                        matches[next] = false
                        stack.append(next)
                    }
                }
            }
            let rectangle = Rectangle(
                pixelX: minX, pixelY: minY, pixelWidth: maxX - minX + 1, pixelHeight: maxY - minY + 1, scale: scale, pixelCount: count)
            if rectangle.pixelWidth >= minimumSide, rectangle.pixelHeight >= minimumSide { found.append(rectangle) }
        }
        // A region inside another one's box is a piece of text drawn in the cell (the inside
        // of an "0"), not a cell.
        let cells = found.filter { inner in !found.contains { $0 != inner && $0.contains(inner) } }
        return cells.sorted { ($0.pixelY, $0.pixelX) < ($1.pixelY, $1.pixelX) }
    }

    /// The colours that cover the most pixels, most first, with their pixel counts: the
    /// first is usually the background, the next ones the cells'.
    /// - Complexity: O(w · h + c log c) for c distinct colours.
    public static func dominantColours(in image: RGBAImage, count: Int = 6) -> [(colour: Colour, pixels: Int)] {
        var counts: [Colour: Int] = [:]
        let bytes = image.pixels
        for index in stride(from: 0, to: bytes.count - 3, by: 4) {
            counts[Colour(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2]), default: 0] += 1
        }
        return counts.sorted { ($0.value, $1.key.description) > ($1.value, $0.key.description) }.prefix(max(0, count)).map {
            ($0.key, $0.value)
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
