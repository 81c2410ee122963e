import Testing
import UIKit

/// The status bar's style under a navigation controller (docs/REFERENCE.md §20.4): over a shown
/// bar it follows the bar's style, whatever the top controller prefers; with the bar hidden the
/// top controller decides.
@MainActor @Suite struct NavigationStatusBarStyleTests {
    /// A controller that prefers light content, as a screen with a dark background does.
    final class PrefersLight: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    @Test func overAShownBarTheStyleFollowsTheBarsStyle() {
        let top = PrefersLight()
        let navigation = UINavigationController(rootViewController: top)
        #expect(navigation.preferredStatusBarStyle == .default)
        #expect(navigation.childForStatusBarStyle == nil)
        navigation.navigationBar.barStyle = .black
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        navigation.navigationBar.barStyle = .default
        #expect(navigation.preferredStatusBarStyle == .default)
    }

    @Test func withTheBarHiddenTheTopControllerDecides() {
        let root = UIViewController(), top = PrefersLight()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        navigation.isNavigationBarHidden = true
        #expect(navigation.childForStatusBarStyle === top)
        #expect(navigation.childForStatusBarStyle?.preferredStatusBarStyle == .lightContent)
        navigation.isNavigationBarHidden = false
        #expect(navigation.childForStatusBarStyle == nil)
    }
}
