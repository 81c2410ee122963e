import Foundation

// The observations of UIKit's objects (docs/REFERENCE.md §22.14). Foundation on Linux has no
// key-value observing and Swift on Linux no Objective-C runtime to make it automatic, so UIKit
// tells this table when an observable value of one of its objects may have changed, and the
// table compares each observed value with the one it last saw and notifies the observations
// whose value changed.

/// What an observation is told: the values before and after (the value when it was added, for
/// the `.initial` notification, which has no old value), and whether this is the notification
/// before the change.
struct KeyValueTransition {
    var old: Any?, new: Any?
    var isPrior = false, isInitial = false
}

/// One observation: how it reads the value, the value it last saw, and how it is told.
final class KeyValueObservationRecord: @unchecked Sendable {
    /// Reads the observed value of the object.
    let read: (AnyObject) -> Any?
    /// The options it was added with.
    let options: NSKeyValueObservingOptions
    /// Tells the observer of a transition of the object's value.
    let deliver: (AnyObject, KeyValueTransition) -> Void
    /// The observer and the key path and context it was added with (string observations,
    /// which `removeObserver(_:forKeyPath:context:)` finds by them); nil for block observations.
    weak var observer: AnyObject?
    let keyPath: String?
    let context: UnsafeMutableRawPointer?
    /// The value last seen.
    var last: Any?

    init(
        read: @escaping (AnyObject) -> Any?, options: NSKeyValueObservingOptions, observer: AnyObject? = nil, keyPath: String? = nil,
        context: UnsafeMutableRawPointer? = nil, deliver: @escaping (AnyObject, KeyValueTransition) -> Void
    ) {
        self.read = read
        self.options = options
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        self.deliver = deliver
    }
}

/// Every observation, by observed object.
enum KeyValueObservers {
    private struct Entry {
        weak var object: AnyObject?
        var records: [KeyValueObservationRecord]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
    /// How many observations exist; read without the lock, so that a change with nothing
    /// observed costs one load (UIKit's objects are used from the main thread).
    nonisolated(unsafe) private(set) static var count = 0

    /// Adds `record` to the observations of `object`, having read the value it starts from.
    static func add(_ record: KeyValueObservationRecord, to object: AnyObject) {
        record.last = record.read(object)
        lock.withLock {
            let key = ObjectIdentifier(object)
            var entry = table[key].flatMap { $0.object === object ? $0 : nil } ?? Entry(object: object, records: [])
            entry.records.append(record)
            table[key] = entry
            table = table.filter { $0.value.object != nil }
            count = table.values.reduce(0) { $0 + $1.records.count }
        }
        if record.options.contains(.initial) { record.deliver(object, KeyValueTransition(old: nil, new: record.last, isInitial: true)) }
    }

    /// Removes the observations of `object` that `matches` picks: the last one added when
    /// `onlyLast` (what `removeObserver(_:forKeyPath:)` removes), else each.
    static func remove(from object: AnyObject, onlyLast: Bool = false, where matches: (KeyValueObservationRecord) -> Bool) {
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
    /// the notification before the change when it asked for `.prior`, then the change.
    static func objectDidChange(_ object: AnyObject) {
        guard count > 0 else { return }
        let records = lock.withLock { table[ObjectIdentifier(object)].flatMap { $0.object === object ? $0.records : nil } ?? [] }
        for record in records {
            let new = record.read(object)
            guard !sameValue(record.last, new) else { continue }
            let old = record.last
            record.last = new
            if record.options.contains(.prior) { record.deliver(object, KeyValueTransition(old: old, new: nil, isPrior: true)) }
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
