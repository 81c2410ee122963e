import Foundation
import Testing

@testable import CollectionLayout

/// Boundary supplementary items and background decorations against values worked by hand
/// from docs/REFERENCE.md §14.4 (`source: uikit-rule`). Viewport 390 × 844.
@Suite struct CompositionalBoundaryTests {
    /// Two columns of 100-point rows inside insets of 16, with a 44-point header and a
    /// 30-point footer spanning the full width.
    func sectionWithHeaderAndFooter() -> LayoutSection {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top),
            BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "footer", alignment: .bottom),
        ]
        return section
    }

    func supplementary(_ host: CompositionalHost, _ kind: String, section: Int = 0) -> CGRect? {
        host.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func extendingHeaderAndFooterAddToTheSectionOutsideItsInsets() {
        // Header (0, 0, 390, 44): fractional widths resolve against the content area, not the
        // insets. Cells start after it and the top inset: y = 44 + 16 = 60, x = 16, width
        // 358 · 0.5 = 179. Four items, two rows: the section is 44 + 16 + 2 · 100 + 16 + 30
        // = 306 long; the footer ends it at y = 306 − 30 = 276. Section 1 starts at 306.
        let host = CompositionalHost(CompositionalLayout(section: sectionWithHeaderAndFooter()), counts: [4, 1])
        #expect(supplementary(host, "header") == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(host.frame(0) == CGRect(x: 16, y: 60, width: 179, height: 100))
        #expect(host.frame(3) == CGRect(x: 195, y: 160, width: 179, height: 100))
        #expect(supplementary(host, "footer") == CGRect(x: 0, y: 276, width: 390, height: 30))
        #expect(supplementary(host, "header", section: 1) == CGRect(x: 0, y: 306, width: 390, height: 44))
        // Section 1: 44 + 16 + 100 + 16 + 30 = 206; content 306 + 206 = 512.
        #expect(host.layout.collectionViewContentSize == CGSize(width: 390, height: 512))
        #expect(supplementary(host, "badge") == nil)
    }

    @Test func anOverlappingItemSitsOnTheContentAndMovesByItsOffset() {
        // Not extending: the section stays 16 + 2 · 100 + 16 = 232 long and the cells start
        // at y = 16. Top trailing corner of the content: x = 390 − 50 = 340, y = 0; moved by
        // (−4, 4): (336, 4, 50, 20).
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        var badge = BoundarySupplementaryItem(
            layoutSize: size(.absolute(50), .absolute(20)), elementKind: "badge", alignment: .topTrailing,
            absoluteOffset: CGPoint(x: -4, y: 4))
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [badge]
        let host = CompositionalHost(CompositionalLayout(section: section), counts: [4])
        #expect(supplementary(host, "badge") == CGRect(x: 336, y: 4, width: 50, height: 20))
        #expect(host.frame(0) == CGRect(x: 16, y: 16, width: 179, height: 100))
        #expect(host.layout.collectionViewContentSize.height == 232)
    }

    @Test func aPinnedHeaderStaysInViewUntilItsSectionEnds() {
        // Ten full-width rows of 100 under a 44-point pinned header: each section is 1044
        // long. Scrolled to 500: max(0, min(max(0, 500), 1044 − 44)) = 500. Scrolled to
        // 1020: min(1020, 1000) = 1000, pushed up by its section's end. Section 1's header
        // keeps its place, 1044, until the bounds pass it.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        var header = BoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let host = CompositionalHost(CompositionalLayout(section: section), counts: [10, 10])
        host.view.contentOffset = CGPoint(x: 0, y: 500)
        #expect(supplementary(host, "header")?.minY == 500)
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 501, width: 390, height: 844)))
        host.view.contentOffset = CGPoint(x: 0, y: 1020)
        #expect(supplementary(host, "header")?.minY == 1000)
        #expect(supplementary(host, "header", section: 1)?.minY == 1044)
        let shown = host.layout.layoutAttributesForElements(in: host.view.bounds).filter { $0.representedElementKind == "header" }
        #expect(shown.map(\.frame.minY) == [1000, 1044])
    }

    @Test func aBackgroundCoversTheWholeSectionLessItsInsets() {
        // The section of the first test spans (0, 0, 390, 306), header and footer included;
        // inset by 5: (5, 5, 380, 296). zIndex 0 draws below the cells (decorations first).
        var section = sectionWithHeaderAndFooter()
        var background = DecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CompositionalLayout(section: section)
        layout.register(decorationViewOfKind: "background")
        let host = CompositionalHost(layout, counts: [4])
        let decoration = host.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == CGRect(x: 5, y: 5, width: 380, height: 296))
        let all = host.allCells
        #expect(all.filter { $0.representedElementCategory == .decoration }.count == 1)
        #expect(all.sortedInDrawOrder().first?.representedElementCategory == .decoration)
    }

    @Test func aLeadingHeaderExtendsAHorizontalSection() {
        // Horizontal scrolling: the leading edge starts the section. A 40-point header at
        // .leading: (0, 0, 40, 844); the first cell follows at x = 40.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)), elementKind: "header", alignment: .leading)
        ]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let host = CompositionalHost(CompositionalLayout(section: section, configuration: configuration), counts: [3])
        #expect(supplementary(host, "header") == CGRect(x: 0, y: 0, width: 40, height: 844))
        #expect(host.frame(0) == CGRect(x: 40, y: 0, width: 100, height: 844))
        // 40 + 3 · 100 = 340.
        #expect(host.layout.collectionViewContentSize == CGSize(width: 340, height: 844))
    }

    @Test func layoutWideItemsFrameEverySection() {
        // A 60-point layout header and a 40-point footer around two sections of the first
        // test (306 each): section 0 starts at 60 (its header at y = 60, first cell at
        // 60 + 44 + 16 = 120), section 1 at 366, the footer at 60 + 612 = 672, the content
        // 712 long. The layout's items take index path [0, 0].
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top),
            BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "credits", alignment: .bottom),
        ]
        let host = CompositionalHost(
            CompositionalLayout(section: sectionWithHeaderAndFooter(), configuration: configuration), counts: [4, 4])
        #expect(supplementary(host, "banner") == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(supplementary(host, "header") == CGRect(x: 0, y: 60, width: 390, height: 44))
        #expect(host.frame(0) == CGRect(x: 16, y: 120, width: 179, height: 100))
        #expect(supplementary(host, "header", section: 1)?.minY == 366)
        #expect(supplementary(host, "credits") == CGRect(x: 0, y: 672, width: 390, height: 40))
        #expect(host.layout.collectionViewContentSize.height == 712)
        let kinds = host.allCells.compactMap(\.representedElementKind)
        #expect(kinds.filter { $0 == "banner" || $0 == "credits" }.count == 2)
    }
}
