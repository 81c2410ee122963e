/// A window (`UIWindow`): the root of a view hierarchy on the simulated device's screen,
/// hosting a view controller as UIKit does.
///
/// Its traits are its screen's — the simulated device's scale, idiom and size classes and the
/// user's settings (``SimulatedEnvironment``) — and flow to its root view controller and on
/// to the views. Setting ``rootViewController`` puts the controller's view in the window,
/// filling it and resizing with it; when the window is visible (``makeKeyAndVisible()``, or
/// `isHidden = false`) the controller appears: `viewWillAppear`, `viewIsAppearing`, a layout
/// pass (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`), `viewDidAppear`, forwarded to its
/// children. Its safe area is the screen's where it covers it (a full-screen window: the
/// device's for its orientation), unless ``deviceSafeArea`` chooses one.
///
/// A window made with ``init(windowScene:)`` (or given a ``windowScene``) joins the
/// application's scene: the scene's and the application's `windows` and `keyWindow` list it,
/// and one key window there resigns when another becomes key. A window made with
/// ``init(frame:)`` belongs to no scene, as in a scene-based iOS app, and shows all the same.
///
/// Deliberate differences: there is no event delivery or window ordering.
open class UIWindow: UIView {
    /// A hidden window of `frame` (`init(frame:)`), as UIKit makes them.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A hidden window in `windowScene`, filling its screen (`init(windowScene:)`).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The scene the window is in (`windowScene`); setting it moves the window there.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
            if isKeyWindow { windowScene?.makeKey(self) }
        }
    }

    /// A window is a source of safe area, its device's: marked as one when it is made, by either
    /// designated initializer (UIView+SafeArea.swift).
    override func assembleParts() {
        super.assembleParts()
        markSafeAreaInTree()
    }

    /// Windows are not decoded here: one from a coder is a hidden window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The screen the window is on (`screen`): the simulated device's, turned when the window
    /// turns with it (see ``bounds``).
    open var screen: UIScreen = .main {
        didSet { environmentMayHaveChanged() }
    }

    /// Linux only: the safe area the device gives this window; nil (the default) takes the
    /// screen's safe area where the window covers it. A snapshot configuration sets it, as
    /// swift-snapshot-testing's window does.
    public var deviceSafeArea: UIEdgeInsets? {
        didSet { if deviceSafeArea != oldValue { safeAreaMayHaveChanged() } }
    }

    /// The window's safe area (see ``deviceSafeArea``).
    var deviceSafeAreaInsets: UIEdgeInsets {
        if let deviceSafeArea { return deviceSafeArea }
        let environment = screen.environment
        let safe = CGRect(origin: .zero, size: environment.device.size(environment.orientation))
            .inset(by: environment.device.safeArea(environment.orientation))
        let frame = self.frame
        return UIEdgeInsets(
            top: min(max(0, safe.minY - frame.minY), frame.height), left: min(max(0, safe.minX - frame.minX), frame.width),
            bottom: min(max(0, frame.maxY - safe.maxY), frame.height), right: min(max(0, frame.maxX - safe.maxX), frame.width))
    }

    /// Whether the window is hidden (`isHidden`); default true. Showing it makes its root
    /// view controller appear.
    open override var isHidden: Bool {
        didSet { if oldValue, !isHidden { rootViewController.map(present) } }
    }

    /// A window's place in the stack of windows (`UIWindow.Level`), with UIKit's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level: higher stands in front.
        public let rawValue: CGFloat
        /// The level `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level `rawValue` (`init(_:)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Whether `lhs` stands behind `rhs`: compared by raw value, as code such as
        /// `windows.max { $0.windowLevel < $1.windowLevel }` does on iOS.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs` (`.alert + 1`), as code places a window just above another on iOS.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs` (`.alert - 1`).
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
        /// An app's windows (`normal`): 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar's (`statusBar`): 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts' (`alert`): 2000.
        public static let alert = Level(rawValue: 2000)
    }

    /// The window's level (`windowLevel`); default `.normal`. Stored: windows are drawn one by
    /// one here, never stacked.
    open var windowLevel = Level.normal

    /// Whether the window is the key window (`isKeyWindow`): after ``makeKey()``.
    open private(set) var isKeyWindow = false

    /// Makes the window the key window (`makeKey()`): the key window of its scene resigns,
    /// then this one becomes key.
    open func makeKey() {
        windowScene?.makeKey(self)
        guard !isKeyWindow else { return }
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window became key (`becomeKey()`); does nothing by default.
    open func becomeKey() {}

    /// Called when the window stopped being key (`resignKey()`); does nothing by default.
    open func resignKey() {}

    /// Takes key status away, as another window of the scene becomes key.
    func loseKeyStatus() {
        guard isKeyWindow else { return }
        isKeyWindow = false
        resignKey()
    }

    /// Makes the window key and shows it (`makeKeyAndVisible()`): its root view controller
    /// appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// The size transition in progress, whose coordinator controllers see.
    var sizeTransition: TransitionCoordinator?

    /// The root view controller (`rootViewController`). Setting it takes the old one's view
    /// out (it disappears when the window is visible), puts the new one's view in, filling
    /// the window with flexible width and height, and makes the new one appear when the
    /// window is visible.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                if !isHidden { old.beginAppearanceTransition(false, animated: false) }
                old.viewIfLoaded?.removeFromSuperview()
                old.hostingWindow = nil
                old.traitsMayHaveChanged()
                if !isHidden { old.endAppearanceTransition() }
            }
            guard let controller = rootViewController else { return }
            controller.hostingWindow = self
            controller.traitsMayHaveChanged()
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            if !isHidden { present(controller) }
        }
    }

    /// Makes `controller` appear, laid out, as UIKit does when a window shows it.
    private func present(_ controller: UIViewController) {
        controller.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    /// The bounds (`bounds`). A change of size while a root view controller shows is a size
    /// transition: the controller hears of it first (`viewWillTransition(to:with:)`), then the
    /// window takes the size and lays out, then the coordinator's blocks run
    /// (UIViewController+SizeTransition.swift). A window the size of its screen given that
    /// screen's size the other way round turns with the device: its ``screen`` becomes the
    /// device turned, and the controllers whose traits change with it hear
    /// `willTransition(to:with:)` before anything else (UIWindow+Rotation.swift).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let turned = turnedScreen(at: newValue.size)
            guard newValue.size != super.bounds.size, !isHidden, sizeTransition == nil, let controller = rootViewController else {
                super.bounds = newValue
                if let turned { screen = turned }
                return
            }
            let coordinator = TransitionCoordinator(window: self)
            sizeTransition = coordinator
            defer { sizeTransition = nil }
            if let turned { announceTraitTransition(to: turned, root: controller, with: coordinator) }
            controller.viewWillTransition(to: newValue.size, with: coordinator)
            super.bounds = newValue
            // The traits change once the views have the new size, as iOS 17 updates traits in
            // the layout pass that follows a change of size.
            if let turned { screen = turned }
            layoutIfNeeded()
            coordinator.finish()
        }
    }

    /// Lays out the window: the safe areas of the views in it are brought up to date first,
    /// as the window's layout pass does in UIKit.
    open override func layoutSubviews() {
        safeAreaMayHaveChanged()
        super.layoutSubviews()
    }
}
