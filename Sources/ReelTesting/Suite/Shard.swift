import Foundation

/// One part of a test suite split across machines: `--shard i/n` runs the cases whose
/// position in the sorted case list, counted from 1, is `i` modulo `n`.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, 1…count.
    public let index: Int
    /// How many shards the suite is split into.
    public let count: Int

    /// The whole suite as one shard.
    public static let all = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/n` with 1 ≤ i ≤ n; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, index >= 1, index <= count
        else { return nil }
        self.init(uncheckedIndex: index, count: count)
    }

    /// The cases of this shard, from the full list sorted by name. Every case lands in
    /// exactly one shard, and shard sizes differ by at most one.
    public func select<T>(_ cases: [T], name: (T) -> String) -> [T] {
        cases.sorted { name($0) < name($1) }
            .enumerated()
            .filter { $0.offset % count == index - 1 }
            .map(\.element)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}
