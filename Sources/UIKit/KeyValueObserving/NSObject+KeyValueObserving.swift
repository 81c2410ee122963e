import Foundation
import QuartzCore

// Key-value observing of UIKit's objects by key path string (`NSKeyValueObserverRegistration`,
// docs/REFERENCE.md §22.14). The observer is told through `observeValue(forKeyPath:of:change:context:)`,
// which a responder (a view, a view controller) overrides; UIKit declares it on `UIResponder`,
// as Swift on Linux cannot override a method declared in an extension of `NSObject`.
extension NSObject {
    /// Registers `observer` to be told when the value at `keyPath` of this object changes
    /// (`addObserver(_:forKeyPath:options:context:)`). The keys UIKit's objects notify of are
    /// listed in docs/REFERENCE.md §22.14 and §22.15; for another key this prints a warning on
    /// stderr and the observer is never told. The observer is held weakly (UIKit does not retain it either).
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        let read = ObservableKeys.reader(forKey: keyPath, of: self)
        if read == nil {
            let warning = "KVO: \(type(of: self)) does not notify observers of \"\(keyPath)\" on Linux (docs/REFERENCE.md §22.15).\n"
            FileHandle.standardError.write(Data(warning.utf8))
        }
        let record = KeyValueObservationRecord(
            read: read ?? { _ in nil }, tellsInitially: options.contains(.initial), tellsBeforeChange: options.contains(.prior),
            observer: observer, keyPath: keyPath, context: context
        ) { [weak observer] object, transition in
            guard let responder = observer as? UIResponder else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), !transition.isPrior { change[.newKey] = changeValue(transition.new) }
            if options.contains(.old), !transition.isInitial { change[.oldKey] = changeValue(transition.old) }
            if transition.isPrior { change[.notificationIsPriorKey] = true }
            withMainActorAssumed { responder.observeValue(forKeyPath: keyPath, of: object, change: change, context: context) }
        }
        KeyValueObservers.add(record, to: self)
    }

    /// Stops telling `observer` of changes at `keyPath` for the registration made with `context`
    /// (`removeObserver(_:forKeyPath:context:)`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.remove(from: self, onlyLast: true) { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    /// Stops telling `observer` of changes at `keyPath`: the registration added last
    /// (`removeObserver(_:forKeyPath:)`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.remove(from: self, onlyLast: true) { $0.observer === observer && $0.keyPath == keyPath }
    }
}

/// `value` as a change dictionary holds it: `NSNull` for nil, including an optional property's
/// nil (a label's `text`), and an optional's value unwrapped, as iOS hands objects.
private func changeValue(_ value: Any?) -> Any {
    guard let value else { return NSNull() }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return changeValue(mirror.children.first?.value)
}
