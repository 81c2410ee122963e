import Foundation
import Testing

@testable import CollectionLayout

/// Compositional layouts in a right-to-left collection view: leading and trailing swap, as
/// UIKit's do — every frame is the left-to-right one mirrored within the content width,
/// x′ = width − maxX (`source: uikit-rule`, docs/REFERENCE.md §14). Viewport 390 × 844.
@Suite struct CompositionalRightToLeftTests {
    func rightToLeft(_ layout: CompositionalLayout, counts: [Int]) -> CompositionalHost {
        let host = CompositionalHost(layout, counts: counts)
        host.view.layoutDirection = .rightToLeft
        host.layout.prepareIfNeeded()
        return host
    }

    @Test func workedExampleAMirrors() {
        // §14.7 A left to right: (16, 16, 174, 100) and (200, 16, 174, 100). Mirrored in 390:
        // item 0 at 390 − (16 + 174) = 200, item 1 at 390 − (200 + 174) = 16; rows keep y.
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 10
        let host = rightToLeft(CompositionalLayout(section: section), counts: [5])
        #expect(host.frame(0) == CGRect(x: 200, y: 16, width: 174, height: 100))
        #expect(host.frame(1) == CGRect(x: 16, y: 16, width: 174, height: 100))
        #expect(host.frame(4) == CGRect(x: 200, y: 236, width: 174, height: 100))
        // The rect query agrees: (300, 20, 10, 10) meets item 0 only.
        #expect(host.layout.layoutAttributesForElements(in: CGRect(x: 300, y: 20, width: 10, height: 10)).map(\.indexPath.item) == [0])
        host.view.layoutDirection = .leftToRight
        host.layout.prepareIfNeeded()
        #expect(host.frame(0) == CGRect(x: 16, y: 16, width: 174, height: 100))
    }

    @Test func aTopTrailingBadgeSitsOnTheLeftCorner() {
        // Left to right item 0's box is (0, 0, 195, 100) and its badge (181, −6, 20, 20).
        // Mirrored: the box (195, 0, 195, 100), the badge at 390 − 201 = 189, over the box's
        // top trailing corner, now its left one (x = 195).
        var cell = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        cell.supplementaryItems = [
            SupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        ]
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(cell)])
        let host = rightToLeft(CompositionalLayout(section: LayoutSection(group: group)), counts: [2])
        #expect(host.frame(0) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(
            host.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 189, y: -6, width: 20, height: 20))
    }

    @Test func anOrthogonalBandStartsAtTheRightAndScrollsLeftwards() {
        // Groups 100 wide, 10 apart: left to right group k at 110k − offset. Mirrored: item 0
        // at 390 − 100 = 290, item 1 at 390 − 210 = 180. Scrolled by 50: item 0 at
        // 390 − (−50 + 100) = 340.
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        let host = rightToLeft(CompositionalLayout(section: section), counts: [10])
        #expect(host.frame(0)?.minX == 290)
        #expect(host.frame(1)?.minX == 180)
        host.layout.setOrthogonalScrollOffset(50, forSection: 0)
        host.layout.prepareIfNeeded()
        #expect(host.frame(0)?.minX == 340)
    }
}
