import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// A layer's `contents` image placed by `contentsGravity` and `contentsScale`, an image
/// view's image as its layer's contents, and a border on masked corners — in PNG, PDF and
/// SVG at @1x and @2x.
@Suite struct LayerContentsRenderingTests {
    let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255)

    /// An 8 × 8 image from RGBA bytes (straight alpha, alpha last): four red rows over four
    /// blue ones. Big enough that any smoothing of its upscaled pixels stays near the middle.
    static func redOverBlue() throws -> CGImage {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let bytes = (0..<8).flatMap { row in [[UInt8]](repeating: row < 4 ? red : blue, count: 8).flatMap { $0 } }
        let provider = try #require(CGDataProvider(data: Data(bytes) as NSData))
        return try #require(
            CGImage(
                width: 8, height: 8, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 32, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: provider, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent))
    }

    func root(_ sublayer: CALayer) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.addSublayer(sublayer)
        return root
    }

    @Test func anImageMadeFromBytesReadsBackInTheRenderersLayout() throws {
        let image = try Self.redOverBlue()
        #expect(image.width == 8 && image.height == 8 && image.bitsPerComponent == 8 && image.bytesPerRow == 32)
        #expect(image.bitmapInfo == CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little))
        let data = try #require(image.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        // Blue, green, red, alpha in memory: the top-left pixel is red, the bottom-left blue.
        #expect((bytes[0], bytes[1], bytes[2], bytes[3]) == (0, 0, 255, 255))
        #expect((bytes[7 * 32], bytes[7 * 32 + 1], bytes[7 * 32 + 2], bytes[7 * 32 + 3]) == (255, 0, 0, 255))
        let bottom = try #require(image.cropping(to: CGRect(x: 0, y: 4, width: 8, height: 4)))
        #expect(bottom.height == 4 && bottom.bitmap.pixel(x: 0, y: 0).map { $0 == (0, 0, 255, 255) } == true)
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func contentsStretchByDefault(_ format: OutputFormat, _ scale: CGFloat) throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = try Self.redOverBlue()
        let image = try format.pixels(of: DisplayList(layer: root(layer), scale: scale))
        expectPixel(image, Int(20 * scale), Int(5 * scale), red, tolerance: 3, "\(format) top half")
        expectPixel(image, Int(20 * scale), Int(35 * scale), blue, tolerance: 3, "\(format) bottom half")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func gravityBottomIsMinimumYTheTopOnIOS(_ format: OutputFormat, _ scale: CGFloat) throws {
        // The 8 × 8 image at contentsScale 0.8 measures 10 × 10 points; `.bottom` (minimum y)
        // puts it at the top edge's middle: (15, 0, 10, 10), red over y 0…5, blue 5…10.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = try Self.redOverBlue()
        layer.contentsScale = 0.8
        layer.contentsGravity = .bottom
        let image = try format.pixels(of: DisplayList(layer: root(layer), scale: scale))
        expectPixel(image, Int(20 * scale), Int(1.5 * scale), red, tolerance: 3, "\(format) the image's top rows")
        expectPixel(image, Int(20 * scale), Int(8 * scale), blue, tolerance: 3, "\(format) its bottom rows")
        expectPixel(image, Int(20 * scale), Int(30 * scale), white, tolerance: 2, "\(format) below it")
        expectPixel(image, Int(5 * scale), Int(5 * scale), white, tolerance: 2, "\(format) beside it")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func aBorderFollowsTheMaskedCorners(_ format: OutputFormat, _ scale: CGFloat) throws {
        // A 4-wide blue border on a 40 × 40 layer rounded 12 only at the bottom right: square
        // at the top left (the corner pixel is border), rounded at the bottom right (the
        // corner pixel is outside the shape).
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.borderWidth = 4
        layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMaxXMaxYCorner]
        let image = try format.pixels(of: DisplayList(layer: root(layer), scale: scale))
        expectPixel(image, 0, 0, blue, tolerance: 3, "\(format) square corner: border")
        expectPixel(image, Int(39.5 * scale), Int(39.5 * scale), white, tolerance: 3, "\(format) rounded corner: outside")
        expectPixel(image, Int(20 * scale), Int(38 * scale), blue, tolerance: 3, "\(format) bottom edge: border")
        expectPixel(image, Int(20 * scale), Int(20 * scale), red, tolerance: 3, "\(format) inside")
    }

    @Test(arguments: ViewTreeRenderingTests.cases)
    func anImageViewsCornerRadiusClipsItsImageOnlyWithClipsToBounds(_ format: OutputFormat, _ scale: CGFloat) throws {
        // UIKit puts the image in the layer's contents, which the corner radius rounds only
        // when the layer masks to its bounds.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("red-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pixels = [UInt8]((0..<16).flatMap { _ in [UInt8(255), 0, 0, 255] })
        try Data(PNGEncoder().encode(RGBAImage(width: 4, height: 4, pixels: pixels))).write(to: URL(fileURLWithPath: path))
        for clips in [false, true] {
            let view = UIImageView(image: UIImage(contentsOfFile: path))
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.layer.cornerRadius = 20
            view.clipsToBounds = clips
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.addSubview(view)
            let image = try format.pixels(of: DisplayList(view: root, scale: scale, background: .white))
            expectPixel(image, Int(1.5 * scale), Int(1.5 * scale), clips ? white : red, tolerance: 3, "\(format) clipsToBounds \(clips)")
            expectPixel(image, Int(20 * scale), Int(20 * scale), red, tolerance: 3, "\(format) the middle")
        }
    }
}
