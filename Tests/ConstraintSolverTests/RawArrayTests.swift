import Testing

@testable import ConstraintSolver

/// The tableau's raw arrays keep their elements through growth, and a ``RawArray/copy()`` has
/// elements of its own (what `Solver.copy(holding:)` relies on to leave the template alone).
@Suite struct RawArrayTests {
    @Test func elementsSurviveGrowthAndRemovalsKeepOrder() {
        var array = RawArray<Int32>(capacity: 2)
        for value: Int32 in 0..<100 { array.append(value) }
        #expect(array.capacity >= 100)
        #expect(Array(array) == Array(0..<100))
        array.removeAll { $0 % 3 != 0 }
        #expect(Array(array) == Array(stride(from: 0, to: 100, by: 3)))
        #expect(array.popLast() == 99)
        array.removeLast(array.count - 2)
        #expect(Array(array) == [0, 3])
        array.append(repeating: 7, count: 50)
        #expect(array.count == 52 && array[51] == 7 && array[1] == 3)
        array.removeAll()
        #expect(array.isEmpty && array.popLast() == nil)
    }

    @Test func aCopyHasElementsOfItsOwn() {
        var original = RawArray<Double>(repeating: 1, count: 4)
        var copy = original.copy()
        copy[0] = 5
        copy.append(6)
        original[1] = 2
        #expect(Array(original) == [1, 2, 1, 1])
        #expect(Array(copy) == [5, 1, 1, 1, 6])
    }

    /// Growing reallocates in place only when no copy shares the memory: a copy made before
    /// keeps its elements, readable, and the grown array's writes no longer reach it.
    @Test func growingWhileACopySharesTheMemoryLeavesTheCopyIntact() {
        var array = RawArray<Int32>(capacity: 2)
        array.append(1)
        array.append(2)
        let shared = array
        array.append(3)
        array[0] = 9
        #expect(Array(shared) == [1, 2])
        #expect(Array(array) == [9, 2, 3])
    }
}
