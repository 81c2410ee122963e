/// Whether words are corrected as they are typed (`UITextAutocorrectionType`), UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the keyboard and the user's settings decide (`.default`).
    case `default` = 0
    /// Off (`.no`).
    case no = 1
    /// On (`.yes`).
    case yes = 2
}
