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
/// holds takes its own copy and leaves the store. Objects nobody else holds are reused for
/// the next query (no allocation); nobody can observe that, as nobody holds them.
final class AttributesStore {
    /// The values of the last query, which bound objects read.
    @exclusivity(unchecked) private(set) var values: [LayoutAttributes] = []
    /// The store's objects: after ``release()`` the ones free for reuse; then, from the
    /// start, those handed out for the current values (bound), reused in place or added.
    @exclusivity(unchecked) private var pool = ContiguousArray<UICollectionViewLayoutAttributes>()
    /// How many objects of ``pool`` the current values have taken.
    @exclusivity(unchecked) private var used = 0

    /// Objects of the base class for `newValues`, in order, bound to this store.
    func objects(for newValues: [LayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        release()
        values = newValues
        let count = newValues.count
        return [UICollectionViewLayoutAttributes](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: object(at: index)) }
            initialized = count
        }
    }

    /// An object bound to the value at `index` of ``values``: a free one, else a new one.
    func object(at index: Int) -> UICollectionViewLayoutAttributes {
        let object: UICollectionViewLayoutAttributes
        if used < pool.count {
            object = pool.withUnsafeBufferPointer { $0[used] }
        } else {
            object = UICollectionViewLayoutAttributes(store: self)
            pool.append(object)
        }
        used += 1
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
    /// value and leave the store; the others (nobody can see them) are free for reuse.
    private func release() {
        var kept = 0
        pool.withUnsafeMutableBufferPointer { buffer in
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
        // Keep no more free objects than the last round handed out, twice over: one large
        // query (the whole content) does not hold its objects for good.
        pool.removeLast(pool.count - min(kept, 2 * used + 64))
        used = 0
    }

    /// Detaches every object (the layout is going away), so no object keeps the pool alive
    /// through its store and the pool holds none.
    func close() {
        release()
        pool.removeAll()
        values = []
    }
}
