extension UITableView {
    /// A table's look (`UITableView.Style`), fixed when the table is made.
    public enum Style: Int, Sendable {
        /// Rows edge to edge on the system background; section headers float over the rows
        /// while their section scrolls past.
        case plain = 0
        /// Sections apart on the grouped background, rows edge to edge.
        case grouped = 1
        /// Sections apart on the grouped background, rows inset by the layout margins with
        /// the first and last rounded (iOS 13).
        case insetGrouped = 2
    }

    /// Where a row lands when the table scrolls to it (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// As little as shows it (`scrollRectToVisible`), nothing when it shows already.
        case none = 0
        /// At the top of the visible area.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate (`UITableView.RowAnimation`). Kept for
    /// source compatibility: a table's updates take effect at once here (see ``UITableView``).
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade = 0
        /// Slides in from or out to the right.
        case right = 1
        /// Slides in from or out to the left.
        case left = 2
        /// Slides in from or out to the top.
        case top = 3
        /// Slides in from or out to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeps the row centred while it appears or disappears.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }

    /// The value that asks the table for its default of a dimension
    /// (`UITableView.automaticDimension`): as a row height, the cell's self-sized height; as a
    /// header or footer height, the height its title or view needs. UIKit does not document the
    /// value; it is -1, which apps returning a literal -1 rely on (docs/REFERENCE.md §27.2).
    public static let automaticDimension: CGFloat = -1
}

extension UITableViewCell {
    /// How a table's separators are drawn (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline below each row.
        case singleLine = 1
    }
}
