import Foundation
import Testing
import UIKit

/// `NSLayoutManager`'s line fragments of indented text (docs/REFERENCE.md §22.23): a line
/// starts at its head indent and is aligned in the room before its end. Worked from DejaVu
/// Sans' metrics as in `LayoutManagerTests`: at 17 points "a" is 1255 × 17 / 2048 wide, "b"
/// 1300 × 17 / 2048; the container is 200 wide with 5 points of padding, so the lines have
/// 190.
@Suite struct IndentedLayoutManagerTests {
    let a = 1255.0 * 17 / 2048, b = 1300.0 * 17 / 2048
    let tolerance = 2.0 / 1024

    /// The used rectangle of "ab"'s line and the start of "b", laid out with `style`.
    private func layout(_ style: NSParagraphStyle) -> (used: CGRect, b: CGRect) {
        let storage = NSTextStorage(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style])
        let manager = NSLayoutManager(), container = NSTextContainer(size: CGSize(width: 200, height: 0))
        storage.addLayoutManager(manager)
        manager.addTextContainer(container)
        var range = NSRange()
        return (
            manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: &range),
            manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: container)
        )
    }

    /// First line 30 in, left-aligned: the line's used rectangle starts at 30 and is the
    /// glyphs and both paddings wide; "b" starts after the padding, the indent and "a".
    @Test func theFirstLineStartsAtItsIndent() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 30
        let (used, second) = layout(style)
        #expect(abs(used.minX - 30) <= tolerance && abs(used.width - (a + b + 10)) <= tolerance, "\(used)")
        #expect(abs(second.minX - (5 + 30 + a)) <= tolerance, "\(second)")
    }

    /// Right-aligned with a tail indent of −40: lines end at 190 − 40 = 150, so the glyphs
    /// span 150 − (a + b)…150 and the used rectangle, with the paddings, ends at 160.
    @Test func rightAlignedLinesEndAtTheTailIndent() {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.tailIndent = -40
        let (used, second) = layout(style)
        #expect(abs(used.maxX - 160) <= tolerance, "\(used)")
        #expect(abs(second.minX - (5 + 150 - b)) <= tolerance, "\(second)")
    }
}
