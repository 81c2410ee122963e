import Foundation
import PNGCodec
import Testing
import UIKit

/// `UIGraphicsImageRenderer`, the image context functions and `CGContext` bitmap contexts:
/// images with real pixels a test reads back (premultiplied BGRA words, as iOS's renderer
/// makes them), values worked by hand.
@Suite struct ImageRendererTests {
    /// The (red, green, blue, alpha) bytes of pixel (x, y) of `image`, read from its data
    /// provider (blue, green, red, alpha in memory).
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) throws -> (UInt8, UInt8, UInt8, UInt8) {
        let data = try #require(image.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        let i = y * image.bytesPerRow + x * 4
        return (bytes[i + 2], bytes[i + 1], bytes[i], bytes[i + 3])
    }

    @Test func aRendererMakesAnImageOfItsSizeAtItsScaleWithPixelsToRead() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 10, height: 6) && image.scale == 2)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 20 && cgImage.height == 12 && cgImage.bitsPerComponent == 8 && cgImage.bitsPerPixel == 32)
        #expect(cgImage.bytesPerRow >= 80 && cgImage.alphaInfo == .premultipliedFirst)
        // The left half (5 points = 10 pixels) is red, the right half transparent.
        #expect(try pixel(cgImage, 9, 5) == (255, 0, 0, 255))
        #expect(try pixel(cgImage, 10, 5) == (0, 0, 0, 0))
    }

    @Test func anOpaqueFormatStartsBlackAndBoundsMoveTheOrigin() throws {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = true
        // Bounds starting at (10, 10): drawing at (10, 10) lands on the first pixel.
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format)
        let image = try #require(renderer.image { _ in UIRectFill(CGRect(x: 10, y: 10, width: 1, height: 1)) }.cgImage)
        #expect(try pixel(image, 0, 0) == (0, 0, 0, 255))
        #expect(try pixel(image, 3, 3) == (0, 0, 0, 255))
        let white = try #require(
            renderer.image { _ in
                UIColor.white.setFill()
                UIRectFill(CGRect(x: 10, y: 10, width: 1, height: 1))
            }.cgImage)
        #expect(try pixel(white, 0, 0) == (255, 255, 255, 255) && pixel(white, 1, 0) == (0, 0, 0, 255))
    }

    @Test func imageContextsBeginDrawAndEnd() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(try pixel(image, 1, 3) == (0, 0, 255, 255) && pixel(image, 2, 3) == (0, 0, 0, 0))
    }

    @Test func aBitmapContextHasCoreGraphicsCoordinatesAndTheCallersLayout() throws {
        // 4 × 4 RGBA bytes (premultiplied, alpha last). Core Graphics' origin is the bottom
        // left: the rectangle (0, 0, 4, 1) is the last row in memory.
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        try bytes.withUnsafeMutableBytes { buffer in
            let context = try #require(
                CGContext(
                    data: buffer.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            #expect(context.ctm == .identity && context.width == 4 && context.bytesPerRow == 16)
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(Array(bytes[48..<52]) == [0, 255, 0, 255])
        #expect(Array(bytes[0..<4]) == [0, 0, 0, 0])
    }

    @Test func saveRestoreClipAndTransform() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let image = try #require(
            renderer.image { context in
                let cg = context.cgContext
                cg.saveGState()
                cg.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
                cg.setFillColor(UIColor.red.cgColor)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.restoreGState()
                // The clip is gone and the colour is black again; a translation moves the fill.
                cg.translateBy(x: 5, y: 5)
                cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }.cgImage)
        #expect(try pixel(image, 2, 2) == (255, 0, 0, 255))
        #expect(try pixel(image, 7, 2) == (0, 0, 0, 0))
        #expect(try pixel(image, 7, 7) == (0, 0, 0, 255))
    }

    @Test func aLinearGradientFillsTheClipAndExtendsOnlyWhenAsked() throws {
        // Red → blue from x 2 to x 8 across 10 pixels: at pixel 5 (centre 5.5) t = 3.5 / 6.
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        func draw(_ options: CGGradientDrawingOptions) throws -> CGImage {
            try #require(
                UIGraphicsImageRenderer(size: CGSize(width: 10, height: 2)).image { context in
                    context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: options)
                }.cgImage)
        }
        let padded = try draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let t = 3.5 / 6
        let middle = try pixel(padded, 5, 0)
        #expect(abs(Int(middle.0) - Int((255 * (1 - t)).rounded())) <= 1 && abs(Int(middle.2) - Int((255 * t).rounded())) <= 1)
        #expect(try pixel(padded, 0, 0) == (255, 0, 0, 255) && pixel(padded, 9, 0) == (0, 0, 255, 255))
        let bare = try draw([])
        #expect(try pixel(bare, 0, 0).3 == 0 && pixel(bare, 9, 0).3 == 0)
    }

    @Test func aContextShadowMovesDownForAPositiveHeight() throws {
        // An unblurred red shadow 4 points below a black 4 × 2 bar at the top (Apple's QA1706:
        // since iOS 3.2 a positive height moves the shadow down).
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 8)).image { context in
                context.cgContext.setShadow(offset: CGSize(width: 0, height: 4), blur: 0, color: UIColor.red.cgColor)
                context.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            }.cgImage)
        #expect(try pixel(image, 1, 1) == (0, 0, 0, 255))
        #expect(try pixel(image, 1, 5) == (255, 0, 0, 255))
        #expect(try pixel(image, 1, 3).3 == 0)
    }

    @Test func cgContextDrawImageIsUpsideDownInUIKitCoordinatesUIImageDrawIsNot() throws {
        let redOverBlue = try LayerContentsRenderingTests.redOverBlue()
        let size = CGSize(width: 8, height: 8)
        let flipped = try #require(
            UIGraphicsImageRenderer(size: size).image { $0.cgContext.draw(redOverBlue, in: CGRect(origin: .zero, size: size)) }.cgImage)
        #expect(try pixel(flipped, 4, 0) == (0, 0, 255, 255) && pixel(flipped, 4, 7) == (255, 0, 0, 255))
        let upright = try #require(
            UIGraphicsImageRenderer(size: size).image { _ in UIImage(cgImage: redOverBlue).draw(in: CGRect(origin: .zero, size: size)) }
                .cgImage)
        #expect(try pixel(upright, 4, 0) == (255, 0, 0, 255) && pixel(upright, 4, 7) == (0, 0, 255, 255))
    }

    @Test func bezierPathsFillStrokeAndClipInTheCurrentContext() throws {
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIColor.blue.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
                // Clip to the left half, then stroke a 4-wide red line across the middle.
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).addClip()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 10))
                line.addLine(to: CGPoint(x: 20, y: 10))
                line.lineWidth = 4
                UIColor.red.setStroke()
                line.stroke()
            }.cgImage)
        #expect(try pixel(image, 5, 10) == (255, 0, 0, 255))
        #expect(try pixel(image, 15, 10) == (0, 0, 255, 255))
        #expect(try pixel(image, 5, 2) == (0, 0, 255, 255))
    }

    @Test func pngAndJPEGDataRoundTrip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 8, width: 16, height: 8))
        }
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.pixel(x: 3, y: 3).map { ($0.r, $0.g, $0.b, $0.a) == (255, 0, 0, 255) } == true)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        // JPEG is lossy: the colours come back within a few levels, away from the edge.
        let back = try #require(UIImage(data: jpeg)?.cgImage)
        let top = try pixel(back, 8, 2), bottom = try pixel(back, 8, 13)
        #expect(top.0 > 240 && top.2 < 20 && bottom.2 > 240 && bottom.0 < 20)
    }
}
