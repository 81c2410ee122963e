import CollectionRendering
import Testing
import UIKit

/// Italic fonts and `UIFontDescriptor`'s symbolic traits, as iOS code makes a font bold or
/// italic: the renderer's font gains the italic style, the weight follows the bold trait.
@Suite struct FontDescriptorTests {
    @Test func theItalicSystemFontIsTheObliqueFace() {
        let font = UIFont.italicSystemFont(ofSize: 17)
        #expect(font.fontDescription == FontDescription(family: "DejaVu Sans", size: 17, weight: 400, isItalic: true))
        #expect(font.fontName == "DejaVuSans-Italic" && font.familyName == "DejaVu Sans")
        #expect(font.fontDescriptor.symbolicTraits == .traitItalic)
        // The style is part of the font's identity.
        #expect(font != UIFont.systemFont(ofSize: 17))
        #expect(font == UIFont.italicSystemFont(ofSize: 17) && font.hash == UIFont.italicSystemFont(ofSize: 17).hash)
        #expect(font.withSize(20).fontDescription.isItalic)
    }

    /// `withSymbolicTraits(_:)` replaces the traits (UIKit's documentation: "the same … but
    /// with the specified symbolic traits"): italic alone on a bold font makes it italic and
    /// regular; bold on a semibold font makes it bold; an empty set makes a bold italic font
    /// regular and upright; a trait no pinned font has gives nil.
    @Test func symbolicTraitsReplaceTheWeightAndStyle() throws {
        let bold = UIFont.boldSystemFont(ofSize: 15)
        #expect(bold.fontDescriptor.symbolicTraits == .traitBold)
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor.symbolicTraits == [])
        #expect(UIFont.systemFont(ofSize: 15, weight: .black).fontDescriptor.symbolicTraits == .traitBold)

        let italic = try #require(bold.fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(UIFont(descriptor: italic, size: 0) == UIFont.italicSystemFont(ofSize: 15))
        let boldItalic = try #require(bold.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.symbolicTraits == [.traitBold, .traitItalic] && boldItalic.postscriptName == "DejaVuSans-BoldItalic")
        let plain = try #require(boldItalic.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0) == UIFont.systemFont(ofSize: 15))
        let semibold = UIFont.systemFont(ofSize: 15, weight: .semibold).fontDescriptor
        #expect(semibold.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } == bold)
        #expect(semibold.withSymbolicTraits(.traitItalic).map { UIFont(descriptor: $0, size: 0).fontDescription.weight } == 600)
        #expect(bold.fontDescriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(rawValue: 1 << 5)) == nil)
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1 && UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
    }

    /// A descriptor's size: `init(descriptor:size:)` takes the size given, or the
    /// descriptor's for 0; a text style's descriptor is the style's font's.
    @Test func descriptorsCarryTheSizeAndFamily() {
        let serif = UIFontDescriptor(name: "DejaVu Serif", size: 20)
        #expect(serif.pointSize == 20 && UIFont(descriptor: serif, size: 0).familyName == "DejaVu Serif")
        #expect(UIFont(descriptor: serif, size: 11).pointSize == 11 && serif.withSize(9).pointSize == 9)
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(UIFont(descriptor: body, size: 0) == UIFont.preferredFont(forTextStyle: .body))
        let headline = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        #expect(headline.pointSize == 23 && UIFont(descriptor: headline, size: 0).fontDescription.weight == 600)
        #expect(serif.copy() as? UIFontDescriptor == serif && serif != body)
    }

    /// Italic text measures with the oblique face's advances (DejaVuSans-Oblique.ttf: "ǉ"
    /// advances 1138 of 2048 units per em, the upright face 935): at 16 points 1138/128 =
    /// 8.890625 points; a label of it is 9 points wide (rounded up), where upright is 8
    /// (935/128 = 7.3046875); an attributed string's italic run measures the same.
    @Test func italicTextMeasuresInTheObliqueFace() {
        let italic = UIFont.italicSystemFont(ofSize: 16)
        #expect(abs("ǉ".size(withAttributes: [.font: italic]).width - 8.890625) <= 1.0 / 1024)
        let label = UILabel()
        label.font = italic
        label.text = "ǉ"
        #expect(label.intrinsicContentSize.width == 9)
        label.font = .systemFont(ofSize: 16)
        #expect(label.intrinsicContentSize.width == 8)
        label.attributedText = NSAttributedString(string: "ǉ", attributes: [.font: italic])
        #expect(label.intrinsicContentSize.width == 9)
    }
}
