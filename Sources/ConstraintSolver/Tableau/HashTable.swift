/// An open-addressing hash table from non-zero 64-bit keys to values: linear probing, a
/// multiplicative hash, at most half full, deletion by backward shift (no tombstones).
///
/// The solver's maps (variable → symbol, constraint → slot, and the objective's
/// `(level, symbol)` → coefficient) are looked up in its inner loops; this table costs a
/// multiply and a probe or two, with no hashing of `Hasher`'s strength and no reference
/// counting. Its buckets are a ``RawArray`` (no copy-on-write check a write): a copy of the
/// table shares them, so one is never copied to be used twice (see ``copy()``).
struct HashTable<Value: BitwiseCopyable> {
    /// One bucket: a key (0 marks an empty bucket) and its value, side by side so that a
    /// probe reads one cache line and a table is one allocation.
    private struct Bucket: BitwiseCopyable {
        var key: UInt64
        var value: Value
    }

    private var buckets: RawArray<Bucket>
    /// 64 − log2(capacity): the hash's top bits pick the bucket's group.
    private var shift: UInt64
    /// log2 of the number of consecutive keys that share a group (see ``bucket(_:)``).
    private let groupBits: UInt64
    /// ``groupBits``, capped so that a group is at most a quarter of the table's buckets.
    private var tableGroupBits: UInt64 = 0
    /// The mask of a key's bits kept within its group, `2^tableGroupBits − 1` (computed when
    /// the table is sized, not at each look-up).
    private var groupMask: UInt64 = 0
    /// The bucket count − 1.
    private var mask = 0
    /// The value stored in empty buckets (never returned).
    private let filler: Value
    /// The number of keys stored.
    private(set) var count = 0

    /// An empty table for about `capacity` keys (rounded up to a power of two, at least 4;
    /// a capacity of 0 makes no buckets until the first key is stored); `filler` fills
    /// unused buckets. Keys that differ only in their low `groupBits` bits share a group of
    /// buckets (see ``bucket(_:)``): 4 for keys that are dense where they cluster (the
    /// solver's variable ids, 1, 2, 3…); 8 for sparse ones (constraints' addresses over 16,
    /// about 10 apart, so one cell's 20 constraints fall in one or two groups).
    init(filler: Value, capacity: Int = 4, groupBits: Int = 4) {
        self.filler = filler
        self.groupBits = UInt64(groupBits)
        buckets = RawArray()
        shift = 64
        guard capacity > 0 else { return }
        var bucketCount = 8
        while bucketCount < 2 * capacity { bucketCount *= 2 }
        allocate(bucketCount)
    }

    /// A copy with buckets of its own (see ``RawArray``).
    func copy() -> HashTable {
        var copy = self
        copy.buckets = buckets.copy()
        return copy
    }

    /// Makes the table a copy of `other`, as ``copy()`` would, in this table's buckets when
    /// they have room and no copy shares them.
    mutating func replaceContents(with other: HashTable) {
        // The copy takes this table's buckets (then held by it alone) before they are written.
        var copy = other
        swap(&copy.buckets, &buckets)
        copy.buckets.replaceElements(with: other.buckets)
        self = copy
    }

    /// Replaces the buckets by `count` empty ones (a power of two).
    private mutating func allocate(_ count: Int) {
        buckets = RawArray(repeating: Bucket(key: 0, value: filler), count: count)
        let bits = UInt64(count.trailingZeroBitCount)
        shift = 64 - bits
        tableGroupBits = min(groupBits, bits - 2)
        groupMask = (1 << tableGroupBits) - 1
        mask = count - 1
    }

    /// The home bucket of `key`. Keys are placed in groups of consecutive keys (16, or
    /// 2^`groupBits`, see ``init(filler:capacity:groupBits:)``): the group's number is hashed
    /// and the key's low bits kept, so keys made one after another (the solver's variable ids,
    /// the addresses of constraints allocated in a row) sit in a few cache lines and one page
    /// of a large table instead of one line and one page each.
    @inline(__always)
    private func bucket(_ key: UInt64) -> Int {
        let group = ((key >> tableGroupBits) &* 0x9E37_79B9_7F4A_7C15) >> shift
        return Int(truncatingIfNeeded: group << tableGroupBits | key & groupMask) & mask
    }

    /// The value for `key` (not 0), or nil.
    @inline(__always)
    func value(for key: UInt64) -> Value? {
        if count == 0 { return nil }
        var index = bucket(key)
        while true {
            let stored = buckets[index].key
            if stored == key { return buckets[index].value }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key` (not 0), replacing any value it had.
    mutating func set(_ value: Value, for key: UInt64) {
        if (count + 1) * 2 > buckets.count { grow() }
        var index = bucket(key)
        while true {
            let stored = buckets[index].key
            if stored == key {
                buckets[index].value = value
                return
            }
            if stored == 0 {
                buckets[index] = Bucket(key: key, value: value)
                count += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key` (not 0) when the table has no value for it; false, changing
    /// nothing, when it has one (one probe where a look-up and a ``set(_:for:)`` make two).
    mutating func insert(_ value: Value, for key: UInt64) -> Bool {
        if (count + 1) * 2 > buckets.count { grow() }
        var index = bucket(key)
        while true {
            let stored = buckets[index].key
            if stored == key { return false }
            if stored == 0 {
                buckets[index] = Bucket(key: key, value: value)
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    /// Removes `key` and its value, if present.
    mutating func remove(_ key: UInt64) {
        if count == 0 { return }
        var index = bucket(key)
        while true {
            let stored = buckets[index].key
            if stored == 0 { return }
            if stored == key { break }
            index = (index + 1) & mask
        }
        // Backward shift: move later members of the probe run into the hole when their home
        // bucket does not lie strictly between the hole and them.
        var hole = index
        var next = (hole + 1) & mask
        while buckets[next].key != 0 {
            let home = bucket(buckets[next].key)
            let distanceToNext = (next - home) & mask
            let distanceToHole = (hole - home) & mask
            if distanceToHole <= distanceToNext {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = Bucket(key: 0, value: filler)
        count -= 1
    }

    /// Empties the table, keeping its capacity.
    mutating func removeAll() {
        guard count > 0 else { return }
        // Every bucket zeroed by one memset (a cell's tables are 64 buckets each; a scan key by
        // key cost about five instructions a bucket). An empty bucket's value is never read,
        // so it may be zero bits rather than the filler.
        UnsafeMutableRawPointer(buckets.base).initializeMemory(
            as: UInt8.self, repeating: 0, count: buckets.count * MemoryLayout<Bucket>.stride)
        count = 0
    }

    private mutating func grow() {
        let old = buckets
        allocate(max(8, old.count * 2))
        count = 0
        for bucket in old where bucket.key != 0 { set(bucket.value, for: bucket.key) }
    }
}
