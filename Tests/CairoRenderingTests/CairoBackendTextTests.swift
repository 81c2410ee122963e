import CairoRendering
import CollectionLayout
import CollectionRendering
import Foundation
import PNGCodec
import Testing

/// The backend's text drawn directly: wrapping, ellipsis, alignment and fallback fonts,
/// checked on decoded pixels (ink counts and extents worked from the geometry).
@Suite struct CairoBackendTextTests: CairoBackendDrawing {
    @Test func textWrapsAtWordsAndEllipsizes() throws {
        let renderer = try CairoRenderer()
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
        let block = TextBlock(words.joined(separator: " "), font: FontDescription(size: 15), alignment: .leading)
        let rect = CGRect(x: 0, y: 0, width: 80, height: 200)
        let lines = renderer.text.layout(block, in: rect)
        #expect(lines.count >= 3, "six words in 80 points need several lines: \(lines)")
        #expect(lines == renderer.text.layout(block, in: rect), "layout repeats exactly")
        // Breaks only between words: each line is whole words, together all of them in order.
        let joined = lines.flatMap { $0.text.split(separator: " ").map(String.init) }
        #expect(joined == words, "\(lines.map(\.text))")
        for line in lines { #expect(line.width <= 80 && line.origin.x >= 0) }
        // Baselines go down the rectangle and the block is centred vertically: the first
        // baseline is above the middle, the last below it.
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.origin.y < $1.origin.y })
        #expect(lines[0].origin.y < 100 && lines[lines.count - 1].origin.y > 100)

        let cut = renderer.text.layout(TextBlock(block.string, alignment: .leading, maximumLines: 2), in: rect)
        #expect(cut.count == 2)
        #expect(cut.last?.text.hasSuffix("…") == true, "\(cut.map(\.text))")
    }

    @Test func textStaysInItsRectAndFollowsItsAlignment() throws {
        let rect = CGRect(x: 20, y: 10, width: 160, height: 40)
        func ink(_ alignment: TextAlignment, weight: Int = 400, _ string: String = "Hello") throws -> (
            count: Int, minX: Int, maxX: Int, minY: Int, maxY: Int
        ) {
            let image = try draw(CGSize(width: 200, height: 60)) { backend in
                backend.drawText(TextBlock(string, font: FontDescription(size: 15, weight: weight), alignment: alignment), in: rect)
            }
            var result = (count: 0, minX: 200, maxX: -1, minY: 60, maxY: -1)
            for y in 0..<60 {
                for x in 0..<200 where image[x, y].1 < 250 {
                    result.count += 1
                    result.minX = min(result.minX, x); result.maxX = max(result.maxX, x)
                    result.minY = min(result.minY, y); result.maxY = max(result.maxY, y)
                }
            }
            return result
        }
        let leading = try ink(.leading), centre = try ink(.center), trailing = try ink(.trailing)
        for box in [leading, centre, trailing] {
            #expect(box.count > 50)
            #expect(box.minX >= 20 && box.maxX < 180 && box.minY >= 10 && box.maxY < 50, "ink outside the rect: \(box)")
        }
        #expect(leading.minX <= 23, "leading starts at the left edge: \(leading)")
        #expect(trailing.maxX >= 176, "trailing ends at the right edge: \(trailing)")
        #expect(abs((centre.minX + centre.maxX) - 200) <= 3, "centred about x = 100: \(centre)")
        // Vertically centred: "Hello" has no descenders, so its ink sits a descent (≈ 3.5 pt
        // at 15 pt) above the middle; the margins differ by less than 6 points.
        #expect(abs((leading.minY - 10) - (49 - leading.maxY)) < 6, "\(leading)")
        // Bold draws more ink than regular.
        #expect(try ink(.leading, weight: 700).count > leading.count)
        // CJK falls back to Noto Sans CJK and draws glyphs.
        #expect(try ink(.center, "日本語").count > 100)
    }
}
