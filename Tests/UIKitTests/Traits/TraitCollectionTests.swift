import Testing
import UIKit

/// A custom trait, as UIKit's documentation declares one.
private enum Theme: Int { case standard, monochrome }
private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

/// UITraitCollection's values, merging and mutation, as UIKit documents them.
@Suite struct TraitCollectionTests {
    @Test func anEmptyCollectionHoldsUnspecifiedValues() {
        let traits = UITraitCollection()
        #expect(traits.displayScale == 0 && traits.userInterfaceStyle == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified && traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified && traits.userInterfaceIdiom == .unspecified)
        #expect(traits.layoutDirection == .unspecified && traits.legibilityWeight == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified && traits.userInterfaceLevel == .unspecified)
        #expect(traits.forceTouchCapability == .unknown && traits.displayGamut == .unspecified)
        #expect(traits[ThemeTrait.self] == .standard)
    }

    @Test func laterCollectionsWinForTheTraitsTheyHold() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .regular),
            // Unspecified values are not held, so they override nothing.
            UITraitCollection(horizontalSizeClass: .unspecified),
        ])
        #expect(merged.userInterfaceStyle == .light && merged.displayScale == 2 && merged.horizontalSizeClass == .regular)
        #expect(merged.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!merged.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(merged.containsTraits(in: nil))
        #expect(merged == UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), merged]))
    }

    @Test func mutationsAndCustomTraits() {
        let traits = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .accessibilityLarge
            traits[ThemeTrait.self] = .monochrome
        }
        #expect(traits.userInterfaceStyle == .dark && traits.preferredContentSizeCategory == .accessibilityLarge)
        #expect(traits[ThemeTrait.self] == .monochrome)
        let modified = traits.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(modified.userInterfaceStyle == .light && modified[ThemeTrait.self] == .monochrome)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(UITraitCollection(ThemeTrait.self, value: .monochrome)[ThemeTrait.self] == .monochrome)
    }

    @Test func theReadingDirectionIsTheOneHeldHoweverTheCollectionIsMade() {
        // The collection keeps the direction it holds when it is made (UITraitCollection.swift):
        // each way of making one must give the one it was given, or the last one merged.
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(UITraitLayoutDirection.self, value: .leftToRight).layoutDirection == .leftToRight)
        #expect(UITraitCollection { $0.layoutDirection = .rightToLeft }.layoutDirection == .rightToLeft)
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(displayScale: 2),
        ])
        #expect(merged.layoutDirection == .rightToLeft && merged[UITraitLayoutDirection.self] == .rightToLeft)
        let flipped = merged.modifyingTraits { $0.layoutDirection = .leftToRight }
        #expect(flipped.layoutDirection == .leftToRight && merged.layoutDirection == .rightToLeft)
        #expect(UITraitCollection(displayScale: 3).layoutDirection == .unspecified)
    }

    @Test func colourAppearanceDiffersByStyleContrastAndLevel() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(accessibilityContrast: .high)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(displayScale: 3)))
    }

    @Test func contentSizeCategoriesAreOrdered() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func overridesCanBeInspectedAndRemoved() {
        var overrides = UITraitOverrides()
        overrides.userInterfaceStyle = .dark
        overrides[ThemeTrait.self] = .monochrome
        #expect(overrides.contains(UITraitUserInterfaceStyle.self) && overrides.contains(ThemeTrait.self))
        overrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!overrides.contains(UITraitUserInterfaceStyle.self) && overrides.userInterfaceStyle == .unspecified)
    }
}
