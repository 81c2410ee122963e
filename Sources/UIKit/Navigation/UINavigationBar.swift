import CollectionRendering

/// UIKit's `UINavigationBar`: the bar at the top of a ``UINavigationController`` showing its top
/// item — the title (or title view) centred, a back button to the item below it, the item's
/// bar button items — and, with ``prefersLargeTitles``, a large title under it
/// (docs/REFERENCE.md §20.4).
///
/// The bar draws the appearance its top item and its own appearances choose
/// (``UINavigationBarAppearance``): as on iOS 15 and later, at the top edge of the top
/// controller's content (or with no content scroll view) the scroll-edge appearance — by
/// default the standard one with a transparent background — and once content has scrolled
/// under the bar the standard one, by default a translucent background reaching behind the
/// status bar with a hairline under it. Deliberate differences: the large title does not
/// collapse as the content scrolls, the prompt is not shown, a blur effect draws as a
/// near-white fill (`barTintColor` when set) rather than a blurred material.
open class UINavigationBar: UIView {
    /// The items, bottom to top (`items`); the last is shown. A navigation controller keeps
    /// them as its controllers' navigation items. The bar follows later changes to them.
    open var items: [UINavigationItem]? {
        didSet {
            showItems(items, insteadOf: oldValue)
            contentDidChange()
        }
    }
    /// The item shown (`topItem`): the last of ``items``.
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one, which the back button returns to (`backItem`).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Sets the items (`setItems(_:animated:)`) without asking or telling the ``delegate``, as
    /// UIKit's "without pushing or popping each item explicitly"; nothing animates here.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// Pushes an item on top (`pushItem(_:animated:)`) when the ``delegate`` allows it
    /// (`navigationBar(_:shouldPush:)`), then tells it (`navigationBar(_:didPush:)`); nothing
    /// animates here (docs/REFERENCE.md §20.22).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        items = (items ?? []) + [item]
        delegate?.navigationBar(self, didPush: item)
    }
    /// Pops the top item and returns it (`popItem(animated:)`) when the ``delegate`` allows it
    /// (`navigationBar(_:shouldPop:)`), then tells it (`navigationBar(_:didPop:)`); nil with no
    /// item, or when the delegate refuses (docs/REFERENCE.md §20.22).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = items?.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        items?.removeLast()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Asked before and told after an item is pushed or popped, and asked where the bar is
    /// (`delegate`, held weakly); default nil. A navigation controller's bar takes none: UIKit
    /// raises "Cannot manually set the delegate on a UINavigationBar managed by a controller.",
    /// recorded in ``raisedExceptions`` here, and the delegate stays nil (docs/REFERENCE.md
    /// §20.22).
    open weak var delegate: (any UINavigationBarDelegate)? {
        didSet {
            guard navigationController != nil else {
                setNeedsDisplay()
                return
            }
            raisedExceptions.append(
                UIKitException(reason: "Cannot manually set the delegate on a UINavigationBar managed by a controller."))
            delegate = nil
        }
    }
    /// What UIKit would have raised, in order (UIKit's name and reason text); nothing traps here.
    public internal(set) var raisedExceptions: [UIKitException] = []

    /// Whether the bar shows its top item's title large under the bar (`prefersLargeTitles`,
    /// iOS 11), as the item's `largeTitleDisplayMode` allows; default false.
    open var prefersLargeTitles = false { didSet { contentDidChange() } }
    /// The bar's background colour when it shows one (`barTintColor`): drawn instead of the
    /// blur of an appearance with no background colour; nil is the default.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow image (`shadowImage`): drawn instead of the hairline by an appearance with no
    /// shadow image of its own, only with a background image set for `.default` metrics, as
    /// UIKit's documentation says.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The background images by bar position and metrics.
    private var backgroundImages = BarBackgroundImages()

    /// Sets the background image for `barMetrics` at any position (`setBackgroundImage(_:for:)`),
    /// the same as ``setBackgroundImage(_:for:barMetrics:)`` with `.any`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image for `barMetrics` at any position (`backgroundImage(for:)`).
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }

    /// Sets the background image for `barPosition` and `barMetrics`
    /// (`setBackgroundImage(_:for:barMetrics:)`, iOS 7): the one for the bar's ``barPosition``,
    /// else for `.any`, at `.compact` metrics in a compact height, else `.default` ones, is drawn
    /// over the background of an appearance with a blur and no background image of its own,
    /// stretched up behind the status bar at `.topAttached` (docs/REFERENCE.md §20.22).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition, barMetrics] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image set for `barPosition` and `barMetrics`
    /// (`backgroundImage(for:barMetrics:)`); nil by default.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition, barMetrics]
    }

    /// The appearance of a bar of standard height (`standardAppearance`, iOS 13); setting one
    /// keeps a copy, which the bar follows as it changes.
    open var standardAppearance: UINavigationBarAppearance {
        get { keptStandardAppearance }
        set { keptStandardAppearance = keep(newValue) }
    }
    private lazy var keptStandardAppearance = watched(UINavigationBarAppearance())
    /// The appearance of a bar of compact height (`compactAppearance`, iOS 13); nil: the
    /// standard one.
    open var compactAppearance: UINavigationBarAppearance? { didSet { compactAppearance = keep(compactAppearance) } }
    /// The appearance at the scroll edge (`scrollEdgeAppearance`, iOS 13); nil: the standard (or
    /// compact) one with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { scrollEdgeAppearance = keep(scrollEdgeAppearance) } }
    /// The appearance of a bar of compact height at the scroll edge
    /// (`compactScrollEdgeAppearance`, iOS 15); nil: ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = keep(compactScrollEdgeAppearance) }
    }
    /// Whether the bar is translucent (`isTranslucent`); stored only.
    open var isTranslucent = true
    /// The bar's style (`barStyle`); default `.default`. `.black` is "a black style with white text and icons" (Apple): the dark bar
    /// fill stands in for an appearance's blur where no ``barTintColor`` does, and titles whose attributes set no colour are white.
    open var barStyle = UIBarStyle.default {
        didSet {
            contentDidChange()
            setNeedsDisplay()
        }
    }
    /// The title's attributes (`titleTextAttributes`): its `.font` and `.foregroundColor` are
    /// drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { contentDidChange() } }
    /// The large title's attributes (`largeTitleTextAttributes`, iOS 11): its `.font` and
    /// `.foregroundColor` are drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { contentDidChange() } }

    /// The width given, and the bar's height: 44 points (32 in a compact height), 52 more with
    /// a large title (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// Lays out the top item's title, back button and bar button items (`layoutSubviews()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// A new tint colours the back chevron again (`tintColorDidChange()`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    /// A bar with a zero frame (`init()`). Required here, so a navigation controller can make
    /// its `navigationBarClass` through the metatype (a subclass that overrides `init(frame:)`
    /// and `init?(coder:)` inherits it).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A new vertical size class changes the bar's height and whether a large title shows.
    override func traitsDidChange() {
        super.traitsDidChange()
        contentDidChange()
    }

    /// Draws the background and shadow of the appearance in effect
    /// (UINavigationBar+Appearance.swift), reaching up behind the status bar at `.topAttached`,
    /// with the legacy `barTintColor`, background image and shadow image where it leaves them
    /// unset.
    override func drawOwnContent(into content: inout ElementContent) {
        super.drawOwnContent(into: &content)
        let drawn = drawnAppearance
        guard drawn.hasBackground else { return }
        let position = barPosition
        let legacyImage = backgroundImages.drawn(at: position, compactHeight: isCompactHeight)
        drawBarAppearance(
            drawn.appearance.withLegacy(backgroundImage: legacyImage, shadowImage: shadowImage), into: &content,
            legacyTint: barStyle.legacyTint(barTintColor), reach: position == .topAttached ? distanceToScreenTop : 0,
            shadowAtTop: false)
    }

    // MARK: Content (UINavigationBar+Content.swift)

    /// The views showing the top item, made again when something they show changes.
    var contentViews = NavigationBarContent()
    /// Whether ``contentViews`` are to be made again before the next layout.
    var needsNewContent = true
    /// The navigation controller whose bar this is.
    weak var navigationController: UINavigationController?
    /// How much of the top item's search field scrolling has collapsed (Search/).
    var searchCollapse: CGFloat = 0
}
