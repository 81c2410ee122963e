import CollectionRendering
import Foundation

// Implementation-only: a package compiled after our modules that tests `canImport(UIKit)`
// imports them with no module maps for the C libraries behind the renderer and codecs
// (docs/ARCHITECTURE.md, "What stays out of products"), so no public declaration may
// mention them. `CGContext` is `public`, not `open`: no client lays out its stored
// properties, which is what makes this safe without library evolution.
@_implementationOnly import CairoRendering

extension CGContext {
    /// A bitmap context drawing into `width × height` pixels (`init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`):
    /// the caller's `data` (which must hold `height × bytesPerRow` bytes and outlive the
    /// context; what is in it is drawn over) or, when nil, memory of the context's own. Core
    /// Graphics' coordinates: origin at the bottom left, y up, one unit a pixel.
    ///
    /// Layouts: 8-bit components, 32 bits per pixel with alpha first or last (premultiplied
    /// or skipped, either byte order), 24-bit RGB, or 8-bit grey; nil for others (as Core
    /// Graphics answers nil for unsupported combinations) and for sizes beyond 32,767.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel = space.model == .monochrome ? 8 : (info.alphaInfo == CGImageAlphaInfo.none ? 24 : 32)
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
            let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: info)
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel, !rowBytes.multipliedReportingOverflow(by: height).overflow,
            let canvas = try? RasterCanvas(pixelWidth: width, pixelHeight: height, scale: 1)
        else { return nil }
        let target = BitmapTarget(data: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout, space: space, info: info)
        target.load(into: canvas)
        self.init(size: CGSize(width: width, height: height), scale: 1, flipped: true, canvas: canvas, target: target)
    }

    /// The bitmap's width in pixels (`width`); 0 for a context without pixels.
    public var width: Int { canvas?.surface.pixelWidth ?? 0 }
    /// The bitmap's height in pixels (`height`); 0 for a context without pixels.
    public var height: Int { canvas?.surface.pixelHeight ?? 0 }
    /// Bytes from one row to the next (`bytesPerRow`).
    public var bytesPerRow: Int { target?.bytesPerRow ?? canvas?.surface.bytesPerRow ?? 0 }
    /// Bits per component (`bitsPerComponent`): 8 for a bitmap context.
    public var bitsPerComponent: Int { canvas == nil ? 0 : 8 }
    /// Bits per pixel (`bitsPerPixel`).
    public var bitsPerPixel: Int { target.map { $0.layout.bytesPerPixel * 8 } ?? (canvas == nil ? 0 : 32) }
    /// The colour space (`colorSpace`).
    public var colorSpace: CGColorSpace? { target?.space ?? (canvas == nil ? nil : CGColorSpace(name: CGColorSpace.sRGB)) }
    /// The pixel layout (`bitmapInfo`).
    public var bitmapInfo: CGBitmapInfo {
        target?.info ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    /// The alpha layout (`alphaInfo`).
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The pixels (`data`): the caller's bytes, or the context's own (premultiplied, alpha
    /// first, little-endian words); nil for a context without pixels.
    public var data: UnsafeMutableRawPointer? {
        if let target { return target.bytes }
        return canvas.flatMap { canvas in canvas.surface.withPixels { UnsafeMutableRawPointer(mutating: $0.baseAddress) } }
    }

    /// An image of the pixels now (`makeImage()`); nil for a context without pixels.
    public func makeImage() -> CGImage? {
        canvas?.surface.bitmap().map(CGImage.init(bitmap:))
    }
}

/// A caller's pixel bytes that a bitmap context keeps up to date in their own layout.
final class BitmapTarget {
    let width: Int, height: Int, bytesPerRow: Int
    let layout: PixelLayout
    let space: CGColorSpace
    let info: CGBitmapInfo
    /// The bytes: the caller's, or owned.
    let bytes: UnsafeMutableRawPointer
    private let owned: Bool

    init(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout, space: CGColorSpace,
        info: CGBitmapInfo
    ) {
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow
        self.layout = layout; self.space = space; self.info = info
        if let data {
            bytes = data
            owned = false
        } else {
            bytes = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            owned = true
        }
    }

    deinit { if owned { bytes.deallocate() } }

    /// Copies the bytes onto the canvas (what the caller's memory held when the context was made).
    func load(into canvas: RasterCanvas) {
        guard let native = PixelLayout.native else { return }
        var converted = [UInt8](repeating: 0, count: width * height * 4)
        let source = bytes.assumingMemoryBound(to: UInt8.self)
        converted.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for y in 0..<height {
                for x in 0..<width {
                    native.write(layout.read(source + y * bytesPerRow + x * layout.bytesPerPixel), to: base + (y * width + x) * 4)
                }
            }
        }
        converted.withUnsafeBytes { if let base = $0.baseAddress { canvas.load(base, bytesPerRow: width * 4) } }
    }

    /// Writes the canvas's pixels into the bytes in their layout.
    func store(_ canvas: RasterCanvas) {
        guard let native = PixelLayout.native else { return }
        let target = bytes.assumingMemoryBound(to: UInt8.self)
        canvas.surface.withPixels { pixels in
            guard let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let stride = canvas.surface.bytesPerRow
            for y in 0..<height {
                for x in 0..<width {
                    layout.write(native.read(base + y * stride + x * 4), to: target + y * bytesPerRow + x * layout.bytesPerPixel)
                }
            }
        }
    }
}
