import DeviceCatalog
import Foundation

/// Linux only: the device this process pretends to run on — the hardware `UIScreen.main` and
/// `UIDevice.current` describe and a `UIWindow` takes its traits from — and the user's
/// display settings on it (dark mode, text size, Increase Contrast, Bold Text).
///
/// There is no host device to read: the environment is chosen, never taken from the machine
/// running the tests. By default an iPhone 13 held upright with default settings (light, text
/// size Large), what a test written for the iPhone 13 simulator expects. Choose another for a
/// piece of work with ``perform(_:)`` (scoped to the task and its child tasks, so parallel
/// tests do not interfere) or for the whole process by assigning ``current``.
public struct SimulatedEnvironment: Sendable {
    /// The device.
    public var device: Device
    /// How it is held.
    public var orientation: Device.Orientation
    /// The user's display settings, as traits: `userInterfaceStyle`,
    /// `preferredContentSizeCategory`, `accessibilityContrast`, `legibilityWeight` (others
    /// are ignored). Unset ones take the defaults: light, Large, normal, regular.
    public var settings: UITraitCollection

    /// An environment; by default upright with default settings.
    public init(device: Device, orientation: Device.Orientation = .portrait, settings: UITraitCollection = UITraitCollection()) {
        self.device = device
        self.orientation = orientation
        self.settings = settings
    }

    /// An iPhone 13, upright, default settings.
    public static let standard = SimulatedEnvironment(device: .iPhone13)

    private static let lock = NSLock()
    nonisolated(unsafe) private static var assigned = SimulatedEnvironment.standard
    @TaskLocal private static var scoped: SimulatedEnvironment?

    /// The environment in effect: the one ``perform(_:)`` set for the current task, else the
    /// one last assigned, else ``standard``.
    public static var current: SimulatedEnvironment {
        get { scoped ?? lock.withLock { assigned } }
        set { lock.withLock { assigned = newValue } }
    }

    /// Runs `body` in this environment (the current task and the child tasks it creates).
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$scoped.withValue(self, operation: body)
    }

    /// The user's text size setting, Large unless set.
    var contentSizeCategory: UIContentSizeCategory {
        let setting = settings.preferredContentSizeCategory
        return setting == .unspecified ? .large : setting
    }

    /// The screen's traits: the device's scale, idiom, size classes, gamut and 3D Touch, with
    /// the settings (light, Large, normal contrast, regular weight unless set), left to right,
    /// base level. Made once per environment: every view's and controller's traits are
    /// resolved from them (a controller's at each read, a view's when it has none kept).
    var screenTraits: UITraitCollection {
        if let made = Self.lock.withLock({ Self.lastScreenTraits }), made.environment.isSame(as: self) { return made.traits }
        let traits = makeScreenTraits()
        Self.lock.withLock { Self.lastScreenTraits = (self, traits) }
        return traits
    }

    /// The environment whose screen traits were made last, and those traits.
    nonisolated(unsafe) private static var lastScreenTraits: (environment: SimulatedEnvironment, traits: UITraitCollection)?

    /// Whether `other` is the same device, held the same way, with the same settings.
    private func isSame(as other: SimulatedEnvironment) -> Bool {
        device == other.device && orientation == other.orientation && settings.isEqual(other.settings)
    }

    /// The screen traits, made (see `screenTraits`).
    private func makeScreenTraits() -> UITraitCollection {
        let (horizontal, vertical) = device.sizeClasses(orientation)
        let settings = settings
        return UITraitCollection { traits in
            traits.displayScale = device.scale
            traits.userInterfaceIdiom = device.idiom == .pad ? .pad : .phone
            traits.horizontalSizeClass = horizontal == .regular ? .regular : .compact
            traits.verticalSizeClass = vertical == .regular ? .regular : .compact
            traits.layoutDirection = .leftToRight
            traits.displayGamut = device.gamut == .p3 ? .P3 : .SRGB
            traits.forceTouchCapability = device.hasForceTouch ? .available : .unavailable
            traits.userInterfaceLevel = .base
            traits.userInterfaceStyle = settings.userInterfaceStyle == .dark ? .dark : .light
            traits.preferredContentSizeCategory = contentSizeCategory
            traits.accessibilityContrast = settings.accessibilityContrast == .high ? .high : .normal
            traits.legibilityWeight = settings.legibilityWeight == .bold ? .bold : .regular
        }
    }
}
