import Foundation

// Objective-C's class methods `+description` and `+debugDescription`, which every `NSObject`
// subclass answers on iOS and iOS code often uses as a reuse identifier
// (`Cell.description()`). Swift on Linux has no Objective-C runtime and its Foundation does
// not declare them.
extension NSObject {
    /// The class's name (`description()`), as `NSStringFromClass` gives it: the module and
    /// the class, `"MyApp.Cell"`.
    public class func description() -> String { NSStringFromClass(self) }

    /// The class's name for debugging (`debugDescription()`): the same as `description()`.
    public class func debugDescription() -> String { NSStringFromClass(self) }
}
