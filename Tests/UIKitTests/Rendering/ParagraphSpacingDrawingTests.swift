import CollectionRendering
import Foundation
import Testing
import UIKit

/// Paragraph spacing as drawn (docs/REFERENCE.md §22.22), read back as pixels at scale 1 on
/// a green page: two paragraphs of one full block (█, which covers its line's height) in
/// red, 20 points apart.
@MainActor @Suite struct ParagraphSpacingDrawingTests {
    let green = (0, 255, 0), red = (255, 0, 0)
    let font = UIFont.systemFont(ofSize: 20)

    /// Label 100 high, lines L high: the text is 2L + 20 high, centred, so it starts at
    /// top = (100 − 2L − 20)/2; the first block covers top…top + L, the gap the next 20
    /// points, the second block top + L + 20…top + 2L + 20.
    @Test func theSecondParagraphIsDrawnBelowTheGap() throws {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 20
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "█\n█", attributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
        let image = try OutputFormat.png.pixels(of: DisplayList(view: label, scale: 1, background: Color(red: 0, green: 1, blue: 0)))
        let line = "█".size(withAttributes: [.font: font]).height, top = (100 - 2 * line - 20) / 2
        let x = Int("█".size(withAttributes: [.font: font]).width / 2)
        expectPixel(image, x, Int(top + line / 2), red, "the first block")
        expectPixel(image, x, Int(top + line + 10), green, "the gap between the paragraphs")
        expectPixel(image, x, Int(top + line + 20 + line / 2), red, "the second block")
        expectPixel(image, x, Int((top + 2 * line + 20).rounded(.up)) + 2, green, "below the text")
    }
}
