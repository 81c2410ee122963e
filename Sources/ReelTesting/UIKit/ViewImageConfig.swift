#if os(Linux)
import DeviceCatalog
import UIKit

/// A device configuration for a view snapshot, as swift-snapshot-testing's `ViewImageConfig`
/// (its type does not exist on Linux): the size of the window a view or view controller is
/// hosted in, the safe area that window gives, and the traits the controller gets.
///
/// The presets have swift-snapshot-testing 1.19's names and values — sizes, safe areas and
/// traits per orientation (`.iPhone13`, `.iPhoneSe(.landscape)`, `.iPadPro11(.portrait(splitView:
/// .oneThird))`…) — made from `DeviceCatalog`'s table, the one the simulated device
/// (`UIScreen.main`) and scene files read too. As there, a configuration does not set the
/// display scale: images render at the traits' `displayScale` when one is given, else at the
/// scale of the simulated device (`SimulatedEnvironment`, an iPhone 13 at @3x by default),
/// as swift-snapshot-testing renders at the simulator's.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation (`ViewImageConfig.Orientation`).
    public enum Orientation: Sendable {
        /// On its side.
        case landscape
        /// Upright.
        case portrait
    }

    /// A tablet's orientation, with a Split View width (`ViewImageConfig.TabletOrientation`).
    public enum TabletOrientation: Sendable {
        /// Split View widths upright.
        public enum PortraitSplits: Sendable {
            /// A third of the width.
            case oneThird
            /// Two thirds of the width.
            case twoThirds
            /// The whole width.
            case full
        }

        /// Split View widths on its side.
        public enum LandscapeSplits: Sendable {
            /// A third of the width.
            case oneThird
            /// Half the width.
            case oneHalf
            /// Two thirds of the width.
            case twoThirds
            /// The whole width.
            case full
        }

        /// On its side, in a Split View of the given width.
        case landscape(splitView: LandscapeSplits)
        /// Upright, in a Split View of the given width.
        case portrait(splitView: PortraitSplits)
    }

    /// The safe area the window gives (`safeArea`).
    public var safeArea: UIEdgeInsets
    /// The window's size (`size`); nil keeps the view's own size.
    public var size: CGSize?
    /// The traits the hosted controller gets (`traits`).
    public var traits: UITraitCollection

    /// A configuration from its parts (`init(safeArea:size:traits:)`).
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone preset held `orientation`, with the traits of `traitsOf` (the preset's own
    /// device unless swift-snapshot-testing reuses another's).
    static func phone(_ device: Device, _ orientation: Orientation, traitsOf traitsDevice: Device? = nil) -> ViewImageConfig {
        let held: Device.Orientation = orientation == .portrait ? .portrait : .landscape
        return ViewImageConfig(
            safeArea: device.safeArea(held), size: device.size(held),
            traits: .snapshotPreset(traitsDevice ?? device, held))
    }
}
#endif
