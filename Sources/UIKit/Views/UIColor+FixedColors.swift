/// The fixed colours UIKit names besides the greys and the primaries (`UIColor.h`): sRGB
/// values from Apple's UIColor documentation ("a color object whose RGB values are …"),
/// the same in light and dark mode.
extension UIColor {
    /// 0, 1, 1 (`UIColor.cyan`).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// 1, 1, 0 (`UIColor.yellow`).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// 1, 0, 1 (`UIColor.magenta`).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// 1, 0.5, 0 (`UIColor.orange`).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// 0.5, 0, 0.5 (`UIColor.purple`).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// 0.6, 0.4, 0.2 (`UIColor.brown`).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
