import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// `CGContext.clip(to:mask:)` and image masks (docs/REFERENCE.md §22.6): a grey image's grey
/// values are coverage, an image mask's samples are inverse coverage, the mask's first row
/// lies at the rectangle's maximum y, and the mask clip is saved and restored with the rest
/// of the clip — values worked by hand, in every output at @1x and @2x.
@Suite struct MaskClipTests {
    /// A view that draws `body` in its `draw(_:)`.
    final class DrawingView: UIView {
        var body: (CGContext) -> Void = { _ in }

        override func draw(_ rect: CGRect) {
            if let context = UIGraphicsGetCurrentContext() { body(context) }
        }
    }

    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)

    /// A 4 × 4 grey image in quadrants of 2 × 2 samples: its first two rows 255 (left) and 0
    /// (right), its last two 128 and 64.
    static func quadrants() throws -> CGImage {
        let rows: [[UInt8]] = [[255, 255, 0, 0], [255, 255, 0, 0], [128, 128, 64, 64], [128, 128, 64, 64]]
        let provider = try #require(CGDataProvider(data: Data(rows.flatMap { $0 }) as NSData))
        return try #require(
            CGImage(
                width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue), provider: provider, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent))
    }

    /// A 1-bit image mask 8 samples wide and one high: 1 1 1 1 0 0 0 0 (with `decode`).
    static func halfMask(decode: [CGFloat]? = nil) throws -> CGImage {
        let provider = try #require(CGDataProvider(data: Data([0b1111_0000]) as NSData))
        return try #require(
            CGImage(
                maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1, provider: provider,
                decode: decode, shouldInterpolate: false))
    }

    func render(_ format: OutputFormat, _ scale: CGFloat, body: @escaping (CGContext) -> Void) throws -> RGBAImage {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        view.body = body
        return try format.pixels(of: DisplayList(view: view, scale: scale, background: .white))
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aGreyImagesValuesAreTheCoverageItsFirstRowAtTheBottom(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Mapped onto (0, 0, 40, 20) in UIKit's flipped space, the image's first rows land
        // on the bottom half: bottom left covered fully (255), bottom right not at all (0);
        // top left 128/255 and top right 64/255 of the red over white, so green and blue are
        // 255 · (1 − c): 127 and 191. Sampled at each quadrant's centre, where the
        // neighbouring samples are equal.
        let mask = try Self.quadrants()
        let image = try render(format, scale) { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: mask)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        func at(_ x: CGFloat, _ y: CGFloat) -> (Int, Int) { (Int(x * scale), Int(y * scale)) }
        let (bl, br, tl, tr) = (at(10, 15), at(30, 15), at(10, 5), at(30, 5))
        expectPixel(image, bl.0, bl.1, red, tolerance: 3, "\(format) bottom left, coverage 1")
        expectPixel(image, br.0, br.1, white, tolerance: 3, "\(format) bottom right, coverage 0")
        expectPixel(image, tl.0, tl.1, (255, 127, 127), tolerance: 3, "\(format) top left, coverage 128/255")
        expectPixel(image, tr.0, tr.1, (255, 191, 191), tolerance: 3, "\(format) top right, coverage 64/255")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func anImageMasksSamplesAreInverseCoverage(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Samples 1 1 1 1 0 0 0 0 over 40 points: the left half masked out, the right shown;
        // with decode [1, 0] the other way round. Nothing shows outside the mask's rectangle.
        let mask = try Self.halfMask(), swapped = try Self.halfMask(decode: [1, 0])
        let image = try render(format, scale) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 10), mask: mask)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.restoreGState()
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 10, width: 40, height: 10), mask: swapped)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 10, width: 40, height: 10))
            context.restoreGState()
        }
        let s = { (v: CGFloat) in Int(v * scale) }
        expectPixel(image, s(10), s(5), white, tolerance: 3, "\(format) masked out")
        expectPixel(image, s(30), s(5), red, tolerance: 3, "\(format) shown")
        expectPixel(image, s(10), s(15), blue, tolerance: 3, "\(format) decode [1, 0] shows the left")
        expectPixel(image, s(30), s(15), white, tolerance: 3, "\(format) decode [1, 0] hides the right")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func maskClipsIntersectWithPathClipsAndEachOtherAndRestore(_ format: OutputFormat, _ scale: CGFloat) throws {
        // Path clip x < 30, mask showing x ≥ 20: red only on 20…30. A second mask (all
        // 0.5 grey) halves it there. After restoring, a blue fill of the bottom half is
        // unclipped.
        let half = try Self.halfMask()
        let provider = try #require(CGDataProvider(data: Data([128]) as NSData))
        let grey = try #require(
            CGImage(
                width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1, space: CGColorSpaceCreateDeviceGray(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue), provider: provider, decode: nil,
                shouldInterpolate: false, intent: .defaultIntent))
        let image = try render(format, scale) { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 20))
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: half)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 20), mask: grey)
            context.fill(CGRect(x: 0, y: 10, width: 40, height: 5))
            context.restoreGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 15, width: 40, height: 5))
        }
        let s = { (v: CGFloat) in Int(v * scale) }
        expectPixel(image, s(10), s(5), white, tolerance: 3, "\(format) masked out")
        expectPixel(image, s(25), s(5), red, tolerance: 3, "\(format) inside both")
        expectPixel(image, s(35), s(5), white, tolerance: 3, "\(format) outside the path clip")
        expectPixel(image, s(25), s(12), (255, 127, 127), tolerance: 3, "\(format) two masks multiply")
        expectPixel(image, s(5), s(17), blue, tolerance: 3, "\(format) restored: unclipped")
        expectPixel(image, s(35), s(17), blue, tolerance: 3, "\(format) restored: unclipped")
    }

    @Test func anImageMaskRefusesLayoutsItCannotReadWithoutTrapping() throws {
        let provider = try #require(CGDataProvider(data: Data([0xFF, 0x00]) as NSData))
        func mask(bits: Int, bytesPerRow: Int, width: Int = 8, height: Int = 2) -> CGImage? {
            CGImage(
                maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits, bytesPerRow: bytesPerRow,
                provider: provider, decode: nil, shouldInterpolate: false)
        }
        #expect(mask(bits: 1, bytesPerRow: 1) != nil, "two rows of one byte")
        #expect(mask(bits: 1, bytesPerRow: Int.max / 2, height: 3) == nil, "rows × height overflows")
        #expect(mask(bits: 3, bytesPerRow: 1) == nil, "no 3-bit samples")
        #expect(mask(bits: 8, bytesPerRow: 1) == nil, "a row of 8 samples needs 8 bytes")
        #expect(mask(bits: 1, bytesPerRow: 1, height: 3) == nil, "three rows need three bytes")
    }

    @Test func drawingAnImageMaskPaintsTheFillColourAndTheBoundingBoxShrinks() throws {
        let mask = try Self.halfMask()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10)).image { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.blue.cgColor)
            context.draw(mask, in: CGRect(x: 0, y: 0, width: 40, height: 10))
            context.clip(to: CGRect(x: 10, y: 0, width: 20, height: 10), mask: mask)
            #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 0, width: 20, height: 10))
        }
        let pixels = try PNGDecoder.decode(try #require(image.pngData()))
        #expect(pixels.pixel(x: 10, y: 5)?.a == 0, "sample 1: nothing painted")
        let right = pixels.pixel(x: 30, y: 5)
        #expect(right?.a == 255 && right?.b == 255 && right?.r == 0, "sample 0: the fill colour")
        let grey = try Self.quadrants()
        #expect(mask.isMask && !grey.isMask)
    }
}
