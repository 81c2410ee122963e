import Foundation

/// A scene of windows on a screen (`UIWindowScene`): the application's one scene, on the
/// simulated device's screen.
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The windows in the scene, held weakly: a window leaves when it is freed or moved.
    /// Behind a lock, because tests on several threads make windows in the app's one scene.
    private let lock = NSLock()
    private var windowList: [WeakWindow] = []

    /// The windows in the scene (`windows`), in the order they joined it.
    open var windows: [UIWindow] { lock.withLock { windowList.compactMap(\.window) } }

    /// The scene's key window (`keyWindow`): the one made key last, if it still is.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// The screen the scene shows on (`screen`): the simulated device's.
    open var screen: UIScreen { .main }

    /// The scene's space (`coordinateSpace`): its screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The scene's traits (`traitCollection`): its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// How the scene's interface is oriented (`interfaceOrientation`): upright, or on its
    /// side with the device's top to the left — the interface's right.
    open var interfaceOrientation: UIInterfaceOrientation { .current }

    /// The scene's status bar as it is now (`statusBarManager`, iOS 13): style, visibility and
    /// frame, decided by the key window's view controllers and the device.
    open var statusBarManager: UIStatusBarManager? { statusBar }
    private lazy var statusBar = UIStatusBarManager(scene: self)

    /// Adds `window` to the scene (a window's `windowScene` set to it).
    func add(_ window: UIWindow) {
        lock.withLock {
            windowList.removeAll { $0.window == nil }
            windowList.append(WeakWindow(window: window))
        }
    }

    /// Takes `window` out of the scene (and any freed windows with it).
    func remove(_ window: UIWindow) {
        lock.withLock { windowList.removeAll { $0.window == nil || $0.window === window } }
    }

    /// Makes `window` the scene's only key window: the others resign.
    func makeKey(_ window: UIWindow) {
        for other in windows where other !== window && other.isKeyWindow { other.loseKeyStatus() }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// What a window scene's delegate answers (`UIWindowSceneDelegate`): a scene delegate that
/// keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (`window`).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window (UIKit's answer for a delegate without the property); setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
