import Foundation

/// What went wrong in a ``DiffableDataSourceSnapshot`` edit, with UIKit's
/// `NSInternalInconsistencyException` reason as ``uikitMessage`` (docs/REFERENCE.md §15).
///
/// A snapshot that throws is left unchanged. Where UIKit's text is known it is reproduced
/// word for word; the sources are the ones docs/REFERENCE.md §15 lists (the reasons quoted
/// in GitHub issues ASCollectionView#80 — iOS 13's "supplied identifiers are not unique" —,
/// IQListKit#3 — the section-snapshot duplicate text with `{(…)}` — and the crash reports in
/// owncloud/ios-app#1585 and Rivulet#187 — "supplied item identifiers are not unique.
/// Duplicate identifiers: {…}"). UIKit's texts for an unknown item identifier are not known;
/// ``unknownItem(_:)`` uses this project's wording, said so in docs/REFERENCE.md §15.
public enum DiffableSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Items appended to a snapshot that has no section.
    case noSections
    /// A section identifier that is not in the snapshot (UIKit's `section != NSNotFound`).
    case unknownSection(String)
    /// An item identifier that is not in the snapshot (insert before/after, move, reload,
    /// reconfigure).
    case unknownItem(String)
    /// Item identifiers supplied twice in one call (each described once).
    case duplicateItems([String])
    /// Section identifiers supplied twice in one call, or already in the snapshot.
    case duplicateSections([String])
    /// Item identifiers supplied twice to a section snapshot.
    case duplicateSectionSnapshotItems([String])
    /// An item or section moved relative to itself.
    case moveRelativeToItself(String)

    /// UIKit's reason text.
    public var uikitMessage: String {
        switch self {
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case .unknownSection:
            return "Invalid parameter not satisfying: section != NSNotFound"
        case let .unknownItem(item):
            // UIKit's text is unknown (docs/REFERENCE.md §15): this project's wording.
            return "Invalid item identifier: \(item) is not in the snapshot"
        case let .duplicateItems(items):
            return "supplied item identifiers are not unique. Duplicate identifiers: \(Self.setDescription(items))"
        case let .duplicateSections(sections):
            // By analogy with the item text (docs/REFERENCE.md §15).
            return "supplied section identifiers are not unique. Duplicate identifiers: \(Self.setDescription(sections))"
        case let .duplicateSectionSnapshotItems(items):
            return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(Self.setDescription(items))"
        case let .moveRelativeToItself(identifier):
            // UIKit's text is unknown (docs/REFERENCE.md §15): this project's wording.
            return "Invalid move: identifier \(identifier) cannot be moved relative to itself"
        }
    }

    /// The reason text.
    public var description: String { uikitMessage }

    /// An `NSSet`'s description as Foundation prints it: `{(\n    a,\n    b\n)}`.
    static func setDescription(_ elements: [String]) -> String {
        "{(\n" + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }
}

/// A console warning a snapshot edit would print in UIKit (not an exception).
public enum DiffableSnapshotWarning: Equatable, Sendable, CustomStringConvertible {
    /// Inserted or appended identifiers that were already in the snapshot; they were moved
    /// into place instead (newer iOS; iOS 13 raised an exception).
    case identifiersAlreadyExist([String])

    /// UIKit's console text (quoted in the GitHub issue boostcampwm-2024/iOS04-PhotoGether#74).
    public var description: String {
        switch self {
        case let .identifiersAlreadyExist(items):
            return "Diffable data source detected an attempt to insert or append \(items.count) item identifiers that already "
                + "exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation "
                + "will be more expensive. For best performance, inserted item identifiers should always be unique. Set a "
                + "symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in "
                + "the debugger. Item identifiers that already exist: (\n"
                + items.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
        }
    }
}
