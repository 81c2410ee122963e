import Foundation

/// An image in memory: premultiplied 32-bit pixels, alpha first in native byte order —
/// Cairo's `ARGB32` and Core Graphics' `premultipliedFirst | byteOrder32Little` on a
/// little-endian machine (blue, green, red, alpha in memory). A `CGImage` drawn by a
/// renderer holds one.
///
/// Immutable; copies share the pixels. Equal to another bitmap with the same size and
/// bytes.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `4 × width`).
    public let bytesPerRow: Int
    private let storage: Storage

    /// A bitmap of `bytes`, nil when they do not hold `height` rows of `bytesPerRow` bytes
    /// or a row cannot hold `width` pixels.
    public init?(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, bytes.count >= bytesPerRow * height else { return nil }
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow
        storage = Storage(bytes)
    }

    /// The pixel bytes, row after row.
    public var bytes: [UInt8] { storage.bytes }

    /// The straight (unpremultiplied) RGBA value of the pixel at (`x`, `y`), or nil outside.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = y * bytesPerRow + x * 4
        let b = storage.bytes
        #if _endian(little)
        let (blue, green, red, alpha) = (b[i], b[i + 1], b[i + 2], b[i + 3])
        #else
        let (alpha, red, green, blue) = (b[i], b[i + 1], b[i + 2], b[i + 3])
        #endif
        func straight(_ value: UInt8) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return (straight(red), straight(green), straight(blue), alpha)
    }

    /// Equal when size and bytes are.
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.bytesPerRow == rhs.bytesPerRow
            && (lhs.storage === rhs.storage || lhs.storage.bytes == rhs.storage.bytes)
    }

    /// Hashes the size and a digest of the bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width); hasher.combine(height); hasher.combine(storage.digest)
    }

    /// The bytes, shared by copies, with a digest computed once.
    private final class Storage: Sendable {
        let bytes: [UInt8]
        let digest: UInt64

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            digest = fnv1a(bytes)
        }
    }
}
