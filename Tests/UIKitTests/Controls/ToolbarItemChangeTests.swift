import Testing
import UIKit

/// A toolbar follows its items: on iOS a change to a `UIBarButtonItem` already in a bar — a
/// save button disabled until a form is valid, a title changed, an item hidden — shows in the
/// bar at once, without setting `items` again.
@Suite struct ToolbarItemChangeTests {
    private func bar(_ items: [UIBarButtonItem]) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = items
        return toolbar
    }

    private func buttons(_ toolbar: UIToolbar) -> [UIButton] { toolbar.subviews.compactMap { $0 as? UIButton } }

    @Test func disablingAnItemInABarDisablesItsButton() throws {
        let save = UIBarButtonItem(title: "Save")
        let toolbar = bar([save])
        #expect(try #require(buttons(toolbar).first).isEnabled)
        save.isEnabled = false
        #expect(try #require(buttons(toolbar).first).isEnabled == false)
    }

    @Test func aNewTitleShowsInTheBar() throws {
        let item = UIBarButtonItem(title: "Edit")
        let toolbar = bar([item])
        item.title = "Done"
        #expect(try #require(buttons(toolbar).first).title(for: .normal) == "Done")
    }

    @Test func titleAttributesSetLaterShowInTheBar() throws {
        let item = UIBarButtonItem(title: "Share")
        let toolbar = bar([item])
        #expect(try #require(buttons(toolbar).first).titleLabel?.font.pointSize == 17)
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
        #expect(try #require(buttons(toolbar).first).titleLabel?.font.pointSize == 12)
    }

    @Test func hidingAnItemTakesItOutOfTheBarAndShowingItPutsItBack() {
        let first = UIBarButtonItem(title: "One"), second = UIBarButtonItem(title: "Two")
        let toolbar = bar([first, second])
        second.isHidden = true
        #expect(buttons(toolbar).map { $0.title(for: .normal) } == ["One"])
        second.isHidden = false
        #expect(buttons(toolbar).map { $0.title(for: .normal) } == ["One", "Two"])
    }

    @Test func aNewWidthMovesTheNextItem() throws {
        let space = UIBarButtonItem.fixedSpace(10)
        let item = UIBarButtonItem(title: "Go")
        let toolbar = bar([space, item])
        // Items start 16 points in, 8 apart: 16 + 10 + 8 = 34, then 16 + 40 + 8 = 64.
        #expect(try #require(buttons(toolbar).first).frame.minX == 34)
        space.width = 40
        #expect(try #require(buttons(toolbar).first).frame.minX == 64)
    }

    @Test func anItemNoLongerInTheBarLeavesItAlone() {
        let item = UIBarButtonItem(title: "Old")
        let toolbar = bar([item])
        toolbar.items = [UIBarButtonItem(title: "New")]
        let button = buttons(toolbar).first
        item.title = "Changed"
        // The bar is not told: its button is the same object (a rebuild would make a new one).
        #expect(buttons(toolbar).first === button)
        #expect(buttons(toolbar).map { $0.title(for: .normal) } == ["New"])
    }

    @Test func anItemOutlivingItsBarChangesSafely() {
        let item = UIBarButtonItem(title: "Kept")
        weak var freed: UIToolbar?
        do {
            let toolbar = bar([item])
            freed = toolbar
        }
        #expect(freed == nil)
        item.title = "Changed"
        item.isEnabled = false
        #expect(item.title == "Changed")
    }

    @Test func oneItemInTwoBarsUpdatesBoth() {
        let item = UIBarButtonItem(title: "A")
        let first = bar([item]), second = bar([item])
        item.title = "B"
        // A view has one superview: the item's button is made for each bar.
        #expect(buttons(first).map { $0.title(for: .normal) } == ["B"])
        #expect(buttons(second).map { $0.title(for: .normal) } == ["B"])
    }
}

/// A bar item made from an image shows the image in a toolbar (its title, when it has one,
/// is for accessibility), moved by `imageInsets`; a bar of compact height shows the item's
/// `landscapeImagePhone` when it has one.
@Suite struct ToolbarItemImageTests {
    private let gear = UIImage(systemName: "gear")
    private let small = UIImage(systemName: "gearshape")

    @Test func anImageItemShowsItsImage() throws {
        let item = UIBarButtonItem(title: "Settings", image: gear)
        item.imageInsets = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 4)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [item]
        let button = try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.image(for: .normal) === gear)
        #expect(button.title(for: .normal) == nil)
        #expect(button.imageEdgeInsets == UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 4))
    }

    @Test func aCompactHeightBarShowsTheLandscapeImage() throws {
        let item = UIBarButtonItem(image: gear)
        item.landscapeImagePhone = small
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 32))
        toolbar.items = [item]
        func shown() throws -> UIImage? { try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first).image(for: .normal) }
        #expect(try shown() === gear)
        toolbar.traitOverrides.verticalSizeClass = .compact
        #expect(try shown() === small)
        toolbar.traitOverrides.verticalSizeClass = .regular
        #expect(try shown() === gear)
    }
}
