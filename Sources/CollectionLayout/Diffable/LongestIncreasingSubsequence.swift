/// The longest strictly increasing subsequence of a list of integers (patience sorting).
@usableFromInline
enum LongestIncreasingSubsequence {
    /// The positions (ascending) of one longest strictly increasing subsequence of `values`.
    /// Among several longest ones it returns the one patience sorting builds (each length's
    /// smallest tail wins); an increasing list keeps every position.
    /// - Complexity: O(n log n).
    @usableFromInline
    static func positions(in values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        // tails[k]: the position of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        tails.reserveCapacity(values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Int](repeating: 0, count: tails.count)
        var cursor = tails[tails.count - 1]
        for index in stride(from: tails.count - 1, through: 0, by: -1) {
            result[index] = cursor
            cursor = previous[cursor]
        }
        return result
    }
}
