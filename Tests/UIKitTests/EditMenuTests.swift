import Testing
import UIKit

/// An edit-menu delegate written as for iOS: selectors spelled `Selector("copy:")`, which
/// compiles on both platforms (`#selector` needs the Objective-C runtime).
private final class MenuDelegate: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var performed: [(Selector, IndexPath)] = []
    var contextMenuRequests: [[IndexPath]] = []

    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldShowMenu \(indexPath.item)")
        return indexPath.item != 3
    }

    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        calls.append("canPerform \(NSStringFromSelector(action))")
        return action == Selector("copy:") || action == "cut:"
    }

    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        calls.append("perform \(action) highlighted=\(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
        performed.append((action, indexPath))
    }

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        contextMenuRequests.append(indexPaths)
        guard let first = indexPaths.first else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(
                title: "",
                children: [
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                        self?.calls.append("delete \(first.item)")
                    }
                ])
        }
    }
}

/// A delegate that implements no menu method: UIKit's defaults.
private final class PlainDelegate: NSObject, UICollectionViewDelegate {}

@Suite struct UIKitEditMenuTests {
    @Test func theLegacyMenuAsksInUIKitsOrderAndPerformsThroughTheDelegate() {
        let counts = Counts([10])
        let view = makeView(flowLayout(), counts: counts)
        let delegate = MenuDelegate()
        view.delegate = delegate
        let commands = view.simulateEditMenu(forItemAt: IndexPath(item: 1, section: 0))
        #expect(commands == [Selector("cut:"), Selector("copy:")])
        #expect(delegate.calls == ["shouldShowMenu 1", "canPerform cut:", "canPerform copy:", "canPerform paste:"])
        // The cell is highlighted while the menu is up.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        // Paste is not offered: tapping it does nothing.
        #expect(!view.simulateEditMenuAction(.paste, forItemAt: IndexPath(item: 1, section: 0)))
        delegate.calls = []
        #expect(view.simulateEditMenuAction(Selector("copy:"), forItemAt: IndexPath(item: 1, section: 0)))
        #expect(delegate.calls == ["perform copy: highlighted=false"])
        #expect(delegate.performed.map(\.1) == [IndexPath(item: 1, section: 0)])
        // The menu is gone: a second tap finds none.
        #expect(!view.simulateEditMenuAction(.copy, forItemAt: IndexPath(item: 1, section: 0)))
    }

    @Test func noMenuWhereUIKitShowsNone() {
        let view = makeView(flowLayout(), counts: Counts([10]))
        // No delegate, a delegate without the methods (defaults false), a declined item.
        #expect(view.simulateEditMenu(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        let plain = PlainDelegate()
        view.delegate = plain
        #expect(view.simulateEditMenu(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        let delegate = MenuDelegate()
        view.delegate = delegate
        #expect(view.simulateEditMenu(forItemAt: IndexPath(item: 3, section: 0)) == nil)
        #expect(delegate.calls == ["shouldShowMenu 3"])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.isHighlighted == false)
    }

    @Test func theContextMenuConfigurationComesFromTheDelegate() throws {
        let view = makeView(flowLayout(), counts: Counts([10]))
        let delegate = MenuDelegate()
        view.delegate = delegate
        // Flow layout, 50-pt items 10 apart in a 320-wide view: item 0 at (0, 0, 50, 50).
        let configuration = try #require(view.simulateContextMenu(at: CGPoint(x: 25, y: 25)))
        let menu = try #require(configuration.actionProvider?([]))
        let action = try #require(menu.children.first as? UIAction)
        #expect(action.title == "Delete" && action.attributes.contains(.destructive))
        action.performWithSender(nil, target: nil)
        #expect(delegate.calls == ["delete 0"])
        // Empty space asks with [] and this delegate answers nil: no interaction.
        #expect(view.simulateContextMenu(at: CGPoint(x: 315, y: 470)) == nil)
        #expect(delegate.contextMenuRequests == [[IndexPath(item: 0, section: 0)], []])
    }
}
