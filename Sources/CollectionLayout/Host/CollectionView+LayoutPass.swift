import Foundation

/// The layout pass: the layout's attributes → views for the visible elements.
extension CollectionView {
    /// Marks the view as needing a layout pass.
    public func setNeedsLayout() { needsLayout = true }

    /// The layout's elements that overlap `rect`, checked as UIKit asserts and in draw
    /// order (preparing the layout first if it is invalid). A layout pass uses it for the
    /// bounds; dumps and whole-content renders use it for other rectangles.
    /// - Throws: ``CollectionViewError/invalidAttributes(_:)`` naming the element at fault.
    public func layoutAttributesForElements(in rect: CGRect) throws -> [LayoutAttributes] {
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        var attributes = layout.layoutAttributesForElements(in: rect).filter { $0.frame.overlaps(rect) }
        if let interactiveMovement { attributes = movingItemSubstituted(attributes, movement: interactiveMovement, in: rect) }
        if let gap = phantoms.gap { attributes.removeAll { $0.key == .cell(gap) } }
        for element in attributes {
            do { try element.validate() } catch { throw CollectionViewError.invalidAttributes(error) }
        }
        return attributes.sortedInDrawOrder()
    }

    /// Runs a layout pass if needed: prepare (when invalid) → content size → elements in the
    /// bounds, in draw order; then dequeues views for newly visible elements and recycles
    /// those that left.
    /// - Throws: ``CollectionViewError`` for invalid attributes or an unregistered
    ///   identifier; the visible views then stay as they were.
    ///
    /// Each view shown at a size it was not yet asked about is then self-sized
    /// (`selfSizeVisibleViews()`); when that invalidates the layout, the pass runs again
    /// within this call, at most ``maximumSelfSizingRounds`` times. The prefetch data source
    /// hears about the items ahead of the scroll last (CollectionView+Prefetching).
    public func layoutIfNeeded() throws {
        guard needsLayout || collectionViewLayout.needsPrepare else { return }
        try placeAndSizeVisibleViews()
        updatePrefetching()
    }

    /// Passes until self-sizing settles (at most ``maximumSelfSizingRounds``).
    private func placeAndSizeVisibleViews() throws {
        var rounds = 0
        while true {
            try placeVisibleViews()
            rounds += 1
            guard selfSizeVisibleViews() else { return }
            guard rounds < Self.maximumSelfSizingRounds else {
                emitDiagnostic(
                    "self-sizing invalidated the layout in each of \(rounds) layout passes in a row; "
                        + "the sizes come from the last pass.")
                return
            }
        }
    }

    /// One pass: the layout's elements in the bounds → views.
    private func placeVisibleViews() throws {
        let attributes = try layoutAttributesForElements(in: bounds)
        contentSize = collectionViewLayout.collectionViewContentSize
        // Recycle the views that left before dequeueing for the ones that arrived, as
        // UIKit does, so a scroll reuses instead of creating.
        var keys = Set<ElementKey>(minimumCapacity: attributes.count)
        for element in attributes { keys.insert(element.key) }
        var next: [ElementKey: VisibleElement] = [:]
        next.reserveCapacity(attributes.count)
        var ordered: [VisibleElement] = []
        ordered.reserveCapacity(attributes.count)
        var leaving: [VisibleElement] = []
        for (key, old) in visible {
            if keys.contains(key) { next[key] = old } else { leaving.append(old) }
        }
        for old in leaving { enqueue(old.view, for: old.attributes) }
        do {
            for element in attributes {
                let key = element.key
                // Updated in place (one lookup, no copy of the element out and back).
                if let slot = next.index(forKey: key) {
                    next.values[slot].attributes = element
                    let existing = next.values[slot]
                    existing.view.apply(element)
                    ordered.append(existing)
                    continue
                }
                let view = try makeView(for: element)
                view.apply(element)
                let placed = VisibleElement(attributes: element, view: view)
                next[key] = placed
                ordered.append(placed)
            }
        } catch {
            // Leave the visible views as they were.
            for old in leaving { dequeueSpecific(old.view, for: old.attributes) }
            throw error
        }
        visible = next
        // In the attributes' order; a layout that repeats a key shows its last attributes
        // at each place.
        visibleElements = keys.count == attributes.count ? ordered : attributes.compactMap { next[$0.key] }
        needsLayout = false
    }

    private func makeView(for attributes: LayoutAttributes) throws -> ReusableView {
        attributesBeingMade = attributes
        defer { attributesBeingMade = nil }
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { return try dequeue(kind: cellKind, identifier: nil, for: path) }
            // During an interactive movement the view's paths are the moved order; the data
            // source still has the order from before (docs/REFERENCE.md §11).
            if case let .placeholder(placeholder) = phantoms.kind(at: path) {
                let cell = try dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: path)
                placeholder.cellUpdateHandler?(cell)
                return cell
            }
            let dataPath = interactiveMovement?.dataIndexPath(forPresented: path) ?? phantoms.dataIndexPath(forPresented: path) ?? path
            let cell = try dataSource.collectionView(self, cellForItemAt: dataPath)
            cell.isSelected = selection.contains(path)
            cell.isHighlighted = highlightedItems.contains(path)
            return cell
        case .supplementary:
            let kind = attributes.representedElementKind ?? ""
            guard let dataSource else { return try dequeue(kind: kind, identifier: nil, for: path) }
            return try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        case .decoration:
            // UIKit dequeues a decoration view by its kind, which the layout must have
            // registered (`register(_:forDecorationViewOfKind:)`); else it raises.
            let kind = attributes.representedElementKind ?? ""
            guard collectionViewLayout.showsDecorationViews(ofKind: kind) else {
                throw CollectionViewError.unregisteredReuseIdentifier(kind: kind, identifier: kind)
            }
            return try dequeue(kind: kind, identifier: nil, for: path)
        }
    }
}
