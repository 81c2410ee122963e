import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Template images (docs/REFERENCE.md §25.11): `.alwaysTemplate` draws "ignoring its color
/// information" — the alpha filled with the tint colour; `.automatic` is a template in a
/// system button, a bar or a segmented control and the original in an image view (UIImage.h).
/// Pixels at scale 1 over white, worked by hand: the image is 10 × 6, its left half opaque red
/// and its right half transparent.
@MainActor @Suite struct TemplateImageTests {
    private func halfRed() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
        }
    }

    /// `view`, at the origin, drawn over white at scale 1.
    private func pixels(_ view: UIView) throws -> RGBAImage {
        view.frame.origin = .zero
        let backdrop = UIView(frame: view.bounds)
        backdrop.backgroundColor = .white
        backdrop.addSubview(view)
        backdrop.layoutIfNeeded()
        return try OutputFormat.png.pixels(of: DisplayList(view: backdrop, scale: 1))
    }

    @Test func anImageIsAutomaticUntilANewOneIsMadeWithAnotherMode() throws {
        let image = halfRed().withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template !== image && template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
        #expect(template.size == image.size && template.scale == 1 && template.alignmentRectInsets == image.alignmentRectInsets)
        #expect(try #require(template.cgImage).width == 10)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UIImage.RenderingMode(rawValue: 2) == .alwaysTemplate && UIImage.RenderingMode.alwaysOriginal.rawValue == 1)
    }

    @Test func anImageViewDrawsATemplateInItsTintAndAnAutomaticImageAsItIs() throws {
        let view = UIImageView(image: halfRed())
        view.tintColor = .blue
        var drawn = try pixels(view)
        pixel(drawn, 2, 3, is: (255, 0, 0))
        pixel(drawn, 7, 3, is: (255, 255, 255))
        view.image = halfRed().withRenderingMode(.alwaysTemplate)
        drawn = try pixels(view)
        pixel(drawn, 2, 3, is: (0, 0, 255))
        pixel(drawn, 7, 3, is: (255, 255, 255))
        // A tint inherited from a superview draws too.
        let container = UIView(frame: view.bounds)
        container.tintColor = .green
        view.tintColor = nil
        container.addSubview(view)
        pixel(try OutputFormat.png.pixels(of: DisplayList(view: container, scale: 1)), 2, 3, is: (0, 255, 0))
    }

    @Test func aSystemButtonTintsItsAutomaticImageAndACustomButtonDoesNot() throws {
        func shown(_ type: UIButton.ButtonType, _ image: UIImage) throws -> (RGBAImage, CGRect) {
            let button = UIButton(type: type)
            button.setImage(image, for: .normal)
            button.tintColor = .blue
            button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            let drawn = try pixels(button)
            return (drawn, try #require(button.imageView).frame)
        }
        var (drawn, frame) = try shown(.system, halfRed())
        #expect(frame.size == CGSize(width: 10, height: 6))
        pixel(drawn, Int(frame.minX) + 2, Int(frame.minY) + 3, is: (0, 0, 255))
        pixel(drawn, Int(frame.minX) + 7, Int(frame.minY) + 3, is: (255, 255, 255))
        (drawn, frame) = try shown(.system, halfRed().withRenderingMode(.alwaysOriginal))
        pixel(drawn, Int(frame.minX) + 2, Int(frame.minY) + 3, is: (255, 0, 0))
        (drawn, frame) = try shown(.custom, halfRed())
        pixel(drawn, Int(frame.minX) + 2, Int(frame.minY) + 3, is: (255, 0, 0))
        (drawn, frame) = try shown(.custom, halfRed().withRenderingMode(.alwaysTemplate))
        pixel(drawn, Int(frame.minX) + 2, Int(frame.minY) + 3, is: (0, 0, 255))
    }

    @Test func aSystemButtonDimsItsTemplateImageWithItsTitle() throws {
        // §25.2: a system button's title is `tertiaryLabel` (#3C3C43 at 30 %) while disabled
        // and its tint at 20 % while highlighted; its template image takes the same colour.
        // Over white: disabled 0.3 × (60, 60, 67) + 0.7 × 255 = (196.5, 196.5, 198.6);
        // highlighted blue at 20 %: (0.8 × 255, 0.8 × 255, 255) = (204, 204, 255).
        let button = UIButton(type: .system)
        button.setImage(halfRed(), for: .normal)
        button.tintColor = .blue
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        /// The colour drawn at the image's opaque half is `expected`.
        func shape(is expected: (Int, Int, Int)) throws {
            let drawn = try pixels(button)
            let frame = try #require(button.imageView).frame
            pixel(drawn, Int(frame.minX) + 2, Int(frame.minY) + 3, is: expected)
        }
        button.isEnabled = false
        try shape(is: (197, 197, 199))
        button.isEnabled = true
        button.isHighlighted = true
        try shape(is: (204, 204, 255))
        button.isHighlighted = false
        try shape(is: (0, 0, 255)) // enabled again, the image inherits the tint
        // A configuration's template image takes its foreground: the disabled grey, or
        // what its image colour transformer makes of the foreground.
        var configuration = UIButton.Configuration.plain()
        configuration.image = halfRed()
        button.configuration = configuration
        button.isEnabled = false
        try shape(is: (197, 197, 199))
        button.isEnabled = true
        configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .green }
        button.configuration = configuration
        try shape(is: (0, 255, 0))
    }

    @Test func aTintedImageIsItsShapeInTheColourAndKeepsItsMode() throws {
        // destinationIn over a fill: the colour at (its alpha × the pixel's alpha); the
        // transparent half stays transparent. Half-transparent blue: alpha 0.5 × 255 = 127.5 → 128.
        let tinted = halfRed().withTintColor(.blue)
        #expect(tinted.renderingMode == .automatic && tinted.size == CGSize(width: 10, height: 6))
        let bitmap = try #require(tinted.cgImage).bitmap
        let shape = try #require(bitmap.pixel(x: 2, y: 3))
        #expect(shape.red == 0 && shape.green == 0 && shape.blue == 255 && shape.alpha == 255)
        #expect(bitmap.pixel(x: 7, y: 3)?.alpha == 0)
        let half = try #require(halfRed().withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)).cgImage).bitmap
        #expect(half.pixel(x: 2, y: 3)?.alpha == 128 && half.pixel(x: 2, y: 3)?.blue == 255)
        let original = halfRed().withTintColor(.blue, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        // An image view draws the tinted pixels whatever its own tint.
        let view = UIImageView(image: original)
        view.tintColor = .green
        pixel(try pixels(view), 2, 3, is: (0, 0, 255))
    }

    @Test func aTintColourOutOfRangeOrNotANumberCountsAsItsNearestUnitValue() throws {
        // Red 2 → 1, green NaN → 0, blue −1 → 0, alpha NaN → 0: the shape is transparent.
        let clear = try #require(halfRed().withTintColor(UIColor(red: 2, green: .nan, blue: -1, alpha: .nan)).cgImage).bitmap
        #expect(clear.pixel(x: 2, y: 3)?.alpha == 0)
        let red = try #require(halfRed().withTintColor(UIColor(red: 2, green: .nan, blue: -1, alpha: 1)).cgImage).bitmap
        let shape = try #require(red.pixel(x: 2, y: 3))
        #expect(shape.red == 255 && shape.green == 0 && shape.blue == 0 && shape.alpha == 255)
    }
}
