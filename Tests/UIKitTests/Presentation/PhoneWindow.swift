import UIKit

/// A visible window of an iPhone 13, `root` its root view controller, laid out: 390 × 844 with
/// the portrait safe area (47 at the top, 34 at the bottom), or in `landscape` 844 × 390 with
/// 47 on the left and right and 21 at the bottom.
@MainActor func phoneWindow(root: UIViewController, landscape: Bool = false) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: landscape ? 844 : 390, height: landscape ? 390 : 844))
    window.deviceSafeArea =
        landscape ? UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47) : UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}
