/// Whether straight quotes become curly ones (iOS 11) (`UITextSmartQuotesType`), UIKit's raw values.
public enum UITextSmartQuotesType: Int, Sendable {
    /// As the keyboard and the user's settings decide (`.default`).
    case `default` = 0
    /// Off (`.no`).
    case no = 1
    /// On (`.yes`).
    case yes = 2
}
