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

    /// `make`'s value for `view` hosted by `config` in `viewController` (without `view`, the
    /// controller's own view, loaded here), made while it is hosted; a failed test and no
    /// snapshot when `make` throws or UIKit would have raised an exception in what is shown —
    /// the view, or the controller and what it holds (`UIKitExceptionsRaised`).
    /// - Parameters:
    ///   - make: makes the value from the hosted view and the frame it had before hosting.
    static func hosted<Format>(
        config: ViewImageConfig, traits: UITraitCollection, view: UIView?, in viewController: UIViewController,
        _ make: (_ view: UIView, _ initialFrame: CGRect) throws -> Format
    ) -> Async<Format> {
        SnapshotRendering.value {
            // Undone after the check, which looks at the tree as it was hosted (a controller
            // presented by the root is reachable from the snapshotted one only while it is a child).
            var dispose = {}
            defer { dispose() }
            return try UIKitExceptionsRaised.checking(view ?? viewController) {
                guard let view = view ?? viewController.view else { throw NoRootView() }
                let initialFrame = view.frame
                dispose = prepare(config: config, traits: traits, view: view, viewController: viewController)
                return try make(view, initialFrame)
            }
        }
    }

    /// The image of `view` (else the controller's view) hosted by `config`: its bounds at the
    /// strategy traits' display scale, else the simulated device's, on a clear background.
    /// With no safe area the view is moved far outside the window first, as
    /// swift-snapshot-testing does, so no safe area reaches it; its frame is restored after.
    static func image(config: ViewImageConfig, traits: UITraitCollection, view: UIView?, viewController: UIViewController) -> Async<UIImage>
    {
        hosted(config: config, traits: traits, view: view, in: viewController) { view, initialFrame in
            defer { view.frame = initialFrame }
            if config.safeArea == .zero {
                view.frame.origin = CGPoint(x: 10_000, y: 10_000)
                view.layoutIfNeeded()
            }
            let scale = traits.displayScale != 0 ? traits.displayScale : UIScreen.main.scale
            let pixels = try SnapshotRendering.render(DisplayList(view: view, scale: scale, background: .clear))
            return UIImage(bitmap: pixels, scale: scale)
        }
    }
}

/// A view controller whose `loadView()` left it without a view (UIKit would load it again and again).
struct NoRootView: Error, CustomStringConvertible {
    var description: String { "the view controller has no view after loadView(): set its view there, or call super" }
}
#endif
