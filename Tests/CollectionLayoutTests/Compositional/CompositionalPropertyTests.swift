import Foundation
import Testing

@testable import CollectionLayout

/// Properties of compositional layouts over generated sections: the rect query equals the
/// whole set filtered by the rect, per-item queries agree with it, fixed-spacing groups do
/// not overlap, and every cell lies within the content size.
@Suite struct CompositionalPropertyTests {
    static func randomLayout(_ g: inout SplitMix) -> (CompositionalLayout, [Int]) {
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
        var g = SplitMix(seed: UInt64(seed)) // reproducible from the seed
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

extension SplitMix {
    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
