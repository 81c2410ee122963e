import Foundation

extension Double {
    /// The number `value` holds, as UIKit reads a number from an `id`: any Swift integer or
    /// floating-point value, a Boolean (1 or 0) or an `NSNumber`, all of which bridge to
    /// `NSNumber`; nil for anything else (nil included).
    ///
    /// The one reading of a number from `Any` for every module: key-value coding, attribute
    /// dictionaries, animation values, Visual Format metrics, page-controller options.
    package init?(anyNumber value: Any?) {
        switch value {
        // The common cases first, without boxing an `NSNumber`.
        case let value as Double: self = value
        case let value as CGFloat: self = Double(value)
        case let value as NSNumber: self = value.doubleValue
        default: return nil
        }
    }
}
