import CollectionLayout
import Foundation
import Testing

@testable import CollectionRendering

@Suite struct ColorTests {
    @Test func parsesShortHex() throws {
        // #F80: each digit doubled → FF 88 00 = 255, 136, 0.
        let color = try Color(parsing: "#F80")
        #expect(color == Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 1))
    }

    @Test func parsesLongHexCaseInsensitive() throws {
        #expect(try Color(parsing: "#007aff") == Color(red: 0, green: 122.0 / 255, blue: 1))
        // 0x80 = 128 → alpha 128/255.
        #expect(try Color(parsing: " #FF000080 ") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    }

    @Test func parsesSystemNames() throws {
        #expect(try Color(parsing: "systemBlue") == Color(red: 0, green: 122.0 / 255, blue: 1))
        // systemTeal iOS 15+: #30B0C7 = 48, 176, 199.
        #expect(try Color(parsing: "systemTeal") == Color(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255))
        // secondaryLabel: #3C3C43 = 60, 60, 67 at 60 %.
        #expect(try Color(parsing: "secondaryLabel") == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
        #expect(try Color(parsing: "separator").alpha == 0.29)
        #expect(try Color(parsing: "tintColor") == Color.systemBlue)
        #expect(try Color(parsing: "systemGray4") == Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255))
    }

    @Test(arguments: ["blu", "#12", "#12345", "#GGGGGG", "", "#", "SystemBlue", "#１２３"])
    func rejectsUnknown(_ text: String) {
        #expect(throws: ColorParseError(text: text)) { try Color(parsing: text) }
    }

    @Test func errorNamesTextAndForms() {
        let message = ColorParseError(text: "blu").description
        #expect(message.contains("\"blu\""))
        #expect(message.contains("#RRGGBBAA"))
        #expect(message.contains("systemBlue"))
        #expect(message.contains("secondaryLabel"))
    }

    @Test func hexStringRoundTrips() throws {
        #expect(Color.systemOrange.hexString == "#FF9500")
        #expect(Color.separator.hexString == "#3C3C434A") // 0.29·255 = 73.95 → 74 = 0x4A
        #expect(try Color(parsing: "#0A0B0C").hexString == "#0A0B0C")
    }

    @Test func paletteCyclesAndStaysReadable() {
        // (item + 3·section) mod 9: [0,0] → blue, [0,1] → green, [1,0] → orange (index 3).
        #expect(DefaultPalette.fill(for: IndexPath(item: 0, section: 0)) == .systemBlue)
        #expect(DefaultPalette.fill(for: IndexPath(item: 1, section: 0)) == .systemGreen)
        #expect(DefaultPalette.fill(for: IndexPath(item: 0, section: 1)) == .systemOrange)
        #expect(DefaultPalette.fill(for: IndexPath(item: 9, section: 0)) == .systemBlue)
        for fill in DefaultPalette.fills {
            #expect(fill.contrastRatio(with: fill.readableLabelColor) >= 3, "\(fill.hexString)")
        }
        // White on systemBlue (as iOS draws it), black on systemYellow.
        #expect(Color.systemBlue.readableLabelColor == .white)
        #expect(Color.systemYellow.readableLabelColor == .label)
    }
}
