import Foundation
import Testing
import UIKit

/// UILabel's API spelled as an iOS app's cell code spells it: this file compiling is half the
/// test; the values read back are UIKit's documented defaults and what was set.
@Suite struct LabelAPICompileTests {
    @Test func everyPropertyIsSpelledAsOnIOS() {
        let label = UILabel()
        #expect(label.attributedText == nil)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(!label.allowsDefaultTighteningForTruncation)
        #expect(label.lineBreakStrategy == .standard)
        #expect(!label.showsExpansionTextWhenTruncated)

        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.lineHeightMultiple = 1.2
        paragraph.alignment = .natural
        let name = NSMutableAttributedString(
            string: "Ada",
            attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label, .paragraphStyle: paragraph])
        name.append(
            NSAttributedString(
                string: " wrote", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 0.5, .baselineOffset: 1]))
        name.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 3))
        label.attributedText = name
        label.isEnabled = false
        label.isHighlighted = true
        label.highlightedTextColor = .white
        label.shadowColor = UIColor.black.withAlphaComponent(0.3)
        label.shadowOffset = CGSize(width: 0, height: 1)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.allowsDefaultTighteningForTruncation = true
        label.lineBreakStrategy = [.pushOut, .hangulWordPriority]
        label.showsExpansionTextWhenTruncated = true
        #expect(label.text == "Ada wrote")
        #expect(label.baselineAdjustment == .alignCenters && label.lineBreakStrategy == [.pushOut, .hangulWordPriority])
        #expect((paragraph.copy() as? NSParagraphStyle)?.lineSpacing == 4)
        #expect((paragraph.copy() as? NSParagraphStyle)?.lineHeightMultiple == 1.2)
        paragraph.lineSpacing = -3
        #expect(paragraph.lineSpacing == 0, "never negative")
    }
}
