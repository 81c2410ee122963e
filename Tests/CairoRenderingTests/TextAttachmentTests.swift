import CairoRendering
import CollectionRendering
import Foundation
import Testing

/// Attachments (`TextRun.attachment`) laid out as TextKit lays `NSTextAttachment` out
/// (docs/REFERENCE.md §25.9): a box that advances the line by its width, stands on the
/// baseline raised by `bounds.origin.y`, and grows the line to hold it. Expected values are
/// worked from DejaVu Sans' metrics (DejaVuSans.ttf: 2048 units per em, ascent 1901, descent
/// 483; advances "a" 1255, "b" 1300): at 17 points "a" is 10.4175 wide, "b" 10.7910, the
/// ascent 15.7798 and the descent 4.0093.
@Suite struct TextAttachmentTests: CairoBackendDrawing {
    let font = FontDescription(size: 17)
    let a = 1255.0 * 17 / 2048, b = 1300.0 * 17 / 2048, ascent = 1901.0 * 17 / 2048, descent = 483.0 * 17 / 2048

    /// "a", the attachment on U+FFFC, "b": the box's run is the 3 UTF-8 bytes of U+FFFC.
    private func block(_ bounds: CGRect, image: ImageSource? = nil) -> TextBlock {
        let run = TextRun(1..<4, font: font, color: .black)
        var attached = run
        attached.attachment = TextAttachment(image: image, bounds: bounds)
        var block = TextBlock("a\u{FFFC}b", font: font, alignment: .leading, styling: TextStyling(runs: [attached]))
        block.verticalAlignment = .top
        return block
    }

    private func engine() throws -> PangoTextEngine { PangoTextEngine(fonts: try FontSystem()) }

    /// A 20 × 20 box on the baseline: the line is a + 20 + b wide and 20 + descent high (the box
    /// is taller than the font's ascent); the box starts after "a" and its top is the line's.
    @Test func aBoxOnTheBaselineWidensAndHeightensTheLine() throws {
        let engine = try engine()
        let image = ImageSource(
            bitmap: try #require(Bitmap(width: 20, height: 20, bytesPerRow: 80, bytes: .init(repeating: 255, count: 1600))))
        let block = block(CGRect(x: 0, y: 0, width: 20, height: 20), image: image)
        let size = engine.measure(block, width: nil)
        #expect(abs(size.width - (a + 20 + b)) <= 2.0 / 1024, "\(size)")
        #expect(abs(size.height - (20 + descent)) <= 2.0 / 1024, "\(size)")
        let placed = engine.layoutWithAttachments(block, in: CGRect(x: 5, y: 7, width: 200, height: 100)).attachments
        #expect(placed.count == 1)
        let frame = try #require(placed.first?.frame)
        #expect(abs(frame.minX - (5 + a)) <= 1.0 / 1024 && abs(frame.minY - 7) <= 1.0 / 1024, "\(frame)")
        #expect(frame.size == CGSize(width: 20, height: 20) && placed.first?.image == image)
    }

    /// A 20 × 10 box lowered 5 points: 5 above the baseline, 5 below; the ascent stays the
    /// font's and the descent becomes 5. A box with no image takes its room and draws nothing.
    @Test func aLoweredBoxGrowsTheDescent() throws {
        let engine = try engine()
        let block = block(CGRect(x: 0, y: -5, width: 20, height: 10))
        let size = engine.measure(block, width: nil)
        #expect(abs(size.height - (ascent + 5)) <= 2.0 / 1024, "\(size)")
        #expect(abs(size.width - (a + 20 + b)) <= 2.0 / 1024, "\(size)")
        #expect(engine.layoutWithAttachments(block, in: CGRect(x: 0, y: 0, width: 200, height: 100)).attachments.isEmpty)
    }

    /// Bad boxes never trap: lengths that are not finite count as 0; a negative size spans
    /// the other way, as Core Graphics standardizes a rectangle — (0, 0, −30, −30) is the box
    /// from 30 below the baseline up to it (a + 30 + b wide, ascent + 30 high); a huge box is
    /// held to 10,000 points.
    @Test func badBoxesAreMadeSafe() throws {
        let engine = try engine()
        let empty = engine.measure(block(CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .infinity)), width: nil)
        #expect(abs(empty.width - (a + b)) <= 2.0 / 1024 && abs(empty.height - (ascent + descent)) <= 2.0 / 1024, "\(empty)")
        let flipped = engine.measure(block(CGRect(x: 0, y: 0, width: -30, height: -30)), width: nil)
        #expect(abs(flipped.width - (a + 30 + b)) <= 2.0 / 1024 && abs(flipped.height - (ascent + 30)) <= 2.0 / 1024, "\(flipped)")
        let huge = engine.measure(block(CGRect(x: 0, y: 0, width: 1e300, height: 1e300)), width: nil)
        #expect(abs(huge.width - (a + 10_000 + b)) <= 1 && abs(huge.height - (10_000 + descent)) <= 1, "\(huge)")
    }

