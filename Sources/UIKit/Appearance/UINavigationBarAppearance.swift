/// What a ``UINavigationBar`` draws (`UINavigationBarAppearance`, iOS 13): the background and
/// shadow of ``UIBarAppearance``, the title's and large title's text attributes, and the look
/// of its buttons (docs/REFERENCE.md §20.4).
///
/// The title's `.font` and `.foregroundColor` are drawn (17-point semibold and `label` when the
/// attributes leave them out; the large title 34-point bold), the title moved by
/// ``titlePositionAdjustment``; plain items take ``buttonAppearance``'s title attributes, done
/// items ``doneButtonAppearance``'s and the back button ``backButtonAppearance``'s. Deliberate
/// difference: the back indicator image is stored, and the chevron drawn in its place.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`titleTextAttributes`); default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { appearanceDidChange() } }
    /// The large title's attributes (`largeTitleTextAttributes`); default empty.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { appearanceDidChange() } }
    /// How far the title moves from its centred place (`titlePositionAdjustment`); default zero.
    open var titlePositionAdjustment = UIOffset.zero { didSet { appearanceDidChange() } }
    /// How plain bar button items draw (`buttonAppearance`); setting one keeps a copy.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { buttonAppearance = keep(buttonAppearance) } }
    /// How done bar button items draw (`doneButtonAppearance`); setting one keeps a copy.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { doneButtonAppearance = keep(doneButtonAppearance) } }
    /// How the back button draws (`backButtonAppearance`); setting one keeps a copy.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { backButtonAppearance = keep(backButtonAppearance) }
    }
    /// The back button's indicator image (`backIndicatorImage`): the one set, else the
    /// system's back chevron (`chevron.backward`); stored only, the bar draws its own chevron.
    open var backIndicatorImage: UIImage { setBackIndicator ?? Self.systemBackIndicator }
    /// The mask for the back indicator's transition (`backIndicatorTransitionMaskImage`): the
    /// one set, else the system's back chevron; stored only.
    open var backIndicatorTransitionMaskImage: UIImage { setBackIndicatorMask ?? Self.systemBackIndicator }
    /// The indicator and mask set with ``setBackIndicatorImage(_:transitionMaskImage:)``.
    private var setBackIndicator: UIImage?, setBackIndicatorMask: UIImage?
    /// The system's back chevron, the indicator and mask when none is set.
    private static let systemBackIndicator = UIImage(systemName: "chevron.backward") ?? UIImage()

    /// Sets the back indicator and its transition mask together
    /// (`setBackIndicatorImage(_:transitionMaskImage:)`); both or neither, as UIKit asks (nil
    /// restores the system's).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        setBackIndicator = backIndicatorImage
        setBackIndicatorMask = backIndicatorTransitionMaskImage
        appearanceDidChange()
    }

    /// From another navigation bar appearance, its titles and back indicator; and the button
    /// appearances (its, else these), each setter keeping a copy that tells this appearance
    /// when it changes. `init(barAppearance:)` and `init(idiom:)` call it.
    override func takeOwnValues(from other: UIBarAppearance?) {
        let source = other as? UINavigationBarAppearance ?? self
        titleTextAttributes = source.titleTextAttributes
        largeTitleTextAttributes = source.largeTitleTextAttributes
        titlePositionAdjustment = source.titlePositionAdjustment
        setBackIndicatorImage(source.setBackIndicator, transitionMaskImage: source.setBackIndicatorMask)
        buttonAppearance = source.buttonAppearance
        doneButtonAppearance = source.doneButtonAppearance
        backButtonAppearance = source.backButtonAppearance
    }
}
