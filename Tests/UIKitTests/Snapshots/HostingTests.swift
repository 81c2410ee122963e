import Foundation
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A controller that records what it sees while it is hosted for a snapshot.
private final class ProbeController: UIViewController {
    var events: [String] = []
    var safeArea = UIEdgeInsets.zero
    var sizeClasses: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) = (.unspecified, .unspecified)
    var style = UIUserInterfaceStyle.unspecified
    var scale: CGFloat = 0

    override func viewDidLoad() {
        events.append("viewDidLoad")
        view.backgroundColor = .systemBackground
    }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { events.append("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidLayoutSubviews() {
        safeArea = view.safeAreaInsets
        sizeClasses = (traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass)
        style = traitCollection.userInterfaceStyle
        scale = traitCollection.displayScale
    }
}

/// The strategies host a controller as swift-snapshot-testing does on the simulator, draw it
/// at the simulated device's scale, and keep their references apart from iOS ones.
@Suite struct HostingTests {
    private func image<V>(_ strategy: Snapshotting<V, UIImage>, _ value: V) throws -> UIImage {
        try #require(snapshotValue(strategy, value))
    }

    @Test func aControllerIsHostedWithTheConfigurationsSizeSafeAreaAndTraits() throws {
        let probe = ProbeController()
        let image = try image(.image(on: .iPhone13), probe)
        #expect(probe.events.prefix(4) == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(probe.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(probe.sizeClasses == (.compact, .regular))
        // 390 × 844 points at the default device's @3x.
        #expect(image.size == CGSize(width: 390, height: 844) && image.scale == 3)
        let landscape = ProbeController()
        _ = try self.image(.image(on: .iPhone13ProMax(.landscape), traits: UITraitCollection(userInterfaceStyle: .dark)), landscape)
        #expect(landscape.sizeClasses == (.regular, .compact) && landscape.style == .dark)
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // No safe area: the view is moved out of the window first, so none reaches it.
        let plain = ProbeController()
        _ = try self.image(.image(on: .iPhoneSe(.landscape)), plain)
        #expect(plain.safeArea == .zero && plain.sizeClasses == (.compact, .compact))
    }

    @Test func theImageScaleIsTheTraitsElseTheDevices() throws {
        let controller = ProbeController()
        let one = try image(.image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 1)), controller)
        #expect(one.scale == 1 && (one.snapshotBitmapSize == (320, 568)))
        let onPad = try SimulatedEnvironment(device: .iPadPro11).perform { try image(.image(on: .iPhoneSe), ProbeController()) }
        #expect(onPad.scale == 2 && onPad.snapshotBitmapSize == (640, 1136))
    }

    /// swift-snapshot-testing merges the configuration's traits under the strategy's for the
    /// hosted controller (`prepareView`), but draws (`renderer(bounds:for: traits)` in
    /// `snapshotView`) and reads its reference at the strategy's `traits` alone: a scale in the
    /// configuration reaches the views, not the picture.
    @Test func theConfigurationsScaleReachesTheViewsButTheStrategysDraws() throws {
        let config = ViewImageConfig(safeArea: .zero, size: CGSize(width: 10, height: 20), traits: UITraitCollection(displayScale: 2))
        let probe = ProbeController()
        let image = try image(.image(on: config), probe)
        #expect(probe.scale == 2)
        // No scale in the strategy's traits: the simulated iPhone 13's @3x, 10 × 20 points → 30 × 60 pixels.
        #expect(image.scale == 3 && image.snapshotBitmapSize == (30, 60))
        let overridden = ProbeController()
        let one = try self.image(.image(on: config, traits: UITraitCollection(displayScale: 1)), overridden)
        // The strategy's 1 wins in the merge and draws: 10 × 20 pixels.
        #expect(overridden.scale == 1 && one.scale == 1 && one.snapshotBitmapSize == (10, 20))
    }

    @Test func darkAndLightPixelsOfASystemColour() throws {
        // systemBackground: white in light, black in dark; systemBlue (0, 122, 255) / (10, 132, 255).
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let swatch = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        swatch.backgroundColor = .systemBlue
        controller.view.addSubview(swatch)
        let scale = UITraitCollection(displayScale: 1)
        let light = try #require(try image(.image(on: .iPhone13, traits: scale), controller).bitmap)
        pixel(light, 200, 20, is: (255, 255, 255))
        pixel(light, 25, 125, is: (0, 122, 255))
        let darkTraits = UITraitCollection(traitsFrom: [scale, UITraitCollection(userInterfaceStyle: .dark)])
        let dark = try #require(try image(.image(on: .iPhone13, traits: darkTraits), controller).bitmap)
        pixel(dark, 200, 20, is: (0, 0, 0))
        pixel(dark, 25, 125, is: (10, 132, 255))
    }

    @Test func linuxReferencesNeverTouchIOSOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-references-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The team's iOS reference, as the simulator recorded it.
        let iOSReference = folder.appendingPathComponent("feed.1.png")
        let iOSBytes = Data("an iOS PNG".utf8)
        try iOSBytes.write(to: iOSReference)
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        let strategy = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 1))
        for record in [SnapshotTestingConfiguration.Record.all, .missing, .failed, .never] {
            let failure = verifySnapshot(
                of: controller, as: strategy, named: "1", record: record, snapshotDirectory: folder.path, testName: "feed")
            // Recording everything reports the recording; the others find the Linux reference and match.
            #expect((failure == nil) == (record != .all), "\(record)")
            #expect(try Data(contentsOf: iOSReference) == iOSBytes, "\(record)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["feed.1.linux.png", "feed.1.png"])
        let text = Snapshotting<UIViewController, String>.recursiveDescription
        #expect(text.pathExtension == "linux.txt" && strategy.pathExtension == "linux.png")
    }
}

extension UIImage {
    /// The pixel size of a rendered image.
    fileprivate var snapshotBitmapSize: (Int, Int) {
        let pixels = bitmap
        return (pixels?.width ?? 0, pixels?.height ?? 0)
    }
}
