import CollectionLayout
import Foundation

/// The scene's delegate for the legacy edit menu, and how its data source performs the
/// commands. A scene has no code, so its delegate is fixed:
///
/// - `shouldShowMenuForItemAt:` — true for every item;
/// - `canPerformAction:` — `cut:` and `copy:` always; `paste:` once something was cut or
///   copied (the pasteboard is empty at the start of the timeline); any other selector no;
/// - `performAction:` —
///   - `cut:` keeps the item on the pasteboard and deletes it: one batch update deleting
///     `[section, item]`;
///   - `copy:` keeps the item on the pasteboard; the data does not change;
///   - `paste:` inserts the pasteboard's item right after the item pressed: one batch
///     update inserting `[section, item + 1]`. The pasteboard keeps it (paste again and it
///     is inserted again), as a system pasteboard does.
///
/// A section written as a count (`items: 5`) becomes a list of default items when it
/// changes, so the remaining items keep their look.
extension SceneDataSource {
    /// Every item shows the menu.
    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        item(at: indexPath) != nil
    }

    /// Cut and copy always; paste once the pasteboard holds an item.
    public func collectionView(
        _ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        switch action {
        case .cut, .copy: return true
        case .paste: return pasteboard != nil
        default: return false
        }
    }

    /// Cuts, copies or pastes (see the type's rules); the batch's outcome is kept for the
    /// timeline (a delegate cannot throw).
    public func collectionView(
        _ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        guard let spec = item(at: indexPath) else { return }
        let section = indexPath.section
        do {
            switch action {
            case .cut:
                pasteboard = spec
                lastEditChange = .success(
                    try collectionView.performBatchUpdates {
                        sections[section].items = .list(
                            listedItems(section).enumerated().filter { $0.offset != indexPath.item }.map(\.element))
                        try collectionView.deleteItems(at: [indexPath])
                    })
            case .copy:
                pasteboard = spec
                lastEditChange = .success(nil)
            case .paste:
                guard let pasted = pasteboard else { return }
                let target = IndexPath(item: indexPath.item + 1, section: section)
                lastEditChange = .success(
                    try collectionView.performBatchUpdates {
                        var items = listedItems(section)
                        items.insert(pasted, at: target.item)
                        sections[section].items = .list(items)
                        try collectionView.insertItems(at: [target])
                    })
            default:
                lastEditChange = .success(nil)
            }
        } catch {
            lastEditChange = .failure(error)
        }
    }

    /// The section's items as a list.
    private func listedItems(_ section: Int) -> [ItemSpec] {
        switch sections[section].items {
        case let .list(items): return items
        case let .count(count): return Array(repeating: ItemSpec(), count: max(0, count))
        }
    }
}
