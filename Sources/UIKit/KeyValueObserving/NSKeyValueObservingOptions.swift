import Foundation

// Key-value observing's value types (Foundation's `NSKeyValueObserving.h`), which Foundation on
// Linux lacks; UIKit declares them so that code observing UIKit's objects compiles
// (docs/REFERENCE.md §22.14).

/// What an observation's notifications carry (`NSKeyValueObservingOptions`): raw values as
/// Foundation's.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits (`rawValue`).
    public let rawValue: UInt
    /// Options with `rawValue` (`init(rawValue:)`).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Carry the new value (`new`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Carry the old value (`old`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Notify once at once, when the observation is added (`initial`).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Notify before each change as well as after it (`prior`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (`NSKeyValueChange`): raw values as Foundation's.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set (`setting`).
    case setting = 1
    /// Objects were inserted into a to-many relationship (`insertion`).
    case insertion = 2
    /// Objects were removed from a to-many relationship (`removal`).
    case removal = 3
    /// Objects of a to-many relationship were replaced (`replacement`).
    case replacement = 4
}

/// A key of a change dictionary (`NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name (`rawValue`).
    public var rawValue: String
    /// A key named `rawValue` (`init(rawValue:)`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue` (`init(_:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The change's ``NSKeyValueChange``, as its raw value (`kindKey`).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change (`newKey`).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change (`oldKey`).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (`indexesKey`).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// True in the notification sent before a change (`notificationIsPriorKey`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// A change that a block-based observation is told of (`NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (`kind`); always `.setting` here.
    public let kind: NSKeyValueChange
    /// The value after the change, when the observation asked for `.new` (`newValue`).
    public let newValue: Value?
    /// The value before the change, when the observation asked for `.old` (`oldValue`).
    public let oldValue: Value?
    /// The indexes of a to-many change (`indexes`); nil here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`isPrior`).
    public let isPrior: Bool
}
