import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// A tiled image as SVG: one `<pattern>` in user space, a tile in size, its image filling the
/// tile (docs/REFERENCE.md §26.12).
@Suite struct PatternPaintSVGTests {
    @Test func aPatternFillIsAUserSpacePatternOfOneTile() throws {
        let pixels = try #require(Bitmap(width: 4, height: 2, bytesPerRow: 16, bytes: [UInt8](repeating: 255, count: 32)))
        var tiles = ImagePattern(bitmap: pixels, scale: 2)
        tiles = tiles.withAlpha(0.25)
        let writer = SVGWriter(
            size: CGSize(width: 10, height: 10), textLayout: ApproximateTextLayout(), encodeBitmap: { _ in Data([0x89]) })
        writer.fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .pattern(tiles), rule: .nonZero)
        let svg = writer.document()
        // 4 × 2 pixels at scale 2 are 2 × 1 points.
        #expect(svg.contains("<pattern id=\"pattern-1\" patternUnits=\"userSpaceOnUse\" width=\"2\" height=\"1\">"))
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"2\" height=\"1\" preserveAspectRatio=\"none\""))
        #expect(svg.contains("fill=\"url(#pattern-1)\" fill-opacity=\"0.25\""))
    }
}
