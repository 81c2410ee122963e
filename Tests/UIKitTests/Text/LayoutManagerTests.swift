import Foundation
import Testing
import UIKit

/// `NSLayoutManager` answering from the text engine's layout (docs/REFERENCE.md §25.10): a
/// storage, a layout manager and a container built by code, as a label finding the character
/// under a touch builds them, and a text view's own. Expected values are worked from DejaVu
/// Sans' metrics (DejaVuSans.ttf: 2048 units per em, ascent 1901, descent 483; advances "a"
/// 1255, "b" 1300): at 17 points "a" is 10.4175 wide, "b" 10.7910, a line 19.7891 high.
/// Pango places glyphs in 1/1024 points, hence the tolerance.
@Suite struct LayoutManagerTests {
    let a = 1255.0 * 17 / 2048, b = 1300.0 * 17 / 2048, line = (1901.0 + 483) * 17 / 2048
    let tolerance = 2.0 / 1024

    /// "ab\nba" in 17-point text, laid out in a container 200 wide with 5 points of padding,
    /// each held by the suite (a layout manager does not hold its storage).
    let storage = NSTextStorage(string: "ab\nba", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 200, height: 0))

    init() {
        storage.addLayoutManager(manager)
        manager.addTextContainer(container)
    }

    private func close(_ rect: CGRect, _ expected: CGRect) -> Bool {
        abs(rect.minX - expected.minX) <= tolerance && abs(rect.minY - expected.minY) <= tolerance
            && abs(rect.width - expected.width) <= tolerance && abs(rect.height - expected.height) <= tolerance
    }

    /// Two lines, "ab\n" and "ba": the used area is the wider line with 5 points of padding at
    /// each end by two lines; "b" on the first line starts after the padding and "a"; the
    /// second line's "ba" is one line down; an empty range is the insertion point.
    @Test func usedRectAndBoundingRectsComeFromTheLayout() {
        manager.ensureLayout(for: container)
        #expect(manager.numberOfGlyphs == 5 && manager.glyphRange(for: container) == NSRange(location: 0, length: 5))
        let used = manager.usedRect(for: container)
        #expect(close(used, CGRect(x: 0, y: 0, width: a + b + 10, height: 2 * line)), "\(used)")
        let second = manager.boundingRect(forGlyphRange: NSRange(location: 1, length: 1), in: container)
        #expect(close(second, CGRect(x: 5 + a, y: 0, width: b, height: line)), "\(second)")
        let lower = manager.boundingRect(forGlyphRange: NSRange(location: 3, length: 2), in: container)
        #expect(close(lower, CGRect(x: 5, y: line, width: b + a, height: line)), "\(lower)")
        let caret = manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 0), in: container)
        #expect(close(caret, CGRect(x: 5 + b, y: line, width: 0, height: line)), "\(caret)")
        var range = NSRange(location: 0, length: 0)
        let fragment = manager.lineFragmentUsedRect(forGlyphAt: 4, effectiveRange: &range)
        #expect(range == NSRange(location: 3, length: 2) && close(fragment, CGRect(x: 0, y: line, width: a + b + 10, height: line)))
        #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &range).width == 200 && range.length == 3)
    }

    /// The character under a point: a quarter into "a" on the second line is index 4 at
    /// 0.25; left of the text the line's first character, right of it its last at 1, below
    /// the text the last line, above it the first.
    @Test func theCharacterUnderAPoint() {
        var fraction: CGFloat = -1
        let index = manager.characterIndex(
            for: CGPoint(x: 5 + b + a / 4, y: 1.5 * line), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(index == 4 && abs(fraction - 0.25) <= 0.001, "\(index) \(fraction)")
        #expect(manager.characterIndex(for: CGPoint(x: 0, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == 0)
        #expect(fraction == 0)
        #expect(
            manager.characterIndex(for: CGPoint(x: 150, y: 500), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == 4)
        #expect(fraction == 1)
        #expect(manager.glyphIndex(for: CGPoint(x: 5 + a + 1, y: -40), in: container) == 1)
    }

    /// One line allowed, or a container one line high: only "ab\n" is laid out in it.
    @Test func aContainerHoldsTheLinesThatFit() {
        container.maximumNumberOfLines = 1
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 3))
        container.maximumNumberOfLines = 0
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 5))
        container.size = CGSize(width: 200, height: 25)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 3))
        #expect(abs(manager.usedRect(for: container).height - line) <= tolerance)
    }

    /// Centred text: each line is centred in the container's width less its padding.
    @Test func alignmentMovesTheGlyphs() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        storage.deleteCharacters(in: NSRange(location: 2, length: 3))
        storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 2))
        let rect = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 2), in: container)
        #expect(close(rect, CGRect(x: 5 + (190 - a - b) / 2, y: 0, width: a + b, height: line)), "\(rect)")
    }

    /// A text view's layout manager lays out the view's text in its container: "ab" in a
    /// 17-point text view uses a + b and the padding, one line.
    @Test func aTextViewsLayoutManagerLaysOutItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "ab"
        let used = view.layoutManager.usedRect(for: view.textContainer)
        #expect(close(used, CGRect(x: 0, y: 0, width: a + b + 10, height: line)), "\(used)")
        view.textStorage.append(NSAttributedString(string: "\nb", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        #expect(abs(view.layoutManager.usedRect(for: view.textContainer).height - 2 * line) <= tolerance)
    }

    /// Bad input never traps: no text, ranges outside the text, points that are not finite,
    /// a container the manager does not lay out, a negative or huge padding.
    @Test func badInputAnswersEmpty() {
        let other = NSTextContainer(size: CGSize(width: 100, height: 100))
        #expect(manager.usedRect(for: other) == .zero && manager.glyphRange(for: other) == NSRange(location: 0, length: 0))
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: -4, length: 2), in: container) == .zero)
        let past = manager.boundingRect(forGlyphRange: NSRange(location: 3, length: Int.max), in: container)
        #expect(abs(past.width - (b + a)) <= tolerance)
        #expect(
            manager.characterIndex(for: CGPoint(x: CGFloat.nan, y: .infinity), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
                == 0)
        var range = NSRange(location: 9, length: 9)
        #expect(manager.lineFragmentUsedRect(forGlyphAt: 99, effectiveRange: &range) == .zero && range.length == 0)
        container.lineFragmentPadding = -.infinity
        #expect(abs(manager.usedRect(for: container).width - (a + b)) <= tolerance)
        container.lineFragmentPadding = 1e300
        container.size = CGSize(width: CGFloat.nan, height: -1)
        #expect(manager.numberOfGlyphs == 5)
        storage.deleteCharacters(in: NSRange(location: 0, length: storage.length))
        #expect(manager.usedRect(for: container) == .zero && manager.glyphRange(for: container).length == 0)
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container) == .zero)
    }
}
