import Foundation
import QuartzCore

/// The protocol through which `NSObject` gains block-based observation
/// (`_KeyValueCodingAndObserving`, from Foundation's Swift overlay, which Foundation on Linux
/// lacks; docs/REFERENCE.md §22.14).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` when the value at `keyPath` changes
    /// (`observe(_:options:changeHandler:)`), until the returned observation is invalidated or
    /// freed. Any value UIKit's objects notify of can be observed (docs/REFERENCE.md §22.14,
    /// §22.15); the change is seen when the value differs from the one last seen.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let object = self as AnyObject
        let record = KeyValueObservationRecord(
            read: { object in withMainActorAssumed { (object as? Self)?[keyPath: keyPath] } },
            tellsInitially: options.contains(.initial), tellsBeforeChange: options.contains(.prior)
        ) { object, transition in
            guard let observed = object as? Self else { return }
            let change = NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) && !transition.isPrior ? transition.new as? Value : nil,
                oldValue: options.contains(.old) ? transition.old as? Value : nil, indexes: nil, isPrior: transition.isPrior)
            changeHandler(observed, change)
        }
        KeyValueObservers.add(record, to: object)
        return NSKeyValueObservation(object: object, record: record)
    }
}

/// A block-based observation (`NSKeyValueObservation`): it ends when invalidated or freed.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private weak var object: AnyObject?
    private weak var record: KeyValueObservationRecord?

    init(object: AnyObject, record: KeyValueObservationRecord) {
        self.object = object
        self.record = record
        super.init()
    }

    /// Ends the observation (`invalidate()`): the handler is not called again.
    public func invalidate() {
        guard let object, let record else { return }
        KeyValueObservers.remove(from: object) { $0 === record }
    }

    deinit { invalidate() }
}
