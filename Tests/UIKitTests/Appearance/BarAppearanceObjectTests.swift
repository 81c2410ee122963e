import Testing
import UIKit

/// The appearance objects as Apple's documentation describes them (docs/REFERENCE.md §20.4):
/// what each `configureWith…` sets, copies that copy everything (nested button and item
/// appearances too), and bars and items that keep a copy of what they are given.
@MainActor @Suite struct BarAppearanceObjectTests {
    @Test func theConfigurationsSetTheBackgroundAndShadow() {
        let appearance = UINavigationBarAppearance()
        // The default: the system chrome blur, no colour, a shadow of black at 30 %.
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil && appearance.backgroundImage == nil)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3) && appearance.shadowImage == nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        // The configurations touch the background and shadow only.
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(UITabBarAppearance(idiom: .pad).idiom == .pad)
    }

    @Test func aCopyIsOfItsOwnClassAndCopiesNestedAppearances() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        appearance.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 4)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
        let copy = appearance.copy()
        #expect(copy !== appearance && copy.backgroundColor == .red && copy.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 4))
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .orange)

        // From a plain bar appearance only the background and shadow carry over.
        let base = UIBarAppearance()
        base.backgroundColor = .blue
        base.shadowColor = .clear
        let tab = UITabBarAppearance(barAppearance: base)
        #expect(tab.backgroundColor == .blue && tab.shadowColor == .clear)
        tab.stackedLayoutAppearance.selected.iconColor = .green
        let tabCopy = tab.copy()
        #expect(tabCopy.stackedLayoutAppearance.selected.iconColor == .green)
        #expect(tabCopy.stackedLayoutAppearance !== tab.stackedLayoutAppearance)
        let navigationFromTab = UINavigationBarAppearance(barAppearance: tab)
        #expect(navigationFromTab.backgroundColor == .blue && navigationFromTab.titleTextAttributes.isEmpty)
    }

    @Test func barsAndItemsKeepACopy() {
        let bar = UINavigationBar()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .blue
        #expect(bar.standardAppearance !== appearance && bar.standardAppearance.backgroundColor == .red)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .red && bar.compactAppearance == nil)
        let item = UINavigationItem(title: "Item")
        item.compactScrollEdgeAppearance = appearance
        #expect(item.compactScrollEdgeAppearance !== appearance && item.compactScrollEdgeAppearance?.backgroundColor == .blue)
        let tabItem = UITabBarItem(title: "Tab", image: nil, tag: 0)
        tabItem.standardAppearance = UITabBarAppearance()
        #expect(tabItem.standardAppearance != nil && tabItem.scrollEdgeAppearance == nil)
        // A tab bar's default appearance is the default background.
        #expect(UITabBar().standardAppearance.backgroundEffect != nil && UITabBar().scrollEdgeAppearance == nil)
    }

    @Test func theBackIndicatorIsTheSystemChevronUntilOneIsSet() {
        // Apple declares both images non-optional: the system's back chevron by default, and
        // again after nil is set.
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backIndicatorImage.isSymbolImage && appearance.backIndicatorTransitionMaskImage.isSymbolImage)
        let image = UIImage(), mask = UIImage()
        appearance.setBackIndicatorImage(image, transitionMaskImage: mask)
        #expect(appearance.backIndicatorImage === image && appearance.backIndicatorTransitionMaskImage === mask)
        #expect(appearance.copy().backIndicatorImage === image)
        appearance.setBackIndicatorImage(nil, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage.isSymbolImage)
    }
}
