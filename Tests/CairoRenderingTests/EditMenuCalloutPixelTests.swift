import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// The edit menu's callout reaches the pixels and the SVG: an overlay over the elements.
@Suite struct EditMenuCalloutPixelTests {
    /// A red cell at (100, 300, 100, 100) in a 390 × 600 view, the menu Cut/Copy over it.
    func list() -> DisplayList {
        var list = DisplayList(
            items: [
                (
                    cell(0, CGRect(x: 100, y: 300, width: 100, height: 100)),
                    ElementAppearance(content: fill(Color(red: 1, green: 0, blue: 0)))
                )
            ],
            viewport: .visible(contentOffset: .zero, size: CGSize(width: 390, height: 600), background: .white), style: .default)
        let menu = EditMenu(
            item: IndexPath(item: 0, section: 0), actions: [.cut, .copy], targetRect: CGRect(x: 100, y: 300, width: 100, height: 100))
        list.overlays = [.editMenu(menu, visible: CGRect(x: 0, y: 0, width: 390, height: 600))]
        return list
    }

    @Test func theBarAndArrowAreDrawnAboveTheCell() throws {
        let image = try PNGDecoder.decode(try CairoRenderer().renderPNG(list()))
        // The bar spans x 92.1…207.9, y 250…290 (EditMenuCalloutTests); its colour is
        // (0.11, 0.11, 0.12) at 94 % over white: 255 · (0.11 · 0.94 + 0.06) ≈ 41.7.
        let (r, g, b) = image.rgb(95, 255)
        #expect(abs(r - 42) <= 2 && abs(g - 42) <= 2 && abs(b - 44) <= 2)
        // The arrow's tip region (x 150, y 296: inside the triangle, 4 pt above the tip).
        #expect(image.rgb(150, 296).0 < 60)
        // The cell is still red below it, and the space beside the arrow white.
        #expect(image.isNear(150, 350, (255, 0, 0)))
        #expect(image.isNear(120, 296, (255, 255, 255)))
        // White title pixels inside the "Cut" segment (x 92.1…145.3).
        var bright = 0
        for y in 255..<285 { for x in 100..<140 where image.rgb(x, y).0 > 200 { bright += 1 } }
        #expect(bright > 10)
    }

    @Test func theSVGHasTheOverlayGroupWithTheTitles() throws {
        let svg = try CairoRenderer().renderSVG(list())
        #expect(svg.contains("id=\"edit-menu\""))
        #expect(svg.contains(">Cut<") && svg.contains(">Copy<"))
    }
}
