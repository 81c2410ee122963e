import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import CairoRendering

/// A renderer keeps the laid-out text of labels it draws again (an animation's frames) and
/// draws them from there: the same pixels, no second layout.
@Suite struct DrawnLayoutTests {
    private let size = CGSize(width: 160, height: 60)
    private let label = TextBlock("Kept text, twice", font: FontDescription(size: 15), alignment: .center)
    private let rect = CGRect(x: 10.5, y: 5, width: 140, height: 40)

    private func pixels(_ renderer: CairoRenderer, _ draws: [(TextBlock, CGRect)]) throws -> Data {
        try renderer.renderImage(size: size, background: Color(red: 1, green: 1, blue: 1, alpha: 1)) { backend in
            for (block, rect) in draws { backend.drawText(block, in: rect) }
        }.pixelData()
    }

    @Test func aLabelDrawnAgainIsDrawnFromItsKeptLayoutWithTheSamePixels() throws {
        let renderer = try CairoRenderer(), fresh = try CairoRenderer()
        let expected = try pixels(fresh, [(label, rect)])
        let before = renderer.text.layoutsMade
        // The first draw only notes the label; the second keeps its layout; later ones use it.
        for frame in 1...4 {
            #expect(try pixels(renderer, [(label, rect)]) == expected, "frame \(frame)")
        }
        #expect(renderer.text.layoutsMade == before + 2)
        #expect(renderer.text.drawnLayouts.count == 1)
    }

    @Test func aKeptLayoutMovesWithItsRectButNotToAnotherSizeOrText() throws {
        let renderer = try CairoRenderer()
        _ = try pixels(renderer, [(label, rect)])
        _ = try pixels(renderer, [(label, rect)])
        let before = renderer.text.layoutsMade
        // Moved: the kept layout, shown where the rect now is (as a fresh renderer draws it).
        let moved = rect.offsetBy(dx: -7.25, dy: 3)
        #expect(try pixels(renderer, [(label, moved)]) == pixels(try CairoRenderer(), [(label, moved)]))
        #expect(renderer.text.layoutsMade == before)
        // Narrower, or other text: laid out again.
        let narrow = CGRect(x: rect.minX, y: rect.minY, width: 60, height: rect.height)
        var other = label
        other.string = "Other text"
        #expect(try pixels(renderer, [(label, narrow)]) == pixels(try CairoRenderer(), [(label, narrow)]))
        #expect(try pixels(renderer, [(other, rect)]) == pixels(try CairoRenderer(), [(other, rect)]))
        #expect(renderer.text.layoutsMade == before + 2)
    }

    @Test func labelsDrawnOnceKeepNothing() throws {
        let renderer = try CairoRenderer()
        let blocks = (0..<20).map { TextBlock("Label \($0)", font: FontDescription(size: 12)) }
        _ = try pixels(renderer, blocks.map { ($0, rect) })
        #expect(renderer.text.drawnLayouts.count == 0)
    }

    /// The kept layout was the engine's reusable one: the engine lays the next text out on a
    /// new layout, with its own font, so neither text takes the other's font or alignment.
    @Test func labelsInOtherFontsAroundAKeptOneDrawAsAFreshRendererDrawsThem() throws {
        let renderer = try CairoRenderer()
        let bold = TextBlock("Bold, trailing", font: FontDescription(size: 18, weight: 700), alignment: .trailing)
        let draws = [(label, rect), (bold, rect.offsetBy(dx: 0, dy: 10)), (label, rect.offsetBy(dx: 1, dy: 1))]
        let expected = try pixels(try CairoRenderer(), draws)
        for frame in 1...3 {
            #expect(try pixels(renderer, draws) == expected, "frame \(frame)")
        }
        #expect(renderer.text.drawnLayouts.count == 2)
    }

    @Test func keptLayoutsStayWithinTheirCapacity() throws {
        let renderer = try CairoRenderer()
        let blocks = (0..<(DrawnLayouts.capacity + 10)).map { TextBlock("\($0)", font: FontDescription(size: 10)) }
        let small = CGRect(x: 0, y: 0, width: 50, height: 20)
        for _ in 0..<2 { _ = try pixels(renderer, blocks.map { ($0, small) }) }
        #expect(renderer.text.drawnLayouts.count <= DrawnLayouts.capacity)
        #expect(renderer.text.drawnLayouts.count > 0)
    }
}
