import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// UIKit's accessibility defaults, VoiceOver's reading order and the `.accessibilityImage`
/// legend (as cashapp's AccessibilitySnapshot draws it).
@Suite(.approximateTextMetrics) struct AccessibilityTests {
    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    @Test func uikitsDefaults() throws {
        let title = label("Title", CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(title.isAccessibilityElement && title.accessibilityLabel == "Title" && title.accessibilityTraits == .staticText)
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        #expect(UIImageView(image: nil).accessibilityTraits == .image)
        // Set values win; setting nil keeps nil.
        title.accessibilityLabel = "Greeting"
        title.accessibilityTraits = [.staticText, .header]
        #expect(title.accessibilityLabel == "Greeting" && title.accessibilityTraits.spokenNames == ["Heading"])
        title.accessibilityLabel = nil
        #expect(title.accessibilityLabel == nil)
        // An element's frame is its container's space in the window's.
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(element.isAccessibilityElement && element.accessibilityFrame == CGRect(x: 15, y: 25, width: 10, height: 10))
        // A list cell reads its texts.
        let fixture = ListCellFixture { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
        }
        fixture.apply(["Row"])
        let cell = try #require(fixture.cell(0))
        #expect(cell.isAccessibilityElement && cell.accessibilityLabel == "Row, Detail")
    }

    @Test func voiceOverReadsTopToBottomThenLeadingToTrailing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(label("C", CGRect(x: 0, y: 100, width: 50, height: 20)))
        root.addSubview(label("B", CGRect(x: 150, y: 10, width: 50, height: 20)))
        root.addSubview(label("A", CGRect(x: 10, y: 10, width: 50, height: 20)))
        let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        root.addSubview(hidden)
        // A button-like element hides the label inside it.
        let card = UIView(frame: CGRect(x: 0, y: 150, width: 300, height: 40))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.accessibilityValue = "3 items"
        card.accessibilityHint = "Opens the card"
        card.accessibilityTraits = .button
        card.addSubview(label("Inside", CGRect(x: 0, y: 0, width: 100, height: 20)))
        root.addSubview(card)
        let markers = AccessibilityHierarchy.markers(in: root)
        #expect(markers.map(\.description) == ["A", "B", "C", "Card: 3 items. Button."])
        #expect(markers.last?.hint == "Opens the card" && markers.last?.frame == CGRect(x: 0, y: 150, width: 300, height: 40))
        // An explicit order wins, and reads as one group.
        let group = UIView(frame: root.bounds)
        let first = label("First", CGRect(x: 0, y: 100, width: 50, height: 20)),
            second = label("Second", CGRect(x: 0, y: 0, width: 50, height: 20))
        group.addSubview(first)
        group.addSubview(second)
        group.accessibilityElements = [first, second]
        #expect(AccessibilityHierarchy.markers(in: group).map(\.description) == ["First", "Second"])
    }

    @Test func theImageMarksEachElementAndListsThemBeside() throws {
        // A white 200 × 100 view with a label across its top; at the default device's @3x.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        view.addSubview(label("Hello", CGRect(x: 0, y: 0, width: 200, height: 40)))
        let image = try #require(snapshotValue(Snapshotting<UIView, UIImage>.accessibilityImage, view)?.bitmap)
        // The view and the 280-point legend beside it, at @3x.
        #expect(image.width == (200 + 280) * 3)
        // Inside the label's marker, clear of its text: systemRed (255, 59, 48) at 30 % over
        // white: (255, 0.3·59 + 0.7·255, 0.3·48 + 0.7·255) = (255, 196, 193).
        pixel(image, 180 * 3, 20 * 3, is: (255, 196, 193))
        // Its 1-point outline in full red; below the marker the view is untouched white.
        pixel(image, 180 * 3, 1, is: (255, 59, 48))
        pixel(image, 100 * 3, 70 * 3, is: (255, 255, 255))
        // The legend's first swatch, 8 points in and 9 down, in the marker's colour.
        pixel(image, (200 + 8 + 7) * 3, (9 + 7) * 3, is: (255, 59, 48))
    }

    @MainActor @Test func ignoringInvertColorsIsKeptAndDrawsTheSameWithInvertOff() throws {
        // Default false; the setting is kept. Invert Colors is off here, so the view draws as
        // it did (iOS changes nothing either while it is off).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .red
        #expect(!view.accessibilityIgnoresInvertColors && !UIAccessibility.isInvertColorsEnabled)
        let before = try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1))
        view.accessibilityIgnoresInvertColors = true
        #expect(view.accessibilityIgnoresInvertColors)
        #expect(try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1)) == before)
    }
}
