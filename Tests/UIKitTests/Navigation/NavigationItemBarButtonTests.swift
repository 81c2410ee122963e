import Testing
import UIKit

/// A navigation item's bar button items, stored as there is no navigation bar. Expected values
/// follow Apple's documentation of `leftBarButtonItem` and `rightBarButtonItem`
/// (developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem): the property
/// is the first item of the list; setting it replaces that item, nil removes it, and an item
/// already in the list moves from where it is to the front.
@Suite struct NavigationItemBarButtonTests {
    private let a = UIBarButtonItem(title: "A")
    private let b = UIBarButtonItem(title: "B")
    private let c = UIBarButtonItem(title: "C")

    @Test func anItemStartsWithNoBarButtonItems() {
        let item = UINavigationItem()
        #expect(item.leftBarButtonItems == nil && item.rightBarButtonItems == nil)
        #expect(item.leftBarButtonItem == nil && item.rightBarButtonItem == nil)
        #expect(!item.leftItemsSupplementBackButton)
    }

    @Test func theSingleItemIsTheFirstOfTheList() {
        let item = UINavigationItem()
        item.rightBarButtonItem = a
        #expect(item.rightBarButtonItems?.map(\.title) == ["A"])
        item.setRightBarButtonItems([b, c], animated: true)
        #expect(item.rightBarButtonItem === b)
        item.setLeftBarButton(c, animated: false)
        #expect(item.leftBarButtonItems?.map(\.title) == ["C"] && item.leftBarButtonItem === c)
    }

    @Test func settingTheItemReplacesOnlyTheFirst() {
        let item = UINavigationItem()
        item.leftBarButtonItems = [a, b]
        item.leftBarButtonItem = c
        #expect(item.leftBarButtonItems?.map(\.title) == ["C", "B"])
    }

    @Test func anItemAlreadyInTheListMovesToTheFront() {
        let item = UINavigationItem()
        item.rightBarButtonItems = [a, b, c]
        item.setRightBarButton(c, animated: true)
        #expect(item.rightBarButtonItems?.map(\.title) == ["C", "A", "B"])
    }

    @Test func nilRemovesTheFirstItem() {
        let item = UINavigationItem()
        item.leftBarButtonItems = [a, b]
        item.leftBarButtonItem = nil
        #expect(item.leftBarButtonItems?.map(\.title) == ["B"] && item.leftBarButtonItem === b)
        item.rightBarButtonItem = nil
        #expect(item.rightBarButtonItems == nil)
    }
}
