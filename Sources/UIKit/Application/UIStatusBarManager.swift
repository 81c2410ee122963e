import Foundation

/// The status bar of a window scene as it is now (`UIStatusBarManager`, iOS 13), read from
/// the scene's ``UIWindowScene/statusBarManager``; apps change it through their view
/// controllers' preferences, never through this object (docs/REFERENCE.md §28.2).
///
/// The same answers as `UIApplication`'s deprecated status bar getters, which read them here:
/// with view-controller-based status bar appearance (the default) the key window's root view
/// controller decides — or the controller it presents full screen or that captures the status
/// bar, and then the child it names — and the simulated device decides the height.
open class UIStatusBarManager: NSObject {
    /// The scene whose status bar this is (it owns the manager).
    private unowned let scene: UIWindowScene

    /// The manager of `scene`'s status bar (UIKit makes one per scene; apps do not).
    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's style (`statusBarStyle`): the deciding view controller's
    /// `preferredStatusBarStyle`, `.default` with none; with view-controller-based appearance
    /// off, the style the app last set through `UIApplication`.
    open var statusBarStyle: UIStatusBarStyle {
        AppStatusBar.appControlled?.style ?? deciding(\.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden (`isStatusBarHidden`): hidden where the simulated
    /// device shows none (an iPhone on its side); else as the deciding view controller prefers
    /// (`prefersStatusBarHidden`), false with none; with view-controller-based appearance off,
    /// as the app last set it.
    open var isStatusBarHidden: Bool {
        guard AppStatusBar.deviceHeight > 0 else { return true }
        if let app = AppStatusBar.appControlled { return app.hidden }
        return deciding(\.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
    }

    /// The status bar's frame in the scene's coordinates (`statusBarFrame`): the screen's
    /// width by the device's status bar height in its orientation (the top of its safe area);
    /// `.zero` while the status bar is hidden, as Apple documents.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: AppStatusBar.deviceHeight)
    }

    /// The view controller that decides the status bar: the key window's root view controller,
    /// or the one it presents full screen or that captures the status bar
    /// (`modalPresentationCapturesStatusBarAppearance`, docs/REFERENCE.md §20.13), then the
    /// child `child` names (`UIViewController.decidingController(from:child:takesOver:)`).
    private func deciding(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        scene.keyWindow?.rootViewController.map {
            UIViewController.decidingController(from: $0, child: child, takesOver: \.modalPresentationCapturesStatusBarAppearance)
        }
    }
}
