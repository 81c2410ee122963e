/// Rank arithmetic on sorted lists of distinct non-negative indexes: the building block of
/// the batch-update identity mapping, which shifts indexes past the deleted (removed) and
/// inserted (taken) ones without materialising dense arrays.
enum SortedIndexes {
    /// How many elements of `sorted` are less than `value` (the lower bound).
    /// - Complexity: O(log n).
    static func countLess(_ sorted: [Int], than value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) >> 1
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether `sorted` holds `value`.
    /// - Complexity: O(log n).
    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let index = countLess(sorted, than: value)
        return index < sorted.count && sorted[index] == value
    }

    /// The `rank`-th (0-based) non-negative integer that `sorted` does not hold: where the
    /// `rank`-th survivor lands when `sorted` lists the slots already taken.
    ///
    /// `sorted[k] − k` is non-decreasing, so the number `c` of taken slots before the answer
    /// is the count of `k` with `sorted[k] − k ≤ rank`, and the answer is `rank + c`.
    /// - Complexity: O(log n).
    static func nthAbsent(_ sorted: [Int], rank: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) >> 1
            if sorted[mid] - mid <= rank { low = mid + 1 } else { high = mid }
        }
        return rank + low
    }
}
