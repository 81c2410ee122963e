import Foundation
import Testing
import UIKit

/// `UILabel.attributedText` read back as iOS gives it (docs/REFERENCE.md §22.11): every
/// character carries a font, a colour and a paragraph style — the runs' own, the label's
/// properties where a run sets none, and the properties set since over all of it. Plain
/// text reads back in the label's font, colour, alignment and line break mode, as lldb dumps
/// of labels on iOS show (`NSColor`, `NSFont`, `NSParagraphStyle` with "Alignment 4" —
/// natural — and "LineBreakMode 4" — truncating tail — for a label whose alignment and
/// line break mode were never set).
@Suite struct AttributedTextReadBackTests {
    let bold = UIFont.boldSystemFont(ofSize: 20)

    /// The attributes at `index` and how far they reach.
    private func attributes(of text: NSAttributedString?, at index: Int) -> ([NSAttributedString.Key: Any], NSRange) {
        var range = NSRange(location: NSNotFound, length: 0)
        let attributes = text?.attributes(at: index, effectiveRange: &range) ?? [:]
        return (attributes, range)
    }

    @Test func plainTextReadsBackInTheLabelsStyleOverTheWholeString() throws {
        let label = UILabel()
        label.text = "Nearby"
        var (read, range) = attributes(of: label.attributedText, at: 0)
        #expect(range == NSRange(location: 0, length: 6))
        #expect(read[.font] as? UIFont == .systemFont(ofSize: 17) && read[.foregroundColor] as? UIColor == .label)
        var style = try #require(read[.paragraphStyle] as? NSParagraphStyle)
        #expect(style.alignment == .natural && style.lineBreakMode == .byTruncatingTail)

        label.font = .systemFont(ofSize: 10)
        label.textColor = .red
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        (read, range) = attributes(of: label.attributedText, at: 3)
        #expect(range == NSRange(location: 0, length: 6))
        #expect(read[.font] as? UIFont == .systemFont(ofSize: 10) && read[.foregroundColor] as? UIColor == .red)
        style = try #require(read[.paragraphStyle] as? NSParagraphStyle)
        #expect(style.alignment == .center && style.lineBreakMode == .byWordWrapping)
    }

    /// "ab" — "a" blue with no font or paragraph style, "b" bold, centred, kerned — in a
    /// 30-point label: setting it makes the label's colour blue (location 0's), its font and
    /// alignment stay; read back, "a" has the label's 30-point font and a natural,
    /// tail-truncating style, "b" keeps its font, style and kern and takes the label's blue.
    /// The read-back is a copy: the string set, edited afterwards, changes nothing.
    @Test func styledTextReadsBackWithTheLabelsDefaultsFilledIn() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let attributed = NSMutableAttributedString(string: "a", attributes: [.foregroundColor: UIColor.blue])
        attributed.append(NSAttributedString(string: "b", attributes: [.font: bold, .paragraphStyle: centred, .kern: 2]))
        label.attributedText = attributed
        attributed.replaceCharacters(in: NSRange(location: 0, length: 2), with: "changed")
        #expect(label.textColor == .blue && label.font == .systemFont(ofSize: 30) && label.textAlignment == .natural)

        let read = try #require(label.attributedText)
        #expect(read.string == "ab" && read !== attributed)
        let (a, aRange) = attributes(of: read, at: 0)
        #expect(aRange == NSRange(location: 0, length: 1))
        #expect(a[.font] as? UIFont == .systemFont(ofSize: 30) && a[.foregroundColor] as? UIColor == .blue && a[.kern] == nil)
        let aStyle = try #require(a[.paragraphStyle] as? NSParagraphStyle)
        #expect(aStyle.alignment == .natural && aStyle.lineBreakMode == .byTruncatingTail)
        let (b, _) = attributes(of: read, at: 1)
        #expect(b[.font] as? UIFont == bold && b[.foregroundColor] as? UIColor == .blue && b[.kern] as? Int == 2)
        #expect((b[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    }

    /// Properties set while the text is styled read back over all of it; a run's own line
    /// spacing stays, only the alignment and line break mode change.
    @Test func propertiesSetLaterReadBackOverAllTheText() throws {
        let label = UILabel()
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let attributed = NSMutableAttributedString(string: "one ", attributes: [.font: bold, .paragraphStyle: spaced])
        attributed.append(NSAttributedString(string: "two", attributes: [.foregroundColor: UIColor.green]))
        label.attributedText = attributed
        label.font = .systemFont(ofSize: 9)
        label.textColor = .red
        label.textAlignment = .right
        label.lineBreakMode = .byCharWrapping
        let read = try #require(label.attributedText)
        for index in [0, 5] {
            let (attributes, _) = attributes(of: read, at: index)
            #expect(attributes[.font] as? UIFont == .systemFont(ofSize: 9) && attributes[.foregroundColor] as? UIColor == .red)
            let style = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
            #expect(style.alignment == .right && style.lineBreakMode == .byCharWrapping)
            #expect(style.lineSpacing == (index == 0 ? 10 : 0))
        }
        // The line break mode set later also reads back on the label.
        #expect(label.lineBreakMode == .byCharWrapping)
    }

    /// Setting the string the label read back gives the same text and style again (paragraph
    /// styles compare by their settings, as Apple's do); empty styled text reads back empty.
    @Test func aReadBackStringSetAgainReadsBackTheSame() throws {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        #expect(NSMutableParagraphStyle().isEqual(NSParagraphStyle.default) && !centred.isEqual(NSParagraphStyle.default))
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "x", attributes: [.font: bold])
        let first = try #require(label.attributedText)
        label.attributedText = first
        #expect(label.attributedText == first)
        label.attributedText = NSAttributedString(string: "")
        #expect(label.attributedText?.length == 0 && label.text == "")
    }
}
