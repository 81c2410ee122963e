#if os(Linux)
import SnapshotTesting
import UIKit

// Accessibility snapshots, as cashapp's AccessibilitySnapshot draws them on iOS: pullbacks of
// the one image strategy (through `UIImage`).

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view with each accessibility element outlined in its own colour and a legend in
    /// VoiceOver's reading order (`accessibilityImage`).
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    /// The view with its accessibility elements marked (`AccessibilitySnapshot`), hosted at
    /// its own size, drawn in grey when `useMonochromeSnapshot`, markers in `markerColors`
    /// (default: the accent colours); its reference is a `linux.png`. AccessibilitySnapshot's
    /// activation points are not drawn.
    public static func accessibilityImage(
        useMonochromeSnapshot: Bool = true, drawHierarchyInKeyWindow: Bool = false, markerColors: [UIColor] = [],
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(perceptualPrecision: perceptualPrecision).asyncPullback { view in
            let config = ViewImageConfig(safeArea: .zero, size: view.frame.size, traits: .init())
            return AccessibilitySnapshot.hosted(
                view, in: UIViewController(), config: config, monochrome: useMonochromeSnapshot, colors: markerColors)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view with its accessibility elements marked (`accessibilityImage`).
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    /// The controller's view, hosted by `config`, with its accessibility elements marked
    /// (`AccessibilitySnapshot`); its reference is a `linux.png`.
    public static func accessibilityImage(
        on config: ViewImageConfig = .init(), useMonochromeSnapshot: Bool = true, drawHierarchyInKeyWindow: Bool = false,
        markerColors: [UIColor] = [], perceptualPrecision: Float = 1
    ) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(perceptualPrecision: perceptualPrecision).asyncPullback { viewController in
            AccessibilitySnapshot.hosted(
                nil, in: viewController, config: config, monochrome: useMonochromeSnapshot, colors: markerColors)
        }
    }
}

extension AccessibilitySnapshot {
    /// Hosts `view` (else the controller's view) as the image strategies do, then draws it
    /// with its markers at the simulated device's scale.
    static func hosted(
        _ view: UIView?, in viewController: UIViewController, config: ViewImageConfig, monochrome: Bool, colors: [UIColor]
    ) -> Async<UIImage> {
        SnapshotHost.hosted(config: config, traits: .init(), view: view, in: viewController) { view, _ in
            let scale = UIScreen.main.scale
            return UIImage(bitmap: try image(of: view, scale: scale, monochrome: monochrome, colors: colors), scale: scale)
        }
    }
}
#endif
