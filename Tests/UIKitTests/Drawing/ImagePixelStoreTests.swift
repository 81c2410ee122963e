import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Every `UIImage` with pixels answers `cgImage`, whatever made it: a snapshot's image (kept
/// as straight RGBA for comparisons) gives a `CGImage` in Core Graphics' premultiplied
/// layout, read through its data provider as on iOS, and draws in an image view.
@Suite struct ImagePixelStoreTests {
    /// A 2 × 1 snapshot image at scale 2: opaque red, then blue at alpha 128.
    func snapshotImage() throws -> UIImage {
        UIImage(bitmap: try RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128]), scale: 2)
    }

    @Test func aSnapshotsImageHasACGImageWithItsPixelsPremultiplied() throws {
        let image = try snapshotImage()
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 2 && cgImage.height == 1 && image.size == CGSize(width: 1, height: 0.5))
        #expect(image.cgImage === cgImage, "made once")
        let data = try #require(cgImage.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        // Blue, green, red, alpha in memory; blue 255 at alpha 128 premultiplies to 128.
        #expect((0..<8).map { bytes[$0] } == [0, 0, 255, 255, 128, 0, 0, 128])
        #expect(cgImage.alphaInfo == .premultipliedFirst)
        // And back out as PNG, straight alpha again.
        let decoded = try PNGDecoder.decode(try #require(image.pngData()))
        #expect(decoded.pixels == [255, 0, 0, 255, 0, 0, 255, 128])
    }

    @Test func anImageViewDrawsASnapshotsImage() throws {
        // A 1 × 0.5-point image stretched over a 20 × 10 image view: its left half red.
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.image = UIImage(bitmap: try RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]), scale: 2)
        view.contentMode = .scaleToFill
        let pixels = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: .white))
        expectPixel(pixels, 2, 5, (255, 0, 0))
        expectPixel(pixels, 17, 5, (0, 0, 255))
    }
}
