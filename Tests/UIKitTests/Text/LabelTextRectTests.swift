import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// `UILabel.textRect(forBounds:limitedToNumberOfLines:)` and `drawText(in:)`, the two
/// methods iOS apps override for a label with padding: the label is sized from its text
/// rectangle and drawn where `drawText(in:)` says. Expected values are the plain label's
/// own sizes plus the insets, by the rule; pixels are worked by hand.
@Suite struct LabelTextRectTests {
    /// The classic padded label: the text rectangle grows by the insets, the text is drawn
    /// inset.
    final class PaddedLabel: UILabel {
        var insets = UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 12)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return text.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    }

    func labels(_ text: String, lines: Int = 1) -> (plain: UILabel, padded: PaddedLabel) {
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = text
            label.numberOfLines = lines
        }
        return (plain, padded)
    }

    @Test func theTextRectangleSizesTheLabel() {
        let (plain, padded) = labels("Padded")
        #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 22)
        #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 12)
        #expect(
            padded.sizeThatFits(CGSize(width: 300, height: 10))
                == CGSize(
                    width: plain.intrinsicContentSize.width + 22, height: plain.intrinsicContentSize.height + 12))
    }

    @Test func aWrappingLabelWrapsAtTheInsetWidth() {
        // Fitting 120 points wraps the padded label's text at 120 − 22 = 98 points.
        let text = "A label long enough to wrap over several lines"
        let (plain, padded) = labels(text, lines: 0)
        let wrapped = plain.sizeThatFits(CGSize(width: 98, height: 1_000))
        #expect(wrapped.height > plain.intrinsicContentSize.height, "the text does wrap at 98 points")
        #expect(padded.sizeThatFits(CGSize(width: 120, height: 1_000)) == CGSize(width: wrapped.width + 22, height: wrapped.height + 12))
    }

    @Test func theDefaultTextRectangleIsTheTextsAtTheBoundsOrigin() {
        let label = UILabel()
        label.text = "Origin"
        let size = label.intrinsicContentSize
        let rect = label.textRect(forBounds: CGRect(x: 3, y: 4, width: 500, height: 500), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 3, y: 4))
        #expect(abs(rect.width - size.width) < 1 && abs(rect.height - size.height) < 1, "the text's size, before rounding to pixels")
        let narrow = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 5, height: 500), limitedToNumberOfLines: 1)
        #expect(abs(narrow.width - size.width) < 1, "one line never wraps")
        label.text = nil
        #expect(
            label.textRect(forBounds: CGRect(x: 1, y: 2, width: 50, height: 50), limitedToNumberOfLines: 0)
                == CGRect(x: 1, y: 2, width: 0, height: 0))
    }

    /// The red pixels of `label` drawn alone on white, as (x, y) points at @1x.
    func redPixels(_ label: UILabel) throws -> [(Int, Int)] {
        label.textColor = .red
        label.font = .systemFont(ofSize: 30)
        let image = try OutputFormat.png.pixels(of: DisplayList(view: label, scale: 1, background: .white))
        var found: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                if let p = image.pixel(x: x, y: y), p.r > 200, p.g < 120, p.b < 120 { found.append((x, y)) }
            }
        }
        return found
    }

    @Test func theTextIsDrawnWhereDrawTextPutsIt() throws {
        // A 200 × 60 label padded 80 points on the left: all of its text lies right of x 80.
        let padded = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        padded.insets = UIEdgeInsets(top: 0, left: 80, bottom: 0, right: 0)
        padded.text = "IIII"
        let text = try redPixels(padded)
        #expect(!text.isEmpty)
        #expect(text.allSatisfy { $0.0 >= 80 }, "nothing drawn in the left inset")
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        plain.text = "IIII"
        #expect(try redPixels(plain).contains { $0.0 < 80 }, "the plain label draws from the left edge")
    }

    /// A label that draws no text: its `drawText(in:)` does not call `super`.
    final class SilentLabel: UILabel {
        override func drawText(in rect: CGRect) {}
    }

    /// A label that fills a red bar in the current context under its (blue) text.
    final class BarLabel: UILabel {
        override func drawText(in rect: CGRect) {
            UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: rect.height))
            super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)))
        }
    }

    @Test func anOverrideThatSkipsSuperDrawsNoTextAndOneThatDrawsAddsItsDrawing() throws {
        let silent = SilentLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        silent.text = "IIII"
        #expect(try redPixels(silent).isEmpty)
        let bar = BarLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        bar.text = "IIII"
        bar.textColor = .blue
        let image = try OutputFormat.png.pixels(of: DisplayList(view: bar, scale: 1, background: .white))
        expectPixel(image, 5, 30, (255, 0, 0), tolerance: 3, "the bar drawn in drawText(in:)")
        expectPixel(image, 15, 30, (255, 255, 255), tolerance: 3, "between the bar and the inset text")
    }
}
