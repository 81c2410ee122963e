import Foundation

/// Reuse: registrations and reuse queues, as `UICollectionView` dequeues and recycles views.
extension CollectionView {
    /// How many views wait in the reuse queues.
    public var queuedViewCount: Int { reuseQueues.values.reduce(0) { $0 + $1.count } }

    /// Registers a cell class for a reuse identifier (`register(_:forCellWithReuseIdentifier:)`);
    /// nil removes the registration.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registrations[registrationKey(kind: cellKind, identifier: identifier)] = cellClass
    }

    /// Registers a supplementary view class for a kind and identifier; nil removes the registration.
    public func register(
        _ viewClass: ReusableView.Type?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registrations[registrationKey(kind: kind, identifier: identifier)] = viewClass
    }

    /// A recycled or new cell (`dequeueReusableCell(withReuseIdentifier:for:)`).
    /// - Throws: ``CollectionViewError/unregisteredReuseIdentifier(kind:identifier:)``.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> CollectionViewCell {
        let view = try dequeue(kind: cellKind, identifier: identifier, for: indexPath)
        guard let cell = view as? CollectionViewCell else {
            throw CollectionViewError.unregisteredReuseIdentifier(kind: cellKind, identifier: identifier)
        }
        return cell
    }

    /// A recycled or new supplementary view. A nil identifier gives a plain view without
    /// registration (the host's default for data sources that supply none).
    /// - Throws: ``CollectionViewError/unregisteredReuseIdentifier(kind:identifier:)``.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String?, for indexPath: IndexPath
    ) throws -> ReusableView {
        try dequeue(kind: kind, identifier: identifier, for: indexPath)
    }

    private func registrationKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }

    func dequeue(kind: String, identifier: String?, for indexPath: IndexPath) throws -> ReusableView {
        let key = registrationKey(kind: kind, identifier: identifier ?? Self.defaultIdentifier)
        if var queue = reuseQueues[key], let view = queue.popLast() {
            reuseQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        let viewClass: ReusableView.Type
        if let registered = registrations[key] {
            viewClass = registered
        } else if identifier == nil {
            viewClass = kind == cellKind ? CollectionViewCell.self : ReusableView.self
        } else {
            throw CollectionViewError.unregisteredReuseIdentifier(kind: kind, identifier: identifier ?? "")
        }
        let view = viewClass.init()
        view.reuseIdentifier = identifier ?? Self.defaultIdentifier
        createdViewCount += 1
        return view
    }

    private func queueKey(of view: ReusableView, for attributes: LayoutAttributes) -> String {
        let kind = attributes.representedElementCategory == .cell ? cellKind : (attributes.representedElementKind ?? "")
        return registrationKey(kind: kind, identifier: view.reuseIdentifier ?? Self.defaultIdentifier)
    }

    func dequeueSpecific(_ view: ReusableView, for attributes: LayoutAttributes) {
        reuseQueues[queueKey(of: view, for: attributes)]?.removeAll { $0 === view }
    }

    func enqueue(_ view: ReusableView, for attributes: LayoutAttributes) {
        reuseQueues[queueKey(of: view, for: attributes), default: []].append(view)
    }
}
