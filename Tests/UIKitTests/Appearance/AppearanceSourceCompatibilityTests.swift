import Testing
import UIKit

/// A theme written as iOS apps write it since iOS 13 (and the pre-13 calls beside it): every
/// declaration of the bar appearance API spelled as an app spells it, so this file compiles
/// only when the API has UIKit's names, argument labels and types. The test checks that what
/// it set is what the bars keep.
@MainActor enum BarTheme {
    static func apply(to navigation: UINavigationController, tabs: UITabBarController, item: UINavigationItem) {
        let navigationAppearance = UINavigationBarAppearance()
        navigationAppearance.configureWithOpaqueBackground()
        navigationAppearance.configureWithDefaultBackground()
        navigationAppearance.configureWithTransparentBackground()
        navigationAppearance.backgroundColor = .systemIndigo
        navigationAppearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        navigationAppearance.backgroundImage = nil
        navigationAppearance.backgroundImageContentMode = .scaleAspectFill
        navigationAppearance.shadowColor = .clear
        navigationAppearance.shadowImage = UIImage()
        navigationAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationAppearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 34)]
        navigationAppearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        let buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        buttonAppearance.highlighted.titleTextAttributes = [:]
        buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.gray]
        buttonAppearance.focused.titlePositionAdjustment = .zero
        buttonAppearance.configureWithDefault(for: .done)
        navigationAppearance.buttonAppearance = buttonAppearance
        navigationAppearance.doneButtonAppearance = UIBarButtonItemAppearance()
        navigationAppearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
        navigationAppearance.setBackIndicatorImage(UIImage(), transitionMaskImage: UIImage())
        let scrollEdge = navigationAppearance.copy()
        scrollEdge.shadowColor = nil
        let base: UIBarAppearance = UIBarAppearance(idiom: .phone)
        let fromBase = UINavigationBarAppearance(barAppearance: base)
        navigation.navigationBar.standardAppearance = navigationAppearance
        navigation.navigationBar.compactAppearance = fromBase
        navigation.navigationBar.scrollEdgeAppearance = scrollEdge
        navigation.navigationBar.compactScrollEdgeAppearance = scrollEdge
        item.standardAppearance = navigationAppearance
        item.compactAppearance = nil
        item.scrollEdgeAppearance = scrollEdge
        item.compactScrollEdgeAppearance = nil

        // The pre-13 customizations.
        navigation.navigationBar.barTintColor = .systemIndigo
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.tintColor = .white
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.shadowImage = UIImage()
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        _ = navigation.navigationBar.backgroundImage(for: .compact)

        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabAppearance.selectionIndicatorTintColor = .systemPink
        tabAppearance.selectionIndicatorImage = nil
        let itemAppearance = UITabBarItemAppearance(style: .stacked)
        itemAppearance.normal.iconColor = .gray
        itemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        itemAppearance.normal.badgeBackgroundColor = .systemPink
        itemAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.white]
        itemAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
        itemAppearance.normal.badgeTitlePositionAdjustment = .zero
        itemAppearance.selected.iconColor = .systemPink
        itemAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        itemAppearance.selected.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
        itemAppearance.disabled.iconColor = .lightGray
        itemAppearance.focused.iconColor = nil
        itemAppearance.configureWithDefault(for: .inline)
        tabAppearance.stackedLayoutAppearance = itemAppearance
        tabAppearance.inlineLayoutAppearance = UITabBarItemAppearance()
        tabAppearance.compactInlineLayoutAppearance = itemAppearance.copy()
        tabs.tabBar.standardAppearance = tabAppearance
        tabs.tabBar.scrollEdgeAppearance = tabAppearance.copy()
        tabs.tabBar.items?.first?.standardAppearance = tabAppearance
        tabs.tabBar.items?.first?.scrollEdgeAppearance = nil
        tabs.tabBar.barTintColor = .white
        tabs.tabBar.isTranslucent = false
        tabs.tabBar.tintColor = .systemPink
        tabs.tabBar.unselectedItemTintColor = .gray
        tabs.tabBar.backgroundImage = UIImage()
        tabs.tabBar.shadowImage = UIImage()
        tabs.tabBar.selectionIndicatorImage = nil
    }
}

@MainActor @Suite struct AppearanceSourceCompatibilityTests {
    @Test func aThemeWrittenForIOSCompilesAndTheBarsKeepIt() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        BarTheme.apply(to: navigation, tabs: tabs, item: root.navigationItem)
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo && bar.standardAppearance.shadowColor == .clear)
        #expect(bar.scrollEdgeAppearance?.shadowColor == nil && bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        #expect(bar.compactAppearance?.backgroundEffect != nil && root.navigationItem.compactAppearance == nil)
        // The empty images set, not the system chevron (a symbol, 20 × 20 here).
        #expect(
            bar.standardAppearance.backIndicatorImage.size == .zero && bar.standardAppearance.backIndicatorTransitionMaskImage.size == .zero
        )
        // configureWithDefault(for:) put the button appearance back to empty states.
        #expect(bar.standardAppearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
        #expect(tabs.tabBar.standardAppearance.selectionIndicatorTintColor == .systemPink)
        #expect(tabs.tabBar.standardAppearance.compactInlineLayoutAppearance.normal.iconColor == nil)
        #expect(tabs.tabBar.items?.first?.standardAppearance?.backgroundColor == .systemBackground)
    }
}
