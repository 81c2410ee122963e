/// The style of a bar (`UIBarStyle`), with UIKit's raw values. A search bar, a toolbar and a
/// navigation bar draw `.black` with a dark background (docs/REFERENCE.md §25.6, §20.4).
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

extension UIBarStyle {
    /// The flat fill a bar of this style draws where nothing else colours it: the near-white bar
    /// fill (the system chrome blur's stand-in), or for a black style the dark blur's.
    var barFill: UIColor { UIBlurEffect(style: self == .default ? .systemChromeMaterial : .dark).barFill }

    /// What stands in for the blur of an appearance with no background colour on a bar of this
    /// style with `barTintColor`: that colour; without it, the default style's own blur (nil)
    /// or a black style's dark fill.
    func legacyTint(_ barTintColor: UIColor?) -> UIColor? { barTintColor ?? (self == .default ? nil : barFill) }
}
