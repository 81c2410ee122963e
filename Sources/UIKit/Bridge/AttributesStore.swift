/// The values of a layout's last element query and the attribute objects that stand for
/// them, so a query costs no object allocation and no value copy once warm.
///
/// UIKit's base `layoutAttributesForElements(in:)` returns objects; a subclass calls it,
/// copies what it returns (`copy()`) and hands the objects back. Here an object of the
/// base class made by the base query is *bound* to this store: it reads its value from
/// ``values`` at its index instead of holding a copy, and a `copy()` of it is bound to the
/// same value. When the objects come back unchanged, the bridge returns ``values`` itself.
///
/// Value semantics hold: a bound object that is changed takes its own copy first, and
/// before the next query replaces the values, every bound object that anyone else still
/// holds takes its own copy and leaves the store. When nobody kept the array the last query
/// returned nor any object in it, the next query returns that same array, its objects bound
/// to the new values: no object is made, retained or released; nobody can observe that, as
/// nobody holds them.
@preconcurrency @MainActor
final class AttributesStore {
    /// The values of the last query, which bound objects read.
    @exclusivity(unchecked) private(set) var values: [LayoutAttributes] = []
    /// The array the last query returned: the objects bound to ``values``, in order.
    @exclusivity(unchecked) private var handedOut: [UICollectionViewLayoutAttributes] = []
    /// Objects `copy()` bound to ``values``: the first ``copiesUsed`` since the values were
    /// set, then free ones for reuse.
    @exclusivity(unchecked) private var copies = ContiguousArray<UICollectionViewLayoutAttributes>()
    /// How many objects of ``copies`` the current values have taken.
    @exclusivity(unchecked) private var copiesUsed = 0

    /// Objects of the base class for the values `query` returns, in order, bound to this
    /// store.
    ///
    /// The last query's values are let go of before `query` runs, as a caller of the core
    /// lets go of its last answer before asking again: the new values then take the memory
    /// the old ones freed, still in cache, instead of the core's writing a second array
    /// while this one holds the first (`ReelBenchmarks uikit-objects`, a uniform 10k flow
    /// invalidated, prepared and queried in a 1080p rect, with the invalidation of
    /// `UICollectionViewLayout.invalidateLayout()` that makes no object: 5.94–6.05 µs →
    /// 5.76–5.87 µs, 1.20–1.24× → 1.16–1.20× the core's time, six runs each).
    func objects(_ query: () -> [LayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        release()
        values = []
        values = query()
        let count = values.count
        if handedOut.count > count {
            handedOut.removeLast(handedOut.count - count)
        } else if handedOut.count < count {
            handedOut.reserveCapacity(count)
            for index in handedOut.count..<count { handedOut.append(boundObject(at: index)) }
        }
        return handedOut
    }

    /// A new object bound to the value at `index` of ``values``.
    private func boundObject(at index: Int) -> UICollectionViewLayoutAttributes {
        let object = UICollectionViewLayoutAttributes(store: self)
        object.storeIndex = index
        return object
    }

    /// An object bound to the value at `index` of ``values``, for a copy of a bound
    /// object: a free one, else a new one.
    func object(at index: Int) -> UICollectionViewLayoutAttributes {
        let object: UICollectionViewLayoutAttributes
        if copiesUsed < copies.count {
            object = copies.withUnsafeBufferPointer { $0[copiesUsed] }
        } else {
            object = UICollectionViewLayoutAttributes(store: self)
            copies.append(object)
        }
        copiesUsed += 1
        object.storeIndex = index
        return object
    }

    /// ``values`` when `objects` are exactly objects bound to them, in order and
    /// unchanged; nil otherwise.
    func unchangedValues(of objects: [UICollectionViewLayoutAttributes]) -> [LayoutAttributes]? {
        guard objects.count == values.count else { return nil }
        let me = ObjectIdentifier(self)
        let bound = objects.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].storeIndex != index || buffer[index].storeID != me {
                return false
            }
            return true
        }
        return bound ? values : nil
    }

    /// Before the values change: objects someone else holds take their own copy of their
    /// value and leave the store, replaced by new objects. When someone holds the array
    /// itself, changing it makes the store a copy of its own first, and every object in it
    /// is then held twice, so all leave. An object nobody else holds is bound to its index
    /// again, in the same pass (one changed and let go holds a value of its own).
    /// Copies nobody else holds are free for reuse.
    private func release() {
        handedOut.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                if !isKnownUniquelyReferenced(&buffer[index]) {
                    buffer[index].detach()
                    buffer[index] = boundObject(at: index)
                } else if buffer[index].storeIndex != index {
                    buffer[index].storeIndex = index
                }
            }
        }
        var kept = 0
        copies.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                if isKnownUniquelyReferenced(&buffer[index]) {
                    buffer[index].storeIndex = -1
                    if index != kept { buffer.swapAt(index, kept) }
                    kept += 1
                } else {
                    buffer[index].detach()
                }
            }
        }
        // Keep no more free copies than the last round made, twice over.
        copies.removeLast(copies.count - min(kept, 2 * copiesUsed + 64))
        copiesUsed = 0
    }

    /// Detaches every object (the layout is going away), so no object keeps the store
    /// alive and the store holds none.
    func close() {
        release()
        handedOut.removeAll()
        copies.removeAll()
        values = []
    }
}
