import Foundation

/// How an image fills its rectangle, as `UIView.ContentMode` (and, through it, a layer's
/// `contentsGravity`): scaled, or placed at its own size against an edge or corner.
/// ``placement(of:in:)`` is the one home of the rule.
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stretched to the rectangle (`scaleToFill`).
    case scaleToFill
    /// Scaled uniformly to fit inside, centred (`scaleAspectFit`).
    case scaleAspectFit
    /// Scaled uniformly to cover, centred and clipped (`scaleAspectFill`).
    case scaleAspectFill
    /// Unscaled, centred (`center`), clipped to the rectangle.
    case center
    /// Unscaled, centred against the top edge (`top`).
    case top
    /// Unscaled, centred against the bottom edge (`bottom`).
    case bottom
    /// Unscaled, centred against the left edge (`left`).
    case left
    /// Unscaled, centred against the right edge (`right`).
    case right
    /// Unscaled, in the top-left corner (`topLeft`).
    case topLeft
    /// Unscaled, in the top-right corner (`topRight`).
    case topRight
    /// Unscaled, in the bottom-left corner (`bottomLeft`).
    case bottomLeft
    /// Unscaled, in the bottom-right corner (`bottomRight`).
    case bottomRight

    /// Where an image of `size` points goes in `rect` (y down): stretched, fitted or filled
    /// about the centre, or at its own size against the mode's edge or corner (centred on
    /// the other axis). The result may reach outside `rect`; drawing clips to `rect`.
    public func placement(of size: CGSize, in rect: CGRect) -> CGRect {
        let w = size.width, h = size.height
        switch self {
        case .scaleToFill: return rect
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return rect }
            let fit = min(rect.width / w, rect.height / h), fill = max(rect.width / w, rect.height / h)
            let scale = self == .scaleAspectFit ? fit : fill
            return CGRect(x: rect.midX - w * scale / 2, y: rect.midY - h * scale / 2, width: w * scale, height: h * scale)
        default:
            let x: CGFloat, y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = rect.minX
            case .right, .topRight, .bottomRight: x = rect.maxX - w
            default: x = rect.midX - w / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = rect.minY
            case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - h
            default: y = rect.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}

/// A raster image: a PNG file on disk, decoded by the backend, or a ``Bitmap`` in memory.
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

    /// The PNG file's absolute path; empty for an image in memory.
    public var path: String
    /// Where the image was named (a scene's `image:` key); nil when unknown.
    public var origin: Origin?
    /// The pixels of an image in memory (a `CGImage`); nil for a file.
    public var bitmap: Bitmap?
    /// Pixels per point: an image of `w × h` pixels measures `w / scale × h / scale` points
    /// when placed at its own size (a layer's `contentsScale`, a `UIImage`'s `scale`).
    public var scale: CGFloat

    /// An image from a PNG file, named at `origin` if known.
    public init(path: String, origin: Origin? = nil, scale: CGFloat = 1) {
        self.path = path
        self.origin = origin
        self.scale = scale
    }

    /// An image in memory.
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        path = ""
        self.bitmap = bitmap
        self.scale = scale
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
