import Foundation

extension CollectionView {
    /// Runs a batch of inserts, deletes, moves and reloads as one update, as
    /// `performBatchUpdates(_:completion:)`.
    ///
    /// Inside `updates`, change the data source's model and call the update methods
    /// (``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)``,
    /// ``reloadItems(at:)``, ``insertSections(_:)``, ``deleteSections(_:)``,
    /// ``moveSection(_:toSection:)``, ``reloadSections(_:)``), in any order. The counts before
    /// are the host's cached counts when the outermost block begins (read from the data
    /// source then if none are cached); the counts after are read from the data source when
    /// it returns. Nested blocks only record: the batch applies once, at the end of the
    /// outermost block, and every block's completion is then called with `true` (no
    /// animation runs here: the animator plays the returned result).
    ///
    /// Applying a valid batch: install the new counts; carry the selection over through the
    /// identity mapping (deleted and reloaded selected items are deselected); re-key the
    /// visible views so each stays with its element; capture the old attributes (see
    /// ``BatchUpdateResult``) *before* invalidating the layout with an
    /// ``InvalidationContext`` that sets `invalidateDataSourceCounts`, `updateItems` and
    /// `reusableSectionSources`; prepare the layout; call
    /// `prepare(forCollectionViewUpdates:)`; pull the content offset back if the content
    /// shrank below the viewport (then ask `targetContentOffset(forProposedContentOffset:)`);
    /// call `finalizeCollectionViewUpdates()` (unless inside `withDeferredUpdateFinalization(_:)`); run the
    /// layout pass.
    ///
    /// - Returns: what changed, for the outermost block; nil for a nested block.
    /// - Throws: ``BatchUpdateError`` with UIKit's message when the batch is invalid — then
    ///   nothing changes (counts, layout, selection, visible views, offset) and no
    ///   completion is called; any error `updates` throws (the batch is then discarded);
    ///   ``CollectionViewError`` from the final layout pass (the update is committed by then,
    ///   as the data source has already changed; the completions are not called).
    @discardableResult
    public func performBatchUpdates(
        _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
    ) throws -> BatchUpdateResult? {
        let outermost = !batchRecorder.isRecording
        if outermost { batchRecorder = BatchUpdateRecorder(beforeCounts: sectionCounts) }
        batchRecorder.depth += 1
        if let completion { batchRecorder.completions.append(completion) }
        do {
            try updates()
        } catch {
            batchRecorder.depth -= 1
            if outermost { batchRecorder = BatchUpdateRecorder() }
            throw error
        }
        batchRecorder.depth -= 1
        guard outermost else { return nil }
        let recorded = batchRecorder
        batchRecorder = BatchUpdateRecorder()
        let result = try applyBatchUpdate(before: recorded.beforeCounts, operations: recorded.operations)
        for completion in recorded.completions { completion(true) }
        return result
    }

    /// Inserts items at after-update paths (`insertItems(at:)`). Outside a batch block it is
    /// a batch of one and returns its result; inside one it records and returns nil.
    /// - Throws: as ``performBatchUpdates(_:completion:)`` when it applies.
    @discardableResult
    public func insertItems(at indexPaths: [IndexPath]) throws -> BatchUpdateResult? {
        try record(.insertItems(indexPaths))
    }

    /// Deletes items at before-update paths (`deleteItems(at:)`); see ``insertItems(at:)``.
    @discardableResult
    public func deleteItems(at indexPaths: [IndexPath]) throws -> BatchUpdateResult? {
        try record(.deleteItems(indexPaths))
    }

    /// Moves an item from a before-update path to an after-update path
    /// (`moveItem(at:to:)`); see ``insertItems(at:)``.
    @discardableResult
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws -> BatchUpdateResult? {
        try record(.moveItem(at: indexPath, to: newIndexPath))
    }

    /// Reloads items at before-update paths: each is deleted and inserted at its adjusted new
    /// path (`reloadItems(at:)`); see ``insertItems(at:)``.
    @discardableResult
    public func reloadItems(at indexPaths: [IndexPath]) throws -> BatchUpdateResult? {
        try record(.reloadItems(indexPaths))
    }

    /// Inserts sections at after-update indexes (`insertSections(_:)`); see
    /// ``insertItems(at:)``.
    @discardableResult
    public func insertSections(_ sections: IndexSet) throws -> BatchUpdateResult? {
        try record(.insertSections(sections))
    }

