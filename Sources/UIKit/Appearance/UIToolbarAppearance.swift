/// What a ``UIToolbar`` draws (`UIToolbarAppearance`, iOS 13): the background and shadow of
/// ``UIBarAppearance`` and the look of its buttons (docs/REFERENCE.md §20.21).
///
/// Plain items take ``buttonAppearance``'s title attributes and done items
/// ``doneButtonAppearance``'s, as a navigation bar's do. Deliberate difference: iOS 26's
/// `prominentButtonAppearance` is not declared (the module follows iOS 17).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// How plain bar button items draw (`buttonAppearance`); setting one keeps a copy.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) { didSet { buttonAppearance = keep(buttonAppearance) } }
    /// How done bar button items draw (`doneButtonAppearance`); setting one keeps a copy.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) { didSet { doneButtonAppearance = keep(doneButtonAppearance) } }

    /// From another toolbar appearance, its button appearances (its, else these), each setter
    /// keeping a copy that tells this appearance when it changes. `init(barAppearance:)` and
    /// `init(idiom:)` call it.
    override func takeOwnValues(from other: UIBarAppearance?) {
        let source = other as? UIToolbarAppearance ?? self
        buttonAppearance = source.buttonAppearance
        doneButtonAppearance = source.doneButtonAppearance
    }
}
