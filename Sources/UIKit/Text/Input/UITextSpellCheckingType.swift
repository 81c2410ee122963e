/// Whether spelling is checked (`UITextSpellCheckingType`), UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    /// As the keyboard and the user's settings decide (`.default`).
    case `default` = 0
    /// Off (`.no`).
    case no = 1
    /// On (`.yes`).
    case yes = 2
}