    /// Deletes sections at before-update indexes (`deleteSections(_:)`); see
    /// ``insertItems(at:)``.
    @discardableResult
    public func deleteSections(_ sections: IndexSet) throws -> BatchUpdateResult? {
        try record(.deleteSections(sections))
    }

    /// Moves a section (`moveSection(_:toSection:)`); see ``insertItems(at:)``.
    @discardableResult
    public func moveSection(_ section: Int, toSection newSection: Int) throws -> BatchUpdateResult? {
        try record(.moveSection(section, toSection: newSection))
    }

    /// Reloads sections at before-update indexes (`reloadSections(_:)`); see
    /// ``insertItems(at:)``.
    @discardableResult
    public func reloadSections(_ sections: IndexSet) throws -> BatchUpdateResult? {
        try record(.reloadSections(sections))
    }

    // MARK: Re-keying

    /// Re-keys the visible views through a batch update's identity mapping, so every
    /// surviving view stays with its element; views mapped to nil go to the reuse queues.
    func remapVisibleElements(_ transform: (ElementKey) -> ElementKey?) {
        var next: [ElementKey: VisibleElement] = [:]
        var order: [VisibleElement] = []
        var remaining = visible
        // Draw order, so views are recycled in a deterministic order (then any stragglers).
        let ordered = visibleElements.map(\.attributes.key).filter { visible[$0] != nil }
        let stragglers = Set(visible.keys).subtracting(ordered).sorted { $0.description < $1.description }
        for key in ordered + stragglers {
            guard var element = remaining.removeValue(forKey: key) else { continue }
            if let newKey = transform(key) {
                element.attributes.indexPath = newKey.indexPath
                next[newKey] = element
                order.append(element)
            } else {
                enqueue(element.view, for: element.attributes)
            }
        }
        visible = next
        visibleElements = order
    }

    // MARK: Private

    private func record(_ operation: BatchOperation) throws -> BatchUpdateResult? {
        if batchRecorder.isRecording {
            batchRecorder.operations.append(operation)
            return nil
        }
        return try performBatchUpdates { self.batchRecorder.operations.append(operation) }
    }

    private func applyBatchUpdate(before: [Int], operations: [BatchOperation]) throws -> BatchUpdateResult {
        let after = readCountsFromDataSource()
        // Validation first: a throw here leaves everything as it was.
        let update = try BatchUpdate(oldSectionCounts: before, newSectionCounts: after, operations: operations)
        let layout = collectionViewLayout

        // The old state the animator needs, captured before the layout is invalidated.
        layout.prepareIfNeeded()
        let oldBounds = bounds
        let oldContentSize = layout.collectionViewContentSize
        let captureRect = oldBounds.insetBy(dx: -oldBounds.width, dy: -oldBounds.height)
        var oldAttributes: [ElementKey: LayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: captureRect) {
            oldAttributes[attributes.key] = attributes
        }
        for item in update.updateItems where item.updateAction == .move && !item.isSectionOperation {
            guard let path = item.indexPathBeforeUpdate, oldAttributes[.cell(path)] == nil,
                let attributes = layout.layoutAttributesForItem(at: path)
            else { continue }
            oldAttributes[.cell(path)] = attributes
        }

        // Commit: counts, views, selection.
        let oldSelection = selectedItems
        setSelectedItems([])
        let context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        context.updateItems = update.updateItems
        context.reusableSectionSources = update.reusableSectionSources
        context.newIndexPathForOld = { update.newIndexPath(forOld: $0) }
        setSectionCounts(after, invalidationContext: context)
        remapVisibleElements { update.newKey(forOld: $0) }
        setSelectedItems(oldSelection.compactMap { update.newIndexPath(forOld: $0) })

        // The new layout.
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: update.updateItems)
        let clamped = clampedContentOffset(contentOffset)
        var proposed = contentOffset
        proposed.x = min(proposed.x, clamped.x)
        proposed.y = min(proposed.y, clamped.y)
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        if target != contentOffset { contentOffset = target }
        if !defersUpdateFinalization { layout.finalizeCollectionViewUpdates() }
        layout.prepareIfNeeded()
        let newContentSize = layout.collectionViewContentSize
        let newBounds = bounds
        try layoutIfNeeded()
        return BatchUpdateResult(
            update: update, oldBounds: oldBounds, newBounds: newBounds, oldContentSize: oldContentSize,
            newContentSize: newContentSize, oldAttributes: oldAttributes)
    }
}
