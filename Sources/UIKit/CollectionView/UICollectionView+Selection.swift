extension UICollectionView {
    /// Whether the cell of the item shows editing mode: the collection view ``isEditing`` and
    /// the delegate's `canEditItemAt` agrees (our reading of that method, docs/REFERENCE.md §17).
    func isEditingItem(at indexPath: IndexPath) -> Bool {
        guard isEditing else { return false }
        return delegate?.collectionView(self, canEditItemAt: indexPath) ?? true
    }

    /// Selects an item without asking the delegate (`selectItem(at:animated:scrollPosition:)`);
    /// nil deselects everything. A non-empty `scrollPosition` scrolls the item into place.
    func select(itemAt indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            coreView.setSelectedItems([])
            return syncCellStates()
        }
        coreView.selectItem(at: indexPath)
        if !scrollPosition.isEmpty { scroll(toItemAt: indexPath, at: scrollPosition, animated: animated) }
        syncCellStates()
    }

    /// Deselects an item without asking the delegate (`deselectItem(at:animated:)`).
    func deselect(itemAt indexPath: IndexPath) {
        coreView.deselectItem(at: indexPath)
        syncCellStates()
    }

    /// Simulates a user's tap on an item (touch down, touch up), asking the delegate as
    /// UIKit does: `shouldHighlightItemAt` → `didHighlightItemAt` → `shouldSelectItemAt` (or
    /// `shouldDeselectItemAt`) → `didSelectItemAt` (or `didDeselectItemAt`) → in
    /// single-selection mode `canPerformPrimaryActionForItemAt` → `performPrimaryActionForItemAt`
    /// → `didUnhighlightItemAt`. While ``isEditing``, the during-editing selection flags
    /// apply. Linux only: there are no touches here.
    ///
    /// A visible cell is tapped at its centre by a scripted touch (`simulateTouches(_:)`,
    /// 0.1 s on the animation clock): hit testing takes it to the view there, gesture
    /// recognizers see it first, and a control in the cell takes the tap instead of the
    /// collection view, as on a device. An item without a visible cell is tapped directly.
    public func simulateTap(at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath), !cell.isHidden else {
            coreView.tap(at: indexPath)
            return syncCellStates()
        }
        simulateTouches(.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: self)))
    }

    /// Simulates a tap on the item's outline disclosure (`UICellAccessory.outlineDisclosure`'s
    /// default action): a diffable data source expands the item, or collapses it, through its
    /// `sectionSnapshotHandlers`, animated. Any other data source has no outline, and nothing
    /// happens. Linux only: there are no touches here. A list cell's
    /// `.outlineDisclosure(actionHandler:)` handler is not run: tap the accessory with
    /// ``simulateAccessoryTap(_:at:)``.
    public func simulateOutlineDisclosureTap(at indexPath: IndexPath) {
        (dataSource as? any OutlineDisclosing)?.toggleExpansion(ofItemAt: indexPath)
    }

    /// Simulates a tap on an accessory of the visible list cell at `indexPath`: the first of
    /// its ``UICollectionViewListCell/accessories`` of `type` that is shown (for the cell's
    /// editing state) and not hidden runs its `actionHandler`; an outline disclosure without
    /// one expands or collapses the item as ``simulateOutlineDisclosureTap(at:)``. Returns
    /// whether such an accessory was there; other accessories do nothing on a tap. Linux
    /// only: there are no touches here.
    @discardableResult
    public func simulateAccessoryTap(_ type: UICellAccessory.AccessoryType, at indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
            let accessory = cell.accessories.first(where: {
                $0.accessoryType == type && !$0.isHidden && $0.displayedState.shows(editing: cell.showsEditingAccessories)
            })
        else { return false }
        if let handler = accessory.actionHandler {
            handler()
        } else if type == .outlineDisclosure {
            simulateOutlineDisclosureTap(at: indexPath)
        }
        return true
    }

    // MARK: Queries

    /// The visible cells, in draw order (`visibleCells`).
    var hostedCells: [UICollectionViewCell] {
        coreView.visibleElements.compactMap { element in
            guard element.attributes.representedElementCategory == .cell else { return nil }
            return (element.view as? HostedView)?.view as? UICollectionViewCell
        }
    }

    /// The visible cell of an item, or nil (`cellForItem(at:)`).
    func hostedCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        (coreView.cellForItem(at: indexPath) as? HostedView)?.view as? UICollectionViewCell
    }

    /// The index path of a visible cell, or nil (`indexPath(for:)`).
    func hostedIndexPath(of cell: UICollectionViewCell) -> IndexPath? {
        coreView.visibleElements.first { ($0.view as? HostedView)?.view === cell }?.attributes.indexPath
    }

    /// The item whose visible cell contains `point` (content coordinates), the topmost
    /// when cells overlap (`indexPathForItem(at:)`).
    func topmostItem(at point: CGPoint) -> IndexPath? {
        coreView.visibleElements.last {
            $0.attributes.representedElementCategory == .cell && !$0.attributes.isInvisible && $0.attributes.frame.contains(point)
        }?.attributes.indexPath
    }

    /// The visible supplementary view of a kind at an index path
    /// (`supplementaryView(forElementKind:at:)`).
    func hostedSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let key = ElementKey.supplementary(elementKind, indexPath)
        return (coreView.visibleElements.first { $0.attributes.key == key }?.view as? HostedView)?.view
    }

    /// The visible supplementary views of a kind (`visibleSupplementaryViews(ofKind:)`).
    func hostedSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        coreView.visibleElements.compactMap { element in
            guard element.attributes.representedElementCategory == .supplementary,
                element.attributes.representedElementKind == elementKind
            else { return nil }
            return (element.view as? HostedView)?.view
        }
    }

    /// The layout's attributes of an item (`layoutAttributesForItem(at:)`), preparing it
    /// first; in the collection view's coordinates (a flipped layout's frame flipped).
    func shownAttributes(forItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.bridge.prepareIfNeeded()
        return shown(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes of a supplementary view
    /// (`layoutAttributesForSupplementaryElement(ofKind:at:)`), flipped as the item's are.
    func shownAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.bridge.prepareIfNeeded()
        return shown(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// A copy of the layout's `attributes` with the frame shown, when the layout is flipped.
    private func shown(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, let width = collectionViewLayout.bridge.flipWidth else { return attributes }
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.coreAttributes = LayoutBridge.flipped(attributes.coreAttributes, within: width)
        return copy
    }

    // MARK: Scrolling

    /// Scrolls so the item sits at `scrollPosition` (`scrollToItem(at:at:animated:)`),
    /// clamped to the scrollable range, then as `setContentOffset(_:animated:)` (animated:
    /// the scroll waits in ``pendingScrollAnimation``). A layout without attributes for the
    /// item records UIKit's exception.
    func scroll(toItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard shownAttributes(forItemAt: indexPath) != nil else {
            return raise(
                "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(UIKitException.describe(indexPath))"
            )
        }
        guard let offset = coreView.contentOffset(forItemAt: indexPath, at: scrollPosition) else { return }
        setContentOffset(offset, animated: animated)
    }
}
