import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// Text shadows (`NSShadow` in an attributed string, docs/REFERENCE.md §22.27), read back as
/// pixels at scale 1 on a white page. The text is full blocks (█), which cover their line, so
/// a shadow moved down by one line lies wholly in the line below, where nothing else draws:
/// its pixels are exactly the shadow's colour over white. Values worked by hand: Apple's
/// default shadow colour is black at a third of full opacity, 255 × (1 − 1/3) = 170.
@MainActor @Suite struct TextShadowTests {
    let font = UIFont.systemFont(ofSize: 20)

    /// The block's size in `font` (its advance by its line's height).
    var block: CGSize { "█".size(withAttributes: [.font: font]) }

    /// A shadow one line down, sharp, in `color` (nil: the default colour).
    func shadow(_ color: UIColor?) -> NSShadow {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: block.height.rounded(.up))
        if let color { shadow.shadowColor = color }
        return shadow
    }

    /// The pixels of a label showing `text`, two lines tall, at the top left of a white page.
    func pixels(_ text: NSAttributedString) throws -> RGBAImage {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 3 * block.height))
        label.numberOfLines = 1
        label.textAlignment = .left
        label.attributedText = text
        let page = UIView(frame: label.frame)
        page.backgroundColor = .white
        page.addSubview(label)
        // The label centres its one line vertically: the line's top is a line down.
        return try OutputFormat.png.pixels(of: DisplayList(view: page, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
    }

    @Test func aShadowLiesByItsOffsetInItsColour() throws {
        let image = try pixels(NSAttributedString(string: "█", attributes: [.font: font, .shadow: shadow(.red)]))
        let x = Int(block.width / 2), lineTop = block.height, shadowMiddle = Int(lineTop + block.height.rounded(.up) + block.height / 2)
        expectPixel(image, x, Int(lineTop + block.height / 2), (0, 0, 0), tolerance: 0, "the glyph")
        expectPixel(image, x, shadowMiddle, (255, 0, 0), tolerance: 0, "its shadow, a line down")
        expectPixel(image, x, Int(lineTop / 2), (255, 255, 255), tolerance: 0, "nothing above")
    }

    @Test func theDefaultColourIsBlackAtAThird() throws {
        let image = try pixels(NSAttributedString(string: "█", attributes: [.font: font, .shadow: shadow(nil)]))
        let shadowMiddle = Int(block.height + block.height.rounded(.up) + block.height / 2)
        expectPixel(image, Int(block.width / 2), shadowMiddle, (170, 170, 170), tolerance: 1, "black at 1/3 over white")
    }

    @Test func onlyTheCharactersWithTheAttributeCastIt() throws {
        let text = NSMutableAttributedString(string: "█", attributes: [.font: font])
        text.append(NSAttributedString(string: "█", attributes: [.font: font, .shadow: shadow(.blue)]))
        let image = try pixels(text)
        let shadowMiddle = Int(block.height + block.height.rounded(.up) + block.height / 2)
        expectPixel(image, Int(block.width / 2), shadowMiddle, (255, 255, 255), tolerance: 0, "no shadow under the first")
        expectPixel(image, Int(block.width * 1.5), shadowMiddle, (0, 0, 255), tolerance: 0, "the second's")
    }

    @Test func aNilColourDrawsNoShadow() throws {
        let none = shadow(nil)
        none.shadowColor = nil
        let image = try pixels(NSAttributedString(string: "█", attributes: [.font: font, .shadow: none]))
        let shadowMiddle = Int(block.height + block.height.rounded(.up) + block.height / 2)
        expectPixel(image, Int(block.width / 2), shadowMiddle, (255, 255, 255), tolerance: 0, "no shadow")
    }

    /// Apple: `init()` makes "0 as its offset, 0 as its blur radius, and the default color",
    /// black with an alpha of 1/3.
    @Test func aShadowStartsWithAppleDefaultsReadsBackAndCopiesEqual() {
        let fresh = NSShadow()
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(fresh.shadowOffset == .zero && fresh.shadowBlurRadius == 0)
        #expect((fresh.shadowColor as? UIColor)?.getWhite(&white, alpha: &alpha) == true && white == 0 && abs(alpha - 1.0 / 3) < 1e-9)
        let original = shadow(.green)
        original.shadowBlurRadius = 4
        let copy = original.copy() as? NSShadow
        #expect(copy == original && copy !== original)
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "A", attributes: [.shadow: original])
        #expect((label.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow) == original)
    }
}
