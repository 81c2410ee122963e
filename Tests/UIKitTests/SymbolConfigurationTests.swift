import Testing
import UIKit

/// Symbol configurations as Apple declares them; here they set a symbol image's size:
/// 20 × 20 points at 17 points (chosen), in proportion to the point size, times 0.8 small and
/// 1.3 large (chosen), README "Images".
@Suite struct SymbolConfigurationTests {
    private func symbol(_ configuration: UIImage.SymbolConfiguration? = nil) throws -> UIImage {
        try #require(UIImage(systemName: "star", withConfiguration: configuration))
    }

    @Test func aSymbolStartsWithAConfigurationThatSpecifiesNothing() throws {
        let star = try #require(UIImage(systemName: "star"))
        // Apple: "For symbol images, the default value of this property is a symbol image
        // configuration object with unspecified values. For other image types … nil."
        #expect(star.symbolConfiguration?.isEqual(to: .unspecified) == true)
        #expect(star.size == CGSize(width: 20, height: 20))
        #expect(UIImage().symbolConfiguration == nil && UIImage().configuration == nil)
    }

    @Test func thePointSizeFontOrTextStyleSizesTheSymbol() throws {
        // 20 × 34 / 17 = 40.
        #expect(try symbol(.init(pointSize: 34)).size == CGSize(width: 40, height: 40))
        // largeTitle is 34 points at the default text size.
        #expect(try symbol(.init(textStyle: .largeTitle)).size == CGSize(width: 40, height: 40))
        // 20 × 8.5 / 17 = 10.
        #expect(try symbol(.init(font: .systemFont(ofSize: 8.5))).size == CGSize(width: 10, height: 10))
        // Large: 20 × 1.3 = 26; small at 34 points: 40 × 0.8 = 32. A weight alone changes nothing.
        #expect(try symbol(.init(pointSize: 17, weight: .bold, scale: .large)).size == CGSize(width: 26, height: 26))
        #expect(try symbol(.init(textStyle: .largeTitle, scale: .small)).size == CGSize(width: 32, height: 32))
        #expect(try symbol(.init(weight: .heavy)).size == CGSize(width: 20, height: 20))
    }

    @Test func applyingLaysTheSpecifiedValuesOverTheOthers() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        let small = base.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(small.isEqual(to: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .small)))
        // A size replaces the size (34 points → body's 17), keeping the scale: 20 × 0.8.
        let resized = small.applying(UIImage.SymbolConfiguration(textStyle: .body))
        let expected = UIImage.SymbolConfiguration(textStyle: .body, scale: .small).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(resized.isEqual(to: expected))
        #expect(try symbol(resized).size == CGSize(width: 16, height: 16))
        #expect(base.isEqual(to: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)), "applying makes a copy")
        #expect(base.configurationWithoutWeight().isEqual(to: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(base.configurationWithoutPointSizeAndWeight().isEqual(to: .unspecified))
        #expect(!base.isEqual(to: nil) && base == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        // Values in the argument take precedence (applyingSymbolConfiguration(_:)).
        let image = try symbol(.init(pointSize: 34)).applyingSymbolConfiguration(.init(pointSize: 17, weight: .regular, scale: .large))
        #expect(image?.size == CGSize(width: 26, height: 26))
        #expect(UIImage().applyingSymbolConfiguration(.init(pointSize: 34)) == nil)
        let plain = UIImage()
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34)) === plain)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold && UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    }

    @Test func anImageViewShowsASymbolWithItsPreferredConfigurationUnderTheImagesOwn() throws {
        let view = UIImageView(image: try symbol())
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.preferredSymbolConfiguration = .init(pointSize: 34)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 40))
        // The image's own point size is more specific; the view's scale still applies: 20 × 0.8.
        view.image = try symbol(.init(pointSize: 17))
        view.preferredSymbolConfiguration = .init(pointSize: 34, weight: .regular, scale: .small)
        #expect(view.intrinsicContentSize == CGSize(width: 16, height: 16))
    }

    @Test func listContentImagePropertiesSizeSymbolsAndResolveTheirColours() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = try symbol()
        configuration.imageProperties.preferredSymbolConfiguration = .init(pointSize: 34)
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        view.layoutIfNeeded()
        let image = try #require(view.subviews.first as? UIImageView)
        #expect(image.frame.size == CGSize(width: 40, height: 40))

        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        var properties = configuration.imageProperties
        #expect(properties.resolvedTintColor(for: blue) == blue)
        properties.tintColor = red
        properties.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(properties.resolvedTintColor(for: blue) == red.withAlphaComponent(0.5))
        var text = configuration.textProperties
        #expect(text.resolvedColor() == text.color)
        text.colorTransformer = UIConfigurationColorTransformer { _ in red }
        #expect(text.resolvedColor() == red)
        // The content view draws the resolved colour.
        configuration.textProperties = text
        configuration.text = "Title"
        view.configuration = configuration
        #expect((view.subviews.dropFirst().first as? UILabel)?.textColor == red)
    }
}
