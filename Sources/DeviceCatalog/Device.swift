import CollectionLayout
import Foundation

/// A device a test or scene runs "on": its screen in points, pixels per point, safe areas and
/// size classes in each orientation — the one table `UIScreen.main`, `UIDevice.current`,
/// swift-snapshot-testing's `ViewImageConfig` presets (ReelTesting) and scene files'
/// `device:` key read.
///
/// Each preset is named as swift-snapshot-testing 1.19 names its configuration
/// (`iPhone13`, `iPadPro11`…) and has its sizes, safe areas, size classes and 3D Touch
/// capability. Pixels per point (`scale`, `nativeScale`) and the colour gamut are the
/// devices' own, as Apple's device specifications give them (swift-snapshot-testing's
/// configurations leave both to the simulator).
public struct Device: Hashable, Sendable {
    /// How the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Upright: the shorter side across.
        case portrait
        /// On its side: the longer side across.
        case landscape
    }

    /// Phone or tablet (`UIUserInterfaceIdiom`'s two here).
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// A size class (`UIUserInterfaceSizeClass`'s two here).
    public enum SizeClass: String, Hashable, Sendable {
        /// Constrained space.
        case compact
        /// Expansive space.
        case regular
    }

    /// The colours a screen can show (`UIDisplayGamut`'s two here).
    public enum Gamut: String, Hashable, Sendable {
        /// The sRGB gamut (`UIDisplayGamut.SRGB`).
        case sRGB
        /// The Display P3 gamut, Apple's "Wide color display (P3)" (`UIDisplayGamut.P3`).
        case p3
    }

    /// The preset's name, as swift-snapshot-testing's (`iPhone13`).
    public var name: String
    /// The product's name (`iPhone 13`).
    public var productName: String
    /// Phone or tablet.
    public var idiom: Idiom
    /// The screen in points, held upright.
    public var portraitSize: CGSize
    /// Pixels per point of the rendered interface (`UIScreen.scale`).
    public var scale: CGFloat
    /// Pixels per point of the physical screen (`UIScreen.nativeScale`).
    public var nativeScale: CGFloat
    /// The safe area held upright.
    public var portraitSafeArea: EdgeInsets
    /// The safe area on its side.
    public var landscapeSafeArea: EdgeInsets
    /// The horizontal size class on its side (upright it is always compact for a phone).
    public var landscapeHorizontalSizeClass: SizeClass
    /// Whether the preset reports 3D Touch.
    public var hasForceTouch: Bool
    /// The screen's gamut (`UITraitCollection.displayGamut`), as Apple's technical
    /// specifications list the model's display.
    public var gamut: Gamut

    /// The screen in points held `orientation` (`UIScreen.bounds`'s size).
    public func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe area held `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The horizontal and vertical size classes held `orientation`, as iOS assigns them: an
    /// iPad is regular both ways; an iPhone is compact by regular upright, and on its side
    /// compact high with the width class of ``landscapeHorizontalSizeClass`` (regular for the
    /// Plus and Max phones).
    public func sizeClasses(_ orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        switch (idiom, orientation) {
        case (.pad, _): return (.regular, .regular)
        case (.phone, .portrait): return (.compact, .regular)
        case (.phone, .landscape): return (landscapeHorizontalSizeClass, .compact)
        }
    }

    /// The preset named `name` (case sensitive), or nil.
    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// Every preset, in swift-snapshot-testing's order.
    public static let all: [Device] = [
        .iPhoneSe, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXsMax, .iPhoneXr, .iPhone12, .iPhone12Pro, .iPhone12ProMax,
        .iPhone13, .iPhone13Mini, .iPhone13Pro, .iPhone13ProMax, .iPadMini, .iPad9_7, .iPad10_2, .iPadPro10_5, .iPadPro11,
        .iPadPro12_9,
    ]
}
