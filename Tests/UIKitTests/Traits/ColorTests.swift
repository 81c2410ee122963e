import Foundation
import Testing
import UIKit

/// UIColor's class colours, initializers and getters. Expected system colour values are
/// Apple's Human Interface Guidelines table ("iOS, iPadOS system colors", iOS 15–18), written
/// out here as 0–255 components; fixed colours are UIKit's documented components.
@Suite struct ColorTests {
    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)
    private static let lightContrast = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
    private static let darkContrast = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])

    /// The 0–255 components (and alpha) of `color` resolved in `traits`.
    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Double] {
        let c = color.resolvedColor(with: traits).color
        return [c.red * 255, c.green * 255, c.blue * 255].map { ($0 * 1000).rounded() / 1000 } + [c.alpha]
    }

    @Test(
        arguments: [
            // name, default light, default dark, increased contrast light, increased contrast dark (HIG)
            (UIColor.systemRed, [255, 59, 48], [255, 69, 58], [215, 0, 21], [255, 105, 97]),
            (UIColor.systemOrange, [255, 149, 0], [255, 159, 10], [201, 52, 0], [255, 179, 64]),
            (UIColor.systemYellow, [255, 204, 0], [255, 214, 10], [178, 80, 0], [255, 212, 38]),
            (UIColor.systemGreen, [52, 199, 89], [48, 209, 88], [36, 138, 61], [48, 219, 91]),
            (UIColor.systemMint, [0, 199, 190], [99, 230, 226], [12, 129, 123], [102, 212, 207]),
            (UIColor.systemTeal, [48, 176, 199], [64, 200, 224], [0, 130, 153], [93, 230, 255]),
            (UIColor.systemCyan, [50, 173, 230], [100, 210, 255], [0, 113, 164], [112, 215, 255]),
            (UIColor.systemBlue, [0, 122, 255], [10, 132, 255], [0, 64, 221], [64, 156, 255]),
            (UIColor.systemIndigo, [88, 86, 214], [94, 92, 230], [54, 52, 163], [125, 122, 255]),
            (UIColor.systemPurple, [175, 82, 222], [191, 90, 242], [137, 68, 171], [218, 143, 255]),
            (UIColor.systemPink, [255, 45, 85], [255, 55, 95], [211, 15, 69], [255, 100, 130]),
            (UIColor.systemBrown, [162, 132, 94], [172, 142, 104], [127, 101, 69], [181, 148, 105]),
            (UIColor.systemGray, [142, 142, 147], [142, 142, 147], [108, 108, 112], [174, 174, 178]),
            (UIColor.systemGray2, [174, 174, 178], [99, 99, 102], [142, 142, 147], [124, 124, 128]),
            (UIColor.systemGray3, [199, 199, 204], [72, 72, 74], [174, 174, 178], [84, 84, 86]),
            (UIColor.systemGray4, [209, 209, 214], [58, 58, 60], [188, 188, 192], [68, 68, 70]),
            (UIColor.systemGray5, [229, 229, 234], [44, 44, 46], [216, 216, 220], [54, 54, 56]),
            (UIColor.systemGray6, [242, 242, 247], [28, 28, 30], [235, 235, 240], [36, 36, 38]),
        ] as [(UIColor, [Double], [Double], [Double], [Double])])
    func accentColoursHaveTheHIGValues(_ color: UIColor, light: [Double], dark: [Double], lightContrast: [Double], darkContrast: [Double]) {
        #expect(rgba(color, Self.light) == light + [1])
        #expect(rgba(color, Self.dark) == dark + [1])
        #expect(rgba(color, Self.lightContrast) == lightContrast + [1])
        #expect(rgba(color, Self.darkContrast) == darkContrast + [1])
        // Unspecified traits resolve as light, as UIKit's.
        #expect(rgba(color, UITraitCollection()) == light + [1])
    }

    @Test func elementColoursAndElevatedBackgrounds() {
        #expect(rgba(.label, Self.light) == [0, 0, 0, 1] && rgba(.label, Self.dark) == [255, 255, 255, 1])
        #expect(rgba(.secondaryLabel, Self.light) == [60, 60, 67, 0.6] && rgba(.secondaryLabel, Self.dark) == [235, 235, 245, 0.6])
        #expect(rgba(.separator, Self.dark) == [84, 84, 88, 0.6])
        #expect(rgba(.systemFill, Self.light) == [120, 120, 128, 0.2] && rgba(.systemFill, Self.dark) == [120, 120, 128, 0.36])
        #expect(rgba(.link, Self.dark) == [9, 132, 255, 1])
        // Backgrounds lighten on the elevated level in dark mode only.
        let elevated = UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgba(.systemBackground, Self.dark) == [0, 0, 0, 1] && rgba(.systemBackground, elevated) == [28, 28, 30, 1])
        #expect(rgba(.secondarySystemGroupedBackground, elevated) == [44, 44, 46, 1])
        #expect(rgba(.tertiarySystemBackground, elevated) == [58, 58, 60, 1])
        #expect(rgba(.systemBlue, elevated) == [10, 132, 255, 1])
        // The fixed text colours ignore the appearance.
        #expect(rgba(.lightText, Self.dark) == [255, 255, 255, 0.6] && rgba(.darkText, Self.dark) == [0, 0, 0, 1])
        // The default tint is systemBlue's values.
        #expect(rgba(.tintColor, Self.dark) == [10, 132, 255, 1])
    }

    @Test func fixedClassColoursAreUIKitsComponents() {
        #expect(rgba(.orange, Self.dark) == [255, 127.5, 0, 1])
        #expect(rgba(.brown, Self.light) == [153, 102, 51, 1])
        #expect(rgba(.purple, Self.light) == [127.5, 0, 127.5, 1])
        #expect(rgba(.magenta, Self.light) == [255, 0, 255, 1] && rgba(.cyan, Self.light) == [0, 255, 255, 1])
        #expect(rgba(.clear, Self.light) == [0, 0, 0, 0])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha) && abs(white - 1.0 / 3.0) < 1e-12 && alpha == 1)
        // An RGB colour is not in a grey space: UIKit answers false and leaves the values.
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha) && white == -1)
        #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(UIColor.orange.description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
    }

    @Test func hueSaturationBrightnessBothWays() {
        // Hue 0.5 is cyan's sector start (6h = 3): (p, q, v) with f = 0, p = v(1 − s) = 0.4,
        // q = v = 0.8.
        let color = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.4) < 1e-12 && abs(g - 0.8) < 1e-12 && abs(b - 0.8) < 1e-12 && a == 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.5) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(v - 0.8) < 1e-12)
        // Pure hues: 0 red, 1/3 green, 2/3 blue; a grey has no hue or saturation.
        #expect(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), Self.light) == [0, 255, 0, 1])
        #expect(rgba(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), Self.light) == [0, 0, 255, 1])
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: &a) && h == 0 && s == 0 && v == 0.5)
    }

    @Test func displayP3ConvertsToExtendedSRGB() {
        // P3 red, linear (1, 0, 0), times the P3→sRGB matrix's first column (1.2249401,
        // −0.0420569, −0.0196376), encoded with the sRGB curve, signs kept:
        // 1.055·1.2249401^(1/2.4) − 0.055 = 1.0931; −(1.055·0.0420569^(1/2.4) − 0.055) = −0.2267;
        // −(1.055·0.0196376^(1/2.4) − 0.055) = −0.1501.
        let c = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).color
        #expect(abs(c.red - 1.0931) < 1e-4 && abs(c.green + 0.2267) < 1e-4 && abs(c.blue + 0.1501) < 1e-4)
        // P3 white is sRGB white.
        let w = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).color
        #expect(abs(w.red - 1) < 1e-6 && abs(w.green - 1) < 1e-6 && abs(w.blue - 1) < 1e-6)
    }

    @Test func dynamicColoursResolveByTraits() {
        let custom = UIColor { traits in traits.userInterfaceStyle == .dark ? .yellow : .purple }
        #expect(rgba(custom, Self.dark) == [255, 255, 0, 1] && rgba(custom, Self.light) == [127.5, 0, 127.5, 1])
        // A provider may answer a dynamic colour: it resolves again.
        let nested = UIColor { _ in .systemRed }
        #expect(rgba(nested, Self.dark) == [255, 69, 58, 1])
        // withAlphaComponent keeps a dynamic colour dynamic: UIKit's modified colour, its base's
        // value with the alpha replaced, equal to another of the same base and alpha.
        #expect(rgba(UIColor.label.withAlphaComponent(0.5), Self.dark) == [255, 255, 255, 0.5])
        #expect(rgba(UIColor.label.withAlphaComponent(0.2).withAlphaComponent(0.5), Self.light) == [0, 0, 0, 0.5])
        #expect(UIColor.systemBlue.withAlphaComponent(0.15) == UIColor.systemBlue.withAlphaComponent(0.15))
        #expect(UIColor.systemBlue.withAlphaComponent(0.15) != UIColor.systemBlue.withAlphaComponent(0.2))
        #expect(UIColor.systemBlue.withAlphaComponent(0.15) != UIColor.systemRed.withAlphaComponent(0.15))
        let red = UIColor.systemRed
        #expect(red.withAlphaComponent(0.5).description.hasSuffix("; alpha = 0.5, baseColor = \(red)>"))
        // cgColor resolves with UITraitCollection.current.
        Self.dark.performAsCurrent {
            #expect(UIColor.systemBackground.cgColor.components == [0, 0, 0, 1])
        }
        #expect(UIColor.systemBackground.cgColor.components == [1, 1, 1, 1])
        // Equality: a system colour equals itself, a provider colour only itself.
        #expect(UIColor.systemRed == UIColor.systemRed && UIColor.systemRed != UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(custom == custom && custom != UIColor { _ in .yellow })
        #expect(UIColor.systemRed.description.hasPrefix("<UIDynamicSystemColor: 0x"))
        #expect(UIColor.systemRed.description.hasSuffix("; name = systemRedColor>"))
    }
}
