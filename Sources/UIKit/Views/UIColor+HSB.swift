/// Colours from hue, saturation and brightness, as UIKit makes them.
extension UIColor {
    /// A colour from hue, saturation and brightness, 0…1 each, and its opacity
    /// (`init(hue:saturation:brightness:alpha:)`), converted to sRGB by the standard
    /// HSB (HSV) formula: each channel is `b − b·s·max(0, min(k, 4 − k, 1))` with
    /// `k = (n + 6h) mod 6` and `n` 5 for red, 3 for green, 1 for blue. A hue outside 0…1
    /// goes round the circle (1.25 is 0.25); saturation and brightness are used as given,
    /// as `init(red:green:blue:alpha:)` uses its components.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        func channel(_ n: CGFloat) -> CGFloat {
            let k = (n + sector).truncatingRemainder(dividingBy: 6)
            return brightness - brightness * saturation * max(0, min(k, 4 - k, 1))
        }
        self.init(red: channel(5), green: channel(3), blue: channel(1), alpha: alpha)
    }
}
