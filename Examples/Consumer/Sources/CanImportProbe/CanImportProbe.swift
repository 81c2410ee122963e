// Packages that test `canImport(UIKit)` / `canImport(CoreGraphics)` and compile their iOS
// code when they see our modules: swift-property-based (a `CGColor` and a `UIColor`
// generator) and swift-snapshot-testing (`import UIKit`). Scripts/consumer builds this target
// twice: once with those packages compiled before CollectionReel's UIKit (they see no UIKit
// and compile their Linux code), and once after it, with UIKIT_BUILT_FIRST defined (they see
// ours, and their iOS code must compile against it). Either way this file compiles.
import PropertyBased
import SnapshotTesting
import UIKit

#if UIKIT_BUILT_FIRST
/// Exists only when swift-property-based compiled its `canImport(UIKit)` branch against our
/// `UIColor(cgColor:)` and its `canImport(CoreGraphics)` branch against our `CGColor`.
public func randomColors() -> some Sequence<UIColor> {
    var generator = Xoshiro(seed: (1, 2, 3, 4))
    return (0..<3).map { _ in Gen<UIColor>.uiColor.run(using: &generator) }
}
#endif

/// A view, so the probe uses our UIKit whichever way it was built.
public func probeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
