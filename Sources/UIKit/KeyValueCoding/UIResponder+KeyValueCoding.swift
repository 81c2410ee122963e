import Foundation
import QuartzCore

// Key-value coding of UIKit's objects by their Objective-C keys (docs/REFERENCE.md §22.21).
// Foundation on Linux has no key-value coding and there is no runtime to find accessors by
// name, so the keys are those of UIKit's public properties, listed in CodedKeys. A layer keeps
// its own key-value coding (QuartzCore), which a key path through a view's `layer` reaches.
// Declared on `UIResponder` (views and view controllers), not `NSObject`: beside the layer's
// own methods, an `NSObject` extension would make every call on a layer ambiguous.
extension UIResponder {
    /// The value of the property `key` names (`value(forKey:)`), read through its getter: for a
    /// UIKit view, control or view controller, one of its public properties by its Objective-C
    /// key (`enabled`, also `isEnabled`). Another key prints UIKit's `NSUnknownKeyException` on
    /// stderr and gives nil (iOS raises it).
    public func value(forKey key: String) -> Any? {
        if let property = CodedKeys.property(forKey: key, of: self)
            ?? CodedKeys.readingName(forGetter: key).flatMap({ CodedKeys.property(forKey: $0, of: self) })
        {
            return property.read(self)
        }
        reportKeyValueCodingException("valueForUndefinedKey:", key: key)
        return nil
    }

    /// Sets the property `key` names through its setter (`setValue(_:forKey:)`): a value of the
    /// property's type, or a number for a number, a Boolean or an enumeration (its raw value).
    /// nil for a property that cannot hold it, a value of another kind, a read-only property or
    /// another key change nothing and print the exception iOS raises on stderr.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let property = CodedKeys.property(forKey: key, of: self), let write = property.write else {
            return reportKeyValueCodingException("setValue:forUndefinedKey:", key: key)
        }
        switch write(self, value) {
        case .set: return
        case .nilForScalar:
            reportKeyValueCodingException(
                "setNilValueForKey", name: "NSInvalidArgumentException", reason: "could not set nil as the value for the key \(key).")
        case .wrongKind:
            reportKeyValueCodingException(
                "setValue:forKey:", name: "NSInvalidArgumentException",
                reason: "a value of type \(value.map { "\(type(of: $0))" } ?? "nil") cannot be set for the key \(key) on Linux.")
        }
    }

    /// The value at a dotted key path (`value(forKeyPath:)`): each key read from the value the
    /// key before it gave (`layer.cornerRadius`); nil when a value on the way is nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        var value: Any? = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let object = value else { return nil }
            value = Self.value(forKey: String(key), of: object)
        }
        return value
    }

    /// Sets the value at a dotted key path (`setValue(_:forKeyPath:)`): the last key on the
    /// object the keys before it lead to; nothing when one on the way is nil.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let key = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKeyPath: String(keyPath[..<dot])) {
        case let responder as UIResponder: responder.setValue(value, forKey: key)
        case let layer as CALayer: layer.setValue(value, forKey: key)
        default: return
        }
    }

    /// `key` of a value on a key path: a responder's or a layer's; nil for anything else.
    private static func value(forKey key: String, of object: Any) -> Any? {
        switch object {
        case let responder as UIResponder: responder.value(forKey: key)
        case let layer as CALayer: layer.value(forKey: key)
        default: nil
        }
    }

    /// The values of `keys` (`dictionaryWithValues(forKeys:)`), `NSNull` for nil, as iOS.
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    /// Sets each key to its value (`setValuesForKeys(_:)`), `NSNull` as nil, as iOS.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }

    /// Prints the exception iOS would raise, in its words, on stderr.
    private func reportKeyValueCodingException(_ selector: String, key: String) {
        reportKeyValueCodingException(
            selector, name: "NSUnknownKeyException", reason: "this class is not key value coding-compliant for the key \(key).")
    }

    private func reportKeyValueCodingException(_ selector: String, name: String, reason: String) {
        let text = "[<\(type(of: self)) 0x0000000000000000> \(selector)]: \(reason)"
        let line = "*** UIKit would raise '\(name)', reason: '\(text)' (ignored on Linux; docs/REFERENCE.md §22.21)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
