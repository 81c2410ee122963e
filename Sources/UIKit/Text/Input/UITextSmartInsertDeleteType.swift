/// Whether pasting and deleting fix the spaces around words (iOS 11) (`UITextSmartInsertDeleteType`), UIKit's raw values.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// As the keyboard and the user's settings decide (`.default`).
    case `default` = 0
    /// Off (`.no`).
    case no = 1
    /// On (`.yes`).
    case yes = 2
}
