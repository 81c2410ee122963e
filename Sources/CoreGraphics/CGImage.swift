import CollectionRendering
import Foundation

/// A bitmap image (`CGImage`): width × height pixels of 8-bit premultiplied components,
/// alpha first, 32-bit little-endian words (blue, green, red, alpha in memory) — the layout
/// iOS gives images a renderer makes (`bitmapInfo` `premultipliedFirst | byteOrder32Little`).
///
/// Immutable. An image made from a caller's bytes in another layout is converted to this
/// one when made (`init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`).
/// Deliberate difference: every image is sRGB; the colour space and `decode` array are not
/// applied.
public class CGImage: Hashable, @unchecked Sendable {
    /// The pixels, as the renderer draws them.
    package let bitmap: Bitmap

    /// An image of the renderer's pixels, or an image mask whose pixels are black with its
    /// coverage as alpha.
    package init(bitmap: Bitmap, isMask: Bool) {
        self.bitmap = bitmap
        self.isMask = isMask
    }

    /// An image of the renderer's pixels.
    package convenience init(bitmap: Bitmap) { self.init(bitmap: bitmap, isMask: false) }

    /// An image from bytes a provider holds (`init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`):
    /// 8-bit components, 32 bits per pixel with alpha first or last (premultiplied, straight
    /// or skipped, either byte order), 24-bit RGB, or 8-bit grey; nil for other layouts, a
    /// `height × bytesPerRow` that overflows, or a provider holding fewer bytes than that.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
            let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: bitmapInfo),
            bytesPerRow >= width * layout.bytesPerPixel, let data = provider.data,
            case let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height), !overflow, data.length >= needed,
            let bitmap = Self.convert(
                data.bytes.assumingMemoryBound(to: UInt8.self), width: width, height: height, bytesPerRow: bytesPerRow, from: layout)
        else { return nil }
        self.bitmap = bitmap
        isMask = false
    }

    /// Bytes in `layout` as a bitmap in the renderer's.
    static func convert(_ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, from layout: PixelLayout) -> Bitmap? {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let native = PixelLayout.native
        bytes.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress, let native else { return }
            for y in 0..<height {
                for x in 0..<width {
                    native.write(layout.read(source + y * bytesPerRow + x * layout.bytesPerPixel), to: base + (y * width + x) * 4)
                }
            }
        }
        return Bitmap(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    /// Width in pixels (`width`).
    public var width: Int { bitmap.width }
    /// Height in pixels (`height`).
    public var height: Int { bitmap.height }
    /// Bits per component (`bitsPerComponent`): 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (`bitsPerPixel`): 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next (`bytesPerRow`).
    public var bytesPerRow: Int { bitmap.bytesPerRow }
    /// The colour space (`colorSpace`): sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// The alpha layout (`alphaInfo`): premultiplied, first.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The layout (`bitmapInfo`): premultiplied first, 32-bit little-endian.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little) }
    /// The pixel bytes, row after row (`dataProvider`).
    public var dataProvider: CGDataProvider? {
        let bytes = bitmap.bytes
        return CGDataProvider(data: bytes.withUnsafeBytes { NSData(bytes: $0.baseAddress, length: $0.count) })
    }
    /// Whether the image is smoothed when scaled (`shouldInterpolate`): true.
    public var shouldInterpolate: Bool { true }
    /// Whether the image is an image mask (`isMask`), made by
    /// `init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)`.
    public let isMask: Bool
    /// The rendering intent (`renderingIntent`): the default.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The part of the image inside `rect` (pixels, rounded out to whole pixels), or nil
    /// when it misses the image (`cropping(to:)`).
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        let source = bitmap.bytes
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let from = (y0 + y) * bitmap.bytesPerRow + x0 * 4
            bytes.replaceSubrange(y * w * 4..<(y + 1) * w * 4, with: source[from..<from + w * 4])
        }
        return Bitmap(width: w, height: h, bytesPerRow: w * 4, bytes: bytes).map { CGImage(bitmap: $0, isMask: isMask) }
    }

    /// Equal when the pixels are.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs || lhs.bitmap == rhs.bitmap }

    /// Hashes the pixels.
    public func hash(into hasher: inout Hasher) { hasher.combine(bitmap) }
}

/// How colours outside the destination's gamut are mapped (`CGColorRenderingIntent`); kept,
/// not applied.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric
    /// Relative colorimetric.
    case relativeColorimetric
    /// Perceptual.
    case perceptual
    /// Saturation.
    case saturation
}
