#if os(Linux)
import SnapshotTesting
import UIKit

// swift-snapshot-testing's strategies for view controllers, spelled as on iOS: pullbacks of
// the one image strategy (through `UIImage`) and of the text strategy (`.lines`).

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view as an image, hosted at its own size (`image`).
    public static var image: Snapshotting { .image() }

    /// The controller's view hosted as on a device (`image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`):
    /// a window of `config`'s size (or `size`) and safe area, `config`'s traits with `traits`
    /// over them; drawn at `traits.displayScale`, else the simulated device's scale.
    /// `drawHierarchyInKeyWindow` is accepted and has no effect (there is no key window to
    /// draw visual effects in); its reference is a `linux.png` (`LinuxReferences`).
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return Snapshotting<UIImage, UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        )
        .asyncPullback { viewController in
            SnapshotHost.image(config: config, traits: traits, view: nil, viewController: viewController)
        }
    }

    /// The controller's view as an image at `size` (else its own) with `traits`, no safe area
    /// (`image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
            precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view's recursive description (`recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view's recursive description, hosted by `config`
    /// (`recursiveDescription(on:size:traits:)`): UIKit's format with addresses removed, as
    /// swift-snapshot-testing records it (`ViewDescription`); its reference is a
    /// `linux.txt`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<UIViewController, String>
    {
        var strategy = SimplySnapshotting.lines.asyncPullback { (viewController: UIViewController) in
            SnapshotHost.hosted(
                config: ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits), traits: traits,
                view: nil, in: viewController
            ) { view, _ in ViewDescription.recursiveDescription(of: view) }
        }
        strategy.pathExtension = LinuxReferences.pathExtension("txt")
        return strategy
    }

    /// The controller hierarchy (`hierarchy`), hosted at its own size: each controller with its
    /// appearance state and view, as UIKit's `_printHierarchy` prints them, addresses removed
    /// (`ViewControllerHierarchy`); its reference is a `linux.txt`.
    public static var hierarchy: Snapshotting {
        var strategy = SimplySnapshotting.lines.asyncPullback { (viewController: UIViewController) in
            SnapshotHost.hosted(config: .init(), traits: .init(), view: nil, in: viewController) { _, _ in
                ViewControllerHierarchy.description(of: viewController)
            }
        }
        strategy.pathExtension = LinuxReferences.pathExtension("txt")
        return strategy
    }
}
#endif
