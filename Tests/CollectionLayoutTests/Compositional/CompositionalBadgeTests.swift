import Foundation
import Testing

@testable import CollectionLayout

/// Item- and group-anchored supplementary items (badges) against values worked by hand from
/// docs/REFERENCE.md §14.2 (`source: uikit-rule`): a supplementary of size s on a container
/// box b lands at `b.origin + b.size · c + offset − (s · i + itemOffset)`, c and i the unit
/// points of the container and item anchors' edges (i = c without an item anchor), a
/// fractional offset being a fraction of s. Viewport 390 × 844.
@Suite struct CompositionalBadgeTests {
    /// Two columns of 100-point rows, no insets: item 0's box is (0, 0, 195, 100), item 1's
    /// (195, 0, 195, 100), item 2's (0, 100, 195, 100).
    func grid(badges: [SupplementaryItem], insets: CGFloat = 0, count: Int = 4) -> CompositionalHost {
        var cell = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: badges)
        cell.contentInsets = DirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(cell)])
        return CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [count])
    }

    func badge(_ anchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil, kind: String = "badge") -> SupplementaryItem {
        SupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: kind, containerAnchor: anchor, itemAnchor: itemAnchor)
    }

    func frame(_ host: CompositionalHost, _ item: Int, kind: String = "badge", section: Int = 0) -> CGRect? {
        host.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aFractionalOffsetOnTheTopTrailingCornerOverlapsTheCorner() {
        // c = i = (1, 0); offset (0.3 · 20, −0.3 · 20) = (6, −6). Item 0: x = 0 + 195 + 6 − 20
        // = 181, y = 0 + 0 − 6 − 0 = −6. Item 1: x = 195 + 195 + 6 − 20 = 376. Item 2: y = 100 − 6 = 94.
        let host = grid(badges: [badge(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))])
        #expect(frame(host, 0) == CGRect(x: 181, y: -6, width: 20, height: 20))
        #expect(frame(host, 1) == CGRect(x: 376, y: -6, width: 20, height: 20))
        #expect(frame(host, 2) == CGRect(x: 181, y: 94, width: 20, height: 20))
    }

    @Test func anAbsoluteOffsetMovesTheBadgeByPoints() {
        // c = i = (0, 1); offset (4, −4). Item 0: x = 0 + 0 + 4 − 0 = 4, y = 0 + 100 − 4 − 20 = 76.
        let host = grid(badges: [badge(LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 4, y: -4)))])
        #expect(frame(host, 0) == CGRect(x: 4, y: 76, width: 20, height: 20))
    }

    @Test func oneEdgeCentresAlongTheOtherAxisAndNoEdgeCentres() {
        // [.top]: c = (0.5, 0): x = 97.5 − 10 = 87.5, y = 0. []: c = (0.5, 0.5): y = 50 − 10 = 40.
        // The origin lands on the pixel grid (scale 1, §14.8): x = 88.
        // [.leading, .trailing] names both opposite edges: centred across, as no edge.
        let top = grid(badges: [badge(LayoutAnchor(edges: .top))])
        #expect(frame(top, 0) == CGRect(x: 88, y: 0, width: 20, height: 20))
        let centre = grid(badges: [badge(LayoutAnchor(edges: []))])
        #expect(frame(centre, 0) == CGRect(x: 88, y: 40, width: 20, height: 20))
        let both = grid(badges: [badge(LayoutAnchor(edges: [.leading, .trailing]))])
        #expect(frame(both, 0) == CGRect(x: 88, y: 40, width: 20, height: 20))
    }

    @Test func anItemAnchorLandsItsOwnPointOnTheContainersPoint() {
        // Container [.top, .trailing] c = (1, 0); item anchor [.bottom, .leading] i = (0, 1):
        // x = 195 − 0 = 195, y = 0 − 20 = −20: outside, its bottom-leading corner on the
        // item's top-trailing corner. With an item-anchor offset (5, 0): x = 195 − 5 = 190.
        let outside = grid(badges: [badge(LayoutAnchor(edges: [.top, .trailing]), itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))])
        #expect(frame(outside, 0) == CGRect(x: 195, y: -20, width: 20, height: 20))
        let moved = grid(badges: [
            badge(
                LayoutAnchor(edges: [.top, .trailing]),
                itemAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 5, y: 0)))
        ])
        #expect(frame(moved, 0) == CGRect(x: 190, y: -20, width: 20, height: 20))
    }

    @Test func contentInsetsShrinkTheCellButNotTheBadgesBox() {
        // Insets 10: cell (10, 10, 175, 80); the badge still anchors on the box: (181, −6).
        let host = grid(badges: [badge(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))], insets: 10)
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 175, height: 80))
        #expect(frame(host, 0) == CGRect(x: 181, y: -6, width: 20, height: 20))
    }

    @Test func fractionalSizesResolveAgainstTheItemsBox() {
        // 0.2 · 195 = 39 wide, 0.2 · 100 = 20 high, at the bottom trailing corner:
        // (195 − 39, 100 − 20) = (156, 80).
        let host = grid(badges: [
            SupplementaryItem(
                layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(0.2)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))
        ])
        #expect(frame(host, 0) == CGRect(x: 156, y: 80, width: 39, height: 20))
    }

    @Test func attributesCarryTheItemsIndexPathAndZIndexOne() {
        let host = grid(badges: [badge(LayoutAnchor(edges: [.top, .trailing]))], count: 3)
        let attributes = host.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))
        #expect(attributes?.representedElementCategory == .supplementary)
        #expect(attributes?.representedElementKind == "badge")
        #expect(attributes?.indexPath == IndexPath(item: 2, section: 0))
        #expect(attributes?.zIndex == 1)
        // No item 3, no badge; no other kind.
        #expect(frame(host, 3) == nil)
        #expect(frame(host, 0, kind: "other") == nil)
        let badges = host.allCells.filter { $0.representedElementCategory == .supplementary }
        #expect(badges.map(\.indexPath.item).sorted() == [0, 1, 2])
    }

    @Test func theRectQueryFindsABadgeThatSticksOutOfItsGroup() {
        // Cells inset by 10: item 0's is (10, 10, 175, 80), item 2's (10, 110, 175, 80). Item
        // 2's badge (181, 94, 20, 20) reaches 6 points above its group (y 100…200); a rect
        // (186, 95, 2, 2) meets only it.
        let host = grid(badges: [badge(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))], insets: 10)
        let found = host.layout.layoutAttributesForElements(in: CGRect(x: 186, y: 95, width: 2, height: 2))
        #expect(found.map(\.indexPath) == [IndexPath(item: 2, section: 0)])
        #expect(found.first?.representedElementCategory == .supplementary)
    }

    @Test func aRootGroupsBadgeTakesItsGroupsIndexPath() {
        // Group box (0, 0, 390, 100), then (0, 110, 390, 100) after spacing 10. Badge size
        // 0.1 · 390 = 39 by 10 at the top leading corner: (0, 0) at [0, 0] for group 0,
        // (0, 110) at [0, 1] for group 1 — a root group's supplementary is indexed by its
        // group, as recorded on iOS 17 (§14.8); 3 items: the second group holds item 2 only
        // and still shows it; there is no third group.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.supplementaryItems = [
            SupplementaryItem(
                layoutSize: size(.fractionalWidth(0.1), .absolute(10)), elementKind: "flag",
                containerAnchor: LayoutAnchor(edges: [.top, .leading]))
        ]
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        let host = CompositionalHost(CompositionalLayout(section: section), counts: [3])
        #expect(frame(host, 0, kind: "flag") == CGRect(x: 0, y: 0, width: 39, height: 10))
        #expect(frame(host, 1, kind: "flag") == CGRect(x: 0, y: 110, width: 39, height: 10))
        #expect(frame(host, 2, kind: "flag") == nil)
    }

    @Test func aNestedGroupsBadgeRepeatsWithTheGroup() {
        // Root (390 × 100) repeats a vertical group (0.5 × 1 → 195 × 100) of two half-height
        // items: the nested groups hold items 0–1 and 2–3. A 10 × 10 badge at their bottom
        // trailing corner: (195 − 10, 100 − 10) = (185, 90) for item 0, (390 − 10, 90) = (380, 90)
        // for item 2.
        var nested = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        nested.supplementaryItems = [
            SupplementaryItem(
                layoutSize: size(.absolute(10), .absolute(10)), elementKind: "dot",
                containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))
        ]
        let root = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.group(nested)])
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: root)), counts: [4])
        #expect(frame(host, 0, kind: "dot") == CGRect(x: 185, y: 90, width: 10, height: 10))
        #expect(frame(host, 2, kind: "dot") == CGRect(x: 380, y: 90, width: 10, height: 10))
        #expect(frame(host, 1, kind: "dot") == nil)
    }

    @Test func badgesScrollWithTheirOrthogonalSection() {
        // Groups of one 100 × 100 item side by side. Badge 20 × 20 at the top trailing corner
        // moved by (0.5, −0.5) · 20 = (10, −10): group k's at (100k + 100 + 10 − 20, −10) =
        // (100k + 90, −10). Scrolled by 50: item 0's at (40, −10).
        let cell = LayoutItem(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
            supplementaryItems: [badge(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))])
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [.item(cell)])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let host = CompositionalHost(CompositionalLayout(section: section), counts: [10])
        #expect(frame(host, 3) == CGRect(x: 390, y: -10, width: 20, height: 20))
        // Badges sticking out above their section are found by a rect above the content: those
        // at x = 90, 190, 290 (the one at 390 only touches the rect).
        #expect(host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: -9, width: 390, height: 1)).count == 3)
        host.layout.setOrthogonalScrollOffset(50, forSection: 0)
        host.layout.prepareIfNeeded()
        #expect(frame(host, 0) == CGRect(x: 40, y: -10, width: 20, height: 20))
    }

    @Test func itemsWithoutBadgesStoreNothingForThem() {
        let host = grid(badges: [])
        #expect(host.layout.sections.allSatisfy { $0.badges.isEmpty })
        #expect(host.allCells.allSatisfy { $0.representedElementCategory == .cell })
    }

    @Test func badgesPerRootGroupAreBounded() {
        // 10,000 items in one group, 20 badges each: 200,000 asked, 100,000 kept — those of
        // the first 5,000 items.
        let badges = (0..<20).map { badge(LayoutAnchor(edges: .top), kind: "b\($0)") }
        let cell = LayoutItem(layoutSize: size(.absolute(1), .absolute(1)), supplementaryItems: badges)
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(1), .absolute(1)), repeatingSubitem: .item(cell), count: 10_000)
        let host = CompositionalHost(CompositionalLayout(section: LayoutSection(group: group)), counts: [10_000])
        #expect(host.layout.sections[0].badges.count == GroupSolver.maximumBadgesPerRootGroup)
        #expect(frame(host, 4_999, kind: "b19") != nil)
        #expect(frame(host, 5_000, kind: "b0") == nil)
    }
}
