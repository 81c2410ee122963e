import Foundation

// The application's status bar API from before view controllers owned the status bar
// (deprecated in iOS 9 and 13), answered from the simulated device and the key window's
// view controllers (docs/REFERENCE.md §28.2).
@MainActor
extension UIApplication {
    /// The status bar's style (`statusBarStyle`). With view-controller-based status bar
    /// appearance (the default), the style the key window's root view controller prefers,
    /// asked through `childForStatusBarStyle`, and setting it does nothing, as in UIKit; with
    /// `UIViewControllerBasedStatusBarAppearance` false in the Info.plist, the style last set,
    /// `.default` at first.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle {
        get { AppStatusBar.appControlled?.style ?? statusBarController(\.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default }
        set { AppStatusBar.appControlled?.style = newValue }
    }

    /// Sets the status bar's style (`setStatusBarStyle(_:animated:)`): as setting
    /// ``statusBarStyle``, without animation here. Nothing with view-controller-based status
    /// bar appearance, as in UIKit.
    /// - Parameters:
    ///   - statusBarStyle: The style.
    ///   - animated: Whether UIKit would animate the change; nothing animates here.
    @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        AppStatusBar.appControlled?.style = statusBarStyle
    }

    /// Whether the status bar is hidden (`isStatusBarHidden`): hidden where the simulated
    /// device shows none (an iPhone on its side); else, with view-controller-based status bar
    /// appearance (the default), as the key window's root view controller prefers, asked
    /// through `childForStatusBarHidden`, and setting it does nothing, as in UIKit; without,
    /// as last set, false at first.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool {
        get {
            guard AppStatusBar.deviceHeight > 0 else { return true }
            if let app = AppStatusBar.appControlled { return app.hidden }
            return statusBarController(\.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
        }
        set { AppStatusBar.appControlled?.hidden = newValue }
    }

    /// Hides or shows the status bar (`setStatusBarHidden(_:with:)`): as setting
    /// ``isStatusBarHidden``, without animation here. Nothing with view-controller-based
    /// status bar appearance, as in UIKit.
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animation: How UIKit would animate the change; nothing animates here.
    @available(iOS, introduced: 3.2, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        AppStatusBar.appControlled?.hidden = hidden
    }

    /// The orientation of the status bar (`statusBarOrientation`): the window scene's
    /// interface orientation. Not settable here: the simulated device's orientation decides it.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { windowScene.interfaceOrientation }

    /// The status bar's frame in screen coordinates (`statusBarFrame`): the screen's width
    /// by the device's status bar height in its orientation (the top of its safe area);
    /// zero while the status bar is hidden.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: windowScene.screen.bounds.width, height: AppStatusBar.deviceHeight)
    }

    /// Whether the status bar shows its network activity spinner
    /// (`isNetworkActivityIndicatorVisible`); default false. Kept and read back: no status bar
    /// is drawn here (and iOS 13 and later show no spinner either).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { AppStatusBar.networkActivity.value }
        set { AppStatusBar.networkActivity.value = newValue }
    }

    /// The view controller that decides the status bar: the key window's root view controller;
    /// then the controller it presents, for as long as that one is presented `.fullScreen` or
    /// captures the status bar (`modalPresentationCapturesStatusBarAppearance`,
    /// docs/REFERENCE.md §20.13); then the child `child` names, for as long as there is one.
    private func statusBarController(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        windowScene.keyWindow?.rootViewController.map { root in
            UIViewController.decidingController(from: root, child: child, takesOver: \.modalPresentationCapturesStatusBarAppearance)
        }
    }
}
