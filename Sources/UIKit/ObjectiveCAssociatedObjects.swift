import Foundation

// Objective-C's associated objects (`objc_setAssociatedObject` and its siblings), which
// `import UIKit` brings on iOS from the ObjectiveC module and which iOS code uses to give
// existing classes stored properties in extensions (SnapKit keeps a view's constraints this
// way, Toast-Swift its queue of toasts). Swift on Linux has no Objective-C runtime, so the
// associations live in one table here, keyed by the object's identity and the key's address.
//
// Deliberate differences, none of them visible to code that follows the documented contract:
// - An association ends when its object is freed. UIKit's responders (views, view
//   controllers) end theirs in their `deinit`, as the runtime does; any other object's
//   associations are let go at the next call of these functions after it is freed (the
//   table holds the object weakly and sweeps out the dead), so their values may outlive it
//   briefly.
// - `OBJC_ASSOCIATION_ASSIGN` holds a class instance weakly: after the value is freed, the
//   getter answers nil where the runtime hands back a dangling pointer.
// - A value type passed as the object is boxed afresh at each call on iOS, so nothing stays
//   associated with it; here nothing is stored for it either.

/// How an association holds its value (`objc_AssociationPolicy`), with the runtime's raw
/// values.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    /// An unretained reference (`OBJC_ASSOCIATION_ASSIGN`); here a weak one (see above).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not made atomically (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy, not made atomically (`OBJC_ASSOCIATION_COPY_NONATOMIC`).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, made atomically (`OBJC_ASSOCIATION_RETAIN`).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy, made atomically (`OBJC_ASSOCIATION_COPY`).
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (`objc_setAssociatedObject(_:_:_:_:)`),
/// held as `policy` says — copied (`NSCopying`'s `copy()`) for the copy policies; nil
/// removes the association. Every association is made under a lock here, atomic or not.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard type(of: object) is AnyClass else { return }
    let owner = object as AnyObject
    let held = value.map { AssociatedObjects.Held($0, policy: policy) }
    (owner as? UIResponder)?.hasAssociatedObjects = true
    // What the association let go is released after the lock: a value's `deinit` may
    // associate again (a view's ends its own associations).
    let released = AssociatedObjects.lock.withLock { AssociatedObjects.set(held, on: owner, key: UInt(bitPattern: key)) }
    _ = released
}

/// The value associated with `object` under `key` (`objc_getAssociatedObject(_:_:)`), or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard type(of: object) is AnyClass else { return nil }
    let owner = object as AnyObject
    return AssociatedObjects.lock.withLock { AssociatedObjects.value(on: owner, key: UInt(bitPattern: key)) }
}

/// Ends every association of `object` (`objc_removeAssociatedObjects(_:)`).
public func objc_removeAssociatedObjects(_ object: Any) {
    guard type(of: object) is AnyClass else { return }
    AssociatedObjects.removeAll(for: ObjectIdentifier(object as AnyObject))
}

/// The table of associations (the runtime's association manager).
enum AssociatedObjects {
    /// A value as an association holds it.
    enum Held {
        case strong(Any)
        case weak(WeakBox)

        /// `value` held as `policy` says.
        init(_ value: Any, policy: objc_AssociationPolicy) {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                self = type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                self = .strong((value as? NSCopying)?.copy() ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .strong(value)
            }
        }

        /// The value, nil once a weakly held one is freed.
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    /// A weak reference.
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One object's associations, with the object held weakly (so that a freed object's
    /// entry is known to be stale even when a new object takes its address).
    struct Entry {
        weak var owner: AnyObject?
        var values: [UInt: Held] = [:]
    }

    /// Guards ``table``.
    static let lock = NSLock()
    /// Each object's associations, by the object's identity.
    nonisolated(unsafe) static var table: [ObjectIdentifier: Entry] = [:]
    /// The table's size after its last sweep: it is swept again once it has doubled, so that
    /// sweeping costs a constant amount a call.
    nonisolated(unsafe) private static var sweptCount = 0

    /// Sets or (nil) removes one association, and sweeps freed objects' associations out once
    /// the table has doubled since the last sweep; the caller holds the lock and releases
    /// what this returns (the values let go) after it.
    static func set(_ held: Held?, on owner: AnyObject, key: UInt) -> [Any] {
        let id = ObjectIdentifier(owner)
        var released: [Any] = []
        var entry = Entry(owner: owner)
        if let old = table[id] {
            if old.owner === owner { entry = old } else { released.append(old.values) }
        }
        let previous = if let held { entry.values.updateValue(held, forKey: key) } else { entry.values.removeValue(forKey: key) }
        if let previous { released.append(previous) }
        table[id] = entry.values.isEmpty ? nil : entry
        if table.count >= 2 * max(sweptCount, 64) {
            released.append(table)
            table = table.filter { $0.value.owner != nil }
            sweptCount = table.count
        }
        return released
    }

    /// The value of one association; the caller holds the lock.
    static func value(on owner: AnyObject, key: UInt) -> Any? {
        guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]?.value
    }

    /// Ends the associations of the object `id` identifies (`objc_removeAssociatedObjects`,
    /// and a responder's `deinit`); the values are released after the lock, since their
    /// `deinit` may associate again.
    static func removeAll(for id: ObjectIdentifier) {
        let removed = lock.withLock { table.removeValue(forKey: id) }
        _ = removed
    }
}
