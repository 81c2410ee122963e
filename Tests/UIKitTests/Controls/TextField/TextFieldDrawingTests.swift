import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// What a text field draws, read back as pixels (PNG at scale 1 on a green page, so what the
/// field leaves undrawn shows green): the border of each style, the text in its colour, the
/// placeholder in `UIColor.placeholderText`, the clear button, and a subclass's
/// `drawText(in:)` in place of the text (docs/REFERENCE.md §25.4). Text is drawn with full
/// blocks (█, U+2588), which cover their whole advance and line height, so a pixel inside
/// one is exactly the text's colour.
@Suite struct TextFieldDrawingTests {
    let green = (0, 255, 0), white = (255, 255, 255), black = (0, 0, 0), red = (255, 0, 0), blue = (0, 0, 255)
    /// `placeholderText` (#3C3C43 at 30 %) over white: 255 − 0.3 × (255 − 60) = 196.5 and
    /// 255 − 0.3 × (255 − 67) = 198.6.
    let placeholderOverWhite = (197, 197, 199)
    /// `opaqueSeparator`, the rounded border: #C6C6C8.
    let separator = (198, 198, 200)
    /// The clear button's grey, `systemGray`: #8E8E93.
    let clearGrey = (142, 142, 147)

    private func field(_ style: UITextField.BorderStyle) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = style
        return field
    }

    private func pixels(_ view: UIView) throws -> RGBAImage {
        try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 0, green: 1, blue: 0)))
    }

    @Test func aRoundedFieldIsAWhiteRoundedRectangleWithAHairlineBorder() throws {
        let image = try pixels(field(.roundedRect))
        expectPixel(image, 0, 0, green, "outside the 5 pt corner")
        expectPixel(image, 0, 17, separator, tolerance: 3, "the left border, one pixel at scale 1")
        expectPixel(image, 100, 0, separator, tolerance: 3, "the top border")
        expectPixel(image, 3, 17, white, "the fill")
        expectPixel(image, 199, 33, green, "outside the bottom-right corner")
    }

    @Test func aLineFieldIsAOnePointBlackRectangleOverItsBackground() throws {
        let image = try pixels(field(.line))
        expectPixel(image, 0, 17, black, "the left edge")
        expectPixel(image, 100, 33, black, "the bottom edge")
        expectPixel(image, 1, 17, green, "inside: no fill, the background shows")
    }

    @Test func aFieldWithoutBorderDrawsNothingButItsText() throws {
        let image = try pixels(field(.none))
        expectPixel(image, 0, 17, green)
        expectPixel(image, 100, 17, green)
    }

    @Test func thePlaceholderIsDrawnInPlaceholderTextUntilThereIsText() throws {
        let field = field(.roundedRect)
        field.placeholder = "███"
        // The text starts 7 in; a 17 pt line centred in 34 covers 6.8…27.2.
        expectPixel(try pixels(field), 10, 17, placeholderOverWhite, tolerance: 3, "the placeholder")
        field.text = "███"
        field.textColor = .red
        expectPixel(try pixels(field), 10, 17, red, tolerance: 3, "the text replaces it")
        field.text = ""
        field.attributedPlaceholder = NSAttributedString(string: "███", attributes: [.foregroundColor: UIColor.blue])
        expectPixel(try pixels(field), 10, 17, blue, tolerance: 3, "an attributed placeholder's own colour")
    }

    @Test func theTextIsCentredVertically() throws {
        // A 60-high field: the 17 pt line sits around 30; the top and bottom stay white.
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        field.borderStyle = .roundedRect
        field.text = "███"
        field.textColor = .black
        let image = try pixels(field)
        expectPixel(image, 10, 30, black, tolerance: 3, "the middle of the line")
        expectPixel(image, 10, 8, white, "above the line")
        expectPixel(image, 10, 52, white, "below the line")
    }

    @Test func theClearButtonIsAGreyDiscAtItsRectangle() throws {
        let field = field(.roundedRect)
        field.clearButtonMode = .always
        field.text = "abc"
        // Its rectangle: x 176…195, y 7.5…26.5; 6 above its centre is inside the disc and
        // off the cross's diagonals.
        let rect = field.clearButtonRect(forBounds: field.bounds)
        let image = try pixels(field)
        expectPixel(image, Int(rect.midX), Int(rect.midY) - 6, clearGrey, tolerance: 3, "the disc")
        expectPixel(image, Int(rect.minX) - 3, 3, white, "beside it")
        field.text = ""
        expectPixel(try pixels(field), Int(rect.midX), Int(rect.midY) - 6, white, "no text, no clear button")
    }

    /// A field that fills the rectangle it is given to draw its text in, as a subclass
    /// drawing its own text would.
    final class FilledTextField: UITextField {
        var drawnIn: CGRect?
        override func drawText(in rect: CGRect) {
            drawnIn = rect
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    @Test func aSubclassesDrawTextDrawsInsteadInTheTextRectangle() throws {
        let field = FilledTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "abc"
        let image = try pixels(field)
        #expect(field.drawnIn == CGRect(x: 7, y: 0, width: 186, height: 34))
        expectPixel(image, 8, 2, blue, "inside the text rectangle")
        expectPixel(image, 195, 17, white, "right of it: the rounded fill")
    }

    @Test func longTextEndsInAnEllipsisButShowsItsEndWhileEditing() throws {
        // 40 blocks are far wider than the 186-point text rectangle (7…193). Not editing, the
        // line is cut with "…", whose dots sit on the baseline: the middle of the line at the
        // right end is white. While editing, the end shows: blocks reach the right end.
        let field = field(.roundedRect)
        field.text = String(repeating: "█", count: 40)
        field.textColor = .black
        expectPixel(try pixels(field), 188, 12, white, "the ellipsis leaves the top of the line")
        field.becomeFirstResponder()
        expectPixel(try pixels(field), 188, 12, black, tolerance: 3, "the end of the text")
        expectPixel(try pixels(field), 195, 12, white, "clipped to the text rectangle")
    }

    @Test func adjustsFontSizeToFitWidthShrinksTheTextToTheRectangle() throws {
        // 40 blocks shrunk to the 186-point rectangle end at its right edge (193), on a line
        // far shorter than 17 pt: at y 8, inside the full-size line (6.8…27.2), it is white.
        let field = field(.roundedRect)
        field.text = String(repeating: "█", count: 40)
        field.textColor = .black
        field.adjustsFontSizeToFitWidth = true
        let image = try pixels(field)
        expectPixel(image, 190, 17, black, tolerance: 3, "the last block reaches the right end")
        expectPixel(image, 100, 8, white, "the shrunk line is shorter")
        // A minimum size above what fits keeps the full size: cut, and the line full height.
        field.minimumFontSize = 17
        expectPixel(try pixels(field), 100, 8, black, tolerance: 3, "not shrunk below the minimum")
    }
}
