import Testing

@testable import ConstraintSolver

/// `HashTable.insert(_:for:)`, which a solver's copy fills its constraint table with: it
/// stores a key's value only when the key is absent, and says whether it did.
@Suite struct HashTableInsertTests {
    @Test func storesANewKeyAndRefusesOneItHolds() {
        var table = HashTable<Int32>(filler: -1, capacity: 0, groupBits: 8)
        let stored = table.insert(7, for: 42)
        let storedAgain = table.insert(8, for: 42)
        #expect(stored && !storedAgain)
        // The refused insertion left the value and the count as they were.
        #expect(table.value(for: 42) == 7)
        #expect(table.count == 1)
    }

    /// Past the table's first capacity (it grows at half full), every key inserted once is
    /// stored and found, and a second insertion of each is refused.
    @Test func growsAndKeepsEveryKeyInserted() {
        var table = HashTable<Int32>(filler: -1, capacity: 4, groupBits: 8)
        let keys = (1...300).map { 0x1000 + 10 * UInt64($0) }
        let stored = keys.enumerated().map { index, key in table.insert(Int32(index), for: key) }
        #expect(stored.allSatisfy { $0 })
        for (index, key) in keys.enumerated() {
            let storedAgain = table.insert(-1, for: key)
            #expect(!storedAgain)
            #expect(table.value(for: key) == Int32(index))
        }
        #expect(table.count == keys.count)
    }
}
