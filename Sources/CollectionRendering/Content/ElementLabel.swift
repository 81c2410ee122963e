import Foundation

/// Which text an element shows on its own.
///
/// - `indexPath`: the title if given, else the element's place: `0·3` for the cell at item
///   3 of section 0, `Section 0` for a header, `Footer 0` for a footer.
/// - `title`: only the title and subtitle, if given.
/// - `none`: no text at all, even when a title is given.
public enum ElementLabel: Hashable, Sendable, CaseIterable {
    /// The title, else the index path (`0·3`, `Section 0`, `Footer 0`).
    case indexPath
    /// The title and subtitle only.
    case title
    /// No text.
    case none
}
