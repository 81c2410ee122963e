import DeviceCatalog

/// The screen (`UIScreen`): the simulated device's (``SimulatedEnvironment``), never the
/// host's. ``main`` answers the environment in effect when it is read.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment, @unchecked Sendable {
    /// The environment this screen describes.
    let environment: SimulatedEnvironment

    init(environment: SimulatedEnvironment) {
        self.environment = environment
        super.init()
    }

    /// The device's screen (`main`, deprecated in iOS 16 but still what tests read): the
    /// simulated device in effect, an iPhone 13 by default.
    open class var main: UIScreen { UIScreen(environment: .current) }

    /// The screens (`screens`): the main one.
    open class var screens: [UIScreen] { [main] }

    /// The screen in points, as the interface is oriented (`bounds`): 390 × 844 for an
    /// iPhone 13 upright, 844 × 390 on its side.
    open var bounds: CGRect { CGRect(origin: .zero, size: environment.device.size(environment.orientation)) }

    /// Pixels per point the interface renders at (`scale`): 3 for an iPhone 13.
    open var scale: CGFloat { environment.device.scale }

    /// Pixels per point of the physical screen (`nativeScale`): 2.88 for an iPhone 13 mini.
    open var nativeScale: CGFloat { environment.device.nativeScale }

    /// The screen in pixels, upright (`nativeBounds`): the portrait size times ``nativeScale``.
    open var nativeBounds: CGRect {
        let size = environment.device.portraitSize
        return CGRect(x: 0, y: 0, width: size.width * nativeScale, height: size.height * nativeScale)
    }

    /// The screen's traits (`traitCollection`): the device's scale, idiom, size classes and
    /// gamut, and the user's settings.
    open var traitCollection: UITraitCollection { environment.screenTraits }

    /// The screen's traits never change here (`traitCollectionDidChange(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
