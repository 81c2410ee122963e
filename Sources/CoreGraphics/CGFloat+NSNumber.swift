import Foundation

/// `CGFloat` bridges to `NSNumber` as on Apple's platforms, where the Objective-C bridge does it:
/// `gradient.locations = [start as NSNumber, end as NSNumber]` with `CGFloat` values compiles,
/// and a `CGFloat` in an `Any` casts to `NSNumber` (and back). Foundation on Linux bridges
/// `Double` and the integers but not `CGFloat`.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The Objective-C type it bridges to.
    public typealias _ObjectiveCType = NSNumber

    /// The value as an `NSNumber` of its `Double`.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number's `doubleValue`.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's `doubleValue`; every number converts.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's `doubleValue`, 0 for nil.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

extension CGFloat {
    /// The number's value, rounded to the closest `CGFloat` (`init(_:)`), as Foundation gives
    /// it on Apple's platforms and not on Linux.
    public init(_ number: NSNumber) { self.init(number.doubleValue) }

    /// The number's value when a `CGFloat` holds it exactly (`init(exactly:)`), else nil.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
