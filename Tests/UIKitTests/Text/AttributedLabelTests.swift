import CollectionRendering
import Foundation
import Testing
import UIKit

/// `UILabel.attributedText` as UIKit keeps it: setting it sets `text` and the label's font,
/// colour and alignment from its first character; setting `text` replaces it with the text
/// in the label's properties; properties set later apply to all of it; runs missing a font
/// take the label's. Sizes measure each run in its own font (measured through the Pango
/// measurer the renderer draws with). What the text reads back as is in
/// `AttributedTextReadBackTests`.
@Suite struct AttributedLabelTests {
    let bold = UIFont.boldSystemFont(ofSize: 20), regular = UIFont.systemFont(ofSize: 20)

    @Test func settingAttributedTextSetsTextAndTheFirstCharactersStyle() throws {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributed = NSMutableAttributedString(
            string: "Bold", attributes: [.font: bold, .foregroundColor: UIColor.red, .paragraphStyle: style])
        attributed.append(NSAttributedString(string: " regular", attributes: [.font: regular]))
        label.attributedText = attributed
        #expect(label.text == "Bold regular")
        #expect(label.font == bold)
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .center)
    }

    /// "a" with no font and "b" in 20-point bold, in a label of 30 points: the line is as tall
    /// as a 30-point line, so "a" is in the label's font.
    @Test func aRunWithoutAFontTakesTheLabelsFont() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        let attributed = NSMutableAttributedString(string: "a", attributes: [.foregroundColor: UIColor.blue])
        attributed.append(NSAttributedString(string: "b", attributes: [.font: bold]))
        label.attributedText = attributed
        #expect(label.font == .systemFont(ofSize: 30))
        let thirty = UIFont.systemFont(ofSize: 30)
        #expect(label.intrinsicContentSize.height == "X".size(withAttributes: [.font: thirty]).height.rounded(.up))
    }

    @Test func settingTextReplacesTheStyledTextWithTheLabelsStyle() throws {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.font: bold, .foregroundColor: UIColor.red])
        label.text = "Plain"
        let plain = try #require(label.attributedText)
        #expect(plain.string == "Plain")
        #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        #expect(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        label.text = nil
        #expect(label.attributedText == nil)
        label.attributedText = NSAttributedString(string: "Again")
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    /// A 40-point run and a bold one, then the font set to 9 points: the text measures as
    /// plain 9-point text (the colour set later is checked in pixels, in
    /// `AttributedLabelDrawingTests`).
    @Test func aFontSetLaterAppliesToAllTheStyledText() {
        let label = UILabel()
        let attributed = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        attributed.append(NSAttributedString(string: " bold", attributes: [.font: bold]))
        label.attributedText = attributed
        label.font = .systemFont(ofSize: 9)
        let styled = label.intrinsicContentSize
        label.text = "Big bold"
        #expect(styled == label.intrinsicContentSize)
    }

    /// Widths add up: "Bold regular" with "Bold" in the bold font is as wide as "Bold" bold
    /// and " regular" regular side by side (no kerning pair spans the two), and as high as
    /// one line.
    @Test func theIntrinsicSizeMeasuresEachRunInItsFont() {
        let label = UILabel()
        let attributed = NSMutableAttributedString(string: "Bold", attributes: [.font: bold])
        attributed.append(NSAttributedString(string: " regular", attributes: [.font: regular]))
        label.attributedText = attributed
        let boldWidth = "Bold".size(withAttributes: [.font: bold]).width
        let regularWidth = " regular".size(withAttributes: [.font: regular]).width
        let size = label.intrinsicContentSize
        #expect(abs(size.width - (boldWidth + regularWidth)) <= 1)
        #expect(size.height == "X".size(withAttributes: [.font: regular]).height.rounded(.up))
        // All in the regular font it is narrower: the bold run really is measured bold.
        label.text = "Bold regular"
        label.font = regular
        #expect(label.intrinsicContentSize.width < size.width - 1)
    }

    /// A run in a font twice the size makes its line as tall as that font's line.
    @Test func aLargerRunMakesTheLineTaller() {
        let label = UILabel()
        let large = UIFont.systemFont(ofSize: 40)
        let attributed = NSMutableAttributedString(string: "small ", attributes: [.font: regular])
        attributed.append(NSAttributedString(string: "LARGE", attributes: [.font: large]))
        label.attributedText = attributed
        #expect(label.intrinsicContentSize.height == "X".size(withAttributes: [.font: large]).height.rounded(.up))
    }

    /// `lineSpacing` adds its points between lines, not after the last: two lines grow by
    /// exactly 10, and `sizeThatFits(_:)` agrees.
    @Test func lineSpacingAddsBetweenLines() {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = regular
        label.text = "One\nTwo"
        let plain = label.intrinsicContentSize
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        label.attributedText = NSAttributedString(string: "One\nTwo", attributes: [.font: regular, .paragraphStyle: style])
        #expect(label.intrinsicContentSize == CGSize(width: plain.width, height: plain.height + 10))
        #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == label.intrinsicContentSize)
    }

    /// A string of one style with the label's own attributes draws and measures as plain text.
    @Test func oneStyleMeasuresAsPlainText() {
        let label = UILabel()
        label.text = "Same size"
        let plain = label.intrinsicContentSize
        label.attributedText = NSAttributedString(string: "Same size", attributes: [.font: label.font as UIFont])
        #expect(label.intrinsicContentSize == plain)
    }

    /// An attributed string's `size()` measures its runs (it was its first character's font).
    @Test func attributedStringSizeMeasuresItsRuns() {
        let attributed = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        attributed.append(NSAttributedString(string: "WWWW", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
        let first = "a".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)]).width
        let rest = "WWWW".size(withAttributes: [.font: UIFont.systemFont(ofSize: 40)]).width
        #expect(abs(attributed.size().width - (first + rest)) <= 1)
    }
}
