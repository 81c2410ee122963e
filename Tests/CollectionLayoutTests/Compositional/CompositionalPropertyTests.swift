import Foundation
import TestTools
import Testing

@testable import CollectionLayout

/// Properties of compositional layouts over generated sections: the rect query equals the
/// whole set filtered by the rect, per-item queries agree with it, fixed-spacing groups do
/// not overlap, and every cell lies within the content size.
@Suite struct CompositionalPropertyTests {
    static func randomLayout(_ g: inout SplitMix64) -> (CompositionalLayout, [Int]) {
        let columns = g.int(1...4), spacing = CGFloat(g.int(0...12)), height = CGFloat(g.int(20...140))
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            subitem: item(.fractionalWidth(1), .fractionalHeight(1), insets: CGFloat(g.int(0...4))),
            count: columns)
        group.interItemSpacing = .fixed(spacing)
        var section = LayoutSection(group: group)
        let inset = CGFloat(g.int(0...20))
        section.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        section.interGroupSpacing = CGFloat(g.int(0...10))
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = CGFloat(g.int(0...30))
        let counts = (0..<g.int(1...5)).map { _ in g.int(0...60) }
        return (CompositionalLayout(section: section, configuration: configuration), counts)
    }

    @Test(arguments: 0..<60)
    func rectQueriesEqualTheFilteredWholeAndAgreeWithItemQueries(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed)) // reproducible from the seed
        let (layout, counts) = Self.randomLayout(&g)
        let host = CompositionalHost(layout, counts: counts)
        let all = host.allCells
        #expect(all.count == counts.reduce(0, +), "seed \(seed): every item is laid out")
        let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        for attributes in all {
            #expect(
                content.insetBy(dx: -1e-9, dy: -1e-9).contains(attributes.frame),
                "seed \(seed): \(attributes.indexPath) outside the content")
            #expect(layout.layoutAttributesForItem(at: attributes.indexPath)?.frame == attributes.frame)
        }
        for _ in 0..<5 {
            let rect = CGRect(
                x: CGFloat(g.int(-50...400)), y: CGFloat(g.int(-50...Int(content.height) + 50)),
                width: CGFloat(g.int(1...400)), height: CGFloat(g.int(1...900)))
            let queried = Set(layout.layoutAttributesForElements(in: rect).map(\.indexPath))
            let filtered = Set(all.filter { $0.frame.overlaps(rect) }.map(\.indexPath))
            #expect(queried == filtered, "seed \(seed): rect \(rect)")
        }
        // Fixed spacing: no two cells of a section overlap.
        for section in counts.indices {
            let cells = all.filter { $0.indexPath.section == section }.map(\.frame)
            for (i, a) in cells.enumerated() { for b in cells[(i + 1)...] { #expect(!a.overlaps(b), "seed \(seed)") } }
        }
    }
}

extension CompositionalPropertyTests {
    /// A random anchor: any set of edges, no, absolute or fractional offset.
    static func randomAnchor(_ g: inout SplitMix64) -> LayoutAnchor {
        let all: [DirectionalRectEdge] = [.top, .leading, .bottom, .trailing]
        let edges = DirectionalRectEdge(all.filter { _ in g.int(0...1) == 1 })
        let offset = CGPoint(x: CGFloat(g.int(-30...30)), y: CGFloat(g.int(-30...30)))
        switch g.int(0...2) {
        case 0: return LayoutAnchor(edges: edges)
        case 1: return LayoutAnchor(edges: edges, absoluteOffset: offset)
        default: return LayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: offset.x / 30, y: offset.y / 30))
        }
    }

    @Test(arguments: 0..<40)
    func badgeQueriesAgreeWithTheRectQuery(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &+ 1000) // reproducible from the seed
        let badge = SupplementaryItem(
            layoutSize: size(.absolute(CGFloat(g.int(4...40))), .absolute(CGFloat(g.int(4...40)))), elementKind: "badge",
            containerAnchor: Self.randomAnchor(&g), itemAnchor: g.int(0...1) == 0 ? nil : Self.randomAnchor(&g))
        let flag = SupplementaryItem(
            layoutSize: size(.fractionalWidth(0.2), .absolute(10)), elementKind: "flag", containerAnchor: Self.randomAnchor(&g))
        var cell = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        cell.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(CGFloat(g.int(20...140)))), subitem: .item(cell), count: g.int(1...4))
        group.supplementaryItems = [flag]
        var section = LayoutSection(group: group)
        section.interGroupSpacing = CGFloat(g.int(0...10))
        if g.int(0...2) == 0 { section.orthogonalScrollingBehavior = .continuous }
        let counts = (0..<g.int(1...3)).map { _ in g.int(0...40) }
        let host = CompositionalHost(CompositionalLayout(section: section), counts: counts)
        // Badges may stick out of the content: query a rect far around it.
        let size = host.layout.collectionViewContentSize
        let everything = host.layout.layoutAttributesForElements(
            in: CGRect(x: -500, y: -500, width: size.width + 100_000, height: size.height + 1000))
        let badges = everything.filter { $0.representedElementCategory == .supplementary }
        let groups = counts.map { ($0 + group.arrangementCount - 1) / group.arrangementCount }
        #expect(badges.count == counts.reduce(0, +) + groups.reduce(0, +), "seed \(seed): a badge per item, a flag per group")
        for attributes in badges {
            let kind = attributes.representedElementKind ?? ""
            #expect(host.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: attributes.indexPath)?.frame == attributes.frame)
        }
        for _ in 0..<8 {
            let rect = CGRect(
                x: CGFloat(g.int(-50...400)), y: CGFloat(g.int(-50...Int(size.height) + 50)),
                width: CGFloat(g.int(1...200)), height: CGFloat(g.int(1...300)))
            let queried = Set(host.layout.layoutAttributesForElements(in: rect).map(\.key))
            let filtered = Set(everything.filter { $0.frame.overlaps(rect) }.map(\.key))
            #expect(queried == filtered, "seed \(seed): rect \(rect)")
        }
    }
}

extension LayoutGroup {
    /// Items per instance of a `subitem:count:` group (tests only).
    fileprivate var arrangementCount: Int {
        if case .resizedToCount(_, let count) = arrangement { return count }
        return 1
    }
}

extension SplitMix64 {
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
