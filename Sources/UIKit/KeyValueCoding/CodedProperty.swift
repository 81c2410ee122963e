import Foundation

/// One property of a UIKit class as key-value coding reaches it by its Objective-C key
/// (docs/REFERENCE.md §22.21): how to read it, and how to write it through its setter (nil
/// for a read-only property).
struct CodedProperty {
    /// What writing a value did.
    enum Written {
        /// The setter ran.
        case set
        /// The value was nil and the property cannot hold nil (`setNilValueForKey:`).
        case nilForScalar
        /// The value is of no kind the property takes.
        case wrongKind
    }
    /// Reads the property of the object (which is of the class the property was found for).
    let read: (AnyObject) -> Any?
    /// Writes the property through its setter; nil when the property is read-only.
    let write: ((AnyObject, Any?) -> Written)?

    /// A read-only property.
    static func readOnly<Root: AnyObject, Value>(_ path: KeyPath<Root, Value>) -> CodedProperty {
        CodedProperty(read: { object in (object as? Root).map { root in withMainActorAssumed { root[keyPath: path] } } }, write: nil)
    }

    /// A property that cannot hold nil: a value of its type, or a number for a number,
    /// a Boolean or an enumeration with integer raw values (iOS hands those as `NSNumber`s).
    static func scalar<Root: AnyObject, Value>(_ path: ReferenceWritableKeyPath<Root, Value>) -> CodedProperty {
        CodedProperty(read: readOnly(path).read) { object, value in
            guard let root = object as? Root else { return .wrongKind }
            guard let value else { return .nilForScalar }
            guard let typed = Self.converted(value, to: Value.self) else { return .wrongKind }
            withMainActorAssumed { root[keyPath: path] = typed }
            return .set
        }
    }

    /// A property that can hold nil (an object, an optional value).
    static func optional<Root: AnyObject, Value>(_ path: ReferenceWritableKeyPath<Root, Value?>) -> CodedProperty {
        CodedProperty(read: { object in (object as? Root).flatMap { root in withMainActorAssumed { root[keyPath: path] } } }) {
            object, value in
            guard let root = object as? Root else { return .wrongKind }
            guard let value, !(value is NSNull) else {
                withMainActorAssumed { root[keyPath: path] = nil }
                return .set
            }
            guard let typed = Self.converted(value, to: Value.self) else { return .wrongKind }
            withMainActorAssumed { root[keyPath: path] = typed }
            return .set
        }
    }

    /// `value` as a `Value`: itself, or a number converted exactly.
    private static func converted<Value>(_ value: Any, to type: Value.Type) -> Value? {
        if let same = value as? Value { return same }
        guard let number = Double(anyNumber: value), let kind = type as? any KeyValueCodedNumber.Type else { return nil }
        return kind.init(keyValueCoded: number) as? Value
    }
}

/// A type key-value coding sets from a number, as iOS unboxes an `NSNumber` for a scalar
/// property; nil when the number is not one of the type's values (a fraction for an integer,
/// a raw value no case has).
protocol KeyValueCodedNumber {
    /// The value the number stands for, or nil.
    init?(keyValueCoded number: Double)
}

extension Int: KeyValueCodedNumber {
    init?(keyValueCoded number: Double) { self.init(exactly: number) }
}
extension UInt: KeyValueCodedNumber {
    init?(keyValueCoded number: Double) { self.init(exactly: number) }
}
extension Double: KeyValueCodedNumber {
    init?(keyValueCoded number: Double) { self = number }
}
extension CGFloat: KeyValueCodedNumber {
    init?(keyValueCoded number: Double) { self.init(number) }
}
extension Float: KeyValueCodedNumber {
    init?(keyValueCoded number: Double) { self.init(number) }
}
extension Bool: KeyValueCodedNumber {
    /// Any number other than 0 is true, as Objective-C reads a `BOOL` from an `NSNumber`.
    init?(keyValueCoded number: Double) { self = number != 0 }
}

extension KeyValueCodedNumber where Self: RawRepresentable, RawValue == Int {
    /// The case whose raw value the number is.
    init?(keyValueCoded number: Double) {
        guard let raw = Int(exactly: number) else { return nil }
        self.init(rawValue: raw)
    }
}

extension KeyValueCodedNumber where Self: OptionSet, RawValue == UInt {
    /// The options whose raw value the number is.
    init?(keyValueCoded number: Double) {
        guard let raw = UInt(exactly: number) else { return nil }
        self.init(rawValue: raw)
    }
}

extension NSTextAlignment: KeyValueCodedNumber {}
extension NSLineBreakMode: KeyValueCodedNumber {}
extension UIBaselineAdjustment: KeyValueCodedNumber {}
extension UIView.ContentMode: KeyValueCodedNumber {}
extension UIView.AutoresizingMask: KeyValueCodedNumber {}
extension UIView.TintAdjustmentMode: KeyValueCodedNumber {}
extension UISemanticContentAttribute: KeyValueCodedNumber {}
extension UIUserInterfaceStyle: KeyValueCodedNumber {}
extension UIControl.ContentHorizontalAlignment: KeyValueCodedNumber {}
extension UIControl.ContentVerticalAlignment: KeyValueCodedNumber {}
extension UITextField.BorderStyle: KeyValueCodedNumber {}
extension UIScrollView.IndicatorStyle: KeyValueCodedNumber {}
