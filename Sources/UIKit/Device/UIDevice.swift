import DeviceCatalog
import Foundation

/// The device (`UIDevice`): the simulated device's (``SimulatedEnvironment``), never the
/// host's. ``current`` answers the environment in effect when it is read.
@preconcurrency @MainActor
open class UIDevice: NSObject, @unchecked Sendable {
    /// The environment this device describes.
    let environment: SimulatedEnvironment

    init(environment: SimulatedEnvironment) {
        self.environment = environment
        super.init()
    }

    /// The device (`current`): the simulated one in effect, an iPhone 13 by default.
    open class var current: UIDevice { UIDevice(environment: .current) }

    /// The kind of device (`userInterfaceIdiom`): `.phone` or `.pad`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { environment.device.idiom == .pad ? .pad : .phone }

    /// How it is held (`orientation`): `.portrait`, or `.landscapeLeft` on its side.
    open var orientation: UIDeviceOrientation { environment.orientation == .portrait ? .portrait : .landscapeLeft }

    /// The operating system's name (`systemName`): "iOS", "iPadOS" on an iPad (as iPadOS 15
    /// and later answer).
    open var systemName: String { environment.device.idiom == .pad ? "iPadOS" : "iOS" }

    /// The operating system's version (`systemVersion`): "17.5", the version whose behaviour
    /// this project reproduces.
    open var systemVersion: String { "17.5" }

    /// The model (`model`): "iPhone" or "iPad".
    open var model: String { environment.device.idiom == .pad ? "iPad" : "iPhone" }

    /// The model, localised (`localizedModel`): as ``model``.
    open var localizedModel: String { model }

    /// The device's name (`name`): the model, as iOS 16 and later answer apps without the
    /// user-assigned-name entitlement.
    open var name: String { model }

    /// Whether several apps can run at once (`isMultitaskingSupported`): true.
    open var isMultitaskingSupported: Bool { true }

    /// The notification posted when the device's orientation changes
    /// (`orientationDidChangeNotification`), UIKit's name for it. Never posted here: the
    /// simulated device is held as its environment says and does not turn on its own — turning
    /// a window turns that window's screen, not the device (docs/REFERENCE.md §26.9).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// How many more times orientation notifications were begun than ended, process-wide
    /// (every `UIDevice.current` is the one device).
    private static var orientationNotificationRequests = 0

    /// Whether orientation notifications are generated (`isGeneratingDeviceOrientationNotifications`):
    /// true between a ``beginGeneratingDeviceOrientationNotifications()`` and its balancing
    /// end. None is ever posted: the orientation never changes on its own here.
    open var isGeneratingDeviceOrientationNotifications: Bool { Self.orientationNotificationRequests > 0 }

    /// Starts orientation notifications (`beginGeneratingDeviceOrientationNotifications()`);
    /// calls nest, each balanced by an end, as UIKit counts them.
    open func beginGeneratingDeviceOrientationNotifications() { Self.orientationNotificationRequests += 1 }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``
    /// (`endGeneratingDeviceOrientationNotifications()`); an end without a begin does nothing.
    open func endGeneratingDeviceOrientationNotifications() {
        Self.orientationNotificationRequests = max(0, Self.orientationNotificationRequests - 1)
    }

    /// Plays the keyboard's click for a tap in an input view that enables input clicks
    /// (`playInputClick()`, ``UIInputViewAudioFeedback``); UIKit plays it only when the user
    /// turned keyboard clicks on. Plays nothing here: CollectionReel makes no sound, as its
    /// feedback generators play no haptics (docs/REFERENCE.md §28).
    open func playInputClick() {}
}
