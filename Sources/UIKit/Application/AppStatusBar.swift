import CollectionLayout
import DeviceCatalog
import Foundation

/// The status bar an app controls itself, when its Info.plist sets
/// `UIViewControllerBasedStatusBarAppearance` to false: the style and visibility
/// `UIApplication`'s deprecated setters gave it (docs/REFERENCE.md §28.2).
package final class AppStatusBar: @unchecked Sendable {
    private let lock = NSLock()
    private var storedStyle = UIStatusBarStyle.default
    private var storedHidden = false

    /// A status bar at its defaults: `.default`, shown.
    package init() {}

    /// The style last set; `.default` at first.
    var style: UIStatusBarStyle {
        get { lock.withLock { storedStyle } }
        set { lock.withLock { storedStyle = newValue } }
    }

    /// Whether it was last set hidden; false at first.
    var hidden: Bool {
        get { lock.withLock { storedHidden } }
        set { lock.withLock { storedHidden = newValue } }
    }

    /// The app's own status bar when the app controls it, nil when view controllers do:
    /// ``scoped`` when a test set one, else the process's when the main bundle's Info.plist
    /// sets `UIViewControllerBasedStatusBarAppearance` to false.
    static var appControlled: AppStatusBar? {
        if let scoped { return scoped }
        let viewControllerBased = Bundle.main.object(forInfoDictionaryKey: "UIViewControllerBasedStatusBarAppearance") as? Bool ?? true
        return viewControllerBased ? nil : process
    }

    /// Linux only, for tests: the app-controlled status bar of the running task, as if its
    /// Info.plist turned view-controller-based appearance off.
    @TaskLocal package static var scoped: AppStatusBar?

    /// The process's app-controlled status bar.
    private static let process = AppStatusBar()

    /// `isNetworkActivityIndicatorVisible`, for the process.
    static let networkActivity = LockedFlag(false)

    /// The simulated device's status bar height in its orientation: the top of its safe area
    /// (20 points on a Home-button device upright, 0 on an iPhone on its side).
    static var deviceHeight: CGFloat {
        let environment = SimulatedEnvironment.current
        return environment.device.safeArea(environment.orientation).top
    }
}
