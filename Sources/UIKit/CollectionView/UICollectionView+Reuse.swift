extension UICollectionView {
    // MARK: Registration

    /// Registers `cellClass` for `identifier`, nil unregistering it (``UICollectionView/register(_:forCellWithReuseIdentifier:)``).
    func registerCell(_ cellClass: AnyClass?, _ identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
        if cellClass != nil { reuseNibs[identifier] = nil }
        registerHostedCell(identifier)
    }

    /// Registers a nib for a cell identifier in place of a class (`register(_:forCellWithReuseIdentifier:)`);
    /// nil removes it.
    func registerCell(nib: UINib?, _ identifier: String) {
        reuseNibs[identifier] = nib
        if nib != nil { cellClasses[identifier] = nil }
        registerHostedCell(identifier)
    }

    /// The core serves an identifier while a class or a nib is registered for it, as UIKit
    /// dequeues: a nil registration of both leaves it unregistered.
    private func registerHostedCell(_ identifier: String) {
        let registered = cellClasses[identifier] != nil || reuseNibs[identifier] != nil
        coreView.register(registered ? HostedView.self : nil, forCellWithReuseIdentifier: identifier)
    }

    /// Registers `viewClass` for a kind and identifier
    /// (``UICollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``).
    func registerSupplementary(_ viewClass: AnyClass?, _ elementKind: String, _ identifier: String) {
        supplementaryClasses[Self.key(elementKind, identifier)] = viewClass as? UICollectionReusableView.Type
        if viewClass != nil { reuseNibs[Self.key(elementKind, identifier)] = nil }
        registerHostedSupplementary(elementKind, identifier)
    }

    /// Registers a nib for a kind and identifier in place of a class; nil removes it.
    func registerSupplementary(nib: UINib?, _ elementKind: String, _ identifier: String) {
        reuseNibs[Self.key(elementKind, identifier)] = nib
        if nib != nil { supplementaryClasses[Self.key(elementKind, identifier)] = nil }
        registerHostedSupplementary(elementKind, identifier)
    }

    private func registerHostedSupplementary(_ elementKind: String, _ identifier: String) {
        let registered = hasSupplementaryRegistration(kind: elementKind, identifier: identifier)
        coreView.register(registered ? HostedView.self : nil, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    // MARK: Dequeueing

    /// A recycled or new cell (``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``).
    func dequeueCell(_ identifier: String, _ indexPath: IndexPath) -> UICollectionViewCell {
        // Reconfiguring: the cell already shown at this path, kept (no prepareForReuse).
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        // A nib cannot load here: the exception, then a cell of the base class.
        if !reuseNibs.isEmpty, let nib = reuseNibs[identifier] { raise(nib.loadFailure) }
        let hosted: CollectionViewCell
        do {
            hosted = try coreView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        } catch {
            raise(error)
            return UICollectionViewCell(frame: .zero)
        }
        let view = uikitView(in: hosted, identifier: identifier) { cellClasses[identifier] ?? UICollectionViewCell.self }
        if let listCell = view as? UICollectionViewListCell {
            // Its section's list appearance, nil outside a list (its default styles follow it).
            listCell.listAppearance = collectionViewLayout.listAppearance(inSection: indexPath.section)
            // An outline's list cell is indented by its item's level, as UIKit's are.
            if let level = (dataSource as? any OutlineDisclosing)?.outlineLevel(ofItemAt: indexPath) {
                listCell.indentationLevel = level
            }
        }
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// A recycled or new supplementary view
    /// (``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``).
    func dequeueSupplementary(_ elementKind: String, _ identifier: String, _ indexPath: IndexPath) -> UICollectionReusableView {
        if !reuseNibs.isEmpty, let nib = reuseNibs[Self.key(elementKind, identifier)] { raise(nib.loadFailure) }
        let hosted: ReusableView
        do {
            hosted = try coreView.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        } catch {
            raise(error)
            return UICollectionReusableView(frame: .zero)
        }
        return uikitView(in: hosted, identifier: identifier) {
            supplementaryClasses[Self.key(elementKind, identifier)] ?? UICollectionReusableView.self
        }
    }

    /// The UIKit view a core view carries, created from the registered class the first time.
    func uikitView(
        in hosted: ReusableView, identifier: String, registered: () -> UICollectionReusableView.Type
    ) -> UICollectionReusableView {
        guard let hosted = hosted as? HostedView else { return UICollectionReusableView(frame: .zero) }
        let view = hosted.view ?? registered().init()
        if hosted.view == nil {
            view.reuseIdentifier = identifier
            adopt(view, in: hosted)
        }
        // UIKit hands out a dequeued view already at its layout attributes' geometry, so the
        // data source configures a view of its final size.
        if let attributes = coreView.attributesBeingMade { HostedView.setGeometry(of: view, from: attributes) }
        return view
    }

    /// The core view for a view a data source returned; a view that was not dequeued
    /// records UIKit's exception and is wrapped anyway.
    func hostedView(for view: UICollectionReusableView, returnedFrom method: String?) -> HostedView {
        if let hosted = hostedViews[ObjectIdentifier(view)], hosted.view === view { return hosted }
        if let method, !(view is UnimplementedCell) {
            raise(
                "the cell returned from \(method) does not have a reuseIdentifier - cells must be retrieved by calling "
                    + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        let hosted = HostedView()
        adopt(view, in: hosted)
        return hosted
    }

    /// Pairs a UIKit view with the core view that carries it, and lets a cell (and its
    /// content view) find this collection view when it invalidates its size.
    private func adopt(_ view: UICollectionReusableView, in hosted: HostedView) {
        hosted.view = view
        hosted.host = self
        hostedViews[ObjectIdentifier(view)] = hosted
        view.owningCollectionView = self
        view.traitsMayHaveChanged()
    }

    /// Whether a supplementary class or nib is registered for a kind and reuse identifier.
    func hasSupplementaryRegistration(kind: String, identifier: String) -> Bool {
        supplementaryClasses[Self.key(kind, identifier)] != nil || reuseNibs[Self.key(kind, identifier)] != nil
    }

    private static func key(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    // MARK: After a layout pass

    /// Brings the UIKit side up to date after a core pass: selection and highlight states,
    /// decoration views, and the delegate's display notifications.
    func afterLayoutPass() {
        // The core scrolls by itself (flings, drags, animated offsets): its layer follows.
        if layer.bounds != coreView.bounds { layer.bounds = coreView.bounds }
        placeBackgroundView()
        syncCellStates()
        updateDecorationViews()
        adoptDisplayedReusableViews()
        notifyDisplayChanges()
        // The views' own layout pass (their Auto Layout frames, `layoutSubviews()`) before they
        // are recorded for drawing, as UIKit lays out a cell before it displays.
        for view in visibleReusableViews.values { view.layoutIfNeeded() }
        invalidateViewAppearances()
    }

    /// Copies the core's selection and highlight state onto the UIKit cells, through their
    /// (overridable) setters, only where it changed; then runs the configuration updates the
    /// cells asked for (UICollectionViewCell+Configuration.swift).
    func syncCellStates() {
        for element in coreView.visibleElements {
            guard let hosted = element.view as? HostedView, let cell = hosted.view as? UICollectionViewCell else { continue }
            if cell.isSelected != hosted.isSelected { cell.isSelected = hosted.isSelected }
            if cell.isHighlighted != hosted.isHighlighted { cell.isHighlighted = hosted.isHighlighted }
            cell.updateConfigurationIfNeeded(at: element.attributes.indexPath)
        }
    }

    /// Asks every visible cell for a configuration update (a drop's state changed).
    func setVisibleCellsNeedUpdateConfiguration() {
        for cell in visibleCells { cell.setNeedsUpdateConfiguration() }
    }

    /// Creates (from the layout's registered classes) and applies the visible decoration
    /// views; an unregistered kind records UIKit's exception.
    private func updateDecorationViews() {
        var next: [ElementKey: UICollectionReusableView] = [:]
        let layout = collectionViewLayout
        for element in coreView.visibleElements where element.attributes.representedElementCategory == .decoration {
            let key = element.attributes.key
            let kind = element.attributes.representedElementKind ?? ""
            if let view = decorationViews[key] ?? layout.decorationViewClass(ofKind: kind)?.init() {
                if view.owningCollectionView !== self {
                    view.owningCollectionView = self
                    view.traitsMayHaveChanged()
                }
                HostedView.setGeometry(of: view, from: element.attributes)
                layout.configureDecorationView(view, for: element.attributes)
                view.apply(layout.bridge.object(for: element.attributes))
                next[key] = view
            } else if let nib = layout.decorationNibs[kind] {
                raise(nib.loadFailure)
            } else {
                raise(String(describing: CollectionViewError.unregisteredReuseIdentifier(kind: kind, identifier: kind)))
            }
        }
        decorationViews = next
    }

    /// Tells the delegate which cells appeared (`willDisplay`) and left (`didEndDisplaying`).
    private func notifyDisplayChanges() {
        var now: [IndexPath: UICollectionViewCell] = [:]
        for element in coreView.visibleElements where element.attributes.representedElementCategory == .cell {
            if let cell = (element.view as? HostedView)?.view as? UICollectionViewCell {
                now[element.attributes.indexPath] = cell
            }
        }
        let before = displayedCells
        displayedCells = now
        guard let delegate else { return }
        for (path, cell) in before.sorted(by: { $0.key < $1.key }) where now[path] !== cell {
            delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        for (path, cell) in now.sorted(by: { $0.key < $1.key }) where before[path] !== cell {
            delegate.collectionView(self, willDisplay: cell, forItemAt: path)
        }
    }
}
