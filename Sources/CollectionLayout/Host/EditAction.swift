import Foundation

/// A command of the edit menu, named by its Objective-C selector (`cut:`, `copy:`,
/// `paste:`), as `UIResponderStandardEditActions` names them. The UIKit module hands these
/// to the delegate as `Selector`s.
public struct EditAction: Hashable, Sendable, CustomStringConvertible {
    /// The selector's name, such as `cut:`.
    public var name: String

    /// An action from its selector's name.
    public init(_ name: String) { self.name = name }

    /// `cut(_:)`: the item goes, and is kept to paste.
    public static let cut = EditAction("cut:")
    /// `copy(_:)`: the item is kept to paste.
    public static let copy = EditAction("copy:")
    /// `paste(_:)`: what was cut or copied is inserted.
    public static let paste = EditAction("paste:")

    /// The standard actions the legacy edit menu asks about, in the menu's order (Cut,
    /// Copy, Paste, as iOS lists them).
    public static let standard: [EditAction] = [.cut, .copy, .paste]

    /// The title the menu shows: `Cut`, `Copy`, `Paste`; other selectors by name without
    /// the colon, first letter capitalised.
    public var title: String {
        let bare = name.hasSuffix(":") ? String(name.dropLast()) : name
        return bare.prefix(1).uppercased() + bare.dropFirst()
    }

    /// The selector's name.
    public var description: String { name }
}

/// An edit menu on screen for one item (the legacy `UIMenuController` path): the item, the
/// commands the delegate allowed, in the menu's order, and the rectangle the menu points
/// at (the cell's frame, in content coordinates).
public struct EditMenu: Hashable, Sendable {
    /// The item the menu is for.
    public var item: IndexPath
    /// The commands shown, in order.
    public var actions: [EditAction]
    /// The cell's frame the menu points at, in content coordinates.
    public var targetRect: CGRect

    /// A menu from its parts.
    public init(item: IndexPath, actions: [EditAction], targetRect: CGRect) {
        self.item = item
        self.actions = actions
        self.targetRect = targetRect
    }
}
