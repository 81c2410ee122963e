#if os(Linux)
import DeviceCatalog
import UIKit

// swift-snapshot-testing's tablet presets, each on its side and full width by default, with
// its Split View widths: a compact width gets the compact Split View traits.

extension ViewImageConfig {
    /// A Split View's width, and whether it is compact.
    private typealias Split = (width: CGFloat, compact: Bool)

    /// Split View widths by preset: on its side a third, a half, two thirds; upright a third,
    /// two thirds (swift-snapshot-testing's values).
    private static let splits: [String: (landscape: [Split], portrait: [Split])] = [
        "iPadMini": ([(320, true), (507, true), (694, false)], [(320, true), (438, true)]),
        "iPad10_2": ([(320, true), (535, true), (750, false)], [(320, true), (480, true)]),
        "iPadPro10_5": ([(320, true), (551, true), (782, false)], [(320, true), (504, true)]),
        "iPadPro11": ([(375, true), (592, true), (809, false)], [(320, true), (504, true)]),
        "iPadPro12_9": ([(375, true), (678, false), (981, false)], [(375, true), (639, true)]),
    ]

    /// A tablet preset held `orientation`, its safe area the device's.
    static func tablet(_ device: Device, _ orientation: TabletOrientation) -> ViewImageConfig {
        let table = splits[device.name] ?? ([], [])
        let split: Split?
        let held: Device.Orientation
        switch orientation {
        case let .landscape(splitView):
            held = .landscape
            switch splitView {
            case .oneThird: split = table.landscape.first
            case .oneHalf: split = table.landscape.dropFirst().first
            case .twoThirds: split = table.landscape.last
            case .full: split = nil
            }
        case let .portrait(splitView):
            held = .portrait
            switch splitView {
            case .oneThird: split = table.portrait.first
            case .twoThirds: split = table.portrait.last
            case .full: split = nil
            }
        }
        var size = device.size(held)
        if let split { size.width = split.width }
        let compact = split?.compact ?? false
        return ViewImageConfig(
            safeArea: device.safeArea(held), size: size, traits: compact ? .iPadCompactSplitView : .iPad)
    }

    /// A tablet preset held `orientation`, full width.
    private static func tablet(_ device: Device, _ orientation: Orientation) -> ViewImageConfig {
        tablet(device, orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
    }

    /// iPad mini, on its side (`iPadMini`).
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini: 1024 × 768 on its side, status bar 20 (`iPadMini(_:)`).
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadMini, orientation) }
    /// iPad mini in a Split View (`iPadMini(_:)`).
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadMini, orientation) }

    /// iPad 9.7-inch: as iPad mini (`iPad9_7`).
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: as iPad mini (`iPad9_7(_:)`).
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in a Split View: as iPad mini (`iPad9_7(_:)`).
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, on its side (`iPad10_2`).
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch: 1080 × 810 on its side (`iPad10_2(_:)`).
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPad10_2, orientation) }
    /// iPad 10.2-inch in a Split View (`iPad10_2(_:)`).
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPad10_2, orientation) }

    /// iPad Pro 10.5-inch, on its side (`iPadPro10_5`).
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch: 1112 × 834 on its side (`iPadPro10_5(_:)`).
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadPro10_5, orientation) }
    /// iPad Pro 10.5-inch in a Split View (`iPadPro10_5(_:)`).
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadPro10_5, orientation) }

    /// iPad Pro 11-inch, on its side (`iPadPro11`).
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch: 1194 × 834 on its side, safe area 24 top and 20 bottom (`iPadPro11(_:)`).
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadPro11, orientation) }
    /// iPad Pro 11-inch in a Split View (`iPadPro11(_:)`).
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadPro11, orientation) }

    /// iPad Pro 12.9-inch, on its side (`iPadPro12_9`).
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch: 1366 × 1024 on its side (`iPadPro12_9(_:)`).
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet(.iPadPro12_9, orientation) }
    /// iPad Pro 12.9-inch in a Split View (`iPadPro12_9(_:)`).
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadPro12_9, orientation) }
}
#endif
