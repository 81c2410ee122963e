import CollectionRendering
import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// imports them with no module maps for the C libraries behind the renderer and codecs
// (docs/ARCHITECTURE.md, "What stays out of products"), so no public declaration may
// mention them. `CGContext` is `public`, not `open`: no client lays out its stored
// properties, which is what makes this safe without library evolution.
@_implementationOnly import CTurboJPEG
@_implementationOnly import PNGCodec

// Images to and from PNG (PNGCodec) and JPEG (libjpeg-turbo) bytes: what `UIImage`'s
// `pngData()`, `jpegData(compressionQuality:)` and `init(data:)` use.
extension CGImage {
    /// The image as PNG bytes (straight alpha, as PNG stores it), or nil when encoding fails.
    package func pngData() -> Data? {
        bitmap.bytes.withUnsafeBytes { bytes in
            (try? PNGEncoder().encode(premultipliedARGB32: bytes, width: width, height: height, bytesPerRow: bytesPerRow)).map { Data($0) }
        }
    }

    /// The image as baseline JPEG bytes at `quality` 0…1 (mapped to libjpeg's 1…100; 4:2:0
    /// chroma), or nil when encoding fails. JPEG has no alpha: translucent pixels are
    /// flattened onto black, as their premultiplied colours already are.
    package func jpegData(quality: CGFloat) -> Data? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        let level = Int32((min(max(quality.isFinite ? quality : 1, 0), 1) * 99).rounded()) + 1
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = bitmap.bytes.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, Int32(width), Int32(bytesPerRow), Int32(height), Int32(TJPF_BGRA.rawValue), &output,
                &length, Int32(TJSAMP_420.rawValue), level, 0)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else { return nil }
        return Data(bytes: output, count: Int(length))
    }

    /// An image of `width × height` pixels given as straight (unpremultiplied) red, green,
    /// blue and alpha bytes, rows top to bottom with no padding — PNGCodec's `RGBAImage` —
    /// converted to the renderer's layout; nil when `pixels` holds fewer bytes.
    /// - Complexity: O(pixels).
    package convenience init?(straightRGBA pixels: [UInt8], width: Int, height: Int) {
        guard width > 0, height > 0, pixels.count >= width * height * 4,
            let layout = PixelLayout(
                bitsPerComponent: 8, bitsPerPixel: 32, space: nil, bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)),
            let bitmap = pixels.withUnsafeBufferPointer({ buffer in
                buffer.baseAddress.flatMap { Self.convert($0, width: width, height: height, bytesPerRow: width * 4, from: layout) }
            })
        else { return nil }
        self.init(bitmap: bitmap)
    }

    /// An image decoded from PNG or JPEG bytes, or nil when they are neither (or corrupt,
    /// or larger than 8,192 × 8,192 pixels).
    package static func decode(_ data: Data) -> CGImage? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let decoded = try? PNGDecoder(maximumImageBytes: 256 << 20).decode(bytes) else { return nil }
            return CGImage(straightRGBA: decoded.pixels, width: decoded.width, height: decoded.height)
        }
        guard bytes.starts(with: [0xFF, 0xD8]), let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
            width > 0, height > 0, width <= 8192, height <= 8192
        else { return nil }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = pixels.withUnsafeMutableBufferPointer { target in
            tjDecompress2(handle, bytes, UInt(bytes.count), target.baseAddress, width, width * 4, height, Int32(TJPF_BGRA.rawValue), 0)
        }
        guard status == 0 else { return nil }
        return Bitmap(width: Int(width), height: Int(height), bytesPerRow: Int(width) * 4, bytes: pixels).map(CGImage.init(bitmap:))
    }
}
