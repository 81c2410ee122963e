import Foundation

// The observations of UIKit's and Core Animation's objects (docs/REFERENCE.md §22.14, §22.15).
// Foundation on Linux has no key-value observing and Swift on Linux no Objective-C runtime to
// make it automatic, so a layer, a view or another of UIKit's objects tells this table when an
// observable value of its may have changed, and the table compares each observed value with
// the one it last saw and notifies the observations whose value changed. It lives with the
// layers, the lowest objects that notify; UIKit's `addObserver(_:forKeyPath:options:context:)`
// and `observe(_:options:changeHandler:)` add to it.

/// What an observation is told: the values before and after (the value when it was added, for
/// the `.initial` notification, which has no old value), and whether this is the notification
/// before the change.
package struct KeyValueTransition {
    package var old: Any?, new: Any?
    package var isPrior = false, isInitial = false
}

/// One observation: how it reads the value, the value it last saw, and how it is told.
package final class KeyValueObservationRecord: @unchecked Sendable {
    /// Reads the observed value of the object.
    let read: (AnyObject) -> Any?
    /// Whether it is told at once when added (`.initial`) and before each change (`.prior`).
    let tellsInitially: Bool, tellsBeforeChange: Bool
    /// Tells the observer of a transition of the object's value.
    let deliver: (AnyObject, KeyValueTransition) -> Void
    /// The observer and the key path and context it was added with (string observations,
    /// which `removeObserver(_:forKeyPath:context:)` finds by them); nil for block observations.
    package weak var observer: AnyObject?
    package let keyPath: String?
    package let context: UnsafeMutableRawPointer?
    /// The value last seen.
    var last: Any?

    package init(
        read: @escaping (AnyObject) -> Any?, tellsInitially: Bool, tellsBeforeChange: Bool, observer: AnyObject? = nil,
        keyPath: String? = nil, context: UnsafeMutableRawPointer? = nil, deliver: @escaping (AnyObject, KeyValueTransition) -> Void
    ) {
        self.read = read
        self.tellsInitially = tellsInitially
        self.tellsBeforeChange = tellsBeforeChange
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        self.deliver = deliver
    }
}

/// Every observation, by observed object.
package enum KeyValueObservers {
    private struct Entry {
        weak var object: AnyObject?
        var records: [KeyValueObservationRecord]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
    /// How many observations exist; read without the lock, so that a change with nothing
    /// observed costs one load (UIKit's objects are used from the main thread).
    @usableFromInline nonisolated(unsafe) package private(set) static var count = 0

    /// Adds `record` to the observations of `object`, having read the value it starts from.
    package static func add(_ record: KeyValueObservationRecord, to object: AnyObject) {
        record.last = record.read(object)
        lock.withLock {
            let key = ObjectIdentifier(object)
            var entry = table[key].flatMap { $0.object === object ? $0 : nil } ?? Entry(object: object, records: [])
            entry.records.append(record)
            table[key] = entry
            table = table.filter { $0.value.object != nil }
            count = table.values.reduce(0) { $0 + $1.records.count }
        }
        if record.tellsInitially { record.deliver(object, KeyValueTransition(old: nil, new: record.last, isInitial: true)) }
    }

    /// Removes the observations of `object` that `matches` picks: the last one added when
    /// `onlyLast` (what `removeObserver(_:forKeyPath:)` removes), else each.
    package static func remove(from object: AnyObject, onlyLast: Bool = false, where matches: (KeyValueObservationRecord) -> Bool) {
        lock.withLock {
            let key = ObjectIdentifier(object)
            guard var entry = table[key], entry.object === object else { return }
            if onlyLast {
                if let index = entry.records.lastIndex(where: matches) { entry.records.remove(at: index) }
            } else {
                entry.records.removeAll(where: matches)
            }
            table[key] = entry.records.isEmpty ? nil : entry
            count = table.values.reduce(0) { $0 + $1.records.count }
        }
    }

    /// Tells each observation of `object` whose value differs from the one it last saw: first
    /// the notification before the change when it asked for `.prior`, then the change. With
    /// nothing observed anywhere this is one load.
    @inlinable @inline(__always)
    package static func objectDidChange(_ object: AnyObject) {
        if count > 0 { tellChanges(of: object, quietly: false) }
    }

    /// Takes in a change of `object` that iOS tells no observer of (a text field's text as the
    /// user types, docs/REFERENCE.md §22.15): each observation's last value becomes the current
    /// one without a notification, so that a later change of another value does not tell it.
    package static func objectDidChangeUntold(_ object: AnyObject) {
        if count > 0 { tellChanges(of: object, quietly: true) }
    }

    @usableFromInline
    static func tellChanges(of object: AnyObject, quietly: Bool) {
        let records = lock.withLock { table[ObjectIdentifier(object)].flatMap { $0.object === object ? $0.records : nil } ?? [] }
        for record in records {
            let new = record.read(object)
            guard !sameValue(record.last, new) else { continue }
            let old = record.last
            record.last = new
            if quietly { continue }
            if record.tellsBeforeChange { record.deliver(object, KeyValueTransition(old: old, new: nil, isPrior: true)) }
            record.deliver(object, KeyValueTransition(old: old, new: new))
        }
    }

    /// Whether two observed values are the same: equal when they are equatable, the same
    /// object when they are objects.
    static func sameValue(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? any Equatable { return a.isEqual(toAny: b) }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return false
        default: return false
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
