/// The style of a bar (`UIBarStyle`), with UIKit's raw values. A search bar draws
/// `.black` with a dark background (docs/REFERENCE.md §25.6).
public enum UIBarStyle: Int, Sendable {
    /// The light default (`default`).
    case `default` = 0
    /// Dark (`black`).
    case black = 1
    /// Dark and translucent (`blackTranslucent`, deprecated: `black` with `isTranslucent`).
    @available(*, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES")
    case blackTranslucent = 2

    /// Dark and opaque (`blackOpaque`, deprecated: the same value as `black`).
    @available(*, deprecated, message: "Use UIBarStyleBlack instead.")
    public static var blackOpaque: UIBarStyle { .black }
}
