/// What a bar draws behind its content (`UIBarAppearance`, iOS 13): a background — a blur
/// effect, a colour over it and an image over that — and a shadow along the edge that meets the
/// content (docs/REFERENCE.md §20.4).
///
/// A new appearance has the default background: the system chrome blur and a shadow of black at
/// 30 %. Bars and navigation items keep a copy of an appearance they are given (UIKit's
/// `@NSCopying`), and draw again when that copy changes. Deliberate differences: the class is
/// not an `NSObject` (swift-corelibs' `NSObject.copy() -> Any` would make UIKit's
/// `copy() -> Self` ambiguous at every call), there is no `NSCoding`, and a blur effect draws
/// as the bar's near-white fill (or, for a dark style, near-black) rather than as a blur.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The idiom the appearance targets (`idiom`).
    public let idiom: UIUserInterfaceIdiom

    /// The blur under the background colour (`backgroundEffect`).
    open var backgroundEffect: UIBlurEffect? { didSet { appearanceDidChange() } }
    /// The colour over the effect (`backgroundColor`).
    open var backgroundColor: UIColor? { didSet { appearanceDidChange() } }
    /// The image over the colour (`backgroundImage`), placed by ``backgroundImageContentMode``.
    open var backgroundImage: UIImage? { didSet { appearanceDidChange() } }
    /// How the background image fills the bar (`backgroundImageContentMode`); default
    /// `.scaleToFill`, and `.redraw` means `.scaleToFill`.
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill { didSet { appearanceDidChange() } }
    /// The colour of the default shadow, a hairline (`shadowColor`); nil or clear: no shadow.
    open var shadowColor: UIColor? { didSet { appearanceDidChange() } }
    /// An image drawn as the shadow instead of the hairline (`shadowImage`); as there are no
    /// template images here, it draws whatever ``shadowColor`` is.
    open var shadowImage: UIImage? { didSet { appearanceDidChange() } }

    /// Called when the appearance, or an appearance inside it, changes: the bar or item keeping
    /// it draws again.
    var changeHandler: (() -> Void)?

    /// Tells whoever keeps the appearance that it changed.
    func appearanceDidChange() { changeHandler?() }

    /// An appearance for the device's idiom with the default background (`init()`).
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance for `idiom` with the default background (`init(idiom:)`).
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
        takeOwnValues(from: nil)
    }

    /// An appearance with the background and shadow of `barAppearance`
    /// (`init(barAppearance:)`); a subclass also takes what it shares with it.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        setBackground(
            effect: barAppearance.backgroundEffect, color: barAppearance.backgroundColor, image: barAppearance.backgroundImage,
            contentMode: barAppearance.backgroundImageContentMode, shadow: barAppearance.shadowColor, shadowImage: barAppearance.shadowImage
        )
        takeOwnValues(from: barAppearance)
    }

    /// Takes what a subclass adds to the background and shadow from `other` when it is of the
    /// same kind, and keeps copies of its button or item appearances — `other`'s, else its own
    /// new ones; nil: a new appearance.
    func takeOwnValues(from other: UIBarAppearance?) {}

    /// A copy of the appearance, of its own class (`copy()`).
    open func copy() -> Self { Self(barAppearance: self) }

    /// The translucent default: the system chrome blur, no colour or image, and the default
    /// shadow, black at 30 % (`configureWithDefaultBackground()`).
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.defaultShadowColor)
    }

    /// An opaque background: `systemBackground`, no effect, and the default shadow
    /// (`configureWithOpaqueBackground()`).
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// No background and no shadow (`configureWithTransparentBackground()`).
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    /// The default shadow's colour: black at 30 %.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// Sets every background and shadow value; what the configurations leave out is nil and
    /// `.scaleToFill`.
    private func setBackground(
        effect: UIBlurEffect?, color: UIColor?, image: UIImage? = nil, contentMode: UIView.ContentMode = .scaleToFill, shadow: UIColor?,
        shadowImage: UIImage? = nil
    ) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = image
        backgroundImageContentMode = contentMode
        shadowColor = shadow
        self.shadowImage = shadowImage
    }

    /// A copy whose changes call `handler`: what a bar or item keeps of an appearance given to it.
    func copy(notifying handler: @escaping () -> Void) -> Self {
        let kept = copy()
        kept.changeHandler = handler
        return kept
    }
}
