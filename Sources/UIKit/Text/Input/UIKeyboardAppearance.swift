/// The keyboard's look (`UIKeyboardAppearance`), UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's (`.default`).
    case `default` = 0
    /// Dark (`.dark`).
    case dark = 1
    /// Light (`.light`).
    case light = 2

    /// The same as ``dark`` (`.alert`, deprecated).
    public static var alert: UIKeyboardAppearance { .dark }
}
