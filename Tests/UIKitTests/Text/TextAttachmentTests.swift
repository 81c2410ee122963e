import CollectionRendering
import Foundation
import Testing
import UIKit

/// `NSTextAttachment` inline in a label, as TextKit lays it out (docs/REFERENCE.md §25.9): the
/// box is `bounds.size`, or the image's size while the bounds are zero, on the baseline, and
/// the line grows to hold it. Worked from DejaVu Sans' metrics (DejaVuSans.ttf, 2048 units per
/// em): at 17 points "a" advances 1255 units = 10.4175, "b" 1300 = 10.7910; the ascent is
/// 1901 units = 15.7798, the descent 483 = 4.0093. Label sizes round up to whole points.
@Suite struct TextAttachmentTests {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }

    /// "a", the attachment, "b" in a 17-point label.
    private func label(_ attachment: NSTextAttachment) -> UILabel {
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let label = UILabel()
        label.attributedText = text
        return label
    }

    @Test func anAttachmentStringIsTheObjectReplacementCharacter() throws {
        let attachment = NSTextAttachment(image: image(20, 20))
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}" && NSTextAttachment.character == 0xFFFC)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
        #expect(
            attachment.bounds == .zero && attachment.image(forBounds: .zero, textContainer: nil, characterIndex: 0) === attachment.image)
    }

    /// A 20 × 20 box in a 17-point line: 10.4175 + 20 + 10.7910 = 41.21 wide → 42; the box
    /// is taller than the ascent, so the line is 20 + 4.0093 = 24.01 high → 25 (text alone:
    /// 15.7798 + 4.0093 = 19.79 → 20).
    @Test func aTwentyPointAttachmentGrowsTheLine() {
        let attachment = NSTextAttachment()
        attachment.image = image(5, 5)
        attachment.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(label(attachment).intrinsicContentSize == CGSize(width: 42, height: 25))
        let plain = UILabel()
        plain.text = "ab"
        #expect(plain.intrinsicContentSize.height == 20)
    }

    /// Zero bounds take the image's size: 10 × 30 → 10.4175 + 10 + 10.7910 = 31.21 → 32 wide,
    /// 30 + 4.0093 → 35 high. Lowered by 4 (bounds.origin.y = −4) a 20 × 10 box reaches 6 above
    /// the baseline and 4 below it: the font's own ascent and descent, 20 high.
    @Test func zeroBoundsTakeTheImagesSizeAndTheOriginMovesTheBox() {
        #expect(label(NSTextAttachment(image: image(10, 30))).intrinsicContentSize == CGSize(width: 32, height: 35))
        let lowered = NSTextAttachment(image: image(10, 30))
        lowered.bounds = CGRect(x: 0, y: -4, width: 20, height: 10)
        #expect(label(lowered).intrinsicContentSize == CGSize(width: 42, height: 20))
    }

    /// The image of an attachment made from PNG data is decoded from it.
    @Test func anAttachmentOfDataDecodesItsImage() throws {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).pngData { _ in }
        let attachment = NSTextAttachment(data: png, ofType: "public.png")
        #expect(attachment.image == nil && attachment.contents == png && attachment.fileType == "public.png")
        let decoded = try #require(attachment.image(forBounds: .zero, textContainer: nil, characterIndex: 0))
        #expect(decoded.size == CGSize(width: 8, height: 6))
    }

    /// Bad bounds never trap: NaN bounds take no room; an empty attachment takes none either.
    @Test func badOrEmptyAttachmentsTakeNoRoom() {
        let wild = NSTextAttachment(image: image(10, 10))
        wild.bounds = CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .infinity)
        // "ab": 10.4175 + 10.7910 = 21.21 → 22 wide, 20 high.
        #expect(label(wild).intrinsicContentSize == CGSize(width: 22, height: 20))
        #expect(label(NSTextAttachment()).intrinsicContentSize == CGSize(width: 22, height: 20))
    }
}
