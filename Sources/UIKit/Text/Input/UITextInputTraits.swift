/// The keyboard and text-handling settings of a text input (`UITextInputTraits`): which
/// keyboard, which return key, how text is capitalised, corrected and spell-checked, and
/// whether it is a password.
///
/// Every requirement is optional in UIKit's Objective-C protocol, so the extension below gives
/// each UIKit's default: a conforming type that leaves one out answers the default and drops
/// what is set, as an object without that property does on iOS. There is no keyboard on
/// Linux: ``UITextField`` keeps what is set and answers it, and draws its text as bullets when
/// ``isSecureTextEntry`` is true; the rest changes nothing drawn.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// How the first letters are capitalised (`autocapitalizationType`); default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether the keyboard corrects words (`autocorrectionType`); default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether the keyboard checks spelling (`spellCheckingType`); default `.default`.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become curly ones (`smartQuotesType`, iOS 11); default `.default`.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes (`smartDashesType`, iOS 11); default `.default`.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether pasting and deleting fix the spaces around words (`smartInsertDeleteType`,
    /// iOS 11); default `.default`.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The keyboard shown (`keyboardType`); default `.default`.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look (`keyboardAppearance`); default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title (`returnKeyType`); default `.default` ("return").
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text
    /// (`enablesReturnKeyAutomatically`); default false.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is a password, hidden as it is typed (`isSecureTextEntry`); default
    /// false.
    var isSecureTextEntry: Bool { get set }
    /// What the text means, for AutoFill (`textContentType`); default nil.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// `.sentences`, UIKit's default; a value set is dropped.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    /// `.default`; a value set is dropped.
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    /// False; a value set is dropped.
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    /// False; a value set is dropped.
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    /// Nil; a value set is dropped.
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}

/// The views a text field or text view shows in place of the keyboard and above it
/// (`inputView`, `inputAccessoryView`), as set; nothing shows them here.
struct KeyboardViews {
    /// The view in place of the keyboard.
    var input: UIView?
    /// The view above the keyboard.
    var accessory: UIView?
}
