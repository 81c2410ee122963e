import TestTools
import Testing

@testable import UIKit

/// A sync adds its constraints in the order they were activated
/// (`LayoutEngine.inActivationOrder`); the order the last sort found is tried first and kept
/// only when it is that order (`LayoutEngine.inLastOrder`).
@MainActor @Suite(.serialized) struct ActivationOrderTests {
    /// `count` constraints with the given activation orders, each paired with no parts.
    static func additions(orders: [UInt64]) -> [(NSLayoutConstraint, [LayoutEngine.Definition])] {
        let view = UIView()
        return orders.map { order in
            let constraint = view.widthAnchor.constraint(equalToConstant: 10)
            constraint.order = order
            return (constraint, [])
        }
    }

    /// The additions sorted by (order, index), as a plain sort does.
    static func sortedByKey(_ additions: [(NSLayoutConstraint, [LayoutEngine.Definition])]) -> [ObjectIdentifier] {
        additions.indices.sorted { (additions[$0].0.order, $0) < (additions[$1].0.order, $1) }.map { ObjectIdentifier(additions[$0].0) }
    }

    static func ids(_ list: [(NSLayoutConstraint, [LayoutEngine.Definition])]) -> [ObjectIdentifier] {
        list.map { ObjectIdentifier($0.0) }
    }

    /// Random lists, each sorted twice: a list whose orders rise where the last one's did
    /// (the next cell's: the same places, later orders) takes the last order; one shuffled
    /// differently falls back to the sort. Both give the plain sort's order.
    @Test func theLastOrderIsTakenOnlyWhenItIsTheActivationOrder() {
        var rng = SplitMix64(seed: 56)
        var reused = 0, refused = 0
        for round in 0..<200 {
            let count = Int.random(in: 2...40, using: &rng)
            // Orders with ties now and then (a tie keeps the places).
            let orders = (0..<count).map { _ in UInt64.random(in: 1...UInt64(count), using: &rng) * 10 }
            let first = Self.additions(orders: orders)
            #expect(Self.ids(LayoutEngine.inActivationOrder(first)) == Self.sortedByKey(first), "round \(round)")
            // The next cell: every order moved on by the same amount, so ranks and ties hold.
            let next = Self.additions(orders: orders.map { $0 + 1_000 })
            #expect(LayoutEngine.inLastOrder(next) != nil, "round \(round)")
            #expect(Self.ids(LayoutEngine.inActivationOrder(next)) == Self.sortedByKey(next), "round \(round)")
            reused += 1
            // A list in another order: the last order does not hold, and the sort decides.
            var shuffled = orders
            shuffled.shuffle(using: &rng)
            let other = Self.additions(orders: shuffled)
            let lastHolds = LayoutEngine.inLastOrder(other).map { Self.ids($0) == Self.sortedByKey(other) }
            // When it is taken it is right; when the order differs it is refused.
            #expect(lastHolds ?? true, "round \(round)")
            if lastHolds == nil { refused += 1 }
            #expect(Self.ids(LayoutEngine.inActivationOrder(other)) == Self.sortedByKey(other), "round \(round)")
        }
        #expect(reused == 200)
        #expect(refused > 150)
    }

    /// A list of another length never takes the last order.
    @Test func aListOfAnotherLengthIsSorted() {
        let three = Self.additions(orders: [30, 10, 20])
        #expect(Self.ids(LayoutEngine.inActivationOrder(three)) == [1, 2, 0].map { Self.ids(three)[$0] })
        let four = Self.additions(orders: [40, 10, 20, 30])
        #expect(LayoutEngine.inLastOrder(four) == nil)
        #expect(Self.ids(LayoutEngine.inActivationOrder(four)) == [1, 2, 3, 0].map { Self.ids(four)[$0] })
    }
}
