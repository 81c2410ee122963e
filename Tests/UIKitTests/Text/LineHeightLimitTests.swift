import CollectionRendering
import Foundation
import Testing
import UIKit

/// `NSParagraphStyle.minimumLineHeight` and `maximumLineHeight` as measured
/// (docs/REFERENCE.md §22.23): each line's natural height, times `lineHeightMultiple`, is
/// raised to the minimum and then cut to the maximum; `lineSpacing` comes on top. Three
/// one-line paragraphs in a 20-point font, whose line is L ≈ 23.3 points high (more than 20,
/// less than 40); whole-point heights keep the labels' rounding up exact.
@MainActor @Suite struct LineHeightLimitTests {
    let font = UIFont.systemFont(ofSize: 20)
    let text = "One\nTwo\nThree"

    private func style(
        minimum: CGFloat = 0, maximum: CGFloat = 0, multiple: CGFloat = 0, spacing: CGFloat = 0
    ) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = minimum
        style.maximumLineHeight = maximum
        style.lineHeightMultiple = multiple
        style.lineSpacing = spacing
        return style
    }

    /// The label's intrinsic height for `text` with `style`, checked equal to `sizeThatFits(_:)`
    /// and to the string's bounding rectangle rounded up.
    private func height(_ style: NSParagraphStyle?) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        let string = NSAttributedString(string: text, attributes: attributes)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = string
        #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == label.intrinsicContentSize)
        let rect = string.boundingRect(with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.height.rounded(.up) - label.intrinsicContentSize.height) <= 1)
        return label.intrinsicContentSize.height
    }

    /// The natural line height L of the font, and the test's premise 20 < L < 40.
    private func naturalLine() throws -> CGFloat {
        let line = "X".size(withAttributes: [.font: font]).height
        try #require(line > 20 && line < 40)
        return line
    }

    /// Each line at least 40: 3 × 40.
    @Test func aMinimumRaisesEveryLine() throws {
        _ = try naturalLine()
        #expect(height(style(minimum: 40)) == 120)
    }

    /// A minimum below L changes nothing.
    @Test func aMinimumBelowTheNaturalHeightChangesNothing() throws {
        _ = try naturalLine()
        #expect(height(style(minimum: 10)) == height(nil))
    }

    /// Each line at most 15: 3 × 15.
    @Test func aMaximumCutsEveryLine() throws {
        _ = try naturalLine()
        #expect(height(style(maximum: 15)) == 45)
    }

    /// The multiple first, then the limit: 2 × L > 30, cut to 30: 3 × 30.
    @Test func theMultipleIsAppliedBeforeTheLimits() throws {
        _ = try naturalLine()
        #expect(height(style(maximum: 30, multiple: 2)) == 90)
    }

    /// Line spacing comes on top of the limited height: 3 × 40 + 2 × 5.
    @Test func lineSpacingIsAddedBetweenLimitedLines() throws {
        _ = try naturalLine()
        #expect(height(style(minimum: 40, spacing: 5)) == 130)
    }

    /// A minimum above the maximum: the maximum wins, 3 × 30.
    @Test func theMaximumWinsOverALargerMinimum() throws {
        _ = try naturalLine()
        #expect(height(style(minimum: 40, maximum: 30)) == 90)
    }

    /// Negative and NaN limits are 0 ("always nonnegative"); copies keep both, styles
    /// differing in one are not equal, equal ones hash alike.
    @Test func limitsAreNeverNegativeAndAreCopiedComparedAndHashed() throws {
        let limited = style(minimum: -3, maximum: .nan)
        #expect(limited.minimumLineHeight == 0 && limited.maximumLineHeight == 0)
        limited.minimumLineHeight = 18
        limited.maximumLineHeight = 44
        let copy = try #require(limited.copy() as? NSParagraphStyle)
        #expect(copy.minimumLineHeight == 18 && copy.maximumLineHeight == 44)
        #expect(copy.isEqual(limited) && copy.hash == limited.hash)
        #expect(!copy.isEqual(style(minimum: 18)))
        #expect(!style(minimum: 18).isEqual(style(maximum: 18)))
        #expect(NSParagraphStyle.default.minimumLineHeight == 0 && NSParagraphStyle.default.maximumLineHeight == 0)
    }
}
