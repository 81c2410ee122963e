import CollectionLayout
import Foundation

// The presets. Sizes, safe areas, size classes and 3D Touch as swift-snapshot-testing 1.19's
// `ViewImageConfig` and `UITraitCollection` presets give them; scales from Apple's device
// specifications (iPhone SE, 8 and XR @2x, the others @3x; iPads @2x; iPhone 8 Plus renders
// @3x on a 2.608 screen, iPhone 13 mini @3x on a 2.88 one). Gamuts from the same
// specifications, which list a "Wide color display (P3)" from iPhone 7 and the 9.7-inch iPad
// Pro (2016) on: the first iPhone SE, iPad mini 4 and the 9.7- and 10.2-inch iPads (5th to
// 9th generations) are sRGB; the 12.9-inch preset, with a Home button and a status bar, is
// the 2nd-generation iPad Pro (2017, P3) — docs/REFERENCE.md §26.5.

extension Device {
    /// A phone preset.
    private static func phone(
        _ name: String, _ product: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, nativeScale: CGFloat? = nil,
        portrait: EdgeInsets, landscape: EdgeInsets, wideLandscape: Bool, forceTouch: Bool = true, gamut: Gamut = .p3
    ) -> Device {
        Device(
            name: name, productName: product, idiom: .phone, portraitSize: CGSize(width: width, height: height), scale: scale,
            nativeScale: nativeScale ?? scale, portraitSafeArea: portrait, landscapeSafeArea: landscape,
            landscapeHorizontalSizeClass: wideLandscape ? .regular : .compact, hasForceTouch: forceTouch, gamut: gamut)
    }

    /// A tablet preset: the same safe area in both orientations.
    private static func pad(
        _ name: String, _ product: String, _ width: CGFloat, _ height: CGFloat, safeArea: EdgeInsets, gamut: Gamut = .p3
    ) -> Device {
        Device(
            name: name, productName: product, idiom: .pad, portraitSize: CGSize(width: width, height: height), scale: 2,
            nativeScale: 2, portraitSafeArea: safeArea, landscapeSafeArea: safeArea, landscapeHorizontalSizeClass: .regular,
            hasForceTouch: false, gamut: gamut)
    }

    /// The same device under another preset name and product name.
    private func renamed(_ name: String, _ product: String) -> Device {
        var device = self
        device.name = name
        device.productName = product
        return device
    }

    private static let statusBar = EdgeInsets(top: 20)
    private static let notchPortrait = EdgeInsets(top: 44, bottom: 34)
    private static let notchLandscape = EdgeInsets(left: 44, bottom: 24, right: 44)
    private static let islandPortrait = EdgeInsets(top: 47, bottom: 34)
    private static let islandLandscape = EdgeInsets(left: 47, bottom: 21, right: 47)

    /// iPhone SE (1st generation): 320 × 568 @2x, sRGB.
    public static let iPhoneSe = phone(
        "iPhoneSe", "iPhone SE", 320, 568, scale: 2, portrait: statusBar, landscape: .zero, wideLandscape: false, gamut: .sRGB)
    /// iPhone 8: 375 × 667 @2x.
    public static let iPhone8 = phone(
        "iPhone8", "iPhone 8", 375, 667, scale: 2, portrait: statusBar, landscape: .zero, wideLandscape: false)
    /// iPhone 8 Plus: 414 × 736 @3x (native 2.608); regular width on its side.
    public static let iPhone8Plus = phone(
        "iPhone8Plus", "iPhone 8 Plus", 414, 736, scale: 3, nativeScale: 2.608, portrait: statusBar, landscape: .zero,
        wideLandscape: true)
    /// iPhone X: 375 × 812 @3x.
    public static let iPhoneX = phone(
        "iPhoneX", "iPhone X", 375, 812, scale: 3, portrait: notchPortrait, landscape: notchLandscape, wideLandscape: false)
    /// iPhone XS Max: 414 × 896 @3x; regular width on its side.
    public static let iPhoneXsMax = phone(
        "iPhoneXsMax", "iPhone XS Max", 414, 896, scale: 3, portrait: notchPortrait, landscape: notchLandscape, wideLandscape: true)
    /// iPhone XR: 414 × 896 @2x; regular width on its side; no 3D Touch.
    public static let iPhoneXr = phone(
        "iPhoneXr", "iPhone XR", 414, 896, scale: 2, portrait: notchPortrait, landscape: notchLandscape, wideLandscape: true,
        forceTouch: false)
    /// iPhone 12: 390 × 844 @3x.
    public static let iPhone12 = phone(
        "iPhone12", "iPhone 12", 390, 844, scale: 3, portrait: islandPortrait, landscape: islandLandscape, wideLandscape: false)
    /// iPhone 12 Pro: as iPhone 12.
    public static let iPhone12Pro = iPhone12.renamed("iPhone12Pro", "iPhone 12 Pro")
    /// iPhone 12 Pro Max: 428 × 926 @3x; regular width on its side.
    public static let iPhone12ProMax = phone(
        "iPhone12ProMax", "iPhone 12 Pro Max", 428, 926, scale: 3, portrait: islandPortrait, landscape: islandLandscape,
        wideLandscape: true)
    /// iPhone 13: as iPhone 12 (390 × 844 @3x). The default device.
    public static let iPhone13 = iPhone12.renamed("iPhone13", "iPhone 13")
    /// iPhone 13 mini: 375 × 812 @3x (native 2.88).
    public static let iPhone13Mini = phone(
        "iPhone13Mini", "iPhone 13 mini", 375, 812, scale: 3, nativeScale: 2.88, portrait: EdgeInsets(top: 50, bottom: 34),
        landscape: EdgeInsets(left: 50, bottom: 21, right: 50), wideLandscape: false)
    /// iPhone 13 Pro: as iPhone 13.
    public static let iPhone13Pro = iPhone13.renamed("iPhone13Pro", "iPhone 13 Pro")
    /// iPhone 13 Pro Max: as iPhone 12 Pro Max (428 × 926 @3x; regular width on its side).
    public static let iPhone13ProMax = iPhone12ProMax.renamed("iPhone13ProMax", "iPhone 13 Pro Max")
    /// iPad mini (iPad mini 4, the one on sale when the preset was written): 768 × 1024 @2x, sRGB.
    public static let iPadMini = pad("iPadMini", "iPad mini", 768, 1024, safeArea: statusBar, gamut: .sRGB)
    /// iPad 9.7-inch (5th and 6th generations): as iPad mini.
    public static let iPad9_7 = iPadMini.renamed("iPad9_7", "iPad (9.7-inch)")
    /// iPad 10.2-inch (7th to 9th generations): 810 × 1080 @2x, sRGB.
    public static let iPad10_2 = pad("iPad10_2", "iPad (10.2-inch)", 810, 1080, safeArea: statusBar, gamut: .sRGB)
    /// iPad Pro 10.5-inch: 834 × 1112 @2x.
    public static let iPadPro10_5 = pad("iPadPro10_5", "iPad Pro (10.5-inch)", 834, 1112, safeArea: statusBar)
    /// iPad Pro 11-inch: 834 × 1194 @2x, safe area 24 top and 20 bottom.
    public static let iPadPro11 = pad("iPadPro11", "iPad Pro (11-inch)", 834, 1194, safeArea: EdgeInsets(top: 24, bottom: 20))
    /// iPad Pro 12.9-inch (2nd generation): 1024 × 1366 @2x.
    public static let iPadPro12_9 = pad("iPadPro12_9", "iPad Pro (12.9-inch)", 1024, 1366, safeArea: statusBar)
}
