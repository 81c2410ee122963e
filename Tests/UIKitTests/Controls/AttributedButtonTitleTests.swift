import CollectionRendering
import Foundation
import Testing
import UIKit

/// A button's attributed titles: the per-state API (`setAttributedTitle(_:for:)`) and the
/// configuration's `attributedTitle` / `attributedSubtitle`, shown in the font and colour the
/// string sets, measured by them, and drawn with them. Sizes are worked from
/// ApproximateTextLayout's metrics (0.6 × the size per character, 1.2 × the size per line,
/// rounded up to whole points); pixels from DejaVu Sans's full block "█", 1233/2048 em wide.
@Suite struct AttributedButtonTitleTests {
    private func approximately<R>(_ body: () throws -> R) rethrows -> R {
        try UIFont.withTextMeasurer(ApproximateTextLayout(), body)
    }

    private let bold20: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]

    @Test func anAttributedTitleShowsInItsOwnFontAndColourAndSizesTheButton() {
        approximately {
            let button = UIButton(type: .system)
            button.setTitle("A longer title", for: .normal)
            let buy = NSAttributedString(string: "Buy", attributes: bold20)
            button.setAttributedTitle(buy, for: .normal)
            // The attributed title wins over the plain one: "Buy" at 20 pt is 3 × 12 = 36
            // wide, 24 tall, plus the legacy 6 pt above and below.
            #expect(button.intrinsicContentSize == CGSize(width: 36, height: 36))
            #expect(button.titleLabel?.text == "Buy")
            #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 20))
            #expect(button.titleLabel?.textColor == .red)
            #expect(button.currentAttributedTitle == buy)
            // A state without its own shows .normal's.
            #expect(button.attributedTitle(for: .highlighted) == buy)
            // Removed, the plain title shows again in the label's own 15 pt font:
            // 14 × 9 = 126 wide, 18 + 12 tall, in the tint.
            button.setAttributedTitle(nil, for: .normal)
            #expect(button.intrinsicContentSize == CGSize(width: 126, height: 30))
            #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
            #expect(button.titleLabel?.textColor == UIColor.tintColor)
            #expect(button.currentAttributedTitle == nil)
        }
    }

    @Test func whatTheStringLeavesUnsetComesFromTheButton() {
        approximately {
            let button = UIButton(type: .system)
            button.setAttributedTitle(NSAttributedString(string: "Buy"), for: .normal)
            // No font: the label's 15 pt, 3 × 9 = 27 wide; no colour: the state's title colour.
            #expect(button.intrinsicContentSize == CGSize(width: 27, height: 30))
            #expect(button.titleLabel?.textColor == UIColor.tintColor)
            button.setAttributedTitle(NSAttributedString(string: "Sold", attributes: [.foregroundColor: UIColor.green]), for: .disabled)
            button.isEnabled = false
            #expect(button.titleLabel?.text == "Sold")
            #expect(button.titleLabel?.textColor == .green)
        }
    }

    @Test func aConfigurationsAttributedTitleAndSubtitle() {
        approximately {
            var configuration = UIButton.Configuration.filled()
            var title = AttributedString("Go")
            title.font = UIFont.boldSystemFont(ofSize: 20)
            title.foregroundColor = UIColor.red
            configuration.attributedTitle = title
            #expect(configuration.title == "Go")
            let button = UIButton(configuration: configuration)
            // "Go" at 20 pt: 24 × 24; the medium insets, 12 beside and 7 above and below.
            #expect(button.intrinsicContentSize == CGSize(width: 48, height: 38))
            #expect(button.titleLabel?.textColor == .red)
            #expect(button.currentAttributedTitle?.string == "Go")
            var subtitle = AttributedString("Now")
            subtitle.font = UIFont.systemFont(ofSize: 10)
            configuration.attributedSubtitle = subtitle
            button.configuration = configuration
            // "Now" at 10 pt: 18 × 12 under the title; the title's colour is the string's, the
            // subtitle's the style's (white on the filled tint).
            #expect(button.intrinsicContentSize == CGSize(width: 48, height: 50))
            #expect(button.subtitleLabel?.textColor == .white)
            // A plain title replaces the attributed one, and the size's 17 pt font returns.
            configuration.title = "Go"
            #expect(configuration.attributedTitle == nil)
            button.configuration = configuration
            #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17))
        }
    }

    @Test func theTitleIsDrawnInTheStringsFontAndColour() throws {
        // A custom button 80 × 50 (its plain titles are white) with "█", whose advance is
        // 1575/2048 em and whose ink runs from DejaVu Sans's ascent to its descent,
        // (1901 + 483)/2048 em. At 30 pt: 23.1 wide, so a 24-pt label centred at x 28–52, and
        // a 34.9-pt line in a 35-pt label at y 7.5–42.5. At the default 15 pt it would cover
        // only x 34–45.5 and y 16–33.5: x 30 and y 10 are red only in the string's font, and
        // red at all only in its colour.
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 50)
        let block: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red]
        button.setAttributedTitle(NSAttributedString(string: "█", attributes: block), for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 28, y: 7.5, width: 24, height: 35))
        let image = try OutputFormat.png.pixels(of: DisplayList(view: button, scale: 1, background: .white))
        let red = (255, 0, 0), white = (255, 255, 255)
        pixel(image, 40, 25, is: red)
        pixel(image, 30, 25, is: red)
        pixel(image, 40, 10, is: red)
        pixel(image, 26, 25, is: white)
        pixel(image, 53, 25, is: white)
        pixel(image, 40, 45, is: white)
    }

    @Test func theTextAttributesTransformersChangeTheFontAndColourDrawn() {
        approximately {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            configuration.subtitle = "Now"
            var seen: (font: UIFont?, color: UIColor?)
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                seen = (incoming.font, incoming.foregroundColor)
                var outgoing = incoming
                outgoing.font = UIFont.boldSystemFont(ofSize: 20)
                return outgoing
            }
            configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.foregroundColor = UIColor.red
                return outgoing
            }
            let button = UIButton(configuration: configuration)
            // The transformer is given what the title would be drawn in: the medium size's
            // 17 pt and the filled style's white.
            #expect(seen.font == UIFont.systemFont(ofSize: 17) && seen.color == .white)
            // It sets the font and keeps the colour; the subtitle keeps its 15 pt and turns red.
            #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 20) && button.titleLabel?.textColor == .white)
            #expect(button.subtitleLabel?.font == UIFont.systemFont(ofSize: 15) && button.subtitleLabel?.textColor == .red)
            // "Go" at 20 pt is 24 × 24 and "Now" at 15 pt 27 × 18: 27 + 24 wide with the
            // medium insets, 12 beside; 24 + 18 + 14 tall.
            #expect(button.intrinsicContentSize == CGSize(width: 51, height: 56))
            // Given an attributed title, it gets the string's font.
            var title = AttributedString("Go")
            title.font = UIFont.systemFont(ofSize: 30)
            configuration.attributedTitle = title
            button.configuration = configuration
            #expect(seen.font == UIFont.systemFont(ofSize: 30))
        }
    }
}
