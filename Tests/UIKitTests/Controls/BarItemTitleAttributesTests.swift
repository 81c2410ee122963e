import Testing
import UIKit

/// A bar button item subclass as iOS code writes one: its own `init()` and the
/// `required init?(coder:)` that `NSCoding` asks of it, calling `super.init(coder:)`. It
/// compiles only when `UIBarButtonItem.init?(coder:)` is a required designated initializer.
final class TintedBarButtonItem: UIBarButtonItem {
    override init() {
        super.init()
        tintColor = .black
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        tintColor = .black
    }
}

/// A bar item's title text attributes (`setTitleTextAttributes(_:for:)`,
/// `titleTextAttributes(for:)`) and its coder initializer. Apple's documentation of
/// `UIBarItem.setTitleTextAttributes(_:for:)`: "You can specify the font, text color, and shadow
/// properties for the title in the text attributes dictionary"; a toolbar draws the title with
/// them.
@Suite struct BarItemTitleAttributesTests {
    @Test func attributesAreKeptPerState() {
        let item = UIBarButtonItem(title: "Share")
        #expect(item.titleTextAttributes(for: .normal) == nil)
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 14)], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .disabled)
        #expect((item.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 14)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] == nil)
        #expect(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor == .red)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        item.setTitleTextAttributes(nil, for: .normal)
        #expect(item.titleTextAttributes(for: .normal) == nil)
    }

    @Test func aToolbarDrawsTheTitleWithTheAttributesOfTheButtonsState() throws {
        let plain = UIBarButtonItem(title: "Edit")
        let styled = UIBarButtonItem(title: "Share")
        styled.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red], for: .normal)
        styled.setTitleTextAttributes([.foregroundColor: UIColor.green], for: .disabled)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [plain, styled]
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        try #require(buttons.count == 2)
        // An item without attributes keeps the toolbar's 17-point system font and the tint.
        #expect(buttons[0].titleLabel?.font.pointSize == 17)
        #expect(buttons[0].titleLabel?.textColor != .red)
        // The styled one: its font and colour.
        #expect(buttons[1].titleLabel?.text == "Share")
        #expect(buttons[1].titleLabel?.font.pointSize == 12)
        #expect(buttons[1].titleLabel?.textColor == .red)
        // Disabled: the disabled state's colour.
        buttons[1].isEnabled = false
        #expect(buttons[1].titleLabel?.textColor == .green)
    }

    @Test func aSubclassDecodedFromACoderIsAnEmptyItem() throws {
        let item = try #require(TintedBarButtonItem(coder: NSCoder()))
        #expect(item.title == nil && item.style == .plain && item.tintColor == .black)
        #expect(TintedBarButtonItem().tintColor == .black)
    }
}
