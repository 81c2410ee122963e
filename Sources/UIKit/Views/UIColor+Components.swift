import CollectionRendering
import Foundation

// UIColor's other initializers: hue–saturation–brightness and Display P3.

extension UIColor {
    /// A colour from hue, saturation and brightness, each 0…1 (`init(hue:saturation:brightness:alpha:)`):
    /// the HSB (HSV) hexcone — hue 0 red, 1/3 green, 2/3 blue, 1 red again.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// A colour from Display P3 components (`init(displayP3Red:green:blue:alpha:)`), converted
    /// to extended sRGB: each component linearised with the sRGB curve (which Display P3
    /// shares), mapped by the P3-to-sRGB matrix (through XYZ, D65 white), and encoded again,
    /// negative values mirrored. P3's pure red is then (1.093, -0.227, -0.150) in extended sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.srgb(fromDisplayP3: (Double(red), Double(green), Double(blue)))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// sRGB from hue, saturation and brightness (the HSV hexcone).
    static func rgb(hue: Double, saturation: Double, brightness v: Double) -> (Double, Double, Double) {
        guard saturation > 0, hue.isFinite else { return (v, v, v) }
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Extended sRGB from Display P3 components.
    static func srgb(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double {
            let a = abs(c)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return c < 0 ? -l : l
        }
        func encoded(_ l: Double) -> Double {
            let a = abs(l)
            let c = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return l < 0 ? -c : c
        }
        let (r, g, b) = (linear(p3.0), linear(p3.1), linear(p3.2))
        // Display P3 → linear sRGB (both D65), the standard matrix.
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encoded(sr), encoded(sg), encoded(sb))
    }
}
