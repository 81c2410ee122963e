import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

/// Numbers at the edge of `Double` reach the renderer's arithmetic without a trap (issue
/// 12): SVG number text and the approximate text layout.
@Suite struct ExtremeValueTests {
    @Test func svgNumbersBeyondInt64PrintInFull() {
        // 1e30 is 1000000000000000019884624838656 as a double; no exponent in SVG.
        #expect(SVGNumber.format(1e30) == "1000000000000000019884624838656")
        #expect(SVGNumber.format(-1e30) == "-1000000000000000019884624838656")
        // From 9e11 on, whole numbers (the decimals are below the double's precision there).
        #expect(SVGNumber.format(1.5e12 + 0.25) == "1500000000000")
        #expect(SVGNumber.format(1e308).count == 309)
    }

    @Test func approximateTextInAHugeRectOrATinyFontLaysOut() {
        let engine = ApproximateTextLayout()
        // A 1e-300-point font in a 100-point rect: 100 / 6e-301 characters per line.
        let tiny = TextBlock("a b c", font: FontDescription(size: 1e-300))
        #expect(engine.layout(tiny, in: CGRect(x: 0, y: 0, width: 100, height: 20)).map(\.text) == ["a b c"])
        // A 1e300-point-wide rect: one line.
        let wide = TextBlock("hello world", font: FontDescription(size: 10))
        #expect(engine.layout(wide, in: CGRect(x: 0, y: 0, width: 1e300, height: 1e300)).map(\.text) == ["hello world"])
    }
}
