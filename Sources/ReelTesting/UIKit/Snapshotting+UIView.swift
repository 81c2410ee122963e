#if os(Linux)
import SnapshotTesting
import UIKit

// swift-snapshot-testing's strategies for views, spelled as on iOS: pullbacks of the one image
// strategy (through `UIImage`) and of the text strategy (`.lines`).

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as an image at its own size (`image`).
    public static var image: Snapshotting { .image() }

    /// The view as an image (`image(drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`):
    /// hosted in a plain view controller at `size` (else its frame's), with `traits`, drawn at
    /// `traits.displayScale`, else the simulated device's scale; its reference is a
    /// `linux.png`. `drawHierarchyInKeyWindow` has no effect here.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .asyncPullback { view in
                SnapshotHost.image(
                    config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: .init()), traits: traits, view: view,
                    viewController: UIViewController())
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's recursive description (`recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's recursive description at `size` (else its frame's) with `traits`
    /// (`recursiveDescription(size:traits:)`): UIKit's format with addresses removed
    /// (`ViewDescription`); its reference is a `linux.txt`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        var strategy = SimplySnapshotting.lines.asyncPullback { (view: UIView) in
            SnapshotHost.hosted(
                config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size, traits: traits), traits: .init(), view: view,
                in: UIViewController()
            ) { view, _ in ViewDescription.recursiveDescription(of: view) }
        }
        strategy.pathExtension = LinuxReferences.pathExtension("txt")
        return strategy
    }
}
#endif
