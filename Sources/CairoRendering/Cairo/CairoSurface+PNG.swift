import CCairo
import CollectionRendering
import Foundation
import PNGCodec

extension CairoSurface {
    /// The largest decoded image accepted, in RGBA bytes (256 MiB: 8,192 × 8,192 pixels).
    static let maximumImageBytes = 256 << 20

    /// An image surface holding the PNG file `image` names, decoded with ``PNGCodec``'s
    /// decoder (every standard PNG) and premultiplied as Cairo's own PNG reader does.
    /// - Throws: ``RenderError/image(path:reason:origin:)`` whose reason names the real
    ///   cause: no such file, not readable, a folder, not a PNG (and what it looks like),
    ///   truncated at byte N, a CRC mismatch in chunk X, an invalid header value, a corrupt
    ///   zlib stream, or too large; `origin` is where the scene named the image.
    convenience init(png image: ImageSource) throws(RenderError) {
        let path = image.path
        func failure(_ reason: String) -> RenderError { .image(path: path, reason: reason, origin: image.origin) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw failure("no such file") }
        guard !isDirectory.boolValue else { throw failure("it is a folder, not a PNG file") }
        guard FileManager.default.isReadableFile(atPath: path), let bytes = FileManager.default.contents(atPath: path) else {
            throw failure("the file is not readable")
        }
        let decoded: RGBAImage
        do { decoded = try PNGDecoder(maximumImageBytes: Self.maximumImageBytes).decode([UInt8](bytes)) } catch {
            throw failure(error.description)
        }
        guard decoded.width <= Self.maximumSide, decoded.height <= Self.maximumSide else {
            throw failure(
                "PNG too large: \(decoded.width) × \(decoded.height) pixels exceeds Cairo's limit of \(Self.maximumSide) pixels per side")
        }
        try self.init(pixelWidth: decoded.width, pixelHeight: decoded.height)
        withMutablePixels { target in
            guard let base = target.baseAddress else { return }
            let stride = bytesPerRow
            decoded.pixels.withUnsafeBufferPointer { source in
                for y in 0..<decoded.height {
                    let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<decoded.width {
                        let i = (y * decoded.width + x) * 4
                        let a = UInt32(source[i + 3])
                        let r = Self.premultiply(source[i], a), g = Self.premultiply(source[i + 1], a),
                            b = Self.premultiply(source[i + 2], a)
                        row[x] = a << 24 | r << 16 | g << 8 | b
                    }
                }
            }
        }
    }

    /// `colour × alpha / 255`, rounded exactly as Cairo's PNG reader rounds it.
    @inline(__always)
    private static func premultiply(_ colour: UInt8, _ alpha: UInt32) -> UInt32 {
        let t = UInt32(colour) * alpha + 0x80
        return ((t >> 8) + t) >> 8
    }
}
