import Foundation
import Testing
import UIKit

/// UIColor's component initializers are designated, as the header imports them on iOS: an app's
/// colour subclass calls any of them on `super` (with `init(hue:…)` a convenience initializer
/// this did not compile). The subclass is written as it is for iOS, required initializers
/// included.
@Suite struct ColorSubclassTests {
    nonisolated final class BrandColor: UIColor {
        let name: String

        init(name: String, hue: CGFloat) {
            self.name = name
            super.init(hue: hue, saturation: 1, brightness: 1, alpha: 1)
        }

        init(name: String, cgColor: CGColor) {
            self.name = name
            super.init(cgColor: cgColor)
        }

        init(name: String, displayP3Red red: CGFloat) {
            self.name = name
            super.init(displayP3Red: red, green: 0, blue: 0, alpha: 1)
        }

        init(name: String, white: CGFloat) {
            self.name = name
            super.init(white: white, alpha: 1)
        }

        required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
            self.init(name: "literal", hue: 0)
        }

        required init?(coder: NSCoder) { nil }
    }

    private func rgba(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func aSubclassCallsEachComponentInitializerOnSuper() {
        // Hue 1/3 at full saturation and brightness is pure green (the hexcone's second vertex).
        let green = BrandColor(name: "green", hue: 1.0 / 3)
        #expect(green.name == "green")
        #expect(rgba(green) == [0, 1, 0, 1])
        #expect(rgba(BrandColor(name: "cg", cgColor: CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))) == [0.25, 0.5, 0.75, 1])
        // Display P3's pure red is (1.093, −0.227, −0.150) in extended sRGB (ColorTests works it out).
        #expect(rgba(BrandColor(name: "p3", displayP3Red: 1)) == [1.093, -0.227, -0.15, 1])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(BrandColor(name: "grey", white: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
    }
}
