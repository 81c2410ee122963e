import Foundation
import TestTools
import Testing

@testable import CollectionLayout

/// A compositional layout re-lays out only what a batch update, a scroll or self-sizing
/// touches (CompositionalLayout+Reuse.swift), and what it keeps equals what a fresh layout
/// computes.
@Suite @MainActor struct CompositionalReuseTests {
    /// A layout whose sections depend on their index (even sections 40 tall rows, odd 70),
    /// with an extending header and a background, that counts the provider's calls by index.
    final class CountingProvider {
        var calls: [Int] = []
        var pinsHeaders = false

        func section(_ index: Int) -> LayoutSection {
            calls.append(index)
            let height: CGFloat = index.isMultiple(of: 2) ? 40 : 70
            var group = LayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(height)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
                count: 3)
            group.interItemSpacing = .fixed(5)
            var section = LayoutSection(group: group)
            section.interGroupSpacing = 5
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            var header = BoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = pinsHeaders
            section.boundarySupplementaryItems = [header]
            section.decorationItems = [.background(elementKind: "background")]
            return section
        }

        func layout() -> CompositionalLayout {
            var configuration = CompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 12
            let layout = CompositionalLayout(configuration: configuration) { [self] index, _ in section(index) }
            layout.register(decorationViewOfKind: "background")
            return layout
        }
    }

    /// Every element of the host's layout, keyed, from a query of the whole content.
    private func elements(_ host: CompositionalHost) -> [ElementKey: CGRect] {
        Dictionary(uniqueKeysWithValues: host.allCells.map { ($0.key, $0.frame) })
    }

    /// What a layout built from scratch over `counts` computes.
    private func fresh(_ counts: [Int]) -> [ElementKey: CGRect] {
        elements(CompositionalHost(CountingProvider().layout(), counts: counts))
    }

    @Test func anInsertAsksTheProviderOnlyForTheSectionItTouches() throws {
        let provider = CountingProvider()
        let host = CompositionalHost(provider.layout(), counts: [10, 10, 10, 10, 10])
        #expect(provider.calls == [0, 1, 2, 3, 4])
        provider.calls.removeAll()
        host.source.counts[2] += 1
        try host.view.insertItems(at: [IndexPath(item: 3, section: 2)])
        try host.view.layoutIfNeeded()
        #expect(provider.calls == [2])
        #expect(elements(host) == fresh([10, 10, 11, 10, 10]))
    }

    @Test func aGrowingSectionMovesTheSectionsAfterIt() throws {
        let provider = CountingProvider()
        let host = CompositionalHost(provider.layout(), counts: [3, 3, 3])
        let before = try #require(host.frame(0, 2))
        provider.calls.removeAll()
        host.source.counts[0] += 1
        try host.view.insertItems(at: [IndexPath(item: 3, section: 0)])
        try host.view.layoutIfNeeded()
        #expect(provider.calls == [0])
        // Section 0 (rows 40 tall, spacing 5) gains a second row: 40 + 5 = 45 further down.
        #expect(host.frame(0, 2) == before.offsetBy(dx: 0, dy: 45))
        #expect(elements(host) == fresh([4, 3, 3]))
    }

    @Test func insertingASectionAsksAgainForEverySectionWhoseIndexChanged() throws {
        let provider = CountingProvider()
        let host = CompositionalHost(provider.layout(), counts: [2, 2, 2])
        provider.calls.removeAll()
        host.source.counts.insert(4, at: 1)
        try host.view.insertSections(IndexSet(integer: 1))
        try host.view.layoutIfNeeded()
        // Old section 1 is now section 2 and lays out as an even section: asked again.
        #expect(provider.calls == [1, 2, 3])
        #expect(elements(host) == fresh([2, 4, 2, 2]))
    }

    @Test func aScrollWithPinnedHeadersReusesEverySection() throws {
        let provider = CountingProvider()
        provider.pinsHeaders = true
        let host = CompositionalHost(provider.layout(), counts: Array(repeating: 30, count: 20), size: CGSize(width: 390, height: 400))
        provider.calls.removeAll()
        host.view.contentOffset = CGPoint(x: 0, y: 600)
        try host.view.layoutIfNeeded()
        #expect(provider.calls.isEmpty)
    }

    @Test func aFullInvalidationAsksForEverySection() throws {
        let provider = CountingProvider()
        let host = CompositionalHost(provider.layout(), counts: [1, 1])
        provider.calls.removeAll()
        host.layout.invalidateLayout()
        try host.view.layoutIfNeeded()
        #expect(provider.calls == [0, 1])
    }

    @Test(arguments: 0..<40)
    func randomBatchUpdatesLeaveWhatAFreshLayoutComputes(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(seed)) // reproducible from the seed
        let provider = CountingProvider()
        let host = CompositionalHost(provider.layout(), counts: (0..<g.int(1...6)).map { _ in g.int(0...12) })
        for _ in 0..<4 {
            var counts = host.source.counts
            switch g.int(0...3) {
            case 0 where !counts.isEmpty:
                let section = g.int(0...counts.count - 1)
                counts[section] += 1
                host.source.counts = counts
                try host.view.insertItems(at: [IndexPath(item: g.int(0...counts[section] - 1), section: section)])
            case 1 where counts.contains { $0 > 0 }:
                let section = try #require(counts.indices.filter { counts[$0] > 0 }.randomElement(using: &g))
                counts[section] -= 1
                host.source.counts = counts
                try host.view.deleteItems(at: [IndexPath(item: g.int(0...counts[section]), section: section)])
            case 2:
                let section = g.int(0...counts.count)
                counts.insert(g.int(0...5), at: section)
                host.source.counts = counts
                try host.view.insertSections(IndexSet(integer: section))
            default:
                guard counts.count > 1 else { continue }
                let section = g.int(0...counts.count - 1)
                counts.remove(at: section)
                host.source.counts = counts
                try host.view.deleteSections(IndexSet(integer: section))
            }
            try host.view.layoutIfNeeded()
            let kept = elements(host), expected = fresh(host.source.counts)
            let wrong = Set(kept.keys).union(expected.keys).filter { kept[$0] != expected[$0] }
            #expect(wrong.isEmpty, "seed \(seed): counts \(host.source.counts), wrong: \(wrong.map { "\($0)" }.sorted().prefix(5))")
        }
    }
}
