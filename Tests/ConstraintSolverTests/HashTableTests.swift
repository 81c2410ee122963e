import TestTools
import Testing

@testable import ConstraintSolver

/// The solver's hash table against Swift's `Dictionary`, with the key patterns the solver
/// gives it: consecutive variable ids (which share bucket groups of 16), constraint addresses
/// over 16 (a stride of a few, in groups of 16 and of 256 as the slot table has them), and
/// scattered keys; removals exercise the backward shift.
@Suite struct HashTableTests {
    @Test(arguments: ["consecutive", "strided", "strided, groups of 256", "scattered"])
    func agreesWithADictionary(pattern: String) {
        var rng = SplitMix64(seed: 0x7AB1E)
        let keys: [UInt64] = (1...5_000).map { index in
            switch pattern {
            case "consecutive": UInt64(index)
            case "strided": 0x1000 + 3 * UInt64(index)
            case "strided, groups of 256": 0x1000 + 10 * UInt64(index)
            default: UInt64.random(in: 1...UInt64.max, using: &rng)
            }
        }
        var table = HashTable<Int32>(filler: -1, capacity: 0, groupBits: pattern.hasSuffix("256") ? 8 : 4)
        var reference: [UInt64: Int32] = [:]
        for (index, key) in keys.enumerated() {
            table.set(Int32(index), for: key)
            reference[key] = Int32(index)
        }
        // Remove every key whose index is a multiple of 3, then overwrite every 5th.
        for (index, key) in keys.enumerated() where index % 3 == 0 {
            table.remove(key)
            reference[key] = nil
        }
        for (index, key) in keys.enumerated() where index % 5 == 0 {
            table.set(-Int32(index), for: key)
            reference[key] = -Int32(index)
        }
        #expect(table.count == reference.count)
        for key in keys { #expect(table.value(for: key) == reference[key], "key \(key)") }
        // Keys never stored are not found, including ones inside the stored groups.
        for key: UInt64 in [5_001, 5_002, 0x1000 + 1, 0x1000 + 2, 0xDEAD_BEEF] where reference[key] == nil {
            #expect(table.value(for: key) == nil, "key \(key)")
        }
    }

    @Test func anEmptyTableAllocatesOnFirstUse() {
        var table = HashTable<Double>(filler: 0, capacity: 0)
        #expect(table.value(for: 42) == nil)
        table.remove(42)
        table.set(1.5, for: 42)
        #expect(table.value(for: 42) == 1.5)
        #expect(table.count == 1)
    }

    /// Buckets are shared by plain copies of a table (a raw array), so `copy()` must give one
    /// of its own; emptying keeps the room and forgets every key.
    @Test func aCopyHasBucketsOfItsOwnAndEmptyingForgetsEveryKey() {
        var table = HashTable<Int32>(filler: -1, capacity: 8)
        for key: UInt64 in 1...20 { table.set(Int32(key), for: key) }
        var copy = table.copy()
        copy.set(-5, for: 3)
        copy.remove(4)
        table.removeAll()
        #expect(table.count == 0 && table.value(for: 3) == nil)
        table.set(9, for: 3)
        #expect(table.value(for: 3) == 9 && table.value(for: 4) == nil)
        #expect(copy.count == 19 && copy.value(for: 3) == -5 && copy.value(for: 4) == nil && copy.value(for: 20) == 20)
    }
}
