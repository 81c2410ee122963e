import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// `NSAttributedString.Key.backgroundColor` as drawn (docs/REFERENCE.md §22.22): each run's
/// advance filled by its line's height, behind the glyphs, in a label and in string drawing.
/// The runs are spaces, which draw no glyph, so every pixel probed is either the fill or
/// what is behind the text. Heights are the line heights the measurer gives, so each probe
/// sits 2 points inside or outside an edge the rule places.
@MainActor @Suite struct TextBackgroundDrawingTests {
    let green = (0, 255, 0), red = (255, 0, 0), white = (255, 255, 255)
    let font = UIFont.systemFont(ofSize: 20)

    /// A space's advance in `font`.
    var space: CGFloat { " ".size(withAttributes: [.font: font]).width }

    private func pixels(_ view: UIView) throws -> RGBAImage {
        try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 0, green: 1, blue: 0)))
    }

    /// Four spaces on red, then four on nothing, in a label 40 points high: the line (height
    /// H, centred: top (40 − H)/2) is red over the first run's width only, from its top to
    /// its bottom, and the label's space above and below it is not filled.
    @Test func aLabelFillsTheRunsAdvanceByTheLinesHeight() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "    ", attributes: [.font: font, .backgroundColor: UIColor.red])
        text.append(NSAttributedString(string: "    ", attributes: [.font: font]))
        label.attributedText = text
        let image = try pixels(label)
        let height = "X".size(withAttributes: [.font: font]).height, top = (40 - height) / 2
        let x = Int(2 * space)
        expectPixel(image, x, 20, red, "the first run, mid-line")
        expectPixel(image, Int(6 * space), 20, green, "the second run sets no background")
        expectPixel(image, x, Int(top) + 2, red, "just inside the line's top")
        expectPixel(image, x, Int(top + height) - 2, red, "just inside the line's bottom")
        expectPixel(image, x, Int(top) - 2, green, "above the line")
        expectPixel(image, x, Int((top + height).rounded(.up)) + 2, green, "below the line")
    }

    /// A 20-point run on red beside a 40-point run, in a label 60 high: the line is the
    /// 40-point line (H₄₀, top (60 − H₄₀)/2), and the small run's fill reaches its top, well
    /// above the small font's own line (H₂₀ ≈ H₄₀/2, sharing the baseline).
    @Test func theFillIsTheLinesHeightNotTheRunsFont() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let large = UIFont.systemFont(ofSize: 40)
        let text = NSMutableAttributedString(string: "  ", attributes: [.font: font, .backgroundColor: UIColor.red])
        text.append(NSAttributedString(string: "  ", attributes: [.font: large]))
        label.attributedText = text
        let image = try pixels(label)
        let top = (60 - "X".size(withAttributes: [.font: large]).height) / 2
        expectPixel(image, Int(space), Int(top) + 2, red, "the small run's fill at the tall line's top")
        expectPixel(image, Int(space), Int(top) - 2, green, "above the line")
    }

    /// A clear background draws nothing: the label's green page shows through.
    @Test func aClearBackgroundDrawsNothing() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = NSAttributedString(string: "    ", attributes: [.font: font, .backgroundColor: UIColor.clear])
        expectPixel(try pixels(label), Int(2 * space), 20, green)
    }

    /// `draw(at:)` into an image on white: the string's one line (height H, from the top)
    /// is red over its four spaces, white after them and below the line.
    @Test func stringDrawingFillsTheBackground() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: format)
        let text = NSAttributedString(string: "    ", attributes: [.font: font, .backgroundColor: UIColor.red])
        let image = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 60))
            text.draw(at: .zero)
        }
        let pixels = try PNGDecoder.decode(try #require(image.pngData()))
        let height = text.size().height
        expectPixel(pixels, Int(2 * space), Int(height / 2), red, "inside the run")
        expectPixel(pixels, Int(4 * space) + 3, Int(height / 2), white, "after the run")
        expectPixel(pixels, Int(2 * space), Int(height.rounded(.up)) + 2, white, "below the line")
    }
}
