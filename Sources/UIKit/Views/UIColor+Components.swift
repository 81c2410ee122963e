import CollectionRendering
import Foundation

// The colour conversions behind UIColor's hue–saturation–brightness and Display P3
// initializers.

extension UIColor {
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
