#if os(Linux)
import DeviceCatalog
import UIKit

// swift-snapshot-testing's phone presets, each upright by default.

extension ViewImageConfig {
    /// iPhone SE, upright (`iPhoneSe`).
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE: 320 × 568, status bar 20 upright (`iPhoneSe(_:)`).
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneSe, orientation) }

    /// iPhone 8, upright (`iPhone8`).
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667, status bar 20 upright (`iPhone8(_:)`).
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone8, orientation) }

    /// iPhone 8 Plus, upright (`iPhone8Plus`).
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736; regular width on its side (`iPhone8Plus(_:)`).
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone8Plus, orientation) }

    /// iPhone X, upright (`iPhoneX`).
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812, safe area 44/34 upright, 44/24/44 on its side (`iPhoneX(_:)`).
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneX, orientation) }

    /// iPhone XS Max, upright (`iPhoneXsMax`).
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896 (`iPhoneXsMax(_:)`).
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneXsMax, orientation) }

    /// iPhone XR, upright (`iPhoneXr`).
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896, no 3D Touch (`iPhoneXr(_:)`).
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneXr, orientation) }

    /// iPhone 12, upright (`iPhone12`).
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844, safe area 47/34 upright, 47/21/47 on its side (`iPhone12(_:)`).
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone12, orientation) }

    /// iPhone 12 Pro, upright (`iPhone12Pro`).
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: as iPhone 12 (`iPhone12Pro(_:)`).
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max, upright (`iPhone12ProMax`).
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926 (`iPhone12ProMax(_:)`).
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone12ProMax, orientation) }

    /// iPhone 13, upright (`iPhone13`).
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844, safe area 47/34 upright, 47/21/47 on its side (`iPhone13(_:)`).
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13, orientation) }

    /// iPhone 13 mini, upright (`iPhone13Mini`).
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812, safe area 50/34 upright; iPhone 13's traits, as
    /// swift-snapshot-testing gives it (`iPhone13Mini(_:)`).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13Mini, orientation, traitsOf: .iPhone13)
    }

    /// iPhone 13 Pro, upright (`iPhone13Pro`).
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: as iPhone 13 (`iPhone13Pro(_:)`).
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max, upright (`iPhone13ProMax`).
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926 (`iPhone13ProMax(_:)`).
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13ProMax, orientation) }
}
#endif
