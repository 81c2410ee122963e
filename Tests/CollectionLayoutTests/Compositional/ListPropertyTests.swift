import Foundation
import TestTools
import Testing

@testable import CollectionLayout

/// Properties of list layouts over generated configurations: the rect query equals the
/// whole set filtered by the rect (cells, headers, footers, separators and backgrounds
/// alike), each element's own query agrees with it, every element lies within the content,
/// and every row but a section's last has exactly one separator (automatic visibility);
/// after a batch update, the reused sections' separators and backgrounds equal a fresh
/// layout's.
@Suite @MainActor struct ListPropertyTests {
    static func randomConfiguration(_ g: inout SplitMix64) -> ListConfiguration {
        var configuration = ListConfiguration(appearance: ListConfiguration.Appearance.allCases[g.int(0...4)])
        configuration.headerMode = ListConfiguration.HeaderMode.allCases[g.int(0...2)]
        configuration.footerMode = ListConfiguration.FooterMode.allCases[g.int(0...1)]
        if g.int(0...1) == 1 { configuration.headerTopPadding = CGFloat(g.int(0...20)) }
        configuration.showsSeparators = g.int(0...3) > 0
        return configuration
    }

    @Test(arguments: 0..<40)
    func queriesAgreeAndSeparatorsFollowTheRows(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed)) // reproducible from the seed
        let configuration = Self.randomConfiguration(&g)
        let counts = (0..<g.int(1...4)).map { _ in g.int(0...12) }
        let width = CGFloat([320, 390, 414, 768][g.int(0...3)])
        let host = CompositionalHost(
            CompositionalLayout.list(using: configuration), counts: counts, size: CGSize(width: width, height: 600))
        let layout = host.layout
        let all = host.allCells
        let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        for element in all {
            #expect(content.insetBy(dx: -1e-9, dy: -1e-9).contains(element.frame), "seed \(seed): \(element.key) outside the content")
            let own: LayoutAttributes? =
                switch element.representedElementCategory {
                case .cell: layout.layoutAttributesForItem(at: element.indexPath)
                case .supplementary:
                    layout.layoutAttributesForSupplementaryView(ofKind: element.representedElementKind ?? "", at: element.indexPath)
                case .decoration:
                    layout.layoutAttributesForDecorationView(ofKind: element.representedElementKind ?? "", at: element.indexPath)
                }
            #expect(own?.frame == element.frame, "seed \(seed): \(element.key)")
        }
        for _ in 0..<5 {
            let rect = CGRect(
                x: CGFloat(g.int(-50...400)), y: CGFloat(g.int(-50...Int(content.height) + 50)),
                width: CGFloat(g.int(1...400)), height: CGFloat(g.int(1...600)))
            let queried = Set(layout.layoutAttributesForElements(in: rect).map(\.key))
            let filtered = Set(all.filter { $0.frame.overlaps(rect) }.map(\.key))
            #expect(queried == filtered, "seed \(seed): rect \(rect)")
        }
        let separators = all.filter { $0.representedElementKind == ListConfiguration.separatorElementKind }
        let expected = configuration.showsSeparators ? counts.reduce(0) { $0 + max(0, $1 - 1) } : 0
        #expect(separators.count == expected, "seed \(seed)")
        for separator in separators {
            let row = layout.layoutAttributesForItem(at: separator.indexPath)?.frame ?? .null
            #expect(row.contains(separator.frame), "seed \(seed): the separator lies inside its row")
            #expect(separator.frame.maxY == row.maxY)
        }
    }

    @Test func anInsertMovesTheListDecorationsOfTheSectionsAfterIt() throws {
        // Inset-grouped, supplementary headers: inserting into section 0 re-lays it out,
        // moves sections 1 and 2 (their separators and backgrounds with them), and the
        // result equals a layout built from scratch. The old last row of section 0 (item 2)
        // now has a separator; the new last (item 3) none.
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let host = CompositionalHost(CompositionalLayout.list(using: configuration), counts: [3, 2, 2])
        host.source.counts[0] += 1
        try host.view.insertItems(at: [IndexPath(item: 3, section: 0)])
        try host.view.layoutIfNeeded()
        let fresh = CompositionalHost(CompositionalLayout.list(using: configuration), counts: [4, 2, 2])
        let updated = Dictionary(uniqueKeysWithValues: host.allCells.map { ($0.key, $0.frame) })
        let expected = Dictionary(uniqueKeysWithValues: fresh.allCells.map { ($0.key, $0.frame) })
        #expect(updated == expected)
        let kind = ListConfiguration.separatorElementKind
        #expect(host.layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 2, section: 0)) != nil)
        #expect(host.layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 3, section: 0)) == nil)
    }
}
