/// A direction a tokenizer looks in from a position (`UITextDirection`): a storage direction
/// (``storage(_:)``) or a layout direction (``layout(_:)``), by raw value, as Swift imports
/// UIKit's integer type with its overlay's two makers.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value: a ``UITextStorageDirection``'s or a ``UITextLayoutDirection``'s.
    public var rawValue: Int

    /// A direction from its raw value (`init(rawValue:)`).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The storage direction `direction` (`storage(_:)`).
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// The layout direction `direction` (`layout(_:)`).
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}
