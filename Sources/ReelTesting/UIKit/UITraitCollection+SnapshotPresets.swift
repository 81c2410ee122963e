#if os(Linux)
import DeviceCatalog
import UIKit

// swift-snapshot-testing's trait presets (`UITraitCollection.iPhone13(.portrait)`…): a phone's
// 3D Touch, left to right, text size Medium, the phone idiom and its size classes; a tablet's
// idiom and size classes.

extension UITraitCollection {
    /// The traits swift-snapshot-testing gives a phone preset held `orientation`.
    static func snapshotPreset(_ device: Device, _ orientation: Device.Orientation) -> UITraitCollection {
        let (horizontal, vertical) = device.sizeClasses(orientation)
        return UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: device.hasForceTouch ? .available : .unavailable),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: horizontal == .regular ? .regular : .compact),
            UITraitCollection(verticalSizeClass: vertical == .regular ? .regular : .compact),
        ])
    }

    /// `orientation` as a device's.
    private static func held(_ orientation: ViewImageConfig.Orientation) -> Device.Orientation {
        orientation == .portrait ? .portrait : .landscape
    }

    /// iPhone SE's traits (`iPhoneSe(_:)`).
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhoneSe, held(orientation))
    }
    /// iPhone 8's traits (`iPhone8(_:)`).
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhone8, held(orientation))
    }
    /// iPhone 8 Plus's traits: regular width on its side (`iPhone8Plus(_:)`).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhone8Plus, held(orientation))
    }
    /// iPhone X's traits (`iPhoneX(_:)`).
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhoneX, held(orientation))
    }
    /// iPhone XR's traits: no 3D Touch, regular width on its side (`iPhoneXr(_:)`).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhoneXr, held(orientation))
    }
    /// iPhone XS Max's traits: regular width on its side (`iPhoneXsMax(_:)`).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhoneXsMax, held(orientation))
    }
    /// iPhone 12's traits (`iPhone12(_:)`).
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhone12, held(orientation))
    }
    /// iPhone 12 Pro Max's traits: regular width on its side (`iPhone12ProMax(_:)`).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhone12ProMax, held(orientation))
    }
    /// iPhone 13's traits (`iPhone13(_:)`).
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhone13, held(orientation))
    }
    /// iPhone 13 Pro Max's traits: regular width on its side (`iPhone13ProMax(_:)`).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        snapshotPreset(.iPhone13ProMax, held(orientation))
    }

    /// A full-width iPad's traits: regular both ways, the pad idiom.
    static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
    /// A compact Split View's traits on an iPad: compact width, regular height, the pad idiom.
    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    /// iPad mini's traits (`iPadMini`).
    public static let iPadMini = iPad
    /// iPad mini's compact Split View traits (`iPadMini_Compact_SplitView`).
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// iPad 9.7-inch's traits (`iPad9_7`).
    public static let iPad9_7 = iPad
    /// iPad 9.7-inch's compact Split View traits (`iPad9_7_Compact_SplitView`).
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// iPad 10.2-inch's traits (`iPad10_2`).
    public static let iPad10_2 = iPad
    /// iPad 10.2-inch's compact Split View traits (`iPad10_2_Compact_SplitView`).
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 10.5-inch's traits (`iPadPro10_5`).
    public static let iPadPro10_5 = iPad
    /// iPad Pro 10.5-inch's compact Split View traits (`iPadPro10_5_Compact_SplitView`).
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 11-inch's traits (`iPadPro11`).
    public static let iPadPro11 = iPad
    /// iPad Pro 11-inch's compact Split View traits (`iPadPro11_Compact_SplitView`).
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 12.9-inch's traits (`iPadPro12_9`).
    public static let iPadPro12_9 = iPad
    /// iPad Pro 12.9-inch's compact Split View traits (`iPadPro12_9_Compact_SplitView`).
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
#endif
