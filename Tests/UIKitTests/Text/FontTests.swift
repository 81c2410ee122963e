import CollectionRendering
import Testing
import UIKit

/// `UIFont`: UIKit's weights and text-style sizes, mapped to the renderer's font
/// (DejaVu Sans standing in for San Francisco, CSS weights).
@Suite struct FontTests {
    @Test func weightRawValuesAreUIKits() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    }

    @Test func namedWeightsDrawWithTheirCSSWeights() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let css = weights.map { UIFont.systemFont(ofSize: 12, weight: $0).fontDescription.weight }
        #expect(css == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescription.weight == 700)
        #expect(UIFont.systemFont(ofSize: 12).fontDescription.weight == 400)
    }

    @Test func anotherWeightTakesTheNearestNamedOne() {
        // 0.34 is 0.04 from semibold (0.3) and 0.06 from bold (0.4): semibold, CSS 600; 0.5 is
        // 0.06 from heavy (0.56) and 0.1 from bold: heavy, CSS 800; -2 is nearest ultraLight
        // (-0.8): CSS 100; NaN: regular, 400.
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.34)).fontDescription.weight == 600)
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.5)).fontDescription.weight == 800)
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(-2)).fontDescription.weight == 100)
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(.nan)).fontDescription.weight == 400)
    }

    @Test func textStylesHaveUIKitsLargeContentSizes() {
        let styles: [(UIFont.TextStyle, CGFloat, Int)] = [
            (.largeTitle, 34, 400), (.title1, 28, 400), (.title2, 22, 400), (.title3, 20, 400), (.headline, 17, 600),
            (.subheadline, 15, 400), (.body, 17, 400), (.callout, 16, 400), (.footnote, 13, 400), (.caption1, 12, 400),
            (.caption2, 11, 400),
        ]
        for (style, size, weight) in styles {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.fontDescription.weight == weight, "\(style.rawValue)")
        }
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle("unknown")).pointSize == 17)
    }

    @Test func theSystemFontIsTheRenderersPinnedFamily() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "DejaVuSans-Bold")
        #expect(font.fontDescription == FontDescription(family: "DejaVu Sans", size: 17, weight: 400))
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
        #expect(UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    }

    @Test func alignmentAndLineBreakRawValuesAreUIKits() {
        #expect([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
        let modes: [NSLineBreakMode] = [
            .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
        ]
        #expect(modes.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UILabel().lineBreakMode == .byTruncatingTail && UILabel().textAlignment == .natural)
        #expect(UILabel().numberOfLines == 1 && UILabel().font == .systemFont(ofSize: 17) && UILabel().textColor == .label)
        let reset = UILabel()
        reset.font = .systemFont(ofSize: 30)
        reset.font = nil // null_resettable, as UIKit's
        reset.textColor = nil
        #expect(reset.font == .systemFont(ofSize: 17) && reset.textColor == .label)
    }

    @Test func namedFontsAndOtherSizes() throws {
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 20))
        #expect(serif.familyName == "DejaVu Serif" && serif.pointSize == 20)
        #expect(UIFont(name: "", size: 20) == nil)
        let bigger = UIFont.boldSystemFont(ofSize: 12).withSize(30)
        #expect(bigger.pointSize == 30 && bigger.fontDescription.weight == 700)
        #expect(bigger == UIFont.boldSystemFont(ofSize: 30))
        #expect(bigger != UIFont.systemFont(ofSize: 30))
    }

    @Test func badSizesBecomeZeroPointFonts() {
        // Documented clamp: NaN, infinite and negative sizes become 0 (nothing measured or drawn).
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: -4).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: 12).withSize(-.infinity).pointSize == 0)
        #expect(UIFont(name: "DejaVu Sans", size: .nan)?.pointSize == 0)
    }
}
