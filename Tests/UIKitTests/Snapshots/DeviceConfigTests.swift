import DeviceCatalog
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// `ViewImageConfig`'s presets have swift-snapshot-testing 1.19's values (its
/// `Common/View.swift`), written out here per preset; and a view controller hosted by one sees
/// the configuration's size, safe area and size classes, as on the simulator.
@Suite struct DeviceConfigTests {
    private typealias Expected = (
        size: CGSize, safeArea: UIEdgeInsets, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    )

    private func check(_ config: ViewImageConfig, _ expected: Expected, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(config.size == expected.size, sourceLocation: sourceLocation)
        #expect(config.safeArea == expected.safeArea, sourceLocation: sourceLocation)
        #expect(config.traits.horizontalSizeClass == expected.horizontal, sourceLocation: sourceLocation)
        #expect(config.traits.verticalSizeClass == expected.vertical, sourceLocation: sourceLocation)
    }

    @Test func phonePresets() {
        let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        check(.iPhoneSe, (CGSize(width: 320, height: 568), statusBar, .compact, .regular))
        check(.iPhoneSe(.landscape), (CGSize(width: 568, height: 320), .zero, .compact, .compact))
        check(.iPhone8(.landscape), (CGSize(width: 667, height: 375), .zero, .compact, .compact))
        check(.iPhone8Plus(.landscape), (CGSize(width: 736, height: 414), .zero, .regular, .compact))
        check(.iPhoneX, (CGSize(width: 375, height: 812), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .compact, .regular))
        check(
            .iPhoneX(.landscape),
            (CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .compact, .compact))
        check(
            .iPhoneXsMax(.landscape),
            (CGSize(width: 896, height: 414), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .regular, .compact))
        check(.iPhoneXr, (CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), .compact, .regular))
        #expect(ViewImageConfig.iPhoneXr.traits.forceTouchCapability == .unavailable)
        #expect(ViewImageConfig.iPhoneX.traits.forceTouchCapability == .available)
        check(.iPhone12Pro, (CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .compact, .regular))
        check(
            .iPhone12ProMax(.landscape),
            (CGSize(width: 926, height: 428), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .regular, .compact))
        check(.iPhone13, (CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .compact, .regular))
        check(
            .iPhone13(.landscape),
            (CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .compact, .compact))
        check(.iPhone13Mini, (CGSize(width: 375, height: 812), UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), .compact, .regular))
        check(
            .iPhone13Mini(.landscape),
            (CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), .compact, .compact))
        check(.iPhone13ProMax, (CGSize(width: 428, height: 926), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), .compact, .regular))
        // Every phone preset's traits: left to right, text size Medium, the phone idiom.
        let traits = ViewImageConfig.iPhone13.traits
        #expect(traits.layoutDirection == .leftToRight && traits.preferredContentSizeCategory == .medium)
        #expect(traits.userInterfaceIdiom == .phone && traits.displayScale == 0)
        #expect(UITraitCollection.iPhone13(.portrait) == traits)
    }

    @Test func tabletPresetsAndSplitViews() {
        let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        check(.iPadMini, (CGSize(width: 1024, height: 768), statusBar, .regular, .regular))
        check(.iPadMini(.portrait), (CGSize(width: 768, height: 1024), statusBar, .regular, .regular))
        check(.iPadMini(.landscape(splitView: .oneHalf)), (CGSize(width: 507, height: 768), statusBar, .compact, .regular))
        check(.iPadMini(.landscape(splitView: .twoThirds)), (CGSize(width: 694, height: 768), statusBar, .regular, .regular))
        check(.iPad9_7(.portrait(splitView: .twoThirds)), (CGSize(width: 438, height: 1024), statusBar, .compact, .regular))
        check(.iPad10_2, (CGSize(width: 1080, height: 810), statusBar, .regular, .regular))
        check(.iPadPro10_5(.portrait(splitView: .oneThird)), (CGSize(width: 320, height: 1112), statusBar, .compact, .regular))
        let pro11 = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        check(.iPadPro11, (CGSize(width: 1194, height: 834), pro11, .regular, .regular))
        check(.iPadPro11(.landscape(splitView: .oneThird)), (CGSize(width: 375, height: 834), pro11, .compact, .regular))
        check(.iPadPro12_9(.landscape(splitView: .oneHalf)), (CGSize(width: 678, height: 1024), statusBar, .regular, .regular))
        check(.iPadPro12_9(.portrait(splitView: .twoThirds)), (CGSize(width: 639, height: 1366), statusBar, .compact, .regular))
        #expect(ViewImageConfig.iPadPro11.traits.userInterfaceIdiom == .pad)
        #expect(UITraitCollection.iPadPro11_Compact_SplitView.horizontalSizeClass == .compact)
    }

    @Test func theSimulatedDeviceGivesTheScreenAndTheDevice() {
        // The default device is an iPhone 13: 390 × 844 points at @3x, never the host's.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.orientation == .portrait)
        SimulatedEnvironment(device: .iPadPro11, orientation: .landscape).perform {
            #expect(UIScreen.main.bounds.size == CGSize(width: 1194, height: 834) && UIScreen.main.scale == 2)
            #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.systemName == "iPadOS")
            #expect(UIDevice.current.orientation.isLandscape && UIDevice.current.model == "iPad")
        }
        SimulatedEnvironment(device: .iPhone13Mini).perform { #expect(UIScreen.main.nativeScale == 2.88) }
    }

    /// `UIDevice.orientationDidChangeNotification` has UIKit's name (the constant
    /// `UIDeviceOrientationDidChangeNotification`) and is never posted: turning a window turns
    /// its screen, not the simulated device (docs/REFERENCE.md §26.9).
    @Test func turningAWindowPostsNoDeviceOrientationNotification() {
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        let heard = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in heard.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(window.screen.bounds.size == CGSize(width: 844, height: 390), "the window's screen turned")
        #expect(UIDevice.current.orientation == .portrait && heard.count == 0)
    }

    /// Orientation notifications are generated between a begin and its matching end, the
    /// calls nesting (Apple: "You may nest calls to this method safely, but you should always
    /// match each call with a corresponding call to" the end); every `UIDevice.current` is the
    /// one device, and an extra end does nothing.
    @Test func orientationNotificationsNestBeginsAndEnds() {
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications, "one begin still open")
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications, "the extra end was not counted")
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    /// Each preset's screen gamut, as Apple's technical specifications list the display: "Wide
    /// color display (P3)" from iPhone 7 and the 9.7-inch iPad Pro on; plain sRGB Retina for
    /// the first iPhone SE, iPad mini 4 and the 9.7- and 10.2-inch iPads (docs/REFERENCE.md
    /// §26.5 names the model each preset stands for).
    @Test(
        arguments: [
            ("iPhoneSe", UIDisplayGamut.SRGB), ("iPhone8", .P3), ("iPhone8Plus", .P3), ("iPhoneX", .P3), ("iPhoneXsMax", .P3),
            ("iPhoneXr", .P3), ("iPhone12", .P3), ("iPhone12Pro", .P3), ("iPhone12ProMax", .P3), ("iPhone13", .P3),
            ("iPhone13Mini", .P3), ("iPhone13Pro", .P3), ("iPhone13ProMax", .P3), ("iPadMini", .SRGB), ("iPad9_7", .SRGB),
            ("iPad10_2", .SRGB), ("iPadPro10_5", .P3), ("iPadPro11", .P3), ("iPadPro12_9", .P3),
        ] as [(String, UIDisplayGamut)])
    func theScreenHasTheDevicesGamut(_ name: String, _ gamut: UIDisplayGamut) throws {
        let device = try #require(Device.named(name))
        SimulatedEnvironment(device: device).perform {
            #expect(UIScreen.main.traitCollection.displayGamut == gamut)
            // A window, and so what it hosts, inherits it.
            #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).traitCollection.displayGamut == gamut)
        }
    }
}

/// A count a notification observer raises.
private nonisolated final class Counter: @unchecked Sendable {
    var count = 0
}
