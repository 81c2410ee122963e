extension UICollectionView {
    /// Whether items can be selected (`allowsSelection`).
    public var allowsSelection: Bool {
        get { coreView.allowsSelection }
        set { coreView.allowsSelection = newValue }
    }

    /// Whether items can be selected while the collection view is editing
    /// (`allowsSelectionDuringEditing`, iOS 14); default false. While editing, a tap selects
    /// when this or ``allowsMultipleSelectionDuringEditing`` is on (the second implying the
    /// first is a model: docs/REFERENCE.md §17).
    public var allowsSelectionDuringEditing: Bool {
        get { coreView.allowsSelectionDuringEditing }
        set { coreView.allowsSelectionDuringEditing = newValue }
    }

    /// Whether more than one item can be selected (`allowsMultipleSelection`).
    public var allowsMultipleSelection: Bool {
        get { coreView.allowsMultipleSelection }
        set { coreView.allowsMultipleSelection = newValue }
    }

    /// Whether more than one item can be selected while the collection view is editing
    /// (`allowsMultipleSelectionDuringEditing`, iOS 14); default false.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { coreView.allowsMultipleSelectionDuringEditing }
        set { coreView.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Whether the cell of the item shows editing mode: the collection view ``isEditing`` and
    /// the delegate's `canEditItemAt` agrees (our reading of that method, docs/REFERENCE.md §17).
    func isEditingItem(at indexPath: IndexPath) -> Bool {
        guard isEditing else { return false }
        return delegate?.collectionView(self, canEditItemAt: indexPath) ?? true
    }

    /// The selected items, sorted (`indexPathsForSelectedItems`); empty when none.
    public var indexPathsForSelectedItems: [IndexPath]? { coreView.indexPathsForSelectedItems }

    /// Selects an item without asking the delegate (`selectItem(at:animated:scrollPosition:)`);
    /// nil deselects everything. A non-empty `scrollPosition` scrolls the item into place.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            coreView.setSelectedItems([])
            return syncCellStates()
        }
        coreView.selectItem(at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        syncCellStates()
    }

    /// Deselects an item without asking the delegate (`deselectItem(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
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
    public var visibleCells: [UICollectionViewCell] {
        coreView.visibleElements.compactMap { element in
            guard element.attributes.representedElementCategory == .cell else { return nil }
            return (element.view as? HostedView)?.view as? UICollectionViewCell
        }
    }

    /// The visible items' index paths, sorted (`indexPathsForVisibleItems`).
    public var indexPathsForVisibleItems: [IndexPath] { coreView.indexPathsForVisibleItems }

    /// The visible cell of an item, or nil (`cellForItem(at:)`).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        (coreView.cellForItem(at: indexPath) as? HostedView)?.view as? UICollectionViewCell
    }

    /// The index path of a visible cell, or nil (`indexPath(for:)`).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        coreView.visibleElements.first { ($0.view as? HostedView)?.view === cell }?.attributes.indexPath
    }

    /// The item whose visible cell contains `point` (content coordinates), the topmost
    /// when cells overlap (`indexPathForItem(at:)`).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        coreView.visibleElements.last {
            $0.attributes.representedElementCategory == .cell && !$0.attributes.isInvisible && $0.attributes.frame.contains(point)
        }?.attributes.indexPath
    }

    /// The visible supplementary view of a kind at an index path
    /// (`supplementaryView(forElementKind:at:)`).
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let key = ElementKey.supplementary(elementKind, indexPath)
        return (coreView.visibleElements.first { $0.attributes.key == key }?.view as? HostedView)?.view
    }

    /// The visible supplementary views of a kind (`visibleSupplementaryViews(ofKind:)`).
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        coreView.visibleElements.compactMap { element in
            guard element.attributes.representedElementCategory == .supplementary,
                element.attributes.representedElementKind == elementKind
            else { return nil }
            return (element.view as? HostedView)?.view
        }
    }

    /// The index paths of the visible supplementary views of a kind, sorted
    /// (`indexPathsForVisibleSupplementaryElements(ofKind:)`).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        coreView.indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }

    /// The layout's attributes of an item (`layoutAttributesForItem(at:)`), preparing it
    /// first; in the collection view's coordinates (a flipped layout's frame flipped).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.bridge.prepareIfNeeded()
        return shown(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes of a supplementary view
    /// (`layoutAttributesForSupplementaryElement(ofKind:at:)`), flipped as the item's are.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
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
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard layoutAttributesForItem(at: indexPath) != nil else {
            return raise(
                "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(UIKitException.describe(indexPath))"
            )
        }
        guard let offset = coreView.contentOffset(forItemAt: indexPath, at: scrollPosition) else { return }
        setContentOffset(offset, animated: animated)
    }
}
