import Foundation

/// A growable array of plain values in memory the tableau owns: the storage of its
/// per-symbol, per-row and per-cell records and of its terms.
///
/// A Swift array checks, on every write, that its buffer is not shared (copy on write) and,
/// on every access, that the index is in bounds; in the simplex's inner loops those checks
/// were about a fifteenth of the instructions. A raw array does neither: its elements are
/// read and written through the pointer it holds, with the bounds checked by `assert` only
/// (debug builds). The memory is freed by an ``Allocation`` object the array holds, so it
/// lives as long as any copy of the array does; an array grows in place (``reserveCapacity(_:)``)
/// only while no copy shares its allocation.
///
/// **A copy shares its elements:** writing through one copy changes what the other reads,
/// and only the copy that grows sees the new elements. A tableau is therefore never copied
/// to be used twice; ``copy()`` makes the independent copy that ``Solver/copy(holding:constants:)``
/// needs.
struct RawArray<Element: BitwiseCopyable> {
    /// Owns a raw array's memory, freeing it when the last copy of the array goes.
    ///
    /// The memory comes from `malloc` so that growing can `realloc` it: a large block is then
    /// moved by remapping its pages rather than copied into new ones (100,000 cells in one
    /// solver: 448k → 318k page faults).
    final class Allocation {
        private(set) var base: UnsafeMutablePointer<Element>

        init(capacity: Int) { base = Self.checked(malloc(Swift.max(1, capacity) * MemoryLayout<Element>.stride)) }

        /// Gives the allocation room for `capacity` elements, keeping its first elements.
        func resize(_ capacity: Int) { base = Self.checked(realloc(base, capacity * MemoryLayout<Element>.stride)) }

        deinit { free(base) }

        /// The memory `malloc` or `realloc` gave. Out of memory, the program stops, as it does
        /// when any Swift allocation fails (the runtime's "Could not allocate memory"). No input
        /// reaches this: scene files and the `reel` command build no constraint systems (only
        /// app code through `UIKit`'s Auto Layout and the fuzz harness, whose programs are
        /// bounded); capacities only double from the sizes of systems already in memory, so
        /// only the machine running out of memory gets here.
        private static func checked(_ memory: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<Element> {
            guard let memory else { fatalError("Could not allocate memory for the constraint solver's tableau.") }
            return memory.assumingMemoryBound(to: Element.self)
        }
    }

    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int
    private var allocation: Allocation

    /// An empty array with room for `capacity` elements.
    init(capacity: Int = 0) {
        allocation = Allocation(capacity: capacity)
        base = allocation.base
        self.capacity = Swift.max(1, capacity)
    }

    /// An array of `count` copies of `element`.
    init(repeating element: Element, count: Int) {
        self.init(capacity: count)
        base.initialize(repeating: element, count: count)
        self.count = count
    }

    /// A copy with elements of its own.
    func copy() -> RawArray {
        var copy = RawArray(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Makes the elements a copy of `other`'s, as ``copy()`` would, in this array's own memory
    /// when it has room and no copy shares it (else in new memory): a solver copied into the
    /// storage a freed one left allocates nothing.
    mutating func replaceElements(with other: RawArray) {
        removeAll(reservingCapacity: other.count)
        base.initialize(from: other.base, count: other.count)
        count = other.count
    }

    /// Removes every element and makes room for `minimum` elements in memory no copy shares:
    /// this array's own when it is unshared and large enough, else new memory.
    mutating func removeAll(reservingCapacity minimum: Int) {
        count = 0
        guard minimum > capacity || !isKnownUniquelyReferenced(&allocation) else { return }
        self = RawArray(capacity: Swift.max(minimum, capacity))
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "index out of range")
            return base + index
        }
    }

    /// Makes room for `capacity` elements in all.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > self.capacity else { return }
        if isKnownUniquelyReferenced(&allocation) {
            allocation.resize(capacity)
        } else {
            let grown = Allocation(capacity: capacity)
            grown.base.initialize(from: base, count: count)
            allocation = grown
        }
        base = allocation.base
        self.capacity = capacity
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserveCapacity(2 * capacity) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `count` copies of `element`, growing the room to at least double.
    mutating func append(repeating element: Element, count added: Int) {
        if count + added > capacity { reserveCapacity(Swift.max(2 * capacity, count + added)) }
        (base + count).initialize(repeating: element, count: added)
        count += added
    }

    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        assert(count > 0, "removeLast of an empty array")
        count -= 1
        return base[count]
    }

    /// Inserts `element` at `index`, moving the later elements up.
    mutating func insert(_ element: Element, at index: Int) {
        assert(index >= 0 && index <= count, "index out of range")
        append(element)
        var position = count - 1
        while position > index {
            base[position] = base[position - 1]
            position -= 1
        }
        base[index] = element
    }

    /// Removes the last `count` elements.
    mutating func removeLast(_ count: Int) {
        assert(count >= 0 && count <= self.count, "removeLast beyond the array")
        self.count -= count
    }

    /// Removes every element, keeping the room.
    mutating func removeAll() { count = 0 }

    /// Removes the elements that satisfy `shouldRemove`, keeping the others' order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in 0..<count where !shouldRemove(base[index]) {
            base[kept] = base[index]
            kept += 1
        }
        count = kept
    }
}

extension RawArray: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }
}
