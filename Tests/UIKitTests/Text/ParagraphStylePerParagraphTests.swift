import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Each paragraph takes the paragraph style of its own first character (docs/REFERENCE.md
/// §22.24): its spacing, line spacing and line height limits, in a label's size,
/// `boundingRect` and drawing alike. Expected heights are the plain text's measured lines
/// plus the spacing each rule adds, worked by hand; each case is chosen so that the first
/// paragraph's style applied to every paragraph (the old rule) gives another answer.
@MainActor @Suite struct ParagraphStylePerParagraphTests {
    let font = UIFont.systemFont(ofSize: 20)

    /// A paragraph style with each of `settings` set (none: the defaults).
    private func style(_ settings: (ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>, CGFloat)...) -> NSParagraphStyle {
        NSMutableParagraphStyle.made { style in
            for (key, value) in settings { style[keyPath: key] = value }
        }
    }

    /// The paragraphs joined by "\n", each in `font` with its style (nil: none).
    private func paragraphs(_ parts: [(String, NSParagraphStyle?)]) -> NSAttributedString {
        let joined = NSMutableAttributedString()
        for (index, (text, style)) in parts.enumerated() {
            var attributes: [NSAttributedString.Key: Any] = [.font: font]
            if let style { attributes[.paragraphStyle] = style }
            joined.append(NSAttributedString(string: index == parts.count - 1 ? text : text + "\n", attributes: attributes))
        }
        return joined
    }

    /// The height `string` measures wrapped at `width`.
    private func height(_ string: NSAttributedString, width: CGFloat = 1000) -> CGFloat {
        string.boundingRect(with: CGSize(width: width, height: 10_000), options: .usesLineFragmentOrigin, context: nil).height
    }

    /// One line's height in `font` (L).
    private var line: CGFloat { "X".size(withAttributes: [.font: font]).height }

    /// 10 after the first, 6 before and 3 after the second, 4 before the third: (10 + 6) +
    /// (3 + 4) = 23 between the three lines (the first's style everywhere: 2 × 10 = 20).
    @Test func eachGapIsTheEarlierParagraphsAfterAndTheLatersBefore() {
        let string = paragraphs([
            ("One", style((\.paragraphSpacing, 10))),
            (
                "Two",
                style((\.paragraphSpacing, 3), (\.paragraphSpacingBefore, 6))
            ), ("Three", style((\.paragraphSpacingBefore, 4))),
        ])
        #expect(abs(height(string) - (3 * line + 23)) < 0.01)
    }

    /// The first paragraph's `paragraphSpacingBefore` goes above it; a later paragraph's
    /// only above that paragraph: 5 + L + 8 + L (the first's everywhere: 2 × 5 + 2L).
    @Test func spacingBeforeIsEachParagraphsOwn() {
        let string = paragraphs([
            ("One", style((\.paragraphSpacingBefore, 5))),
            ("Two", style((\.paragraphSpacingBefore, 8))),
        ])
        #expect(abs(height(string) - (2 * line + 13)) < 0.01)
    }

    /// Two paragraphs that each wrap onto two lines at the width of "aaaa b": line spacing
    /// 10 in the first goes after its two lines (the second paragraph's first line
    /// included), none in the second: 4L + 20 (the first's everywhere: 4L + 30).
    @Test func lineSpacingIsTheParagraphsOfTheLineAbove() {
        let width = "aaaa b".size(withAttributes: [.font: font]).width
        let string = paragraphs([
            ("aaaa bbbb", style((\.lineSpacing, 10))), ("cccc dddd", style()),
        ])
        #expect(abs(height(string, width: width) - (4 * line + 20)) < 0.01)
        let reversed = paragraphs([
            ("aaaa bbbb", style()), ("cccc dddd", style((\.lineSpacing, 10))),
        ])
        #expect(abs(height(reversed, width: width) - (4 * line + 10)) < 0.01, "only between the second's two lines")
    }

    /// A minimum line height of 40 in the first paragraph only (20 < L < 40): 40 + L (the
    /// first's everywhere: 80); a maximum of 15 in the second only: L + 15.
    @Test func lineHeightLimitsAreEachParagraphsOwn() {
        #expect(line > 20 && line < 40)
        #expect(
            abs(height(paragraphs([("One", style((\.minimumLineHeight, 40))), ("Two", nil)])) - (40 + line))
                < 0.01)
        #expect(
            abs(height(paragraphs([("One", nil), ("Two", style((\.maximumLineHeight, 15)))])) - (line + 15))
                < 0.01)
    }

    /// A multiple of 2 capped at 30 in the first paragraph (2L > 30): 30 + L; the second
    /// paragraph's line keeps its own height (the first's everywhere: 60).
    @Test func lineHeightMultipleIsEachParagraphsOwn() {
        #expect(
            abs(
                height(
                    paragraphs([
                        (
                            "One",
                            style((\.maximumLineHeight, 30), (\.lineHeightMultiple, 2))
                        ), ("Two", nil),
                    ])) - (30 + line)) < 0.01)
    }

    /// A label sizes itself by the same rule: intrinsic size and `sizeThatFits(_:)` agree,
    /// and are the measured height rounded up to a point.
    @Test func aLabelMeasuresEachParagraphByItsOwnStyle() {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = paragraphs([
            ("One", style((\.paragraphSpacing, 10))),
            (
                "Two",
                style((\.paragraphSpacing, 3), (\.paragraphSpacingBefore, 6))
            ), ("Three", style((\.paragraphSpacingBefore, 4))),
        ])
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)) == label.intrinsicContentSize)
        #expect(abs(label.intrinsicContentSize.height - (3 * line + 23)) <= 1)
        #expect(label.intrinsicContentSize.height >= 3 * line + 23)
    }

    /// "\r\n" ends one paragraph (not two: three lines, not four), and U+2029 another: the
    /// third paragraph's 7 before counts (were U+2029 no separator, "Two" and "Three" would
    /// be one paragraph in the second's style, with no space).
    @Test func everyParagraphSeparatorStartsAParagraph() {
        let string = NSMutableAttributedString(string: "One\r\nTwo\u{2029}", attributes: [.font: font])
        string.append(
            NSAttributedString(
                string: "Three", attributes: [.font: font, .paragraphStyle: style((\.paragraphSpacingBefore, 7))])
        )
        #expect(abs(height(string) - (3 * line + 7)) < 0.01)
    }

    /// A later paragraph's `natural` alignment follows a right-to-left text view too: its full
    /// block (█, which covers its line) ends at the right of the container — 200 points less
    /// the default 5-point line fragment padding and no horizontal inset — not at its left.
    @Test func aTextViewAlignsALaterNaturalParagraphByItsDirection() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.semanticContentAttribute = .forceRightToLeft
        view.attributedText = paragraphs([("█", nil), ("█", style((\.paragraphSpacingBefore, 1)))])
        let image = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
        let y = Int(8 + line + 1 + line / 2) // the second line's middle, under the 8-point top inset
        expectPixel(image, 193, y, (0, 0, 0), tolerance: 0, "the block at the right")
        expectPixel(image, 7, y, (255, 255, 255), tolerance: 0, "nothing at the left")
    }
}
