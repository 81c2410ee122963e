import CollectionRendering
import Foundation
import Testing
import UIKit

/// A list content configuration's attributed texts and text transforms (docs/REFERENCE.md
/// §19.2), measured with `ApproximateTextLayout` as `ListContentConfigurationTests` is: per
/// point of font size 0.6 a character and 1.2 a line, rounded up to whole points.
@Suite(.approximateTextMetrics) struct ListContentTextTests {
    private func labels(_ configuration: UIListContentConfiguration) -> (view: UIListContentView, text: UILabel, secondary: UILabel)? {
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        guard labels.count == 2 else { return nil }
        return (view, labels[0], labels[1])
    }

    @Test func anAttributedTextSupersedesThePlainOne() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Plain text that is not shown"
        configuration.attributedText = NSAttributedString(string: "Rich", attributes: [.font: UIFont.systemFont(ofSize: 34)])
        let (view, text, secondary) = try #require(labels(configuration))
        #expect(text.text == "Rich" && !text.isHidden && secondary.isHidden)
        #expect((text.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 34)
        // The run has no colour: the text properties' `label` fills it in.
        #expect((text.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)?.color == .label)
        // A 34-point line is 40.8 → 41 high: 11 + 41 + 11 = 63.
        #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 63)
    }

    @Test func aSecondaryAttributedTextSitsBesideTheTextInAValueCell() throws {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.attributedText = NSAttributedString(string: "Name")
        configuration.secondaryText = "Ignored"
        configuration.secondaryAttributedText = NSAttributedString(string: "Value")
        let (_, text, secondary) = try #require(labels(configuration))
        // "Name" 4 × 10.2 = 40.8 → 41, "Value" 5 × 10.2 = 51, side by side; the secondary
        // text at the trailing margin: 16 + 288 − 51 = 253, in the secondary properties' colour.
        #expect(text.frame == CGRect(x: 16, y: 12, width: 41, height: 21))
        #expect(secondary.frame == CGRect(x: 253, y: 12, width: 51, height: 21) && secondary.text == "Value")
        #expect((secondary.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)?.color == .secondaryLabel)
    }

    @Test func theTransformShowsTheTextInItsCase() throws {
        var configuration = UIListContentConfiguration.subtitleCell()
        #expect(configuration.textProperties.transform == .none)
        configuration.text = "hELLO wORLD"
        configuration.secondaryText = "Straße"
        for (transform, text, secondary) in [
            (UIListContentConfiguration.TextProperties.TextTransform.none, "hELLO wORLD", "Straße"),
            (.uppercase, "HELLO WORLD", "STRASSE"), (.lowercase, "hello world", "straße"), (.capitalized, "Hello World", "Straße"),
        ] {
            configuration.textProperties.transform = transform
            configuration.secondaryTextProperties.transform = transform
            let shown = try #require(labels(configuration))
            #expect(shown.text.text == text && shown.secondary.text == secondary, "\(transform)")
        }
        #expect(configuration.text == "hELLO wORLD", "the configuration keeps the text as written")
        #expect(UIListContentConfiguration.TextProperties.TextTransform(rawValue: 3) == .capitalized)
    }

    /// `first` in red followed by `second` in blue.
    private func redThenBlue(_ first: String, _ second: String) -> NSAttributedString {
        let text = NSMutableAttributedString(string: first, attributes: [.foregroundColor: UIColor.systemRed])
        text.append(NSAttributedString(string: second, attributes: [.foregroundColor: UIColor.systemBlue]))
        return text
    }

    /// The colour of `text`'s character at `index`.
    private func colour(_ text: NSAttributedString?, at index: Int) -> UIColor? {
        text?.attribute(.foregroundColor, at: index, effectiveRange: nil) as? UIColor
    }

    @Test func anAttributedTextIsTransformedRunByRun() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.attributedText = redThenBlue("hel", "LO wORLD")
        configuration.textProperties.transform = .capitalized
        let shown = try #require(labels(configuration)).text.attributedText
        // The whole string is capitalised ("Hello World", not "HelLo World"); each run keeps its colour.
        #expect(shown?.string == "Hello World")
        #expect(colour(shown, at: 2)?.color == .systemRed && colour(shown, at: 3)?.color == .systemBlue)
        // Upper-casing "ß" lengthens the text: each run is transformed on its own.
        configuration.attributedText = redThenBlue("straße ", "eins")
        configuration.textProperties.transform = .uppercase
        let upper = try #require(labels(configuration)).text.attributedText
        #expect(upper?.string == "STRASSE EINS")
        #expect(colour(upper, at: 7)?.color == .systemRed && colour(upper, at: 8)?.color == .systemBlue)
    }

    @Test func aListCellReadsItsShownTextToVoiceOver() {
        let cell = UICollectionViewListCell()
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "plain"
        configuration.attributedText = NSAttributedString(string: "shown")
        configuration.textProperties.transform = .uppercase
        configuration.secondaryText = "detail"
        cell.contentConfiguration = configuration
        #expect(cell.accessibilityLabel == "SHOWN, detail")
    }
}
