import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Indents and line height limits as drawn (docs/REFERENCE.md §22.23), read back as pixels at
/// scale 1 on a green page: one full block (█, which covers its line's height) in red, in a
/// label 200 × 100.
@MainActor @Suite struct ParagraphIndentDrawingTests {
    let green = (0, 255, 0), red = (255, 0, 0)
    let font = UIFont.systemFont(ofSize: 20)

    /// The label's pixels with `string` in red and `style`.
    private func pixels(_ string: String, _ style: NSParagraphStyle) throws -> RGBAImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: string, attributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
        return try OutputFormat.png.pixels(of: DisplayList(view: label, scale: 1, background: Color(red: 0, green: 1, blue: 0)))
    }

    private var block: CGSize { "█".size(withAttributes: [.font: font]) }

    /// First line 30 in: the block spans 30…30 + b; left of 30 is the page.
    @Test func theFirstLineStartsAtItsIndent() throws {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        let image = try pixels("█", style)
        expectPixel(image, 15, 50, green, "inside the indent")
        expectPixel(image, Int(30 + block.width / 2), 50, red, "the block")
    }

    /// Right-aligned with a tail indent of −40: the line ends at 200 − 40 = 160, so the block
    /// spans 160 − b…160 and 160…200 is the page.
    @Test func aTailIndentMovesRightAlignedTextIn() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.tailIndent = -40
        let image = try pixels("█", style)
        expectPixel(image, 180, 50, green, "inside the tail indent")
        expectPixel(image, Int(160 - block.width / 2), 50, red, "the block")
    }

    /// A right-to-left paragraph (a right-to-left mark first) starts at the right: its first
    /// line indent of 30 is on the right, the block spanning 170 − b…170.
    @Test func rightToLeftIndentsAreOnTheRight() throws {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        let image = try pixels("\u{200F}█", style)
        expectPixel(image, 185, 50, green, "inside the indent, on the right")
        expectPixel(image, Int(170 - block.width / 2), 50, red, "the block")
        expectPixel(image, 15, 50, green, "the left, empty")
    }

    /// A 60-point line: the text, 60 high, is centred in 100, so the line spans 20…80, and
    /// the glyphs sit at its bottom (the extra 60 − L above them): the block spans
    /// 80 − L…80 and 20…80 − L is the page.
    @Test func glyphsSitAtTheBottomOfATallerLine() throws {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 60
        let image = try pixels("█", style)
        let x = Int(block.width / 2), line = block.height
        expectPixel(image, x, Int((20 + 80 - line) / 2), green, "the extra height above the glyphs")
        expectPixel(image, x, Int(80 - line / 2), red, "the block")
        expectPixel(image, x, 85, green, "below the line")
    }
}
