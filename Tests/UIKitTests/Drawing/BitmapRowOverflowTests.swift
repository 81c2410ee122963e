import Foundation
import Testing
import UIKit

/// A caller's row length whose product with the height overflows `Int` makes no image and no
/// bitmap context (nil, as for any layout Core Graphics cannot use) instead of trapping.
@Suite("Bitmaps: a row length that overflows is refused")
struct BitmapRowOverflowTests {
    @Test func anImageFromAProviderRefusesRowsWhoseTotalOverflows() throws {
        let provider = try #require(CGDataProvider(data: Data(repeating: 0, count: 64) as NSData))
        func image(bytesPerRow: Int, height: Int) -> CGImage? {
            CGImage(
                width: 2, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: bytesPerRow,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        }
        #expect(image(bytesPerRow: 8, height: 8) != nil, "8 rows of 8 bytes: the 64 the provider holds")
        #expect(image(bytesPerRow: Int.max / 2, height: 3) == nil, "rows × height overflows")
    }

    @Test func aBitmapContextRefusesRowsWhoseTotalOverflows() {
        func context(bytesPerRow: Int) -> CGContext? {
            CGContext(
                data: nil, width: 2, height: 3, bitsPerComponent: 8, bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        #expect(context(bytesPerRow: 8) != nil)
        #expect(context(bytesPerRow: Int.max / 2) == nil, "rows × height overflows")
    }
}
