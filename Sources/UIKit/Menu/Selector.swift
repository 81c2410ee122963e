/// An Objective-C method name, as Swift's `Selector` on Apple platforms — which Linux's
/// Foundation does not have. The edit menu hands one to
/// `collectionView(_:canPerformAction:forItemAt:withSender:)` and
/// `collectionView(_:performAction:forItemAt:withSender:)`.
///
/// `#selector(…)` needs the Objective-C runtime and does not compile on Linux. Spell a
/// selector `Selector("copy:")` (or compare with a string literal, `action == "copy:"`),
/// which compiles on both platforms and means the same thing. The constants
/// ``cut``, ``copy`` and ``paste`` name `UIResponderStandardEditActions`' methods; they are
/// a Linux convenience (on iOS write `#selector(UIResponderStandardEditActions.cut(_:))`
/// or `Selector("cut:")`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String

    /// A selector from its name, such as `"cut:"` (`init(_:)`).
    public init(_ name: String) { self.name = name }

    /// A selector from a string literal, such as `"cut:"`.
    public init(stringLiteral value: String) { self.name = value }

    /// The name, as `NSStringFromSelector` gives it.
    public var description: String { name }

    /// `cut:` (`UIResponderStandardEditActions.cut(_:)`).
    public static let cut = Selector("cut:")
    /// `copy:` (`UIResponderStandardEditActions.copy(_:)`).
    public static let copy = Selector("copy:")
    /// `paste:` (`UIResponderStandardEditActions.paste(_:)`).
    public static let paste = Selector("paste:")
}

/// The selector's name (`NSStringFromSelector`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// A selector from its name (`NSSelectorFromString`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

extension Selector {
    /// The core's edit action of the same name.
    var editAction: EditAction { EditAction(name) }

    /// The selector of a core edit action.
    init(_ action: EditAction) { self.init(action.name) }
}
