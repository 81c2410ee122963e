import CollectionRendering
import Foundation

extension CGImage {
    /// An image mask (`init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)`):
    /// one sample of 1, 2, 4 or 8 bits a pixel, rows of `bytesPerRow` bytes, most significant
    /// bits first. A sample S (scaled to 0…1) is an "inverse alpha": drawn, it paints the fill
    /// colour with coverage 1 − S, so 0 paints and 1 leaves the page alone; a `decode` of
    /// `[1, 0]` swaps them (docs/REFERENCE.md §22.6). Nil for other sample sizes, a
    /// `bitsPerPixel` other than `bitsPerComponent`, or a provider holding fewer than
    /// `height × bytesPerRow` bytes.
    ///
    /// Deliberate difference: the mask is kept as its coverage (black pixels with that
    /// alpha, in the renderer's layout), which is what `dataProvider` hands out.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, [1, 2, 4, 8].contains(bitsPerComponent),
            bitsPerPixel == bitsPerComponent, bytesPerRow >= (width * bitsPerComponent + 7) / 8, let data = provider.data,
            case let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height), !overflow, data.length >= needed
        else { return nil }
        let inverted = decode.map { $0[0] > $0[1] } ?? false
        let maximum = (1 << bitsPerComponent) - 1
        let source = data.bytes.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let bit = x * bitsPerComponent
                let byte = Int(source[y * bytesPerRow + bit / 8])
                let sample = (byte >> (8 - bitsPerComponent - bit % 8)) & maximum
                let coverage = inverted ? sample : maximum - sample
                bytes[(y * width + x) * 4 + Self.alphaByte] = UInt8((coverage * 255 + maximum / 2) / maximum)
            }
        }
        guard let bitmap = Bitmap(width: width, height: height, bytesPerRow: width * 4, bytes: bytes) else { return nil }
        self.init(bitmap: bitmap, isMask: true)
    }

    /// Where alpha sits in a renderer pixel's four bytes.
    private static var alphaByte: Int {
        #if _endian(little)
        3
        #else
        0
        #endif
    }

    /// The coverage this image gives as the mask of `CGContext.clip(to:mask:)`, as black
    /// pixels with that alpha (docs/REFERENCE.md §22.6): an image mask's own; a grey image's
    /// grey values (white shows, black hides). Apple allows only those two; for the rest
    /// this answers an image's alpha when it has transparent pixels (the tinting idiom that
    /// clips to an icon) and otherwise its luminance, 0.2126 r + 0.7152 g + 0.0722 b (the
    /// weights of SVG's luminance masks).
    /// - Complexity: O(pixels).
    var maskCoverage: Bitmap {
        if isMask { return bitmap }
        let source = bitmap.bytes
        let pixels = bitmap.width * bitmap.height
        var opaque = true
        for y in 0..<bitmap.height where opaque {
            for x in 0..<bitmap.width where source[y * bitmap.bytesPerRow + x * 4 + Self.alphaByte] < 255 {
                opaque = false
                break
            }
        }
        var bytes = [UInt8](repeating: 0, count: pixels * 4)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha: UInt8
                if opaque, let p = bitmap.pixel(x: x, y: y) {
                    let r: Double = 0.2126 * Double(p.red), g: Double = 0.7152 * Double(p.green), b: Double = 0.0722 * Double(p.blue)
                    alpha = UInt8(min(255, (r + g + b).rounded()))
                } else {
                    alpha = source[y * bitmap.bytesPerRow + x * 4 + Self.alphaByte]
                }
                bytes[(y * bitmap.width + x) * 4 + Self.alphaByte] = alpha
            }
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.width * 4, bytes: bytes) ?? bitmap
    }
}
