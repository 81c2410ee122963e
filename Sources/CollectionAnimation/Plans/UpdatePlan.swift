import CollectionLayout
import Foundation

/// The identity mapping of a batch with reloads taken out: which old key becomes which new
/// key, and which elements are reloaded (outgoing and incoming copies, never survivors).
struct UpdatePlan {
    private let batch: UpdateBatchDescription
    private var reloadedOld: Set<ElementKey> = []
    private var reloadedNew: Set<ElementKey> = []
    private var reloadedOldSections: Set<Int> = []
    private var reloadedNewSections: Set<Int> = []

    init(batch: UpdateBatchDescription) {
        self.batch = batch
        for item in batch.updateItems where item.updateAction == .reload {
            guard let before = item.indexPathBeforeUpdate else { continue }
            if item.isSectionOperation {
                reloadedOldSections.insert(before[0])
                reloadedNewSections.insert(item.indexPathAfterUpdate?[0] ?? batch.newSection(before[0]) ?? before[0])
            } else {
                reloadedOld.insert(.cell(before))
                if let after = item.indexPathAfterUpdate ?? batch.newIndexPath(before) { reloadedNew.insert(.cell(after)) }
            }
        }
    }

    /// Whether `key` (before the update) belongs to a reloaded item or section.
    func isReloaded(oldKey key: ElementKey) -> Bool {
        if reloadedOld.contains(key) { return true }
        return key.category != .decoration && key.indexPath.count > 0 && reloadedOldSections.contains(key.indexPath[0])
    }

    /// Whether `key` (after the update) belongs to a reloaded item or section.
    func isReloaded(newKey key: ElementKey) -> Bool {
        if reloadedNew.contains(key) { return true }
        return key.category != .decoration && key.indexPath.count > 0 && reloadedNewSections.contains(key.indexPath[0])
    }

    /// The surviving counterpart after the update of `key`, or nil.
    func newKey(for key: ElementKey) -> ElementKey? {
        guard !isReloaded(oldKey: key), let new = batch.newKey(for: key), !isReloaded(newKey: new) else { return nil }
        return new
    }

    /// The surviving counterpart before the update of `key`, or nil.
    func oldKey(for key: ElementKey) -> ElementKey? {
        guard !isReloaded(newKey: key) else { return nil }
        guard let old = batch.oldKey(for: key), !isReloaded(oldKey: old) else { return nil }
        return old
    }
}
