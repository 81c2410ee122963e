import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import CairoRendering

/// The engine reuses one Pango layout for drawing and measuring; a measurement must not
/// depend on what was drawn before it (a random differential test found a size that did).
@Suite struct MeasureAfterDrawingTests {
    @Test func aMeasurementDoesNotDependOnTheAlignmentADrawingLeft() throws {
        let fonts = try FontSystem()
        let engine = PangoTextEngine(fonts: fonts), fresh = PangoTextEngine(fonts: fonts)
        let text = "שלום\nHello", font = FontDescription(size: 15)
        // Measured, the layout is left-aligned: its right-to-left line sits at the right edge
        // (Pango swaps the alignment for such a paragraph), so the extents span all 200 pt.
        let expected = fresh.wholeLayoutSize(text, font: font, width: 200)
        #expect(expected.width == 200)
        for alignment in [TextAlignment.center, .trailing, .leading] {
            _ = engine.makeLayout(TextBlock(text, font: font, alignment: alignment), in: CGRect(x: 0, y: 0, width: 200, height: 100))
            #expect(engine.wholeLayoutSize(text, font: font, width: 200) == expected, "after drawing \(alignment)")
        }
    }
}
