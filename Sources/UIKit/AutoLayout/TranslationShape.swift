import ConstraintSolver
import Foundation

/// A sync's translation written over the positions of its items instead of the items, kept
/// per root class so that the next engine's sync replays it instead of translating again (a
/// performance measure, like the solved templates of LayoutEngine+Templates.swift; no
/// behaviour of UIKit's).
///
/// The cells of one class walk the same tree and meet the same constraints in the same order:
/// only the views, the constants and the priorities differ. A sync of a self-sizing view's
/// engine records, for each constraint it meets, which items (by their position in the walk,
/// or a layout guide by the order it was first met) and which of their variables its terms
/// hold, with the coefficients; a later sync of the same kind checks each constraint it meets
/// against the record — its installing view, items, attributes, anchor origins, multiplier and
/// reading direction, everything the terms depend on — and takes the terms from the record
/// over its own items. Constants, relations and priorities are read from the constraint as
/// the translator reads them (`Translator.parts(of:terms:constant:)`), so they may differ.
///
/// A constraint whose translation reads more than its items' variables — a margin attribute,
/// a baseline, alignment insets that are not zero — is translated every time. The first
/// constraint that differs from the record ends the replay: it and the rest of the sync are
/// translated, and the record is dropped (the next sync records its own). A tree of another
/// shape (another view, or a view elsewhere) is never replayed.
@preconcurrency @MainActor
struct TranslationShape {
    /// Which syncs share a record: the root's class, and whether the root's size pins are
    /// left out (while `systemLayoutSizeFitting` measures, they are not among the constraints).
    struct Key: Hashable {
        let rootClass: ObjectIdentifier
        let pinsSuspended: Bool

        /// The kind of sync `engine` is about to make.
        @MainActor init(_ engine: LayoutEngine) {
            rootClass = ObjectIdentifier(type(of: engine.root))
            pinsSuspended = engine.pinsSuspended
        }
    }

    /// One term: `coefficient × variable` of an item (0 `minX`, 1 `minY`, 2 `width`, 3
    /// `height`), the item by its index (the walked views first, then the guides).
    struct TermShape {
        let item: Int32
        let variable: UInt8
        let coefficient: Double
    }

    /// One side of a constraint: its item's index and attribute, and for a side made with
    /// `anchorWithOffset(to:)` its origin's (−1 when there is none).
    struct Side: Equatable {
        let item: Int32
        let attribute: NSLayoutConstraint.Attribute
        let origin: Int32
        let originAttribute: NSLayoutConstraint.Attribute
    }

    /// A constraint whose terms the record holds.
    ///
    /// A class, not a structure: a replay reads one record per constraint of every cell, and
    /// reading a structure out of the record's array copies it, retaining and then releasing
    /// each of its arrays; an object is one reference.
    final class Recorded {
        /// The index of the view it is installed on.
        let container: Int32
        let first: Side
        /// Nil for a constraint on a length alone.
        let second: Side?
        let multiplier: CGFloat
        /// Whether it was mirrored for a right-to-left installing view (false when it has no
        /// leading or trailing side).
        let mirrored: Bool
        /// Its left side's terms, in the translator's order.
        let terms: [TermShape]
        /// The indices of the items its translation reached, in order (each then takes part).
        let touched: [Int32]

        init(container: Int32, first: Side, second: Side?, multiplier: CGFloat, mirrored: Bool, terms: [TermShape], touched: [Int32]) {
            self.container = container
            self.first = first
            self.second = second
            self.multiplier = multiplier
            self.mirrored = mirrored
            self.terms = terms
            self.touched = touched
        }
    }

    /// The layout parent's index of each walked view, in walk order (the root's, first, is
    /// not read).
    var parents: [Int32] = []
    /// The owning view's index of each layout guide, in the order the guides were met.
    var guideOwners: [Int32] = []
    /// Each constraint the sync met, in order: its record, or nil when it is translated every
    /// time.
    var constraints: [Recorded?] = []

    // MARK: The records

    private static let lock = NSLock()
    nonisolated(unsafe) private static var records: [Key: TranslationShape] = [:]

    /// The record for syncs of `key`'s kind, if any.
    static func record(for key: Key) -> TranslationShape? {
        lock.lock()
        defer { lock.unlock() }
        return records[key]
    }

    /// Keeps `shape` as the record for `key` (nil: drops it).
    static func keep(_ shape: TranslationShape?, for key: Key) {
        lock.lock()
        records[key] = shape
        lock.unlock()
    }
}
