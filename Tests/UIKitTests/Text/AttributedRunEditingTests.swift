import Foundation
import Testing
import UIKit

/// Attributed text whose runs hold different colours, fonts, paragraph styles or attachments
/// copied and edited through Foundation, and typed into: Core Foundation compares the runs'
/// values as it coalesces them, which halted the process before UIKit's value classes carried
/// Core Foundation's type word (CoreFoundationTypeInfo.swift). A regression crashes this suite.
@Suite struct AttributedRunEditingTests {
    /// "Hello " in red, then "world" in blue.
    static func twoColours() -> NSMutableAttributedString {
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "world", attributes: [.foregroundColor: UIColor.blue]))
        return text
    }

    /// The value of `key` at `index` of `text`.
    static func value<T>(_ key: NSAttributedString.Key, _ text: NSAttributedString?, at index: Int) -> T? {
        text?.attribute(key, at: index, effectiveRange: nil) as? T
    }

    @Test func aTwoColourTextCopiesInsertsAndTakesAnAttributeOverBothRuns() {
        let copy = NSMutableAttributedString(attributedString: Self.twoColours())
        copy.insert(NSAttributedString(string: "X", attributes: [.foregroundColor: UIColor.green]), at: 3)
        #expect(copy.string == "HelXlo world")
        #expect(Self.value(.foregroundColor, copy, at: 3) as UIColor? == .green)
        copy.addAttribute(.foregroundColor, value: UIColor.black, range: NSRange(location: 4, length: 5))
        // "lo w" and the "o" after it are black; "rld" stays blue, "Hel" red.
        #expect(Self.value(.foregroundColor, copy, at: 0) as UIColor? == .red)
        #expect(Self.value(.foregroundColor, copy, at: 8) as UIColor? == .black)
        #expect(Self.value(.foregroundColor, copy, at: 9) as UIColor? == .blue)
        var runs = 0
        copy.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: copy.length)) { _, _, _ in runs += 1 }
        #expect(runs == 4) // red "Hel", green "X", black "lo wo", blue "rld"
    }

    @Test func equalValuesInAdjacentRunsMergeIntoOneRun() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        text.append(NSAttributedString(string: "cd", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]))
        let copy = NSMutableAttributedString(attributedString: text)
        var range = NSRange()
        _ = copy.attribute(.foregroundColor, at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 4))
    }

    @Test func fontsParagraphStylesAndAttachmentsInTwoRunsCopyAndEdit() {
        let tight = NSMutableParagraphStyle()
        tight.lineSpacing = 2
        let text = NSMutableAttributedString(
            string: "one ", attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: NSParagraphStyle.default])
        text.append(NSAttributedString(string: "two", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .paragraphStyle: tight]))
        text.append(NSAttributedString(attachment: NSTextAttachment()))
        text.append(NSAttributedString(attachment: NSTextAttachment()))
        let copy = NSMutableAttributedString(attributedString: text)
        copy.replaceCharacters(in: NSRange(location: 0, length: 3), with: "1")
        #expect(copy.string == "1 two\u{FFFC}\u{FFFC}")
        #expect((Self.value(.font, copy, at: 2) as UIFont?)?.pointSize == 17)
        #expect((Self.value(.paragraphStyle, copy, at: 2) as NSParagraphStyle?)?.lineSpacing == 2)
    }

    @Test func typingAndDeletingInATwoColourTextViewKeepsBothRuns() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.attributedText = Self.twoColours()
        view.insertText("!")
        #expect(view.text == "Hello world!")
        #expect(Self.value(.foregroundColor, view.attributedText, at: 0) as UIColor? == .red)
        #expect(Self.value(.foregroundColor, view.attributedText, at: 6) as UIColor? == .blue)
        view.deleteBackward()
        view.deleteBackward()
        #expect(view.text == "Hello worl")
        #expect(Self.value(.foregroundColor, view.attributedText, at: 5) as UIColor? == .red)
        #expect(Self.value(.foregroundColor, view.attributedText, at: 9) as UIColor? == .blue)
    }
}
