import UIKit

/// A visible 390 × 844 window with an iPhone 13's safe area (47 at the top, 34 at the bottom),
/// `root` its root view controller, laid out.
@MainActor func phoneWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.deviceSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}
