import CollectionRendering
import Foundation
import Testing
import UIKit

/// `NSParagraphStyle.paragraphSpacing` and `paragraphSpacingBefore` (docs/REFERENCE.md
/// §22.22): the space after each paragraph but the last and above each paragraph's first
/// line, the same in a label's intrinsic size, `sizeThatFits(_:)`, `boundingRect` and
/// drawing. Expected heights are the plain text's measured height plus the spacing, added
/// up by hand; whole points keep the labels' rounding up exact.
@MainActor @Suite struct ParagraphSpacingTests {
    let font = UIFont.systemFont(ofSize: 20)
    let text = "One\nTwo\nThree"

    private func style(after: CGFloat = 0, before: CGFloat = 0) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = after
        style.paragraphSpacingBefore = before
        return style
    }

    /// The label's intrinsic height for `string` in `font`, with `style` when given.
    private func height(_ string: String, _ style: NSParagraphStyle? = nil) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        label.attributedText = NSAttributedString(string: string, attributes: attributes)
        #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == label.intrinsicContentSize)
        return label.intrinsicContentSize.height
    }

    /// Three paragraphs, 10 after each: after the first and the second, not the last (2 × 10).
    @Test func spacingAfterSeparatesParagraphsNotTheEnd() {
        #expect(height(text, style(after: 10)) == height(text) + 20)
    }

    /// 6 before each paragraph, the first's too: 3 × 6.
    @Test func spacingBeforeGoesAboveEveryParagraph() {
        #expect(height(text, style(before: 6)) == height(text) + 18)
    }

    /// Both: 6 above the first, then 10 + 6 between each two: 6 + 2 × 16 = 38.
    @Test func theGapBetweenTwoParagraphsIsTheFirstsAfterAndTheSecondsBefore() {
        #expect(height(text, style(after: 10, before: 6)) == height(text) + 38)
    }

    /// "aaaa bbbb" wrapped onto two lines, then "cc": three lines, one paragraph break, so 10
    /// once; a wrapped line starts no paragraph.
    @Test func wrappedLinesAreNotParagraphs() {
        let wrapped = "aaaa bbbb\ncc"
        let width = "aaaa b".size(withAttributes: [.font: font]).width
        func measured(_ style: NSParagraphStyle?) -> CGFloat {
            var attributes: [NSAttributedString.Key: Any] = [.font: font]
            if let style { attributes[.paragraphStyle] = style }
            let string = NSAttributedString(string: wrapped, attributes: attributes)
            return string.boundingRect(with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin, context: nil).height
        }
        let plain = measured(nil), line = "X".size(withAttributes: [.font: font]).height
        #expect(abs(plain - 3 * line) < 0.01, "three lines")
        #expect(measured(style(after: 10)) == plain + 10)
    }

    /// Negative and NaN spacings are 0 ("always nonnegative"); a copy keeps the spacings, and
    /// styles differing in one are not equal.
    @Test func spacingIsNeverNegativeAndIsCopiedAndCompared() throws {
        let spaced = style(after: -5, before: .nan)
        #expect(spaced.paragraphSpacing == 0 && spaced.paragraphSpacingBefore == 0)
        spaced.paragraphSpacing = 12
        spaced.paragraphSpacingBefore = 3
        let copy = try #require(spaced.copy() as? NSParagraphStyle)
        #expect(copy.paragraphSpacing == 12 && copy.paragraphSpacingBefore == 3)
        #expect(copy.isEqual(spaced))
        #expect(!copy.isEqual(style(after: 12)))
        #expect(NSParagraphStyle.default.paragraphSpacing == 0 && NSParagraphStyle.default.paragraphSpacingBefore == 0)
    }

    /// A plain string drawn with the style in its attributes measures with it too.
    @Test func stringMeasuringAppliesTheStyle() {
        let plain = text.boundingRect(
            with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let spaced = text.boundingRect(
            with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style(after: 10)],
            context: nil)
        #expect(spaced.height == plain.height + 20)
    }
}
