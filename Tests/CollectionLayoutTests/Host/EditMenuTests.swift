import Foundation
import Testing

@testable import CollectionLayout

/// A delegate for the legacy edit menu that records its calls.
private final class MenuDelegate: CollectionViewDelegate {
    var calls: [String] = []
    var showsMenu = true
    var allowed: Set<EditAction> = [.cut, .copy]

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldShowMenu \(indexPath.item)")
        return showsMenu
    }
    func collectionView(
        _ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        calls.append("canPerform \(action) \(indexPath.item)")
        return allowed.contains(action)
    }
    func collectionView(
        _ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        calls.append("perform \(action) \(indexPath.item) highlighted=\(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
    }
}

/// A delegate that implements nothing of the menu: UIKit's defaults.
private final class SilentDelegate: CollectionViewDelegate {}

@Suite struct EditMenuTests {
    @Test func theMenuAsksInUIKitsOrderAndHighlightsTheCell() throws {
        let delegate = MenuDelegate()
        let host = try ListHost.laidOut(delegate: delegate)
        let view = host.view
        let menu = try #require(view.showEditMenu(forItemAt: IndexPath(item: 1, section: 0)))
        // shouldShowMenu, then canPerformAction for cut:, copy:, paste: in the menu's order.
        #expect(delegate.calls == ["shouldShowMenu 1", "canPerform cut: 1", "canPerform copy: 1", "canPerform paste: 1"])
        #expect(menu.actions == [.cut, .copy])
        #expect(menu.actions.map(\.title) == ["Cut", "Copy"])
        // Item 1 of the 100-pt list in a 100-wide view: (0, 100, 100, 100).
        #expect(menu.targetRect == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        // Tapping Cut: the menu goes (the highlight with it), then performAction.
        delegate.calls = []
        #expect(view.performEditAction(.cut, from: menu))
        #expect(delegate.calls == ["perform cut: 1 highlighted=false"])
    }

    @Test func aCommandTheMenuDoesNotOfferCannotBeTapped() throws {
        let delegate = MenuDelegate()
        let view = try ListHost.laidOut(delegate: delegate).view
        let menu = try #require(view.showEditMenu(forItemAt: IndexPath(item: 0, section: 0)))
        delegate.calls = []
        #expect(!view.performEditAction(.paste, from: menu))
        #expect(delegate.calls.isEmpty)
    }

    @Test func noMenuWhenTheDelegateDeclinesOrAllowsNothing() throws {
        let delegate = MenuDelegate()
        delegate.showsMenu = false
        let view = try ListHost.laidOut(delegate: delegate).view
        #expect(view.showEditMenu(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        // Declining skips canPerformAction altogether.
        #expect(delegate.calls == ["shouldShowMenu 0"])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
        delegate.showsMenu = true
        delegate.allowed = []
        #expect(view.showEditMenu(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
    }

    @Test func uikitsDefaultsShowNoMenu() throws {
        // shouldShowMenuForItemAt: and canPerformAction: default to false; no delegate at
        // all shows none either; nor does an item that does not exist.
        let view = try ListHost.laidOut(delegate: SilentDelegate()).view
        #expect(view.showEditMenu(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        view.delegate = nil
        #expect(view.showEditMenu(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        let menu = MenuDelegate() // held here: the view holds its delegate weakly
        view.delegate = menu
        #expect(view.showEditMenu(forItemAt: IndexPath(item: 100, section: 0)) == nil)
        #expect(menu.calls.isEmpty) // a missing item is refused before the delegate is asked
    }
}
