import CollectionRendering
import Foundation
import Testing
import UIKit

/// `NSParagraphStyle.firstLineHeadIndent`, `headIndent` and `tailIndent` as measured
/// (docs/REFERENCE.md §22.23): a line is as wide as its head indent, itself and the tail
/// indent's gap at the trailing margin; lines wrap between the indents. Expected sizes are
/// the plain text's measured size plus the indents, added up by hand; whole points keep the
/// labels' rounding up exact.
@MainActor @Suite struct ParagraphIndentTests {
    let font = UIFont.systemFont(ofSize: 20)

    private func style(first: CGFloat = 0, head: CGFloat = 0, tail: CGFloat = 0) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = first
        style.headIndent = head
        style.tailIndent = tail
        return style
    }

    /// `string` in `font` with `style` when given.
    private func attributed(_ string: String, _ style: NSParagraphStyle? = nil) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        return NSAttributedString(string: string, attributes: attributes)
    }

    /// A label's intrinsic size for `string` with `style`, checked equal to `sizeThatFits(_:)`.
    private func labelSize(_ string: String, _ style: NSParagraphStyle? = nil) -> CGSize {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = attributed(string, style)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == label.intrinsicContentSize)
        return label.intrinsicContentSize
    }

    /// The bounding rectangle of `string` with `style`, wrapped at `width`.
    private func bounds(_ string: String, _ style: NSParagraphStyle?, width: CGFloat) -> CGRect {
        attributed(string, style).boundingRect(
            with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    }

    /// One line, first line 20 in: 20 wider, as high.
    @Test func aFirstLineIndentWidensTheLine() {
        let plain = labelSize("Hello"), indented = labelSize("Hello", style(first: 20))
        #expect(indented.width == plain.width + 20)
        #expect(indented.height == plain.height)
    }

    /// Two paragraphs of one line each: both are first lines, so a head indent of 30 moves
    /// neither and the size stays the plain one.
    @Test func aHeadIndentLeavesEachParagraphsFirstLine() {
        #expect(labelSize("One\nTwo", style(head: 30)) == labelSize("One\nTwo"))
    }

    /// A tail indent of −10 leaves 10 points at the trailing margin: 10 wider.
    @Test func aNegativeTailIndentKeepsAGapAtTheTrailingMargin() {
        #expect(labelSize("Hello", style(tail: -10)).width == labelSize("Hello").width + 10)
    }

    /// "aaaa bbbb" wrapped at one point less than its width w: "aaaa " then "bbbb". With a
    /// head indent of 40 the second line is 40 + w(bbbb) wide, the widest (w("aaaa ") is
    /// less); two lines high.
    @Test func wrappedLinesStartAtTheHeadIndent() {
        let whole = "aaaa bbbb".size(withAttributes: [.font: font]).width
        let line = "X".size(withAttributes: [.font: font]).height
        let indented = bounds("aaaa bbbb", style(head: 40), width: whole - 1)
        #expect(abs(indented.height - 2 * line) < 0.01, "two lines")
        #expect(abs(indented.width - (40 + "bbbb".size(withAttributes: [.font: font]).width)) < 0.01)
    }

    /// A positive tail indent is the lines' end from the leading margin: a label with no width
    /// limit wraps "aaaa bbbb" at a point less than its width, onto two lines, as high as
    /// "aaaa" and "bbbb" on two lines.
    @Test func aPositiveTailIndentIsALineWidth() {
        let whole = "aaaa bbbb".size(withAttributes: [.font: font]).width
        let size = labelSize("aaaa bbbb", style(tail: whole - 1))
        #expect(size.height == labelSize("aaaa\nbbbb").height)
        #expect(size.width < whole)
    }

    /// A first line indented 30 and the others 0 (Pango's hanging indent, the other way
    /// round): "aaaa bbbb" wrapped at w + 10 leaves the first line w − 20, so "bbbb" goes to
    /// a second line at 0, and the first line, at 30, is the widest: 30 + w("aaaa"), or with
    /// its trailing space.
    @Test func theFirstLineIndentNarrowsOnlyTheFirstLine() {
        let whole = "aaaa bbbb".size(withAttributes: [.font: font]).width
        let line = "X".size(withAttributes: [.font: font]).height
        let rect = bounds("aaaa bbbb", style(first: 30), width: whole + 10)
        #expect(abs(rect.height - 2 * line) < 0.01, "two lines")
        let word = "aaaa".size(withAttributes: [.font: font]).width, spaced = "aaaa ".size(withAttributes: [.font: font]).width
        #expect(abs(rect.width - (30 + word)) < 0.01 || abs(rect.width - (30 + spaced)) < 0.01, "\(rect.width)")
    }

    /// Negative and NaN head indents are 0 ("always nonnegative"); a tail indent keeps its
    /// sign. Copies keep all three; styles differing in one are not equal, equal ones hash
    /// alike.
    @Test func indentsAreCopiedComparedAndHashed() throws {
        let indented = style(first: -5, head: .nan, tail: -12)
        #expect(indented.firstLineHeadIndent == 0 && indented.headIndent == 0 && indented.tailIndent == -12)
        indented.firstLineHeadIndent = 8
        indented.headIndent = 4
        let copy = try #require(indented.copy() as? NSParagraphStyle)
        #expect(copy.firstLineHeadIndent == 8 && copy.headIndent == 4 && copy.tailIndent == -12)
        #expect(copy.isEqual(indented) && copy.hash == indented.hash)
        let mutable = try #require(copy.mutableCopy() as? NSMutableParagraphStyle)
        #expect(mutable.isEqual(indented))
        mutable.tailIndent = 100
        #expect(!mutable.isEqual(indented))
        #expect(!style(first: 8).isEqual(style(head: 8)))
        #expect(!style(head: 8).isEqual(style(tail: 8)))
        let defaults = NSParagraphStyle.default
        #expect(defaults.firstLineHeadIndent == 0 && defaults.headIndent == 0 && defaults.tailIndent == 0)
    }
}
