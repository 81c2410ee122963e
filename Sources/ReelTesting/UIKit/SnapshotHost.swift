#if os(Linux)
import CollectionRendering
import PNGCodec
import SnapshotTesting
import UIKit

/// Hosts a view controller (or a view in a plain one) for a snapshot as swift-snapshot-testing
/// does on the simulator: a visible window of the configuration's size giving its safe area,
/// a root view controller holding the controller as a child with the configuration's traits
/// over the window's, the controller appearing and laid out; then draws the view.
enum SnapshotHost {
    /// Hosts `view` (the controller's view, or a view added to it) and returns what undoes it.
    static func prepare(config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController) -> () -> Void {
        let size = config.size ?? viewController.view.frame.size
        view.frame.size = size
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let window = UIWindow(frame: CGRect(origin: .zero, size: config.size ?? size))
        window.deviceSafeArea = config.safeArea
        window.isHidden = false
        let root = UIViewController()
        root.view.backgroundColor = .clear
        root.view.frame = window.frame
        root.preferredContentSize = root.view.frame.size
        viewController.view.frame = root.view.frame
        root.view.addSubview(viewController.view)
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addChild(viewController)
        root.setOverrideTraitCollection(traits, forChild: viewController)
        viewController.didMove(toParent: root)
        // The window is visible: the root appears, and with it the child, laid out.
        window.rootViewController = root
        root.view.layoutIfNeeded()
        viewController.view.layoutIfNeeded()
        if size.width == 0 || size.height == 0 {
            view.sizeToFit()
            view.layoutIfNeeded()
        }
        return {
            root.beginAppearanceTransition(false, animated: false)
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            root.endAppearanceTransition()
            window.rootViewController = nil
            withExtendedLifetime(window) {}
        }
    }

    /// The image of `view` hosted by `config`: its bounds at the strategy traits' display
    /// scale, else the simulated device's, on a clear background. With no safe area the view
    /// is moved far outside the window first, as swift-snapshot-testing does, so no safe area
    /// reaches it.
    static func image(config: ViewImageConfig, traits: UITraitCollection, view: UIView, viewController: UIViewController) -> Async<UIImage>
    {
        let initialFrame = view.frame
        let dispose = prepare(config: config, traits: traits, view: view, viewController: viewController)
        if config.safeArea == .zero {
            view.frame.origin = CGPoint(x: 10_000, y: 10_000)
            view.layoutIfNeeded()
        }
        defer {
            view.frame = initialFrame
            dispose()
        }
        let scale = traits.displayScale != 0 ? traits.displayScale : UIScreen.main.scale
        return SnapshotRendering.value {
            let pixels = try SnapshotRendering.render(DisplayList(view: view, scale: scale, background: .clear))
            return UIImage(bitmap: pixels, scale: scale)
        }
    }
}
#endif
