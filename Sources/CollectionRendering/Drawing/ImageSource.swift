import Foundation

/// How an image fills its rectangle, as `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable, Codable {
    /// Stretched to the rectangle (`scaleToFill`).
    case scaleToFill
    /// Scaled uniformly to fit inside, centred (`scaleAspectFit`).
    case scaleAspectFit
    /// Scaled uniformly to cover, centred and clipped (`scaleAspectFill`).
    case scaleAspectFill
    /// Unscaled, centred (`center`), clipped to the rectangle.
    case center
}

/// A raster image: a PNG file on disk, decoded by the backend.
public struct ImageSource: Hashable, Sendable {
    /// Where a scene file named an image, so an error drawing it can point there.
    public struct Origin: Hashable, Sendable {
        /// `file:line:column` of the value.
        public var location: String
        /// The value's key path (`sections[0].items[2].image`).
        public var keyPath: String

        /// An origin from its parts.
        public init(location: String, keyPath: String) {
            self.location = location
            self.keyPath = keyPath
        }
    }

    /// The PNG file's absolute path.
    public var path: String
    /// Where the image was named (a scene's `image:` key); nil when unknown.
    public var origin: Origin?

    /// An image from a PNG file, named at `origin` if known.
    public init(path: String, origin: Origin? = nil) {
        self.path = path
        self.origin = origin
    }
}

extension ImageSource {
    /// The width and height in pixels that a PNG's header gives (its `IHDR` chunk, bytes
    /// 16–23, big-endian), or nil when `header` does not start with the PNG signature and an
    /// `IHDR` chunk. The SVG writer and `UIImage(contentsOfFile:)` size images by it.
    package static func pngPixelSize(header: some Collection<UInt8>) -> CGSize? {
        let bytes = Array(header.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, bytes.starts(with: signature), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> CGFloat { CGFloat(bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return CGSize(width: word(16), height: word(20))
    }
}
