import CollectionLayout
import Foundation

/// Something drawn over a display list's elements, in content coordinates, that is not an
/// element of the collection view: the edit menu's callout.
public enum DisplayOverlay: Hashable, Sendable {
    /// The edit menu's callout.
    case editMenu(EditMenuCallout)

    /// The overlay's id in SVG output.
    public var id: String {
        switch self {
        case .editMenu: return "edit-menu"
        }
    }

    /// What the overlay draws, in content coordinates.
    public var operations: [DrawingOperation] {
        switch self {
        case let .editMenu(callout): return callout.operations
        }
    }

    /// The callout for `menu` seen in `visible` (content coordinates).
    public static func editMenu(_ menu: EditMenu, visible: CGRect) -> DisplayOverlay {
        .editMenu(EditMenuCallout(titles: menu.actions.map(\.title), target: menu.targetRect, visible: visible))
    }
}
