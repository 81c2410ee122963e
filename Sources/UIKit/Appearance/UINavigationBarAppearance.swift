/// What a ``UINavigationBar`` draws (`UINavigationBarAppearance`, iOS 13): the background and
/// shadow of ``UIBarAppearance``, the title's and large title's text attributes, and the look
/// of its buttons (docs/REFERENCE.md §20.4).
///
/// The title's `.font` and `.foregroundColor` are drawn (17-point semibold and `label` when the
/// attributes leave them out; the large title 34-point bold), the title moved by
/// ``titlePositionAdjustment``; plain items take ``buttonAppearance``'s title attributes, done
/// items ``doneButtonAppearance``'s and the back button ``backButtonAppearance``'s. Deliberate
/// difference: the back indicator image is stored, and the chevron drawn in its place.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`titleTextAttributes`); default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { appearanceDidChange() } }
    /// The large title's attributes (`largeTitleTextAttributes`); default empty.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { appearanceDidChange() } }
    /// How far the title moves from its centred place (`titlePositionAdjustment`); default zero.
    open var titlePositionAdjustment = UIOffset.zero { didSet { appearanceDidChange() } }
    /// How plain bar button items draw (`buttonAppearance`); setting one keeps a copy.
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { buttons }
        set { buttons = newValue.copy() }
    }
    /// How done bar button items draw (`doneButtonAppearance`); setting one keeps a copy.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { doneButtons }
        set { doneButtons = newValue.copy() }
    }
    /// How the back button draws (`backButtonAppearance`); setting one keeps a copy.
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { backButton }
        set { backButton = newValue.copy() }
    }
    /// The back button's indicator image (`backIndicatorImage`); stored only.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask for the back indicator's transition (`backIndicatorTransitionMaskImage`); stored only.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    private var buttons = UIBarButtonItemAppearance(style: .plain) { didSet { watchButtons() } }
    private var doneButtons = UIBarButtonItemAppearance(style: .done) { didSet { watchButtons() } }
    private var backButton = UIBarButtonItemAppearance(style: .plain) { didSet { watchButtons() } }

    /// Sets the back indicator and its transition mask together
    /// (`setBackIndicatorImage(_:transitionMaskImage:)`); both or neither, as UIKit asks.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        appearanceDidChange()
    }

    /// A navigation bar appearance for `idiom` with the default background (`init(idiom:)`).
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        watchButtons()
    }

    /// An appearance with the background and shadow of `barAppearance`, and, from another
    /// navigation bar appearance, its titles, buttons and back indicator
    /// (`init(barAppearance:)`).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            buttons = other.buttons.copy()
            doneButtons = other.doneButtons.copy()
            backButton = other.backButton.copy()
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        }
        watchButtons()
    }

    /// A change in a button appearance is a change of this appearance.
    private func watchButtons() {
        for appearance in [buttons, doneButtons, backButton] {
            appearance.changeHandler = { [weak self] in self?.appearanceDidChange() }
        }
        appearanceDidChange()
    }
}
