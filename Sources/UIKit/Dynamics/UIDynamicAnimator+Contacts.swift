import CollectionAnimation

/// A contact a collision behaviour reports: an item touching another item or a boundary.
struct CollisionContact: Hashable {
    let behavior: UICollisionBehavior
    let item: any UIDynamicItem
    /// The other item, for a contact between items.
    let other: (any UIDynamicItem)?
    /// The boundary's identifier (nil for the reference bounds).
    let identifier: (any NSCopying)?
    /// The segment index, −1 for the reference bounds or another item (identity only).
    let segment: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.behavior === rhs.behavior && lhs.item === rhs.item && lhs.other === rhs.other && lhs.segment == rhs.segment
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(behavior))
        hasher.combine(ObjectIdentifier(item))
        hasher.combine(other.map { ObjectIdentifier($0) })
        hasher.combine(segment)
    }
}

extension UIDynamicAnimator {
    /// Tells collision delegates the contacts that began in the last step (with their
    /// points) and those that ended, boundaries by identifier (a path boundary's segments
    /// count as one boundary).
    func report(_ worldContacts: [DynamicsWorld.Contact: SIMD2<Double>], items: [any UIDynamicItem], owners: [UICollisionBehavior]) {
        var now: [CollisionContact: CGPoint] = [:]
        for (contact, point) in worldContacts {
            guard owners.indices.contains(contact.group), items.indices.contains(contact.body) else { continue }
            let behavior = owners[contact.group]
            let item = items[contact.body]
            let key: CollisionContact
            switch contact.partner {
            case .body(let other):
                guard items.indices.contains(other) else { continue }
                key = CollisionContact(behavior: behavior, item: item, other: items[other], identifier: nil, segment: -1)
            case .bounds:
                key = CollisionContact(behavior: behavior, item: item, other: nil, identifier: nil, segment: -1)
            case .segment(let index):
                guard let identifier = behavior.identifier(ofSegment: index) else { continue }
                let first = (0..<index).first {
                    behavior.identifier(ofSegment: $0).map { UICollisionBehavior.same($0, identifier) } ?? false
                }
                key = CollisionContact(behavior: behavior, item: item, other: nil, identifier: identifier, segment: first ?? index)
            }
            if now[key] == nil { now[key] = CGPoint(x: point.x, y: point.y) }
        }
        let previous = contacts
        contacts = now
        for (key, point) in now where previous[key] == nil {
            guard let delegate = key.behavior.collisionDelegate else { continue }
            if let other = key.other {
                delegate.collisionBehavior(key.behavior, beganContactFor: key.item, with: other, at: point)
            } else {
                delegate.collisionBehavior(key.behavior, beganContactFor: key.item, withBoundaryIdentifier: key.identifier, at: point)
            }
        }
        for key in previous.keys where now[key] == nil {
            guard let delegate = key.behavior.collisionDelegate else { continue }
            if let other = key.other {
                delegate.collisionBehavior(key.behavior, endedContactFor: key.item, with: other)
            } else {
                delegate.collisionBehavior(key.behavior, endedContactFor: key.item, withBoundaryIdentifier: key.identifier)
            }
        }
    }
}
