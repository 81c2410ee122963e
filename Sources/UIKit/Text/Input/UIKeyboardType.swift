/// The keyboard a text input asks for (`UIKeyboardType`), UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    /// The current input method's keyboard (`.default`).
    case `default` = 0
    /// Letters of the ASCII range (`.asciiCapable`).
    case asciiCapable = 1
    /// Numbers and punctuation (`.numbersAndPunctuation`).
    case numbersAndPunctuation = 2
    /// For URLs (`.URL`).
    case URL = 3
    /// Digits (`.numberPad`).
    case numberPad = 4
    /// A telephone keypad (`.phonePad`).
    case phonePad = 5
    /// A keypad that types names or numbers (`.namePhonePad`).
    case namePhonePad = 6
    /// For e-mail addresses (`.emailAddress`).
    case emailAddress = 7
    /// Digits and a decimal point (`.decimalPad`).
    case decimalPad = 8
    /// With @ and # at hand (`.twitter`).
    case twitter = 9
    /// For search terms and URLs (`.webSearch`).
    case webSearch = 10
    /// ASCII digits (`.asciiCapableNumberPad`, iOS 10).
    case asciiCapableNumberPad = 11

    /// The same as ``asciiCapable`` (`.alphabet`, deprecated).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
