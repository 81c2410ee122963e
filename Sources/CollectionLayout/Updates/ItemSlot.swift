import Foundation

/// A (section, item) pair: the key the batch update works on internally.
struct ItemSlot: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    init(_ path: IndexPath, operation: String) throws(BatchUpdateError) {
        guard path.count == 2 else { throw .malformedIndexPath(path, operation: operation) }
        self.init(section: path[0], item: path[1])
    }

    var path: IndexPath { Self.path(section, item) }

    /// `[section, item]`, built without the temporary array `IndexPath(indexes:)` allocates
    /// (about 3× faster on Linux, which matters when mapping a million items).
    @inline(__always)
    static func path(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(index: section).appending(item)
    }

    static func < (lhs: ItemSlot, rhs: ItemSlot) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

/// A section move: before index → after index.
struct SectionMove: Hashable, Comparable, Sendable {
    var from: Int
    var to: Int

    static func < (lhs: SectionMove, rhs: SectionMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}

/// An item move: before path → after path.
struct ItemMove: Hashable, Comparable, Sendable {
    var from: ItemSlot
    var to: ItemSlot

    static func < (lhs: ItemMove, rhs: ItemMove) -> Bool {
        lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
    }
}
