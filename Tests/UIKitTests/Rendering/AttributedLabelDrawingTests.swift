import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// What a label with styled text or a state draws, read back as pixels at scale 1 on a green
/// page. Text is drawn with full blocks (█, U+2588), which cover their whole advance and the
/// line's height, so a pixel inside one is exactly its run's colour; a run of n blocks is n
/// times one block's advance wide (the advances add up), measured through the same Pango
/// measurer as a cross-check of where each run starts.
@Suite struct AttributedLabelDrawingTests {
    let green = (0, 255, 0), red = (255, 0, 0), blue = (0, 0, 255), black = (0, 0, 0)
    let font = UIFont.systemFont(ofSize: 20)

    /// One block's advance in `font`.
    var block: CGFloat { "█".size(withAttributes: [.font: font]).width }

    private func label(width: CGFloat = 200) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.font = font
        return label
    }

    private func pixels(_ view: UIView, _ format: OutputFormat = .png) throws -> RGBAImage {
        try format.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 0, green: 1, blue: 0)))
    }

    /// "███" red then "███" blue: the middle of each run is its colour, in every output.
    private func twoRuns() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "███", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "███", attributes: [.foregroundColor: UIColor.blue]))
        return text
    }

    @Test(arguments: OutputFormat.allCases) func eachRunIsDrawnInItsOwnColour(_ format: OutputFormat) throws {
        let label = label()
        label.attributedText = twoRuns()
        let image = try pixels(label, format)
        expectPixel(image, Int(1.5 * block), 20, red, "the first run, \(format)")
        expectPixel(image, Int(4.5 * block), 20, blue, "the second run, \(format)")
        expectPixel(image, Int(6 * block) + 3, 20, green, "after the text, \(format)")
    }

    /// A run that sets no colour is drawn in the label's: here red, from the first character.
    @Test func aRunWithoutAColourTakesTheLabelsColour() throws {
        let label = label()
        let text = NSMutableAttributedString(string: "███", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "███", attributes: [.font: font]))
        label.attributedText = text
        expectPixel(try pixels(label), Int(4.5 * block), 20, red)
    }

    @Test func theTextColourSetLaterColoursEveryRun() throws {
        let label = label()
        label.attributedText = twoRuns()
        label.textColor = .black
        let image = try pixels(label)
        expectPixel(image, Int(1.5 * block), 20, black)
        expectPixel(image, Int(4.5 * block), 20, black)
    }

    @Test func aLargerRunIsDrawnInItsFont() throws {
        let label = label()
        let text = NSMutableAttributedString(string: "█", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "█", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 40)]))
        label.attributedText = text
        let image = try pixels(label)
        // The line is a 40-point line centred in 40: the large block covers nearly all of it,
        // the small one only its lower part (both on one baseline).
        expectPixel(image, Int(block + 2), 2, blue, "the 40-point block reaches the top")
        expectPixel(image, Int(block / 2), 2, green, "the 20-point block does not")
    }

    /// Spaces draw no glyph, so any pixel in their column with some of the run's red over the
    /// green page is the line (a thin line at a fractional position covers pixels in part).
    private func hasRed(column x: Int, _ image: RGBAImage) -> Bool {
        (0..<image.height).contains { y in (image.pixel(x: x, y: y)?.r ?? 0) > 60 }
    }

    @Test(arguments: [NSAttributedString.Key.underlineStyle, .strikethroughStyle])
    func underlineAndStrikethroughDrawALine(_ key: NSAttributedString.Key) throws {
        let label = label()
        // "a", ten spaces, "a": column 30 is inside the spaces (an "a" is about 12 wide).
        let text = "a          a"
        label.attributedText = NSAttributedString(
            string: text, attributes: [.foregroundColor: UIColor.red, key: NSUnderlineStyle.single.rawValue])
        #expect(hasRed(column: 30, try pixels(label)))
        label.attributedText = NSAttributedString(string: text, attributes: [.foregroundColor: UIColor.red])
        #expect(!hasRed(column: 30, try pixels(label)))
    }

    @Test func aDisabledLabelDrawsItsTextDimmed() throws {
        let label = label()
        label.text = "███"
        label.textColor = .red
        label.isEnabled = false
        // tertiaryLabel, #3C3C43 at 30 %, over green: 0.3 × 60 = 18, 0.3 × 60 + 0.7 × 255 = 196.5,
        // 0.3 × 67 = 20.1.
        expectPixel(try pixels(label), Int(1.5 * block), 20, (18, 197, 20), tolerance: 3)
        label.attributedText = twoRuns()
        expectPixel(try pixels(label), Int(4.5 * block), 20, (18, 197, 20), tolerance: 3, "styled runs too")
    }

    @Test func aHighlightedLabelDrawsInItsHighlightedColour() throws {
        let label = label()
        label.text = "███"
        label.textColor = .red
        label.isHighlighted = true
        expectPixel(try pixels(label), Int(1.5 * block), 20, red, "no highlighted colour: unchanged")
        label.highlightedTextColor = .blue
        expectPixel(try pixels(label), Int(1.5 * block), 20, blue)
        label.isHighlighted = false
        expectPixel(try pixels(label), Int(1.5 * block), 20, red)
    }

    @Test func theShadowIsTheTextAtItsOffsetUnderTheText() throws {
        let label = label()
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        label.text = "███"
        label.textColor = .red
        label.shadowColor = .blue
        label.shadowOffset = CGSize(width: 6, height: 0)
        let image = try pixels(label)
        expectPixel(image, Int(1.5 * block), 20, red, "the text over its shadow")
        expectPixel(image, Int(3 * block) + 3, 20, blue, "the shadow past the text's end")
        label.shadowColor = nil
        expectPixel(try pixels(label), Int(3 * block) + 3, 20, green, "no shadow")
    }

    /// Ten blocks in a label 5 blocks wide: shrunk to fit, the text ends inside the label
    /// at half size (5/10 = 0.5, rounded down to 1 %: 0.5, or 1 % less if that is still too
    /// wide), and the content's font is the shrunk one.
    @Test func aLabelShrinksItsTextToFitItsWidth() throws {
        let label = label(width: (5 * block).rounded(.up))
        label.text = String(repeating: "█", count: 10)
        label.textColor = .red
        label.adjustsFontSizeToFitWidth = true
        #expect(drawnFontSize(label) == 20, "no minimum scale factor: no shrinking")
        label.minimumScaleFactor = 0.25
        let size = try #require(drawnFontSize(label))
        #expect(abs(size - 10) < 0.001 || abs(size - 9.8) < 0.001)
        expectPixel(try pixels(label), Int(4.5 * block), 20, red, "the last blocks, shrunk, inside the label")
        label.minimumScaleFactor = 0.75
        #expect(drawnFontSize(label) == 15, "never under the minimum")
        label.numberOfLines = 2
        #expect(drawnFontSize(label) == 20, "only a one-line label shrinks")
    }

    /// The size of the font `label` draws its text in.
    private func drawnFontSize(_ label: UILabel) -> CGFloat? {
        let list = DisplayList(view: label, scale: 1, background: .white)
        return list.elements.lazy.compactMap { Self.textLayer(in: $0.content)?.font.size }.first
    }

    private static func textLayer(in content: ElementContent) -> ElementContent? {
        if content.title != nil { return content }
        return content.sublayers.lazy.compactMap { textLayer(in: $0.content) }.first
    }
}
