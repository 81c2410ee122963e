import CCairo
import CollectionRendering
import Foundation

extension CairoSurface {
    /// An image surface holding a copy of `bitmap` (whose pixels are Cairo's own format).
    /// - Throws: ``RenderError/surfaceTooLarge(width:height:scale:)`` beyond Cairo's limit.
    convenience init(bitmap: Bitmap) throws(RenderError) {
        try self.init(pixelWidth: bitmap.width, pixelHeight: bitmap.height)
        let source = bitmap.bytes
        withMutablePixels { target in
            guard let base = target.baseAddress else { return }
            let rowBytes = bitmap.width * 4
            source.withUnsafeBytes { bytes in
                guard let from = bytes.baseAddress else { return }
                for y in 0..<bitmap.height {
                    (base + y * bytesPerRow).copyMemory(from: from + y * bitmap.bytesPerRow, byteCount: rowBytes)
                }
            }
        }
    }

    /// The surface's pixels as a `Bitmap` (a copy).
    public func bitmap() -> Bitmap? {
        withPixels { pixels in
            Bitmap(width: pixelWidth, height: pixelHeight, bytesPerRow: bytesPerRow, bytes: Array(pixels))
        }
    }
}
