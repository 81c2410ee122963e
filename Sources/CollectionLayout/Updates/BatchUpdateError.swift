import Foundation

/// Why a batch update is invalid: UIKit's `NSInternalInconsistencyException` from
/// `performBatchUpdates(_:completion:)`, as a typed Swift error.
///
/// ``uikitMessage`` is UIKit's text word for word (numbers included, two spaces after the
/// first full stop of the count messages). ``description`` is that text, and for the two
/// count mismatches one more sentence about their classic cause: the model was changed
/// before the batch began, so the counts before the update already equal the counts after
/// it.
///
/// Deliberate differences: index paths print as Swift's `IndexPath` does (`[0, 3]`) where
/// UIKit prints an `NSIndexPath` with its address; the few cases UIKit's text is not known
/// for (malformed index paths) use messages in the same style, documented on each case. A reload that is out of range
/// reports the delete message (UIKit turns a reload into a delete plus an insert).
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section count after the update is not the count before, plus inserted, minus
    /// deleted sections (reloads count as one of each, as UIKit converts them).
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The item count of an existing section after the update does not add up. `section` is
    /// the section's index after the update.
    case invalidNumberOfItems(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A delete (or reload) of an item past the end of its section.
    case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)
    /// A delete (or reload) of an item in a section that did not exist.
    case deleteItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    /// A delete (or reload) of a section that did not exist.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// An insert of an item past the end of its section after the update.
    case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)
    /// An insert of an item into a section that does not exist after the update.
    case insertItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    /// An insert of a section past the section count after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// The same item deleted and reloaded.
    case deleteAndReloadItem(IndexPath)
    /// The same section deleted and reloaded.
    case deleteAndReloadSection(Int)
    /// An item both deleted (or reloaded) and moved.
    case deleteAndMoveItem(IndexPath)
    /// A section both deleted (or reloaded) and moved.
    case deleteAndMoveSection(Int)
    /// An item inserted at the same path another item moves to.
    case insertAndMoveItem(IndexPath)
    /// A section inserted at the same index another section moves to.
    case insertAndMoveSection(Int)
    /// A move from an item past the end of its section.
    case moveItemSourceOutOfRange(IndexPath, itemCount: Int, section: Int)
    /// A move from an item of a section that did not exist.
    case moveItemSourceSectionOutOfRange(IndexPath, sectionCount: Int)
    /// A move to a path past the end of its section after the update.
    case moveItemDestinationOutOfRange(from: IndexPath, to: IndexPath, itemCount: Int, section: Int)
    /// A move to a section that does not exist after the update.
    case moveItemDestinationSectionOutOfRange(from: IndexPath, to: IndexPath, sectionCount: Int)
    /// A move from a section that did not exist.
    case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
    /// A move to a section index past the section count after the update.
    case moveSectionDestinationOutOfRange(from: Int, to: Int, sectionCount: Int)
    /// One item moved to two destinations.
    case moveItemToTwoDestinations(IndexPath, IndexPath, IndexPath)
    /// Two items moved to one destination.
    case moveTwoItemsToOneDestination(IndexPath, IndexPath, IndexPath)
    /// One section moved to two destinations.
    case moveSectionToTwoDestinations(Int, Int, Int)
    /// Two sections moved to one destination.
    case moveTwoSectionsToOneDestination(Int, Int, Int)
    /// An item moved out of a section that is deleted or reloaded in the same batch. The
    /// message is the section twin's, as UIKit reports it (PSTCollectionView: "attempt to
    /// delete and move from the same section").
    case moveItemFromDeletedSection(IndexPath, section: Int)
    /// An item moved into a section that is inserted or reloaded in the same batch; the
    /// message is the section twin's.
    case moveItemIntoInsertedSection(IndexPath, section: Int)
    /// An item operation given an index path that does not have exactly two indexes
    /// (CollectionReel's message; UIKit asserts).
    case malformedIndexPath(IndexPath, operation: String)

    /// UIKit's message, word for word.
    public var uikitMessage: String {
        switch self {
        case let .invalidNumberOfSections(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                + "view after the update (\(after)) must be equal to the number of sections contained in the collection "
                + "view before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .invalidNumberOfItems(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of items in section \(section).  The number of items contained in an "
                + "existing section after the update (\(after)) must be equal to the number of items contained in that "
                + "section before the update (\(before)), plus or minus the number of items inserted or deleted from that "
                + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or "
                + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .deleteItemOutOfRange(item, section, count):
            return "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update"
        case let .deleteItemSectionOutOfRange(item, section, count):
            return "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update"
        case let .deleteSectionOutOfRange(section, count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case let .insertItemOutOfRange(item, section, count):
            return
                "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
        case let .insertItemSectionOutOfRange(item, section, count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update"
        case let .insertSectionOutOfRange(section, count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case let .deleteAndReloadItem(path):
            return "attempt to delete and reload the same index path (\(Self.text(path)))"
        case let .deleteAndReloadSection(section):
            return "attempt to delete and reload the same section (\(section))"
        case let .deleteAndMoveItem(path):
            return "attempt to perform a delete and a move from the same index path (\(Self.text(path)))"
        case let .deleteAndMoveSection(section), let .moveItemFromDeletedSection(_, section):
            return "attempt to perform a delete and a move from the same section (\(section))"
        case let .insertAndMoveItem(path):
            return "attempt to perform an insert and a move to the same index path (\(Self.text(path)))"
        case let .insertAndMoveSection(section), let .moveItemIntoInsertedSection(_, section):
            return "attempt to perform an insert and a move to the same section (\(section))"
        case let .moveItemSourceOutOfRange(path, count, section):
            return
                "attempt to move index path (\(Self.text(path))) that does not exist - there are only \(count) items in section \(section) before the update"
        case let .moveItemSourceSectionOutOfRange(path, count):
            return
                "attempt to move index path (\(Self.text(path))) that does not exist - there are only \(count) sections before the update"
        case let .moveItemDestinationOutOfRange(from, to, count, section):
            return
                "attempt to move index path (\(Self.text(from))) to index path (\(Self.text(to))) that does not exist - there are only \(count) items in section \(section) after the update"
        case let .moveItemDestinationSectionOutOfRange(from, to, count):
            return
                "attempt to move index path (\(Self.text(from))) to index path (\(Self.text(to))) that does not exist - there are only \(count) sections after the update"
        case let .moveSectionSourceOutOfRange(section, count):
            return "attempt to move section (\(section)) that does not exist - there are only \(count) sections before the update"
        case let .moveSectionDestinationOutOfRange(from, to, count):
            return
                "attempt to move section (\(from)) to section (\(to)) that does not exist - there are only \(count) sections after the update"
        case let .moveItemToTwoDestinations(source, first, second):
            return "attempt to move item at index path \(Self.text(source)) to both \(Self.text(first)) and \(Self.text(second))"
        case let .moveTwoItemsToOneDestination(first, second, destination):
            return "attempt to move both item at index path \(Self.text(first)) and \(Self.text(second)) to \(Self.text(destination))"
        case let .moveSectionToTwoDestinations(source, first, second):
            return "attempt to move section \(source) to both \(first) and \(second)"
        case let .moveTwoSectionsToOneDestination(first, second, destination):
            return "attempt to move both section \(first) and \(second) to \(destination)"
        case let .malformedIndexPath(path, operation):
            return
                "invalid index path (\(Self.text(path))) passed to \(operation): an item's index path has exactly two indexes, section and item"
        }
    }

    /// Whether this is one of the two count mismatches (sections or items).
    public var isCountMismatch: Bool {
        switch self {
        case .invalidNumberOfSections, .invalidNumberOfItems: return true
        default: return false
        }
    }

    /// Whether the counts before the update already equal the counts after it although the
    /// operations change them: the signature of a model changed before the batch began.
    public var countsAlreadyUpdated: Bool {
        switch self {
        case let .invalidNumberOfSections(after, before, _, _): return after == before
        case let .invalidNumberOfItems(_, after, before, _, _, _, _): return after == before
        default: return false
        }
    }

    /// UIKit's message; the count mismatches add one sentence on their classic cause.
    public var description: String {
        guard isCountMismatch else { return uikitMessage }
        let explanation =
            countsAlreadyUpdated
            ? "The count before the update already equals the count after it: the data source was most likely "
                + "changed before the batch began. Change the model inside the updates block (or just before a "
                + "single update call), not before performBatchUpdates."
            : "The data source's counts must change exactly as the batch's operations say; a common cause is a model "
                + "changed before the batch began or outside the updates block."
        return uikitMessage + " " + explanation
    }

    /// `[0, 3]`: how messages print an index path.
    static func text(_ path: IndexPath) -> String {
        "[" + path.map(String.init).joined(separator: ", ") + "]"
    }
}