    /// Drawn: the image fills the box after "a" (a red 20 × 20 image: red from x = 5 + a to
    /// 25 + a, y = 10 to 30, in a block drawn from (5, 10)); nothing red elsewhere.
    @Test func theImageIsDrawnInTheBox() throws {
        var red: [UInt8] = []
        for _ in 0..<400 { red += [0, 0, 255, 255] } // blue, green, red, alpha in memory
        let image = ImageSource(bitmap: try #require(Bitmap(width: 20, height: 20, bytesPerRow: 80, bytes: red)))
        let picture = try draw(CGSize(width: 80, height: 50)) { backend in
            backend.drawText(block(CGRect(x: 0, y: 0, width: 20, height: 20), image: image), in: CGRect(x: 5, y: 10, width: 75, height: 40))
        }
        var reds: (count: Int, minX: Int, maxX: Int, minY: Int, maxY: Int) = (0, 80, -1, 50, -1)
        for y in 0..<50 {
            for x in 0..<80 where picture[x, y] == (255, 0, 0, 255) {
                reds = (reds.count + 1, min(reds.minX, x), max(reds.maxX, x), min(reds.minY, y), max(reds.maxY, y))
            }
        }
        // The box covers x 15.42…35.42 and y 10…30: pure red only in pixels it covers (the
        // partly covered columns 15 and 35 and the image's filtered edge may blend), and in
        // all of the 18 × 18 pixels inside its edge pixels.
        #expect(reds.minX >= 15 && reds.maxX <= 35 && reds.minY >= 10 && reds.maxY <= 29, "\(reds)")
        #expect(reds.count >= 18 * 18, "\(reds)")
        #expect(picture[25, 20] == (255, 0, 0, 255))
    }

    /// Drawing lays the text out once, attachments and all: the Cairo backend places the
    /// images on the layout it draws, and the SVG writer on the layout it takes its lines
    /// from — where it puts the image at the box after "a" (x = 5 + a, y = 10, 20 × 20).
    @Test func drawingLaysTheTextOutOnce() throws {
        let renderer = try CairoRenderer()
        let image = ImageSource(
            bitmap: try #require(Bitmap(width: 20, height: 20, bytesPerRow: 80, bytes: .init(repeating: 255, count: 1600))))
        let block = block(CGRect(x: 0, y: 0, width: 20, height: 20), image: image)
        let rect = CGRect(x: 5, y: 10, width: 75, height: 40)
        let before = renderer.text.layoutsMade
        _ = try renderer.renderImage(size: CGSize(width: 80, height: 50)) { $0.drawText(block, in: rect) }
        #expect(renderer.text.layoutsMade == before + 1)
        let writer = SVGWriter(
            size: CGSize(width: 80, height: 50), textLayout: renderer.text, encodeBitmap: { try? renderer.encodePNG($0) })
        writer.drawText(block, in: rect)
        #expect(renderer.text.layoutsMade == before + 2)
        let document = writer.document()
        let element = try #require(document.firstMatch(of: /<image x="([0-9.]+)" y="([0-9.]+)" width="20" height="20"/), "\(document)")
        let x = try #require(Double(element.1)), y = try #require(Double(element.2))
        #expect(abs(x - (5 + a)) <= 1.0 / 1024 && y == 10, "\(x), \(y)")
    }
}
